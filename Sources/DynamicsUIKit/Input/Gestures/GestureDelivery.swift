import Foundation
import DynamicsGeometry

/// Entry points the scene runner uses to feed scripted touches to gesture recognisers.
///
/// A scripted gesture is addressed to one kind of recogniser (a tap to tap recognisers, a pan to pan recognisers, a
/// long press and a swipe to theirs). It is hit-tested from the root view and goes to the enabled recognisers of that
/// kind on the hit view and every superview, deepest first, as UIKit delivers a touch; the first to recognise makes
/// the others fail unless they may recognise together (`UIGestureRecognizer`'s exclusion), so one on the touched
/// view takes precedence over one on a container. Recognisers that wait for others to fail (`require(toFail:)`) see
/// the touch after those others. A tap that reaches a `UIControl` before any tap recogniser is the control's, which
/// acts on its raw touches (`UIControl`'s tracking), and recognisers of its superviews do not see it — UIKit's rule
/// that a control's own action wins over its ancestors' gestures.
/// Every scripted finger also reaches the hit view's responder chain as raw touches, after the recognisers and in
/// UIKit's order (`ViewTouchSequence`, docs/touches.md).
@MainActor package enum GestureDelivery {
    /// Puts a tap's finger down at `point` (root coordinates) at scene time `time`: the tap recognisers under it see
    /// it (none when a control comes first), then the hit view. `ScriptedTap.lift()` lifts it on the same tick — the
    /// scene puts the two in the events of that tick's fingers (`FingerFrame`), so a tap and other fingers changing
    /// on one tick share `UIEvent`s.
    package static func tapDown(at point: CGPoint, in root: UIView, time: TimeInterval) -> ScriptedTap {
        // A recogniser already holding a tap back for a requirement ignores this one (its touches began while it
        // waited); the others count it.
        let counting = tapRecognizers(at: point, in: root, time: time).filter { !$0.isWaitingForFailures }
        let sequence = ViewTouchSequence(at: point, in: root, time: time)
        let finger = ScriptedFinger(in: root)
        let sequences = [sequence].compactMap { $0 }
        finger.add([point], sequences: [sequence], time: time, staying: [],
                   fresh: receiving(counting, sequences, event: finger.event(adding: sequences, time: time)))
        return ScriptedTap(finger: finger, point: point, time: time)
    }

    /// The tap recognisers a tap reaches: those of every view from the hit view up (deepest first, as UIKit hands a
    /// touch to the recognisers of the hit view and its ancestors), up to a control met on the way; none when the
    /// control comes before any recogniser — it takes the tap through its raw touches. Recognisers above a control
    /// do not see taps on it (UIKit's rule that a control's own action wins over its ancestors' gestures).
    private static func tapRecognizers(at point: CGPoint, in root: UIView, time: TimeInterval) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        for view in hitPath(at: point, in: root, time: time) {
            found += enabledRecognizers(of: view, UITapGestureRecognizer.self).filter(\.acceptsOneFinger)
            if view is UIControl { break }
        }
        return requirementsLast(found)
    }

    /// Puts a finger down at `point` in `root`'s coordinates at scene time `time`: the recognisers of kind `kind`
    /// under it (pan, long press or swipe, and custom subclasses) see it first, then the hit view's responder chain.
    package static func touchDown<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView, time: TimeInterval,
                                                            for kind: Kind.Type) -> ScriptedFinger {
        fingersDown(at: [point], in: root, time: time, for: kind)
    }

    /// Puts fingers down together at `points` (root coordinates) at scene time `time`, as `pinch`, `rotate` and
    /// `SceneContext.touches` do, alone or joining the fingers of `session` that are still down. The recognisers
    /// of `kind` that as many fingers can make (pinch, rotation, pans that allow two touches; custom subclasses
    /// whatever the count) on the first new finger's hit view and its superviews see them first — those
    /// already following the session get the new fingers too —, then each finger's hit view gets its own touch.
    package static func fingersDown<Kind: UIGestureRecognizer>(at points: [CGPoint], in root: UIView,
                                                              time: TimeInterval, joining session: ScriptedFinger? = nil,
                                                              for kind: Kind.Type = UIGestureRecognizer.self) -> ScriptedFinger {
        let session = session ?? ScriptedFinger(in: root)
        let sequences = points.map { ViewTouchSequence(at: $0, in: root, time: time) }
        let delivered = sequences.compactMap { $0 }
        let count = session.fingersStillDown + points.count
        let candidates = points.first.map {
            recognizers(at: $0, in: root, time: time, of: kind) { $0.accepts(fingerCount: count) }
        } ?? []
        let event = session.event(adding: delivered, time: time)
        let staying = session.following.filter { letsReceive($0, delivered, event: event) }
        let fresh = receiving(candidates.filter { candidate in !session.following.contains { $0 === candidate } },
                              delivered, event: event, alsoWatched: staying)
        session.add(points, sequences: sequences, time: time, staying: staying, fresh: fresh)
        return session
    }

    /// Runs `body`, in which the fingers of several scripted gestures that changed on one tick are delivered, as one
    /// touch event: the recognisers of each gesture see their fingers as `body` goes, then each view gets one call per
    /// touch method with all of its fingers, and recognisers that finished are reset once the event is over.
    package static func asOneEvent(_ body: () -> Void) {
        UIGestureRecognizer.delivering { ViewTouchSequence.together(body) }
    }

    /// The number of the latest delivery of touches; recognisers that share one are peers (see
    /// `UIGestureRecognizer.peers`).
    private static var deliveries = 0

    /// Those of `recognizers` whose delegates let them receive every one of the sequences' touches, noted by the
    /// sequences before they see them (so a recogniser that recognises on touch-down, a custom one say, takes the
    /// touch from the view), and made peers of one delivery.
    private static func receiving(_ recognizers: [UIGestureRecognizer], _ sequences: [ViewTouchSequence],
                                  event: UIEvent, alsoWatched: [UIGestureRecognizer] = []) -> [UIGestureRecognizer] {
        let receiving = recognizers.filter { letsReceive($0, sequences, event: event) }
        for sequence in sequences { sequence.watch(alsoWatched + receiving) }
        deliveries += 1
        let peers = receiving.map { WeakRecognizer($0) }
        for recognizer in receiving where !recognizer.isWaitingForFailures {
            recognizer.touchSequence = deliveries
            recognizer.peers = peers
        }
        return receiving
    }

    /// Whether `recognizer`'s delegate lets it receive `event` and then every one of the sequences' touches, in
    /// UIKit's order: the event question first (iOS 13.4), then one touch question per finger as it goes down; a
    /// refused event asks no touch question. Nothing is asked when no finger hit a view.
    private static func letsReceive(_ recognizer: UIGestureRecognizer, _ sequences: [ViewTouchSequence],
                                    event: UIEvent) -> Bool {
        guard let delegate = recognizer.delegate, !sequences.isEmpty else { return true }
        guard delegate.gestureRecognizer(recognizer, shouldReceive: event) else { return false }
        return sequences.allSatisfy { delegate.gestureRecognizer(recognizer, shouldReceive: $0.touch) }
    }

    /// The enabled recognisers of `kind` (and custom ones) that `accepts` on every view from the hit view up to the
    /// root, deepest view first: UIKit gives a touch to the recognisers of the hit view and of all its ancestors, and
    /// default exclusion then lets one of them recognise (docs/touches.md, "Which recogniser wins").
    private static func recognizers<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView, time: TimeInterval,
                                                               of kind: Kind.Type,
                                                               accepts: (UIGestureRecognizer) -> Bool) -> [UIGestureRecognizer] {
        requirementsLast(hitPath(at: point, in: root, time: time).flatMap { enabledRecognizers(of: $0, kind).filter(accepts) })
    }

    /// The hit view at `point` and its superviews up to `root`, deepest first.
    private static func hitPath(at point: CGPoint, in root: UIView, time: TimeInterval) -> [UIView] {
        var path: [UIView] = []
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            path.append(current)
            if current === root { break }
            view = current.superview
        }
        return path
    }

    /// The enabled recognisers of `Kind` on `view`, with the custom subclasses (which see every finger).
    private static func enabledRecognizers<Kind: UIGestureRecognizer>(of view: UIView,
                                                                      _ kind: Kind.Type) -> [UIGestureRecognizer] {
        (view.gestureRecognizers ?? []).filter { ($0 is Kind || $0.isCustom) && $0.isEnabled }
    }

    /// `recognizers` with those that wait for others to fail moved after the rest, keeping each group's order, so
    /// the recognisers they wait for see the touches first.
    private static func requirementsLast(_ recognizers: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        recognizers.filter { !$0.hasFailureRequirements } + recognizers.filter(\.hasFailureRequirements)
    }
}

