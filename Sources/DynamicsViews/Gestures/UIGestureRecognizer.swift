import Foundation
import DynamicsGeometry

/// Base class of the gesture recognisers, with UIKit's names.
///
/// Linux has no Objective-C selectors, so instead of `addTarget(_:action:)` a recogniser carries Swift closures;
/// they run each time the state changes to `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled`.
/// Touches come from the scene timeline (`SceneContext.tap` / `pan`) through `GestureDelivery`.
open class UIGestureRecognizer {
    /// UIKit's recogniser states.
    public enum State: Int, Sendable {
        /// Waiting for touches (also the state after a gesture ends).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture finished; for discrete gestures (taps) this is `.recognized`.
        case ended
        /// The gesture was interrupted.
        case cancelled
        /// The touches did not form this gesture.
        case failed

        /// A discrete gesture was recognised (same as `.ended`, as in UIKit).
        public static let recognized = State.ended
    }

    /// The current state; handlers see the state that triggered them.
    public internal(set) var state: State = .possible
    /// The view the recogniser is attached to (`UIView.addGestureRecognizer(_:)` sets it).
    public internal(set) weak var view: UIView?
    /// Disabled recognisers receive no touches. Disabling one in the middle of a continuous gesture cancels it, as
    /// in UIKit: its actions see `.cancelled`, then it waits for new touches.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, isTracking else { return }
            transition(to: .cancelled)
            state = .possible
        }
    }

    /// Whether a continuous gesture is under way (began, not yet ended or cancelled).
    var isTracking: Bool { state == .began || state == .changed }
    /// Where the current touch is, in the coordinate space of the root (window) view.
    var touchLocationInWindow = CGPoint.zero
    /// The top of the view tree the touch was delivered in; `location(in: nil)` is relative to it.
    weak var window: UIView?
    private var actions: [(UIGestureRecognizer) -> Void] = []

    /// A recogniser without actions; add them with `addAction(_:)` (subclasses offer a typed `init(handler:)`).
    public init() {}

    /// Adds another closure called on every state change (stands in for `addTarget(_:action:)`).
    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Number of touches involved: 1 while a touch is being tracked, else 0.
    public var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    /// The touch location in `view`'s coordinates (`nil`: the window, i.e. the scene's root view).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return touchLocationInWindow }
        return view.convert(touchLocationInWindow, from: window)
    }

    /// Moves to `newState` and runs the actions.
    func transition(to newState: State) {
        state = newState
        for action in actions { action(self) }
    }
}
