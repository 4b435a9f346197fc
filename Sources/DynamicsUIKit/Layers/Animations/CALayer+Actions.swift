import Foundation

/// Implicit animations: a change to an animatable property of a standalone layer (one made with `CALayer()`, not a
/// view's) runs the layer's action for that property — by default a `CABasicAnimation` from the value on screen to
/// the new one over `CATransaction.animationDuration()` (0.25 s) with the `.default` curve, as Core Animation does.
/// A view's own layer never animates implicitly (its view answers `NSNull`, as UIKit's views do outside animation
/// blocks). As on iOS, a layer changed in the same run-loop turn (scene tick) it joined its superlayer shows the new
/// values at once: nothing was on screen to animate from.
extension CALayer {
    /// The action `action(forKey:)` finds when neither the delegate, `actions` nor the class gives one: for an
    /// animatable property of a standalone layer, the implicit animation.
    package func implicitAction(forKey event: String) -> CAAction? {
        guard view is LayerHostView, LayerKeyPath(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The presentation to animate from when the layer's property changes now, or nil when the change shows at once:
    /// the layer is a view's, not in a superlayer since an earlier scene tick, or actions are disabled.
    package func presentationBeforeAnimatableChange() -> LayerPresentation? {
        guard let host = view as? LayerHostView, let joined = host.joinedSuperlayerAt,
              let clock = AnimationClock.current, clock.now > joined, !CATransaction.disableActions() else { return nil }
        return LayerPresentation(view: view)
    }

    /// Runs the actions for `keys` after a change, animating from `before` (from `presentationBeforeAnimatableChange`).
    package func runActions(for keys: [String], from before: LayerPresentation?) {
        guard let before else { return }
        for key in keys {
            guard let action = action(forKey: key) else { continue }
            // A basic animation without values (the implicit one, or one in `actions`) runs from what was on screen.
            if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
               basic.byValue == nil, let shown = before.value(forKeyPath: basic.keyPath ?? key) {
                let animation = basic.copy() as! CABasicAnimation
                animation.keyPath = animation.keyPath ?? key
                animation.fromValue = shown
                add(animation, forKey: key)
            } else {
                action.run(forKey: key, object: self, arguments: nil)
            }
        }
    }

    /// Makes `change` to the properties `keys`, then runs their actions.
    package func changeAnimatably(_ keys: String..., change: () -> Void) {
        let before = presentationBeforeAnimatableChange()
        change()
        runActions(for: keys, from: before)
    }
}
