import Foundation
import DynamicsPhysics
import DynamicsUIKit

/// What a primitive behaviour does to its animator's physics world. Each behaviour class answers in its own file in
/// this folder (`UIGravityBehavior+PhysicsBridge.swift`, …), so the animator asks one question of every behaviour
/// instead of switching on their types; a behaviour that does not conform (a custom one with only an action) needs
/// nothing from the world.
@MainActor protocol PhysicsBridge: UIDynamicBehavior {
    /// Builds the behaviour's physics objects (or world state) when it joins the animator.
    func associate(_ association: Association, in animator: UIDynamicAnimator)
    /// Undoes what leaving needs beyond what the animator does for every behaviour (destroying the association's
    /// joints, anchor body and boundary body).
    func dissociate(_ association: Association, in animator: UIDynamicAnimator)
    /// Follows a changed parameter; the animator then wakes the items and resumes.
    func parametersDidChange(_ association: Association, in animator: UIDynamicAnimator)
    /// What holding an item makes of the item's body.
    func contribute(to role: inout BodyRole, association: Association?)
    /// What the debug overlay draws for the behaviour, besides the joints and boundaries drawn for every one.
    func debugShapes(_ association: Association, in animator: UIDynamicAnimator) -> [DebugShape]
    /// Loads for the coming step (a push's force or impulse), before the world advances; called in tree order.
    func prepareStep(in animator: UIDynamicAnimator)
}

extension PhysicsBridge {
    func associate(_ association: Association, in animator: UIDynamicAnimator) {}
    func dissociate(_ association: Association, in animator: UIDynamicAnimator) {}
    func parametersDidChange(_ association: Association, in animator: UIDynamicAnimator) {}
    func contribute(to role: inout BodyRole, association: Association?) {}
    func debugShapes(_ association: Association, in animator: UIDynamicAnimator) -> [DebugShape] { [] }
    func prepareStep(in animator: UIDynamicAnimator) {}
}

/// What the behaviours holding an item make of its body.
struct BodyRole {
    /// A gravity behaviour holds the item: its body feels the world's gravity.
    var hasGravity = false
    /// A push behaviour holds the item: its body is fast and gets continuous collision.
    var isPushed = false
    /// The collision behaviours holding the item: what its shapes are and what they collide with.
    var filter = Filter(categoryBits: 0, maskBits: 0)
}
