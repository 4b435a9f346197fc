import Foundation
import DynamicsGeometry

/// Recognises a single tap (a touch that goes down and up at one place), as UIKit's with one tap and one touch.
public final class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; only 1 is supported by the scripted touches.
    public var numberOfTapsRequired = 1
    /// Fingers needed; only 1 is supported by the scripted touches.
    public var numberOfTouchesRequired = 1

    /// A tap recogniser whose handler receives it typed.
    public init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        super.init()
        addAction { recognizer in
            if let tap = recognizer as? UITapGestureRecognizer { handler(tap) }
        }
    }

    /// A tap recogniser without actions.
    public override init() { super.init() }

    /// Delivers a completed tap at `point` (window coordinates): the state becomes `.recognized`, the actions run,
    /// and the recogniser returns to `.possible`.
    func recognizeTap(at point: CGPoint, in window: UIView) {
        self.window = window
        touchLocationInWindow = point
        transition(to: .recognized)
        state = .possible
    }
}
