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
        let target = tapTarget(at: point, in: root, time: time)
        // A recogniser already holding a tap back for a requirement ignores this one (its touches began while it
        // waited); the others count it.
        var counting: [UITapGestureRecognizer] = []
        if case .recognizers(let recognizers) = target { counting = recognizers.filter { !$0.isWaitingForFailures } }
        let sequence = ViewTouchSequence(at: point, in: root, time: time)
        counting = receiving(counting, [sequence].compactMap { $0 })
        sequence?.down()
        for recognizer in counting { recognizer.tapped(at: point, in: root, time: time) }
        sequence?.lift(at: point, time: time)
        // A control acts in its touchesEnded on iOS, so its action follows the raw touches.
        if case .control(let control) = target { control.handleTap(at: control.convert(point, from: root)) }
        return target != nil
    }

    /// Who takes a tap: the tap recognisers of the nearest view from the hit view up that has any, or a control met
    /// first on the way.
    private static func tapTarget(at point: CGPoint, in root: UIView, time: TimeInterval) -> TapTarget? {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let recognizers: [UITapGestureRecognizer] = enabledRecognizers(of: current).filter(\.acceptsOneFinger)
            if !recognizers.isEmpty { return .recognizers(recognizers) }
            if let control = current as? UIControl { return .control(control) }
            if current === root { break }
            view = current.superview
        }
        return nil
    }

    private enum TapTarget {
        case recognizers([UITapGestureRecognizer])
        case control(UIControl)
    }

    /// Puts a finger down at `point` in `root`'s coordinates at scene time `time`: the recognisers of kind `kind`
    /// under it (pan, long press or swipe) see it first, then the hit view's responder chain.
    package static func touchDown<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView, time: TimeInterval,
                                                            for kind: Kind.Type) -> ScriptedFinger {
        let sequences = [ViewTouchSequence(at: point, in: root, time: time)]
        let found: [Kind] = receiving(recognizers(at: point, in: root, time: time) { $0.acceptsOneFinger },
                                      sequences.compactMap { $0 })
        for recognizer in found { recognizer.fingerDown(at: point, in: root, time: time) }
        for case let sequence? in sequences { sequence.down() }
        return ScriptedFinger(recognizers: found, sequences: sequences)
    }

    /// Puts two fingers down together at `points` (root coordinates) at scene time `time`, as `pinch` and `rotate`
    /// do: the recognisers two fingers can make (pinch, rotation, pans that allow two touches) on the nearest view
    /// from the first finger's hit view up see them first, then each finger's hit view gets its own touch.
    package static func fingersDown(at points: [CGPoint], in root: UIView, time: TimeInterval) -> ScriptedFinger {
        let sequences = points.map { ViewTouchSequence(at: $0, in: root, time: time) }
        let candidates: [UIGestureRecognizer] = points.first.map {
            recognizers(at: $0, in: root, time: time) { $0.acceptsTwoFingers }
        } ?? []
        let found = receiving(candidates, sequences.compactMap { $0 })
        for recognizer in found { recognizer.fingersDown(points, in: root, time: time) }
        for case let sequence? in sequences { sequence.down() }
        return ScriptedFinger(recognizers: found, sequences: sequences)
    }

    /// The number of the latest delivery of touches; recognisers that share one are peers (see
    /// `UIGestureRecognizer.peers`).
    private static var deliveries = 0

    /// Those of `recognizers` whose delegates let them receive every one of the sequences' touches, noted by the
    /// sequences before they see them (so a recogniser that recognises on touch-down, a pan here, takes the touch
    /// from the view), and made peers of one delivery.
    private static func receiving<Kind: UIGestureRecognizer>(_ recognizers: [Kind],
                                                             _ sequences: [ViewTouchSequence]) -> [Kind] {
        let receiving = recognizers.filter { recognizer in
            sequences.allSatisfy { recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0.touch) ?? true }
        }
        for sequence in sequences { sequence.watch(receiving) }
        deliveries += 1
        let peers = receiving.map { WeakRecognizer($0) }
        for recognizer in receiving where !recognizer.isWaitingForFailures {
            recognizer.touchSequence = deliveries
            recognizer.peers = peers
        }
        return receiving
    }

    /// The enabled recognisers of `Kind` that `accepts` on the nearest view, from the hit view up, that has any.
    private static func recognizers<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView, time: TimeInterval,
                                                               accepts: (Kind) -> Bool) -> [Kind] {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let found: [Kind] = enabledRecognizers(of: current).filter(accepts)
            if !found.isEmpty { return found }
            if current === root { break }
            view = current.superview
        }
        return []
    }

    /// The enabled recognisers of `Kind` on `view`, those without failure requirements first.
    private static func enabledRecognizers<Kind: UIGestureRecognizer>(of view: UIView) -> [Kind] {
        let enabled = (view.gestureRecognizers ?? []).compactMap { $0 as? Kind }.filter(\.isEnabled)
        return enabled.filter { !$0.hasFailureRequirements } + enabled.filter(\.hasFailureRequirements)
    }
}

/// Scripted fingers that went down together (one for a pan, two for a pinch): reported to the recognisers they went
/// down on, then each to its hit view.
@MainActor package final class ScriptedFinger {
    private let recognizers: [UIGestureRecognizer]
    /// One per finger; nil for a finger that hit no view.
    private let sequences: [ViewTouchSequence?]

    init(recognizers: [UIGestureRecognizer], sequences: [ViewTouchSequence?]) {
        self.recognizers = recognizers
        self.sequences = sequences
    }

    /// Moves a single finger to `point` (root coordinates) at scene time `time`.
    package func move(to point: CGPoint, time: TimeInterval) {
        // A recogniser that failed, ended or was cancelled on the way (disabled by a handler) sees no more of it.
        for recognizer in recognizers where recognizer.followsFinger { recognizer.fingerMoved(to: point, time: time) }
        for case let sequence? in sequences { sequence.move(to: point, time: time) }
    }

    /// Lifts a single finger at `point` (root coordinates) at scene time `time`.
    package func lift(at point: CGPoint, time: TimeInterval) {
        for recognizer in recognizers where recognizer.followsFinger { recognizer.fingerLifted(at: point, time: time) }
        for case let sequence? in sequences { sequence.lift(at: point, time: time) }
    }

    /// Moves the fingers to `points`, one per finger, at scene time `time`.
    package func move(to points: [CGPoint], time: TimeInterval) {
        for recognizer in recognizers where recognizer.followsFinger { recognizer.fingersMoved(points, time: time) }
        for case let (sequence?, point) in zip(sequences, points) { sequence.move(to: point, time: time) }
    }

    /// Lifts the fingers at `points` at scene time `time`.
    package func lift(at points: [CGPoint], time: TimeInterval) {
        for recognizer in recognizers where recognizer.followsFinger { recognizer.fingersLifted(points, time: time) }
        for case let (sequence?, point) in zip(sequences, points) { sequence.lift(at: point, time: time) }
    }
}
