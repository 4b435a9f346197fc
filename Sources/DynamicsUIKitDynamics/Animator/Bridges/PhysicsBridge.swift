import Foundation
import DynamicsPhysics
import DynamicsUIKit

/// A primitive behaviour that acts on its animator's physics world. Each behaviour class answers in its own file in
/// this folder (`UIGravityBehavior+PhysicsBridge.swift`, …), so the animator asks one question of every behaviour
/// instead of switching on their types; a behaviour that does not conform (a custom one with only an action) needs
/// nothing from the world.
@MainActor protocol PhysicsBridge: UIDynamicBehavior {
    /// Builds what the behaviour needs in the world when it joins the animator, and returns the record that owns
    /// it for as long as the behaviour stays. A behaviour that keeps no state of its own is its own record.
    func makePhysics(in session: PhysicsSession) -> any BehaviorPhysics
    /// Loads for the coming step (a push's force or impulse), before the world advances; called in tree order.
    func prepareStep(in session: PhysicsSession)
}

extension PhysicsBridge {
    func prepareStep(in session: PhysicsSession) {}
}

/// What a parameter change asks of the session beyond waking the behaviour's items.
enum ParameterChangeEffect {
    /// Only the record's own objects changed.
    case recordOnly
    /// What the behaviour makes of its items' bodies changed (a collision mode, say): every body's role is derived
    /// again.
    case bodyRoles
}

/// What one associated primitive behaviour built in the world — joints, anchor and boundary bodies, filter bits —
/// and the code that keeps it in line with the behaviour's parameters. The session holds one per behaviour
/// (`PhysicsSession.records`) and asks it, never the behaviour, about the world.
@MainActor protocol BehaviorPhysics: AnyObject {
    /// Follows a changed parameter; the session then wakes the items and the animator resumes.
    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect
    /// What holding an item makes of the item's body.
    func contribute(to role: inout BodyRole)
    /// What the debug overlay draws for the behaviour.
    func debugShapes(in session: PhysicsSession) -> [DebugShape]
    /// Destroys what the record built, when the behaviour leaves the animator.
    func tearDown(in session: PhysicsSession)
}

extension BehaviorPhysics {
    func parametersDidChange(in session: PhysicsSession) -> ParameterChangeEffect { .recordOnly }
    func contribute(to role: inout BodyRole) {}
    func debugShapes(in session: PhysicsSession) -> [DebugShape] { [] }
    func tearDown(in session: PhysicsSession) {}
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