/// A scripted tap whose finger is down: `lift()` lifts it where it went down, on the same tick.
@MainActor package struct ScriptedTap {
    let finger: ScriptedFinger
    let point: CGPoint
    let time: TimeInterval

    /// Lifts the finger: the tap recognisers that saw it go down get `touchesEnded`, then the hit view (a control
    /// acts in its `touchesEnded`, as on iOS, so its action follows the raw touches).
    package func lift() { finger.lift(at: point, time: time) }
}

/// The scripted fingers of one gesture (one for a tap or a pan, two for a pinch, any number for
/// `SceneContext.touches`), which may go down, move and lift at different ticks: each delivery reaches the recognisers
/// they went down on first, through their `touchesBegan`/`Moved`/`Ended`, then each finger's hit view. Fingers are
/// numbered in the order they went down.
@MainActor package final class ScriptedFinger {
    private let root: UIView
    /// The recognisers the fingers went down on, in the order they first received one.
    private var recognizers: [UIGestureRecognizer] = []
    /// One per finger, the same objects the views see (a finger that hit no view has a touch without a view).
    private var touches: [UITouch] = []
    /// One per finger; nil for a finger that hit no view.
    private var sequences: [ViewTouchSequence?] = []
    /// The event the recognisers get, reused for every delivery as a device reuses its touch event.
    private let event = UIEvent(timestamp: 0)

    /// The event as it will be delivered when the fingers of `sequences` go down at `time`: those fingers and the
    /// ones still down. Delegates are asked about it before the recognisers see it.
    func event(adding sequences: [ViewTouchSequence], time: TimeInterval) -> UIEvent {
        event.timestamp = time
        event.touchSet = Set(touches.filter { $0.phase != .ended && $0.phase != .cancelled } + sequences.map(\.touch))
        return event
    }

    /// No fingers yet; `GestureDelivery` adds them.
    init(in root: UIView) { self.root = root }

    /// How many fingers have gone down so far (the number the next one gets).
    package var fingerCount: Int { touches.count }

    /// How many fingers are down now.
    var fingersStillDown: Int { touches.filter { $0.phase != .ended && $0.phase != .cancelled }.count }

    /// The recognisers still following these fingers.
    var following: [UIGestureRecognizer] { recognizers.filter(\.followsFinger) }

    /// New fingers at `points` go down: `staying` recognisers (already following) and `fresh` ones get
    /// `touchesBegan` with them, then each finger's view.
    func add(_ points: [CGPoint], sequences newSequences: [ViewTouchSequence?], time: TimeInterval,
             staying: [UIGestureRecognizer], fresh: [UIGestureRecognizer]) {
        let newTouches = zip(points, newSequences).map { point, sequence in
            sequence?.touch ?? UITouch(at: point, in: root, view: nil, time: time)
        }
        // A recogniser that starts following now (a pinch when a second finger joins the first) gets every finger
        // that is down, as a device hands a recogniser all the touches in its view.
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled } + newTouches
        touches += newTouches
        sequences += newSequences
        UIGestureRecognizer.delivering {
            for recognizer in staying {
                recognizer.trackedTouches += newTouches
                send(newTouches, to: recognizer) { $0.touchesBegan($1, with: $2) }
            }
            for recognizer in fresh {
                recognizers.append(recognizer)
                recognizer.followsFinger = true
                recognizer.trackedTouches = down
                // A peer delivered earlier (a deeper view's) may already have begun with these touches.
                if recognizer.failIfExcluded() { continue }
                send(down, to: recognizer) { $0.touchesBegan($1, with: $2) }
            }
            ViewTouchSequence.together { for case let sequence? in newSequences { sequence.down() } }
        }
    }

    /// Moves a single finger to `point` (root coordinates) at scene time `time`.
    package func move(to point: CGPoint, time: TimeInterval) { move(to: [point], time: time) }

    /// Lifts a single finger at `point` (root coordinates) at scene time `time`.
    package func lift(at point: CGPoint, time: TimeInterval) { lift(at: [point], time: time) }

    /// Moves the fingers to `points`, one per finger in order, at scene time `time`.
    package func move(to points: [CGPoint], time: TimeInterval) { move(Array(zip(touches.indices, points)), time: time) }

    /// Lifts the fingers at `points`, one per finger in order, at scene time `time`.
    package func lift(at points: [CGPoint], time: TimeInterval) { lift(Array(zip(touches.indices, points)), time: time) }

    /// Moves finger `index` to `point` for each pair, at scene time `time`: recognisers get `touchesMoved` with the
    /// fingers that moved (nothing when none did), views theirs.
    package func move(_ moves: [(index: Int, point: CGPoint)], time: TimeInterval) {
        UIGestureRecognizer.delivering {
            for (index, point) in moves where touches.indices.contains(index) {
                let touch = touches[index]
                touch.update(to: point, phase: point == touch.location(in: nil) ? .stationary : .moved, time: time)
            }
            let moved = moves.compactMap { touches.indices.contains($0.index) ? touches[$0.index] : nil }
                .filter { $0.phase == .moved }
            if !moved.isEmpty {
                for recognizer in recognizers { send(moved, to: recognizer) { $0.touchesMoved($1, with: $2) } }
            }
            ViewTouchSequence.together {
                for (index, _) in moves where sequences.indices.contains(index) { sequences[index]?.moved() }
            }
        }
    }

    /// Lifts finger `index` at `point` for each pair, at scene time `time`: recognisers get `touchesEnded` with them
    /// and stop tracking them, then the views.
    package func lift(_ lifts: [(index: Int, point: CGPoint)], time: TimeInterval) {
        UIGestureRecognizer.delivering {
            let lifted = lifts.filter { touches.indices.contains($0.index) }.map { lift in
                touches[lift.index].update(to: lift.point, phase: .ended, time: time)
                return touches[lift.index]
            }
            for recognizer in recognizers {
                send(lifted, to: recognizer) { $0.touchesEnded($1, with: $2) }
                recognizer.trackedTouches.removeAll { touch in lifted.contains { $0 === touch } }
            }
            ViewTouchSequence.together {
                for (index, _) in lifts where sequences.indices.contains(index) { sequences[index]?.lifted() }
            }
        }
    }

    /// Calls `hook` on `recognizer` with those of `touches` it still tracks, if any; a recogniser that failed, ended
    /// or was cancelled on the way (disabled by a handler) sees no more of these fingers.
    private func send(_ touches: [UITouch], to recognizer: UIGestureRecognizer,
                      _ hook: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void) {
        guard recognizer.followsFinger else { return }
        let tracked = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
        guard !tracked.isEmpty else { return }
        // Fingers that stayed still keep older timestamps; the event is as recent as its newest.
        event.timestamp = tracked.map(\.timestamp).max() ?? tracked[0].timestamp
        event.touchSet = Set(self.touches.filter { $0.phase != .ended || tracked.contains($0) })
        hook(recognizer, Set(tracked), event)
    }
}
