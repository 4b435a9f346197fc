import Foundation
import DynamicsGeometry

/// One scripted finger as the view it landed on sees it: `touchesBegan`, `touchesMoved`, `touchesEnded` or
/// `touchesCancelled` sent to the hit-test view (and from there up the responder chain), in UIKit's order relative to
/// the gesture recognisers that see the same finger.
///
/// For every event the recognisers go first (the caller updates them, then calls this sequence). Then, as UIKit's
/// documentation describes: a recogniser that recognised since the finger went down and `cancelsTouchesInView`
/// takes the touch (the view gets `touchesCancelled` if it had `touchesBegan`, and nothing more); while a
/// recogniser with `delaysTouchesBegan` is still deciding, `touchesBegan` is held back (and sent, followed by a
/// `touchesMoved` with the current place, when it fails); while one with `delaysTouchesEnded` is still deciding,
/// `touchesEnded` is held back until it decides — `touchesEnded` if it failed, `touchesCancelled` if it recognised.
/// See docs/touches.md.
@MainActor package final class ViewTouchSequence {
    /// The finger, updated in place for each event as on a device.
    package let touch: UITouch
    private let event: UIEvent
    private var recognizers: [Watched] = []
    /// Whether the hit view may have this finger (`isMultipleTouchEnabled`, `isExclusiveTouch`); recognisers see
    /// it either way.
    private let reachesView: Bool
    let rootIdentity: ObjectIdentifier
    private var beganSent = false
    private var finished = false

    /// The scene's touch bookkeeping (fingers down, held ends, the last lift), the one of the clock current when the
    /// finger went down.
    private let ledger: TouchLedger

    /// A finger going down at `point` (in `root`'s coordinates) at scene time `time`; nil when no view is hit. The
    /// hit view does not get it when it already has a finger and `isMultipleTouchEnabled` is off, or when an
    /// exclusive-touch view is involved (`isExclusiveTouch`).
    package init?(at point: CGPoint, in root: UIView, time: TimeInterval) {
        let event = UIEvent(timestamp: time)
        guard let view = root.hitTest(point, with: event) else { return nil }
        let ledger = TouchLedger.current
        // Fingers whose views went away hold nothing back.
        ledger.active.removeAll { $0.touch.view == nil }
        let others = ledger.active.filter { $0.rootIdentity == ObjectIdentifier(root) && $0.touch.view != nil }
        reachesView = (view.isMultipleTouchEnabled || !others.contains(where: { $0.touch.view === view }))
            && (!view.isExclusiveTouch || others.allSatisfy({ $0.touch.view === view }))
            && !others.contains(where: { $0.touch.view?.isExclusiveTouch == true && $0.touch.view !== view })
        touch = UITouch(at: point, in: root, view: view, time: time,
                        tapCount: Self.tapCount(at: point, in: root, time: time, after: ledger.lastLift))
        self.event = event
        self.ledger = ledger
        rootIdentity = ObjectIdentifier(root)
        if reachesView { ledger.active.append(self) }
    }

    /// Notes the recognisers that see this finger, before they see it (so what they decide from now on counts).
    package func watch(_ recognizers: [UIGestureRecognizer]) {
        touch.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        self.recognizers = recognizers.map { Watched(recognizer: $0, recognitions: $0.recognitions, failures: $0.failures) }
    }

    /// Delivers the touch-down, after the recognisers have seen it.
    package func down() {
        if settleClaim(), !isDelayingBegan { sendBegan() }
        Self.settleHeldEnds(in: ledger)
    }

    /// Delivers a move of the finger, after the recognisers have seen it (the caller has updated `touch`):
    /// `touchesMoved` when it moved, nothing when it stayed still (`.stationary`).
    package func moved() {
        defer { Self.settleHeldEnds(in: ledger) }
        guard !finished else { return }
        let moved = touch.phase == .moved
        guard settleClaim() else { return }
        if !beganSent {
            guard !isDelayingBegan else { return }
            sendBegan()
        }
        if moved { deliver(.moved) }
    }

    /// Delivers the lift, after the recognisers have seen it (the caller has updated `touch` to `.ended`); held back
    /// while a recogniser with `delaysTouchesEnded` is deciding, and settled after every later delivery and on every
    /// later tick of the scene clock (where recognisers time out).
    package func lifted() {
        defer { Self.settleHeldEnds(in: ledger) }
        guard !finished else { return }
        ledger.active.removeAll { $0 === self }
        ledger.lastLift = Lift(point: touch.location(in: nil), time: touch.timestamp, tapCount: touch.tapCount,
                             root: touch.window)
        guard settleClaim() else { return }
        if !beganSent { sendBegan() }
        guard isDelayingEnded, let clock = AnimationClock.current else { return sendEnded() }
        ledger.heldEnds.append(self)
        clock.addFrameCallback { [self] _ in
            Self.settleHeldEnds(in: ledger)
            return !finished
        }
    }

    /// Runs `body`, in which several fingers that went down, moved or lifted at once are delivered, and then makes
    /// one call per view and touch method with all of that view's fingers, as a device reports fingers that change
    /// in the same frame in one event: two fingers landing on a view reach it in one `touchesBegan` with both.
    package static func together(_ body: () -> Void) {
        let ledger = TouchLedger.current
        guard ledger.batch == nil else { return body() }
        ledger.batch = []
        body()
        let calls = ledger.batch ?? []
        ledger.batch = nil
        make(calls, in: ledger)
    }

    /// Makes the calls gathered for one event, in the order a device sends them (every `touchesBegan`, then
    /// `touchesMoved`, `touchesEnded` and `touchesCancelled`; views in the order their fingers came): each call's
    /// event lists every finger of its window that is down and every finger of the event, ended ones included.
    private static func make(_ calls: [BatchedCall], in ledger: TouchLedger) {
        let ordered = TouchMethod.allCases.flatMap { method in calls.filter { $0.method == method } }
        for call in ordered {
            let inEvent = calls.filter { $0.rootIdentity == call.rootIdentity }.flatMap(\.touches)
            call.make(listing: ledger.down(in: call.rootIdentity) + inEvent)
        }
    }

    /// Sends the held `touchesEnded` (or `touchesCancelled`) of every lifted finger whose recognisers have decided.
    /// Fingers already lifted are not part of the delivery under way: what was batched so far goes out first, then
    /// their calls, each on its own.
    private static func settleHeldEnds(in ledger: TouchLedger) {
        guard ledger.heldEnds.contains(where: { !$0.finished && ($0.isClaimed || !$0.isDelayingEnded) }) else { return }
        let pending = ledger.batch
        ledger.batch = nil
        make(pending ?? [], in: ledger)
        defer { ledger.batch = pending.map { _ in [] } }
        for sequence in ledger.heldEnds where sequence.settleClaim() && !sequence.isDelayingEnded { sequence.sendEnded() }
    }

    /// Whether the view may still have the touch: false (after cancelling what the view had) once a recogniser
    /// that cancels touches in its view has recognised since the finger went down.
    private func settleClaim() -> Bool {
        guard !finished else { return false }
        guard isClaimed else { return true }
        if beganSent {
            touch.update(to: touch.location(in: nil), phase: .cancelled, time: touch.timestamp)
            deliver(.cancelled)
        }
        finish()
        return false
    }

    /// Whether a recogniser that cancels touches in its view has recognised since the finger went down.
    private var isClaimed: Bool {
        recognizers.contains { $0.recognizer.cancelsTouchesInView && $0.recognizer.recognitions > $0.recognitions }
    }

    /// Whether a recogniser with `delaysTouchesBegan` has not decided yet (still possible, neither recognised nor
    /// failed since the finger went down).
    private var isDelayingBegan: Bool {
        recognizers.contains { $0.recognizer.delaysTouchesBegan && isUndecidedSinceDown($0) && $0.recognizer.state == .possible }
    }

    /// Whether a recogniser with `delaysTouchesEnded` is still deciding about the touches it has seen (a double tap
    /// waiting for its second tap, a recognition held back for a required failure).
    private var isDelayingEnded: Bool {
        recognizers.contains { entry in
            entry.recognizer.delaysTouchesEnded && isUndecidedSinceDown(entry)
                && (entry.recognizer.isUndecided || entry.recognizer.isWaitingForFailures)
        }
    }

    private func isUndecidedSinceDown(_ entry: Watched) -> Bool {
        entry.recognizer.isEnabled && entry.recognizer.recognitions == entry.recognitions
            && entry.recognizer.failures == entry.failures
    }

    private func sendBegan() {
        deliver(.began)
        beganSent = true
    }

    private func sendEnded() {
        deliver(.ended)
        finish()
    }

    /// Calls the touch method on the hit view with this finger (with the fingers batched with it, see
    /// `together(_:)`), the event listing them and every finger of the window that is down on a view.
    private func deliver(_ method: TouchMethod) {
        guard reachesView, let view = touch.view else { return }
        let call = BatchedCall(view: view, method: method, touches: [touch], event: event, rootIdentity: rootIdentity)
        guard var calls = ledger.batch else { return call.make(listing: ledger.down(in: rootIdentity) + [touch]) }
        if let index = calls.firstIndex(where: { $0.view === view && $0.method == method }) {
            calls[index].touches.append(touch)
        } else {
            calls.append(call)
        }
        ledger.batch = calls
    }

    /// The four touch methods of a responder, in the order a device calls them for one event.
    enum TouchMethod: CaseIterable {
        case began, moved, ended, cancelled
    }

    /// One call of a touch method on a view, with its fingers.
    @MainActor struct BatchedCall {
        let view: UIView
        let method: TouchMethod
        var touches: [UITouch]
        let event: UIEvent
        let rootIdentity: ObjectIdentifier

        /// Makes the call with an event listing `allTouches`: a finger whose `touchesBegan` was held back
        /// (`delaysTouchesBegan`) reads `.began` during it, whatever it has done since.
        func make(listing allTouches: [UITouch]) {
            event.timestamp = touches[0].timestamp
            event.touchSet = Set(allTouches)
            let phases = touches.map(\.phase)
            if method == .began { for touch in touches { touch.phase = .began } }
            defer { if method == .began { for (touch, phase) in zip(touches, phases) { touch.phase = phase } } }
            switch method {
            case .began: view.touchesBegan(Set(touches), with: event)
            case .moved: view.touchesMoved(Set(touches), with: event)
            case .ended: view.touchesEnded(Set(touches), with: event)
            case .cancelled: view.touchesCancelled(Set(touches), with: event)
            }
        }
    }

    /// Whether the view has had this finger's `touchesBegan` (a finger held back by `delaysTouchesBegan` has not).
    var hasBegun: Bool { beganSent }

    private func finish() {
        finished = true
        ledger.active.removeAll { $0 === self }
        ledger.heldEnds.removeAll { $0 === self }
    }

    /// 1 + the previous tap count when the last finger lifted near here (within 45 pt) less than 0.35 s ago, as
    /// UIKit counts repeated taps; otherwise 1.
    private static func tapCount(at point: CGPoint, in root: UIView, time: TimeInterval, after lastLift: Lift?) -> Int {
        guard let last = lastLift, let window = last.root, window === root.window,
              time - last.time <= UITapGestureRecognizer.maximumIntervalBetweenTaps + AnimationClock.timeTolerance,
              hypot(point.x - last.point.x, point.y - last.point.y) <= UITapGestureRecognizer.maximumDistanceBetweenTaps
        else { return 1 }
        return last.tapCount + 1
    }

    /// Where and when a finger lifted, in which window (held weakly: a window that went away counts no taps).
    struct Lift {
        let point: CGPoint
        let time: TimeInterval
        let tapCount: Int
        weak var root: UIWindow?
    }

    /// A recogniser that sees the finger, with its counts when the finger went down.
    private struct Watched {
        let recognizer: UIGestureRecognizer
        let recognitions: Int
        let failures: Int
    }
}
