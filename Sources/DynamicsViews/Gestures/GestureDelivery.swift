import Foundation
import DynamicsGeometry

/// Entry points the scene runner uses to feed scripted touches to gesture recognisers.
///
/// A touch is hit-tested from the root view; it goes to the recognisers of the requested kind on the nearest view,
/// from the hit view up through its superviews, that has any enabled one (so a recogniser on a container also sees
/// touches on its subviews, and one on the touched view takes precedence). A tap that reaches a `UIControl` before
/// any tap recogniser is the control's: it sends `.touchUpInside` (nothing when disabled), and recognisers of its
/// superviews do not see it — UIKit's rule that a control's own action wins over its ancestors' gestures.
public enum GestureDelivery {
    /// Delivers a tap at `point` in `root`'s coordinates. Returns false when neither a tap recogniser nor a control
    /// took it.
    @discardableResult
    public static func tap(at point: CGPoint, in root: UIView, time: TimeInterval) -> Bool {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let recognizers = enabledRecognizers(of: current) as [UITapGestureRecognizer]
            if !recognizers.isEmpty {
                for recognizer in recognizers { recognizer.recognizeTap(at: point, in: root) }
                return true
            }
            if let control = current as? UIControl {
                control.sendActions(for: .touchUpInside)
                return true
            }
            if current === root { break }
            view = current.superview
        }
        return false
    }

    /// Puts a finger down at `point` in `root`'s coordinates and starts pan recognisers under it; nil when none.
    public static func beginPan(at point: CGPoint, in root: UIView, time: TimeInterval) -> PanTouch? {
        let recognizers: [UIPanGestureRecognizer] = nearestRecognizers(at: point, in: root, time: time)
        guard !recognizers.isEmpty else { return nil }
        for recognizer in recognizers { recognizer.begin(at: point, in: root) }
        return PanTouch(recognizers: recognizers, time: time)
    }

    private static func nearestRecognizers<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView,
                                                                   time: TimeInterval) -> [Kind] {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let found: [Kind] = enabledRecognizers(of: current)
            if !found.isEmpty { return found }
            if current === root { break }
            view = current.superview
        }
        return []
    }

    private static func enabledRecognizers<Kind: UIGestureRecognizer>(of view: UIView) -> [Kind] {
        (view.gestureRecognizers ?? []).compactMap { $0 as? Kind }.filter(\.isEnabled)
    }
}

/// A finger that went down on pan recognisers and is still tracked by them.
public final class PanTouch {
    private let recognizers: [UIPanGestureRecognizer]
    private var lastTime: TimeInterval

    init(recognizers: [UIPanGestureRecognizer], time: TimeInterval) {
        self.recognizers = recognizers
        lastTime = time
    }

    /// Moves the finger to `point` (root coordinates) at scene time `time`: `.changed`.
    public func move(to point: CGPoint, time: TimeInterval) {
        let interval = time - lastTime
        lastTime = time
        // A recogniser cancelled on the way (disabled by a handler) sees no more of this finger.
        for recognizer in recognizers where recognizer.isTracking { recognizer.move(to: point, after: interval) }
    }

    /// Lifts the finger at `point` (root coordinates) at scene time `time`: `.ended`.
    public func end(at point: CGPoint, time: TimeInterval) {
        let interval = time - lastTime
        lastTime = time
        for recognizer in recognizers where recognizer.isTracking { recognizer.end(at: point, after: interval) }
    }
}
