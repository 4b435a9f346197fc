import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// A behaviour of UIKit Dynamics: the base of the primitive behaviours, and of your own composite behaviours.
///
/// Behaviours added to an animator form a tree: a composite behaviour holds children, a primitive one holds items.
/// Subclass it and call `addChildBehavior(_:)` to build a composite behaviour.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    /// Creates a composite behaviour with no children.
    public override init() { super.init() }

    /// The children of a composite behaviour, in the order they were added.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Called by the animator after every step: after the write-back and the collision callbacks.
    open var action: (() -> Void)?

    /// The animator this behaviour is part of, or nil.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// The composite behaviour holding this one, or nil for a top-level behaviour.
    weak var parent: UIDynamicBehavior?

    /// Primitive behaviours hold items and ignore `addChildBehavior(_:)`, as UIKit's do.
    var acceptsChildBehaviors: Bool { true }

    /// Adds a child behaviour. Ignored for a child already added, and on primitive behaviours.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard acceptsChildBehaviors, behavior !== self,
              !childBehaviors.contains(where: { $0 === behavior }) else { return }
        dynamicAnimator?.checkNotRegistered(behavior)
        behavior.parent?.removeChildBehavior(behavior)
        behavior.parent = self
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorTreeDidChange(added: behavior, removed: nil)
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        dynamicAnimator?.behaviorTreeDidChange(added: nil, removed: behavior)
    }

    /// Called when the behaviour joins an animator, and with nil when it leaves. Override to change the tree.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// This behaviour and its descendants, depth first, parents before children.
    var subtree: [UIDynamicBehavior] {
        var result: [UIDynamicBehavior] = [self]
        for child in childBehaviors { result += child.subtree }
        return result
    }

    /// Tells the animator that a parameter changed: it wakes the bodies concerned and resumes.
    func parametersDidChange() {
        dynamicAnimator?.behaviorParametersDidChange(self)
    }

    /// Tells the animator that the behaviour's items changed.
    func itemsDidChange() {
        dynamicAnimator?.behaviorItemsDidChange(self)
    }

    /// The items of a primitive behaviour with an item list (gravity, collision, push, item, field behaviours).
    var itemList = ItemList()

    /// Adds an item to the item list and tells the animator.
    func addListedItem(_ item: any UIDynamicItem) { if itemList.add(item) { itemsDidChange() } }

    /// Removes an item from the item list and tells the animator.
    func removeListedItem(_ item: any UIDynamicItem) { if itemList.remove(item) { itemsDidChange() } }

    /// The items a primitive behaviour acts on; empty for composites.
    var associatedItems: [any UIDynamicItem] { itemList.items }
}
