import Foundation

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`): an animation, which
/// adds itself to the layer under the property's key, or `NSNull`, which stands for "no action".
public protocol CAAction {
    /// Runs the action for the event `event` (a property's key) on `anObject`, the layer.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        // Layers live on the main actor here, so the action runs there; `add` copies the animation.
        nonisolated(unsafe) let animation = self
        MainActor.assumeIsolated { layer.add(animation, forKey: event) }
    }
}

extension NSNull: CAAction {
    /// Does nothing: in `actions` or from a delegate, `NSNull` ends the search for an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
