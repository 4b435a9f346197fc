import Foundation
import DynamicsGeometry

/// Base class of the gesture recognisers, with UIKit's names.
///
/// Linux has no Objective-C selectors, so instead of `addTarget(_:action:)` a recogniser carries Swift closures;
/// they run each time the state changes to `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` — never
/// for `.failed`, as in UIKit. Touches come from the scene timeline (`SceneContext.tap`, `pan`, `longPress`, `swipe`)
/// through `GestureDelivery`. The built-in recognisers are open classes, as in UIKit, so ported code that subclasses
/// them (to add state or configure itself) compiles; the subclass hooks UIKit offers are not there yet.
@MainActor open class UIGestureRecognizer {
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
    /// in UIKit: its actions see `.cancelled`, then it waits for new touches; an undecided gesture just ends.
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            if isTracking {
                transition(to: .cancelled)
                state = .possible
                endSequence()
            } else if isUndecided || isWaitingForFailures {
                fail()
            }
        }
    }

    /// Asked whether the recogniser may begin and whether it should see a touch (held weakly, as in UIKit).
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the view stops seeing the gesture's touches once it is recognised (default true): touches it had
    /// get `touchesCancelled(_:with:)`, later ones are not delivered.
    public var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan(_:with:)` waits until this recogniser has failed (default false); touches of
    /// a gesture it recognises never reach the view.
    public var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded(_:with:)` waits while this recogniser is still deciding (default true): it
    /// becomes `touchesCancelled(_:with:)` if the recogniser then recognises.
    public var delaysTouchesEnded = true

    /// How many times this recogniser has recognised (began or was recognised) and failed; touch delivery compares
    /// them with their values when a finger went down to know whether the recogniser decided since.
    private(set) var recognitions = 0
    private(set) var failures = 0

    /// Whether a continuous gesture is under way (began, not yet ended or cancelled).
    var isTracking: Bool { state == .began || state == .changed }
    /// Whether the touches so far may still become this gesture (a tap waiting for its next tap, a press not held
    /// long enough yet): a recogniser that requires this one to fail waits while this is true.
    var isUndecided: Bool { false }
    /// Whether one finger can make this gesture: scripted touches are single fingers, so a recogniser that needs more
    /// (a two-finger tap, say) never sees them and never recognises, as on a device touched with one finger.
    var acceptsOneFinger: Bool { true }
    /// Whether a scripted finger that went down on this recogniser is still reported to it.
    var followsFinger = false
    /// Where the current touch is, in the coordinate space of the root (window) view.
    var touchLocationInWindow = CGPoint.zero
    /// The top of the view tree the touch was delivered in; `location(in: nil)` is relative to it.
    weak var window: UIView?
    private var actions: [(UIGestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakRecognizer] = []
    private var waiters: [WeakRecognizer] = []
    private var deferredRecognition: State?

    /// A recogniser without actions; add them with `addAction(_:)` (subclasses offer a typed `init(handler:)`).
    public init() {}

    /// Adds another closure called on every state change (stands in for `addTarget(_:action:)`).
    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Adds `handler` as an action that receives the recogniser as its own subclass (what each subclass's
    /// `init(handler:)` installs).
    func addAction<Recognizer: UIGestureRecognizer>(typed handler: @escaping (Recognizer) -> Void) {
        addAction { recognizer in
            if let typed = recognizer as? Recognizer { handler(typed) }
        }
    }

    /// Number of touches involved: 1 while a touch is being tracked, else 0.
    public var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    /// The touch location in `view`'s coordinates (`nil`: the window, i.e. the scene's root view).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return touchLocationInWindow }
        return view.convert(touchLocationInWindow, from: window)
    }

    /// Makes this recogniser recognise only after `other` has failed, as UIKit's `require(toFail:)`: while `other`
    /// is undecided (a double tap waiting for its second tap) this one holds its recognition back; it recognises when
    /// `other` fails and fails when `other` recognises. A recogniser that never saw the touches counts as failed.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Whether this recogniser waits for others to fail before it recognises; touches reach those others first.
    var hasFailureRequirements: Bool { !failureRequirements.isEmpty }

    /// Whether this recogniser has recognised its gesture and is holding it back for a required failure.
    var isWaitingForFailures: Bool { deferredRecognition != nil }

    /// Moves to `newState` and runs the actions.
    func transition(to newState: State) {
        if newState == .began || (newState == .ended && !isTracking) { recognitions += 1 }
        state = newState
        for action in actions { action(self) }
    }

    /// Reports that the touches formed this gesture: `.ended` for a discrete gesture (then back to `.possible`),
    /// `.began` for a continuous one. Held back while a recogniser this one requires to fail is undecided; fails
    /// instead when the delegate's `gestureRecognizerShouldBegin(_:)` says no.
    func recognize(as newState: State) {
        if let blocker = undecidedRequirement() {
            deferredRecognition = newState
            blocker.waiters.append(WeakRecognizer(self))
            return
        }
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else { return fail() }
        transition(to: newState)
        if newState == .ended {
            state = .possible
            endSequence()
        }
        let blocked = waiters.compactMap(\.recognizer)
        waiters = []
        for waiter in blocked where waiter.isWaitingForFailures { waiter.fail() }
    }

    /// Reports that the touches did not form this gesture: `.failed` (no actions run, as in UIKit), then
    /// `.possible`; recognisers waiting for this failure recognise now.
    func fail() {
        deferredRecognition = nil
        failures += 1
        state = .failed
        endSequence()
        state = .possible
        let released = waiters.compactMap(\.recognizer)
        waiters = []
        for waiter in released { waiter.requirementFailed() }
    }

    /// Ends the current touch sequence: the finger is no longer reported and the subclass forgets its progress.
    func endSequence() {
        followsFinger = false
        resetProgress()
    }

    /// Forgets a subclass's progress through a gesture (tap counts, press start).
    func resetProgress() {}

    private func requirementFailed() {
        guard let pending = deferredRecognition else { return }
        if let blocker = undecidedRequirement() {
            blocker.waiters.append(WeakRecognizer(self))
            return
        }
        deferredRecognition = nil
        recognize(as: pending)
    }

    private func undecidedRequirement() -> UIGestureRecognizer? {
        failureRequirements.lazy.compactMap(\.recognizer).first { $0.isEnabled && $0.isUndecided }
    }

    // Scripted fingers: a finger that went down on this recogniser reports its moves and its lift here.

    /// A finger went down at `point` (window coordinates) at scene time `time`.
    func fingerDown(at point: CGPoint, in window: UIView, time: TimeInterval) {
        self.window = window
        touchLocationInWindow = point
        followsFinger = true
    }

    /// The finger moved to `point` at `time`.
    func fingerMoved(to point: CGPoint, time: TimeInterval) {}

    /// The finger lifted at `point` at `time`.
    func fingerLifted(at point: CGPoint, time: TimeInterval) {}
}

/// A reference to a recogniser that does not keep it alive (requirements and waiters point both ways).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
