import Foundation

extension UIView {
    /// Changes `view` (through `animations`) with a transition from its old look to its new one over `duration`
    /// seconds: `.transitionCrossDissolve` fades, the flip options turn the view half a turn in
    /// perspective (docs/animation.md), the curls lift the old look round a cylinder (up) or roll the new one down over it. The changes apply at once, not animated one by one (unless
    /// `.allowAnimatedContent`); the transition is a `CATransition` under the key `"transition"` on the view's layer,
    /// with the options' curve. `completion` runs with `true` at the end and `false` when the transition is removed.
    /// With `.transitionNone` this is `animate(withDuration:delay:options:animations:completion:)`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let clock = AnimationClock.current, let kind = options.transitionKind else {
            return animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {},
                           completion: completion)
        }
        startTransition(of: view.layer, kind: kind, duration: duration, options: options, clock: clock,
                        changes: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition of the superview (see
    /// `transition(with:duration:options:animations:completion:)`): `toView` takes `fromView`'s place among the
    /// subviews and `fromView` is removed — or, with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let clock = AnimationClock.current, let container = fromView.superview else {
            swap()
            completion?(true)
            return
        }
        startTransition(of: container.layer, kind: options.transitionKind ?? .fade, duration: duration,
                        options: options, clock: clock, changes: swap, completion: completion)
    }

    /// Takes the layer's picture, makes the changes and adds the transition.
    private static func startTransition(of layer: CALayer, kind: LayerTransition.Kind, duration: TimeInterval,
                                        options: AnimationOptions, clock: AnimationClock, changes: @escaping () -> Void,
                                        completion: ((Bool) -> Void)?) {
        let transition = CATransition()
        transition.duration = duration.isFinite ? max(duration, 1e-6) : 1e-6
        transition.timingFunction = CAMediaTimingFunction(curve: options.timingCurve)
        transition.flip = kind
        transition.snapshot = clock.snapshotter?(layer.view)
        transition.stopHandler = completion
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: changes)
        } else {
            performWithoutAnimation(changes)
        }
        layer.add(transition, forKey: "transition")
    }
}

extension UIView.AnimationOptions {
    /// The transition the transition bits ask for; nil for `.transitionNone`.
    var transitionKind: LayerTransition.Kind? {
        switch (rawValue >> 20) & 0xF {
        case 1: return .flipHorizontal(fromLeft: true)
        case 2: return .flipHorizontal(fromLeft: false)
        case 3: return .curl(up: true)
        case 4: return .curl(up: false)
        case 5: return .fade
        case 6: return .flipVertical(fromTop: true)
        case 7: return .flipVertical(fromTop: false)
        default: return nil
        }
    }
}
