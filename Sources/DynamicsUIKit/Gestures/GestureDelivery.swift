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
@MainActor package enum GestureDelivery {
    /// Delivers a tap at `point` in `root`'s coordinates at scene time `time`. Returns false when neither a tap
    /// recogniser nor a control took it.
    @discardableResult
    package static func tap(at point: CGPoint, in root: UIView, time: TimeInterval) -> Bool {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let recognizers: [UITapGestureRecognizer] = enabledRecognizers(of: current)
            if !recognizers.isEmpty {
                // A recogniser already holding a tap back for a requirement ignores this one (its touches began
                // while it waited); the others count it.
                let counting = recognizers.filter { !$0.isWaitingForFailures }
                for recognizer in counting { recognizer.tapped(at: point, in: root, time: time) }
                return true
            }
            if let control = current as? UIControl {
                control.handleTap(at: control.convert(point, from: root))
                return true
            }
            if current === root { break }
            view = current.superview
        }
        return false
    }

    /// Puts a finger down at `point` in `root`'s coordinates at scene time `time` on the recognisers of kind
    /// `kind` under it (pan, long press or swipe); nil when there are none.
    package static func touchDown<Kind: UIGestureRecognizer>(at point: CGPoint, in root: UIView, time: TimeInterval,
                                                            for kind: Kind.Type) -> ScriptedFinger? {
        var view = root.hitTest(point, with: UIEvent(timestamp: time))
        while let current = view {
            let found: [Kind] = enabledRecognizers(of: current)
            if !found.isEmpty {
                for recognizer in found { recognizer.fingerDown(at: point, in: root, time: time) }
                return ScriptedFinger(recognizers: found)
            }
            if current === root { break }
            view = current.superview
        }
        return nil
    }

    /// The enabled recognisers of `Kind` on `view` that one finger can satisfy, those without failure requirements
    /// first.
    private static func enabledRecognizers<Kind: UIGestureRecognizer>(of view: UIView) -> [Kind] {
        let enabled = (view.gestureRecognizers ?? []).compactMap { $0 as? Kind }.filter { $0.isEnabled && $0.acceptsOneFinger }
        return enabled.filter { !$0.hasFailureRequirements } + enabled.filter(\.hasFailureRequirements)
    }
}

/// A scripted finger that went down on some recognisers and is still reported to them.
@MainActor package final class ScriptedFinger {
    private let recognizers: [UIGestureRecognizer]

    init(recognizers: [UIGestureRecognizer]) {
        self.recognizers = recognizers
    }

    /// Moves the finger to `point` (root coordinates) at scene time `time`.
    package func move(to point: CGPoint, time: TimeInterval) {
        // A recogniser that failed, ended or was cancelled on the way (disabled by a handler) sees no more of it.
        for recognizer in recognizers where recognizer.followsFinger { recognizer.fingerMoved(to: point, time: time) }
    }

    /// Lifts the finger at `point` (root coordinates) at scene time `time`.
    package func lift(at point: CGPoint, time: TimeInterval) {
        for recognizer in recognizers where recognizer.followsFinger { recognizer.fingerLifted(at: point, time: time) }
    }
}
