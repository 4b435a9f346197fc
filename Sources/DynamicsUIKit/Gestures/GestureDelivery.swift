import Foundation
import DynamicsGeometry

/// Entry points the scene runner uses to feed scripted touches to gesture recognisers.
///
/// A scripted gesture is addressed to one kind of recogniser (a tap to tap recognisers, a pan to pan recognisers, a
/// long press and a swipe to theirs). It is hit-tested from the root view and goes to the enabled recognisers of that
/// kind on the nearest view, from the hit view up through its superviews, that has any (so a recogniser on a
/// container also sees touches on its subviews, and one on the touched view takes precedence). Recognisers that
/// wait for others to fail (`require(toFail:)`) see the touch after those others. A tap that reaches a `UIControl`
/// before any tap recogniser is the control's: it sends `.touchUpInside` (nothing when disabled), and recognisers
/// of its superviews do not see it — UIKit's rule that a control's own action wins over its ancestors' gestures.
/// Every scripted finger also reaches the hit view's responder chain as raw touches, after the recognisers and in
/// UIKit's order (`ViewTouchSequence`, docs/touches.md).
@MainActor package enum GestureDelivery {
    /// Delivers a tap at `point` in `root`'s coordinates at scene time `time`: the finger goes down and lifts in
    /// this tick. The hit view sees the raw touches (`ViewTouchSequence`) around the recognisers' or the control's
    /// handling. Returns false when neither a tap recogniser nor a control took it.
    @discardableResult
    package static func tap(at point: CGPoint, in root: UIView, time: TimeInterval) -> Bool {
        // Down and up are one turn: recognisers that decided reset after both.
        UIGestureRecognizer.delivering { deliverTap(at: point, in: root, time: time) }
    }

    private static func deliverTap(at point: CGPoint, in root: UIView, time: TimeInterval) -> Bool {
        let target = tapTarget(at: point, in: root, time: time)
        // A recogniser already holding a tap back for a requirement ignores this one (its touches began while it
        // waited); the others count it.
        var counting: [UIGestureRecognizer] = []
        if case .recognizers(let recognizers) = target { counting = recognizers.filter { !$0.isWaitingForFailures } }
        let sequence = ViewTouchSequence(at: point, in: root, time: time)
        let finger = ScriptedFinger(in: root)
        finger.add([point], sequences: [sequence], time: time, staying: [],
                   fresh: receiving(counting, [sequence].compactMap { $0 }))
        finger.lift(at: point, time: time)
        // A control acts in its touchesEnded on iOS, so its action follows the raw touches.
        if case .control(let control) = target { control.handleTap(at: control.convert(point, from: root)) }
        return target != nil
    }

    /// Who takes a tap: the tap recognisers of the nearest view from the hit view up that has any, or a control met
    /// first on the way.
    private static func tapTarget(at point: CGPoint, in root: UIView, time: TimeInterval) -> TapTarget? {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let recognizers = enabledRecognizers(of: current, UITapGestureRecognizer.self).filter(\.acceptsOneFinger)
            if !recognizers.isEmpty { return .recognizers(recognizers) }
            if let control = current as? UIControl { return .control(control) }
            if current === root { break }
            view = current.superview
        }
        return nil
    }

    private enum TapTarget {
        case recognizers([UIGestureRecognizer])
        case control(UIControl)
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
    /// whatever the count) on the nearest view from the first new finger's hit view up see them first — those
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
        let staying = session.following.filter { letsReceive($0, delivered) }
        let fresh = receiving(candidates.filter { candidate in !session.following.contains { $0 === candidate } },
                              delivered, alsoWatched: staying)
        session.add(points, sequences: sequences, time: time, staying: staying, fresh: fresh)
        return session
    }

    /// The number of the latest delivery of touches; recognisers that share one are peers (see
    /// `UIGestureRecognizer.peers`).
    private static var deliveries = 0

    /// Those of `recognizers` whose delegates let them receive every one of the sequences' touches, noted by the
    /// sequences before they see them (so a recogniser that recognises on touch-down, a pan here, takes the touch
    /// from the view), and made peers of one delivery.
    private static func receiving(_ recognizers: [UIGestureRecognizer], _ sequences: [ViewTouchSequence],
                                  alsoWatched: [UIGestureRecognizer] = []) -> [UIGestureRecognizer] {
        let receiving = recognizers.filter { letsReceive($0, sequences) }
        for sequence in sequences { sequence.watch(alsoWatched + receiving) }
        deliveries += 1
        let peers = receiving.map { WeakRecognizer($0) }
        for recognizer in receiving where !recognizer.isWaitingForFailures {
            recognizer.touchSequence = deliveries
            recognizer.peers = peers
        }
        return receiving
    }

    /// Whether `recognizer`'s delegate lets it receive every one of the sequences' touches (asked once per finger,
    /// when it goes down).
    private static func letsReceive(_ recognizer: UIGestureRecognizer, _ sequences: [ViewTouchSequence]) -> Bool {
        sequences.allSatisfy { recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0.touch) ?? true }
    }

    /// The enabled recognisers of `kind` (and custom ones) that `accepts` on the nearest view, from the hit view up,
    /// that has any.
    private static func recognizers<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView, time: TimeInterval,
                                                               of kind: Kind.Type,
                                                               accepts: (UIGestureRecognizer) -> Bool) -> [UIGestureRecognizer] {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let found = enabledRecognizers(of: current, kind).filter(accepts)
            if !found.isEmpty { return found }
            if current === root { break }
            view = current.superview
        }
        return []
    }

    /// The enabled recognisers of `Kind` on `view`, with the custom subclasses (which see every finger), those
    /// without failure requirements first.
    private static func enabledRecognizers<Kind: UIGestureRecognizer>(of view: UIView,
                                                                      _ kind: Kind.Type) -> [UIGestureRecognizer] {
        let enabled = (view.gestureRecognizers ?? []).filter { ($0 is Kind || $0.isCustom) && $0.isEnabled }
        return enabled.filter { !$0.hasFailureRequirements } + enabled.filter(\.hasFailureRequirements)
    }
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
                recognizer.trackedTouches = newTouches
                send(newTouches, to: recognizer) { $0.touchesBegan($1, with: $2) }
            }
            for case let sequence? in newSequences { sequence.down() }
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
            for (index, _) in moves where sequences.indices.contains(index) { sequences[index]?.moved() }
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
            for (index, _) in lifts where sequences.indices.contains(index) { sequences[index]?.lifted() }
        }
    }

    /// Calls `hook` on `recognizer` with those of `touches` it still tracks, if any; a recogniser that failed, ended
    /// or was cancelled on the way (disabled by a handler) sees no more of these fingers.
    private func send(_ touches: [UITouch], to recognizer: UIGestureRecognizer,
                      _ hook: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void) {
        guard recognizer.followsFinger else { return }
        let tracked = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
        guard !tracked.isEmpty else { return }
        event.timestamp = tracked[0].timestamp
        event.touchSet = Set(self.touches.filter { $0.phase != .ended || tracked.contains($0) })
        hook(recognizer, Set(tracked), event)
    }
}
