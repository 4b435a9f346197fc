import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// Base class of the gesture recognisers, with UIKit's names.
///
/// Linux has no Objective-C selectors, so instead of `addTarget(_:action:)` a recogniser carries Swift closures;
/// they run each time the state changes to `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` — never
/// for `.failed`, as in UIKit. Touches come from the scene timeline (`SceneContext.tap`, `pan`, `longPress`, `swipe`)
/// through `GestureDelivery`; `pinch` and `rotate` put two fingers down. Every recogniser is an open class with the
/// hooks of UIKit's `UIGestureRecognizerSubclass.h`: the delivery calls `touchesBegan`/`Moved`/`Ended` on the
/// recogniser before the view sees the touches (the built-ins do their work behind these, so a subclass that calls
/// `super` keeps it), a subclass drives `state` itself, and `reset()` runs when a gesture is over (docs/touches.md).
///
/// Of the recognisers that see the same touches (on the touched view and its superviews), the first to begin or
/// recognise makes the others still deciding fail, unless a delegate's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` allows both or `canPrevent(_:)`/`canBePrevented(by:)`
/// say no (UIKit's default exclusivity; docs/touches.md).
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// UIKit's recogniser states: `.possible`, `.began`, `.changed`, `.ended` (`.recognized`), `.cancelled`,
    /// `.failed`. Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias State = CUIKitOpenEnums.__UIGestureRecognizerState

    /// The current state; handlers see the state that triggered them. A subclass sets it as UIKit's subclass header
    /// allows: `.began` (or `.recognized` for a discrete gesture) from `.possible` — held back while a failure
    /// requirement is undecided and turned into `.failed` when the delegate or an excluding peer says no —, then
    /// `.changed`, `.ended` or `.cancelled`; `.failed` from `.possible`. Each of these runs the actions except
    /// `.failed`; a transition UIKit does not allow (`.changed` before `.began`, say) is ignored. After `.ended`,
    /// `.cancelled` or `.failed` the state returns to `.possible` and `reset()` runs once the current delivery of
    /// touches is over (UIKit: at the end of the run-loop turn).
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }
    /// The state as the recogniser's own code changes it, without the transition rules of the public setter.
    var currentState: State = .possible
    /// The view the recogniser is attached to (`UIView.addGestureRecognizer(_:)` sets it).
    public internal(set) weak var view: UIView?
    /// A name of the app's own to tell recognisers apart (nil by default; UIKit never reads it), as in
    /// `view.gestureRecognizers?.first { $0.name == "dismiss" }`.
    public var name: String?
    /// Disabled recognisers receive no touches. Disabling one in the middle of a continuous gesture cancels it, as
    /// in UIKit: its actions see `.cancelled`, then it waits for new touches; an undecided gesture just ends.
    public var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            if isTracking {
                end(as: .cancelled)
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
    var isTracking: Bool { currentState == .began || currentState == .changed }
    /// Whether the touches so far may still become this gesture (a tap waiting for its next tap, a press not held
    /// long enough yet): a recogniser that requires this one to fail waits while this is true. By default: fingers
    /// are down on it and it has not left `.possible` (what pinch, rotation and custom subclasses go by).
    var isUndecided: Bool { followsFinger && currentState == .possible }
    /// Whether one finger can make this gesture: a recogniser that needs more (a two-finger tap, say) never sees
    /// single scripted fingers and never recognises, as on a device touched with one finger.
    var acceptsOneFinger: Bool { true }
    /// Whether two fingers down together (`SceneContext.pinch`, `rotate`) can make this gesture: a custom subclass
    /// decides for itself, so it gets them.
    var acceptsTwoFingers: Bool { isCustom }
    /// Whether `count` fingers down together can make this gesture.
    func accepts(fingerCount count: Int) -> Bool {
        count == 1 ? acceptsOneFinger : count == 2 ? acceptsTwoFingers : isCustom
    }
    /// Whether this is a subclass of `UIGestureRecognizer` itself rather than of a built-in recogniser: it sees every
    /// scripted finger (taps, pans, presses, swipes, pinches) on its view, as a device delivers every touch.
    var isCustom: Bool {
        !(self is UITapGestureRecognizer || self is UIPanGestureRecognizer || self is UILongPressGestureRecognizer
            || self is UISwipeGestureRecognizer || self is UIPinchGestureRecognizer || self is UIRotationGestureRecognizer)
    }
    /// Whether a scripted finger that went down on this recogniser is still reported to it.
    var followsFinger = false
    /// The answer of the UIKit view that owns this recogniser to `gestureRecognizerShouldBegin(_:)`, asked before
    /// the delegate's (a scroll view in a sheet leaves a downward drag at its top to the sheet); nil: yes.
    var ownerAllowsBegin: (() -> Bool)?
    /// Where the current touch is, in the coordinate space of the root (window) view; the centroid when several
    /// fingers are down.
    var touchLocationInWindow = CGPoint.zero
    /// Each finger of the current touches, in the root view's coordinates (one entry for a single finger).
    var touchLocationsInWindow: [CGPoint] = []
    /// The recognisers that received the current touches together with this one (delivery sets them), and the
    /// number of that delivery: at most one continuous recogniser of a delivery begins unless delegates allow more.
    var peers: [WeakRecognizer] = []
    var touchSequence = 0
    /// The delivery in which this recogniser last began or recognised.
    private var recognizedSequence: Int?
    /// The top of the view tree the touch was delivered in; `location(in: nil)` is relative to it.
    weak var window: UIView?
    private var actions: [(UIGestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakRecognizer] = []
    private var waiters: [WeakRecognizer] = []
    private var deferredRecognition: State?

    /// A recogniser without actions; add them with `addAction(_:)` (subclasses offer a typed `init(handler:)`).
    public override init() { super.init() }

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

    /// Number of touches involved: the fingers being tracked (1 or 2), else 0.
    public var numberOfTouches: Int { currentState == .possible || currentState == .failed ? 0 : max(1, touchLocationsInWindow.count) }

    /// Where finger `touchIndex` (0 ..< `numberOfTouches`) is, in `view`'s coordinates (`nil`: the window). An index
    /// out of range answers the centroid, where UIKit raises.
    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let point = touchLocationsInWindow.indices.contains(touchIndex) ? touchLocationsInWindow[touchIndex]
            : touchLocationInWindow
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

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
        if newState == .began || (newState == .ended && !isTracking) {
            recognitions += 1
            recognizedSequence = touchSequence
        }
        currentState = newState
        for action in actions { action(self) }
    }

    /// Reports that the touches formed this gesture: `.ended` for a discrete gesture (then back to `.possible`),
    /// `.began` for a continuous one. Held back while a recogniser this one requires to fail is undecided; fails
    /// instead when its view's or its delegate's `gestureRecognizerShouldBegin(_:)` says no (the view is asked
    /// first, as in UIKit).
    func recognize(as newState: State) {
        if let blocker = undecidedRequirement() {
            deferredRecognition = newState
            blocker.waiters.append(WeakRecognizer(self))
            return
        }
        if excludingPeer() != nil || isOverlappedByControlAction { return fail() }
        guard ownerAllowsBegin?() ?? true, view?.gestureRecognizerShouldBegin(self) ?? true,
              delegate?.gestureRecognizerShouldBegin(self) ?? true else { return fail() }
        transition(to: newState)
        failExcludedPeers()
        if newState == .ended {
            endSequence()
            scheduleReset()
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
        currentState = .failed
        endSequence()
        scheduleReset()
        let released = waiters.compactMap(\.recognizer)
        waiters = []
        for waiter in released { waiter.requirementFailed() }
    }

    /// Ends the current touch sequence: the finger is no longer reported and the subclass forgets its progress.
    func endSequence() {
        followsFinger = false
        touchLocationsInWindow = []
        resetProgress()
    }

    /// Forgets a subclass's progress through a gesture (tap counts, press start).
    func resetProgress() {}

    /// Ends a continuous gesture as `finalState` (`.ended` or `.cancelled`): the actions run, the fingers are
    /// forgotten and the recogniser is reset once the delivery is over.
    func end(as finalState: State) {
        transition(to: finalState)
        endSequence()
        scheduleReset()
    }

    private func requirementFailed() {
        guard let pending = deferredRecognition else { return }
        if let blocker = undecidedRequirement() {
            blocker.waiters.append(WeakRecognizer(self))
            return
        }
        deferredRecognition = nil
        recognize(as: pending)
    }

    /// A recogniser this one must wait for that has not decided yet: one named by `require(toFail:)`, or a peer of
    /// these touches a delegate says this one requires to fail (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
    private func undecidedRequirement() -> UIGestureRecognizer? {
        if let required = failureRequirements.lazy.compactMap(\.recognizer).first(where: { $0.isEnabled && $0.isUndecided }) {
            return required
        }
        return currentPeers.first { other in
            other.isEnabled && other.isUndecided
                && (shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                    || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
        }
    }

    /// The other recognisers of the current delivery that still exist.
    private var currentPeers: [UIGestureRecognizer] {
        peers.compactMap(\.recognizer).filter { $0 !== self && $0.touchSequence == touchSequence }
    }

    /// Whether this recogniser begins (`.began`) rather than recognising at once.
    var isContinuous: Bool { false }

    /// Whether either delegate lets this recogniser and `other` recognise at the same time (default no).
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recogniser, recognising, makes `other` fail: both allow it (`canPrevent(_:)`,
    /// `canBePrevented(by:)`) and no delegate lets them recognise together.
    private func excludes(_ other: UIGestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self) && !recognizesSimultaneously(with: other)
    }

    /// A peer that already recognised these touches (a continuous one still under way, or a discrete one) and may
    /// not share them with this recogniser.
    private func excludingPeer() -> UIGestureRecognizer? {
        currentPeers.first { peer in
            peer.recognizedSequence == touchSequence && (peer.isTracking || !peer.isContinuous) && peer.excludes(self)
        }
    }

    /// Fails this recogniser, still possible, when a peer of the same touches already began or recognised and
    /// excludes it — UIKit fails the others the moment one leaves `.possible`, before they see more touches.
    /// Returns whether it failed.
    func failIfExcluded() -> Bool {
        guard currentState == .possible, !isWaitingForFailures, excludingPeer() != nil else { return false }
        fail()
        return true
    }

    /// This recogniser began or recognised: the peers of these touches still deciding (continuous or discrete),
    /// which may not recognise with it, fail — UIKit's default exclusion. Peers holding a recognition back for a
    /// failure requirement are left to that requirement.
    private func failExcludedPeers() {
        for peer in currentPeers where peer.currentState == .possible && peer.followsFinger
            && !peer.isWaitingForFailures && excludes(peer) {
            peer.fail()
        }
    }

    // The subclass hooks of UIKit's UIGestureRecognizerSubclass.h.

    /// Fingers went down on the recogniser's view (called before the view's own `touchesBegan`). The built-ins start
    /// their gesture here; a subclass overrides it and calls `super` to keep that.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else {
            // Fingers joining a gesture under way: a custom subclass calling super follows them all, a pan, pinch or
            // rotation takes them as UIKit's do (`fingersJoined`); taps, presses and swipes leave the newcomers.
            if isCustom {
                follow(trackedTouches.map { $0.location(in: nil) })
            } else if !fingersJoined(touches, time: event.timestamp) {
                trackedTouches.removeAll(where: touches.contains)
            }
            return
        }
        guard let root = trackedTouches.first?.root else { return }
        let time = event.timestamp
        forwardTrackedFingers({ fingerDown(at: $0, in: root, time: time) }, { fingersDown($0, in: root, time: time) })
    }

    /// Fingers the recogniser tracks moved (only those that moved, as in UIKit).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let time = event.timestamp
        forwardTrackedFingers({ fingerMoved(to: $0, time: time) }, { fingersMoved($0, time: time) })
    }

    /// Fingers the recogniser tracks lifted. While others stay down, a pan, pinch or rotation goes on with them
    /// (`fingersLeft`); otherwise the gesture ends.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let time = event.timestamp
        let remaining = trackedTouches.filter { !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled }
        if !remaining.isEmpty, !isCustom, fingersLeft(remaining.map { $0.location(in: nil) }, time: time) { return }
        forwardTrackedFingers({ fingerLifted(at: $0, time: time) }, { fingersLifted($0, time: time) })
    }

    /// Fingers joined the ones this built-in recogniser follows (`trackedTouches` already lists them); returns
    /// whether it takes them. By default it does not (taps, presses, swipes): it goes on with the fingers it had.
    func fingersJoined(_ touches: Set<UITouch>, time: TimeInterval) -> Bool { false }

    /// Some of the fingers this built-in recogniser follows lifted while others, at `remaining` (window
    /// coordinates), stay down; returns whether it went on with those. By default it does not, and the gesture ends
    /// as if they had all lifted.
    func fingersLeft(_ remaining: [CGPoint], time: TimeInterval) -> Bool { false }

    /// Hands where the tracked fingers are to a built-in step: its one-finger form for one finger, its
    /// several-finger form for more, nothing when the recogniser tracks none.
    private func forwardTrackedFingers(_ one: (CGPoint) -> Void, _ several: ([CGPoint]) -> Void) {
        let points = trackedTouches.map { $0.location(in: nil) }
        if points.count == 1 {
            one(points[0])
        } else if points.count > 1 {
            several(points)
        }
    }

    /// The system stopped tracking fingers the recogniser tracks: a gesture under way is cancelled, an undecided one
    /// fails. Scripted fingers always lift, so only code that calls it (a subclass forwarding it) gets here.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if isTracking {
            end(as: .cancelled)
        } else if currentState == .possible {
            fail()
        }
    }

    /// Called after the gesture ended, was cancelled or failed, once the delivery of those touches is over; the state
    /// is `.possible` again. A subclass overrides it to forget its own progress (and calls `super`).
    open func reset() {}

    /// Stops delivering `touch` to this recogniser (UIKit's `ignore(_:for:)`); the other fingers still arrive. A
    /// recogniser that ignores every finger it has gets nothing more of these touches.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recogniser, recognising, may make `preventedGestureRecognizer` fail (default true; both this
    /// and the other's `canBePrevented(by:)` must agree). A tap recogniser overrides it: it never prevents a tap
    /// recogniser that needs more taps, as Apple's documentation of this method says.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognising, may make this recogniser fail (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recogniser waits for `otherGestureRecognizer`, seeing the same touches, to fail before it
    /// recognises (default false), as the delegate's `shouldRequireFailureOf` does.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer`, seeing the same touches, waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The fingers delivered to this recogniser and not ignored, in the order they went down.
    var trackedTouches: [UITouch] = []

    /// Applies a state set through the public `state` with UIKit's transition rules (see `state`).
    private func move(to newState: State) {
        switch newState {
        case .possible:
            currentState = .possible
        case .began:
            if currentState == .possible, !isWaitingForFailures { recognize(as: .began) }
        case .changed:
            if isTracking { transition(to: .changed) }
        case .ended:
            if isTracking {
                end(as: .ended)
            } else if currentState == .possible, !isWaitingForFailures {
                recognize(as: .ended)
            }
        case .cancelled:
            if isTracking { end(as: .cancelled) }
        case .failed:
            if currentState == .possible { fail() }
        @unknown default:
            break
        }
    }

    // Scripted fingers: a finger that went down on this recogniser reports its moves and its lift here.

    /// A finger went down at `point` (window coordinates) at scene time `time`.
    func fingerDown(at point: CGPoint, in window: UIView, time: TimeInterval) {
        self.window = window
        touchLocationInWindow = point
        followsFinger = true
    }

    /// The finger moved to `point` at `time`; the built-ins that track it override this, a custom subclass calling
    /// `super` keeps its location current.
    func fingerMoved(to point: CGPoint, time: TimeInterval) {
        touchLocationInWindow = point
        // The one finger left of a pinch or rotation.
        if touchLocationsInWindow.count == 1 { touchLocationsInWindow = [point] }
    }

    /// The finger lifted at `point` at `time`.
    func fingerLifted(at point: CGPoint, time: TimeInterval) { touchLocationInWindow = point }

    // Several fingers: the single-finger recognisers see their centroid; pinch and rotation override these.

    /// Fingers went down together at `points` (window coordinates).
    func fingersDown(_ points: [CGPoint], in window: UIView, time: TimeInterval) {
        fingerDown(at: centroid(of: points), in: window, time: time)
        touchLocationsInWindow = points
    }

    /// The fingers moved to `points`.
    func fingersMoved(_ points: [CGPoint], time: TimeInterval) {
        fingerMoved(to: centroid(of: points), time: time)
        if followsFinger { touchLocationsInWindow = points }
    }

    /// The fingers lifted at `points`.
    func fingersLifted(_ points: [CGPoint], time: TimeInterval) {
        fingerLifted(at: centroid(of: points), time: time)
    }

    /// Notes where the fingers are: each one, and their centroid (what `location(in:)` answers).
    func follow(_ points: [CGPoint]) {
        touchLocationsInWindow = points
        touchLocationInWindow = centroid(of: points)
    }

    func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return touchLocationInWindow }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }
}

/// A reference to a recogniser that does not keep it alive (requirements and waiters point both ways).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
