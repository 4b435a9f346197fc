import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit
import OrderedCollections

/// Everything one animator keeps in its physics world, and the one thing the behaviour bridges reach: the world, a
/// body per item, the record of each associated behaviour, the collision registry, the world's clock and UIKit's
/// warn-once flags. The animator owns one session and hands it to the bridges; nothing else writes its state.
@MainActor final class PhysicsSession {
    /// The physics world, in metres.
    let world = World(gravity: .zero, settings: .uikitDynamics)
    /// The animator's coordinate system.
    let frame: ReferenceFrame
    /// One body per item, created when the item first appears in a behaviour, in creation order so every pass over
    /// them is deterministic.
    private(set) var itemBodies: OrderedDictionary<ObjectIdentifier, ItemBody> = [:]
    /// What each associated primitive behaviour built in the world, in association order.
    private(set) var records: OrderedDictionary<ObjectIdentifier, any BehaviorPhysics> = [:]
    /// Shape owners, collision filter bits, collision records and contact delivery.
    let collisions = CollisionRegistry()
    /// World time at the end of the last sub-step, for field evaluation.
    private(set) var worldTime: TimeInterval = 0
    /// Set when an item behaviour's values changed; the bodies are updated at the start of the next step.
    private(set) var itemPropertiesNeedUpdate = false
    /// Whether the multiple-gravity warning was printed (UIKit prints it once per animator).
    private var didWarnAboutMultipleGravity = false

    init(frame: ReferenceFrame) {
        self.frame = frame
    }

    // MARK: Behaviour records

    /// Whether the behaviour has a record (it is associated).
    func isAssociated(_ behavior: ObjectIdentifier) -> Bool { records[behavior] != nil }

    /// Records a behaviour as associated and lets it build its physics; a behaviour that is no `PhysicsBridge` (a
    /// custom one with only an action) is recorded with nothing built.
    func associate(_ behavior: UIDynamicBehavior) {
        records[ObjectIdentifier(behavior)] = (behavior as? PhysicsBridge)?.makePhysics(in: self)
            ?? NoPhysics(behavior: behavior)
    }

    /// Tears down the record of every behaviour not in `live`.
    func dissociate(allBut live: Set<ObjectIdentifier>) {
        for key in records.keys where !live.contains(key) {
            records.removeValue(forKey: key)?.tearDown(in: self)
        }
    }

    /// Follows a changed parameter of an associated behaviour and wakes its items; false when the behaviour has no
    /// record.
    func parametersDidChange(of behavior: UIDynamicBehavior, primitives: () -> [UIDynamicBehavior]) -> Bool {
        guard let record = records[ObjectIdentifier(behavior)] else { return false }
        if record.parametersDidChange(in: self) == .bodyRoles { updateBodyRoles(primitives()) }
        wake(behavior.associatedItems)
        return true
    }

    /// Gravity scale, bullet flag and collision filter of every body, from the behaviours holding its item.
    func updateBodyRoles(_ primitives: [UIDynamicBehavior]) {
        for record in itemBodies.values {
            var role = BodyRole()
            for behavior in primitives where behavior.associatedItems.contains(where: { $0 === record.item }) {
                records[ObjectIdentifier(behavior)]?.contribute(to: &role)
            }
            world.setGravityScale(record.body, role.hasGravity ? 1 : 0)
            world.setBullet(record.body, role.hasGravity || role.isPushed)
            for shape in record.shapes { world.setFilter(shape, role.filter) }
        }
    }

    /// Prints UIKit's warning when a second gravity behaviour joins, once per animator.
    func noteGravityJoining() {
        guard !didWarnAboutMultipleGravity, records.values.contains(where: { $0 is UIGravityBehavior }) else { return }
        didWarnAboutMultipleGravity = true
        logUIKitWarning("Multiple gravity behavior per animator is undefined and may assert in the future")
    }

    /// Asks for the item properties to be resolved again before the next step.
    func invalidateItemProperties() { itemPropertiesNeedUpdate = true }

    // MARK: Waking

    /// Wakes every body.
    func wakeAll() {
        for record in itemBodies.values { world.setAwake(record.body, true) }
    }

    /// Wakes the bodies of these items.
    func wake(_ items: [any UIDynamicItem]) {
        for item in items {
            if let record = itemBodies[ObjectIdentifier(item)] { world.setAwake(record.body, true) }
        }
    }

    // MARK: The step

    /// Advances the world by one animator step: fixed sub-steps, every field applied before each.
    func advanceWorld(by step: TimeInterval, fields: [UIFieldBehavior]) {
        world.advance(by: step, beforeSubstep: { [self] h in
            worldTime += h
            applyFields(fields, substep: h)
        })
    }

    /// Writes every body's centre and rotation to its item: views on the pixel grid of `scale` (angles to 1/5000
    /// rad), set only when changed; other items unrounded.
    func writeBack(scale: CGFloat) {
        for record in itemBodies.values {
            var center = world.position(of: record.body).points
            var angle = CGFloat(world.angle(of: record.body))
            if record.isView {
                center = CGPoint(x: roundToPixel(center.x, scale: scale), y: roundToPixel(center.y, scale: scale))
                angle = (angle * 5000).rounded() / 5000
                let transform = CGAffineTransform(rotationAngle: angle)
                // Compared with the animator's own last write, not the view: a view the app moved without
                // `updateItem(usingCurrentState:)` stays where it was put until its body moves (TYUIKitDynamicsDemo
                // drags its spring holder this way on a device).
                if center != record.lastWrittenCenter { frame.setCenter(center, of: record.item) }
                if record.item.transform != transform { record.item.transform = transform }
            } else {
                frame.setCenter(center, of: record.item)
                record.item.transform = CGAffineTransform(rotationAngle: angle)
            }
            record.lastWrittenCenter = center
        }
    }

    /// Delivers the step's contacts to the delegates of the collision behaviours in `tree`.
    func deliverContacts(to tree: [UICollisionBehavior]) {
        collisions.deliverContacts(of: world, tree: tree) { itemBodies[$0]?.item }
    }

    /// Whether any collision behaviour's reference-bounds rectangle differs from the one built.
    func referenceBoundsChanged() -> Bool {
        collisions.records.values.contains { $0.referenceBoundsChanged(in: self) }
    }

    /// Refreshes every reference-bounds boundary whose rectangle changed (UIKit does this each step).
    func refreshReferenceBoundaries() {
        for record in collisions.records.values where record.referenceBoundsChanged(in: self) {
            record.updateBoundaries(in: self)
        }
    }

    // MARK: Queries

    /// The items whose fat bounding boxes intersect `rect`, in body creation order.
    func items(in rect: CGRect) -> [any UIDynamicItem] {
        let box = AABB(lower: Vec2(points: CGPoint(x: rect.minX, y: rect.minY)),
                       upper: Vec2(points: CGPoint(x: rect.maxX, y: rect.maxY)))
        var found = Set<ObjectIdentifier>()
        for shape in world.queryAABB(box) {
            if case .item(let key) = collisions.owner(of: shape) { found.insert(key) }
        }
        return itemBodies.filter { found.contains($0.key) }.map(\.value.item)
    }

    /// Re-reads the item's centre and rotation (not its size); false when the item has no body, or is a view whose
    /// centre did not move (UIKit's quirk: its angle is then not re-read either).
    func reread(_ item: any UIDynamicItem) -> Bool {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return false }
        requireFiniteGeometry(of: item)
        let center = frame.center(of: item)
        if record.isView, center == record.lastWrittenCenter { return false }
        world.setTransform(record.body, position: Vec2(points: center), angle: Double(rotationAngle(of: item.transform)))
        world.setAwake(record.body, true)
        return true
    }

    /// The item's linear velocity in points/s, or zero without a body.
    func linearVelocity(of item: any UIDynamicItem) -> CGPoint {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return .zero }
        return world.linearVelocity(of: record.body).points
    }

    /// Whether the item has a body in the world (a behaviour of the animator holds it).
    func hasBody(for item: any UIDynamicItem) -> Bool {
        itemBodies[ObjectIdentifier(item)] != nil
    }

    /// The item's angular velocity in radians/s, or zero without a body.
    func angularVelocity(of item: any UIDynamicItem) -> CGFloat {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return 0 }
        return CGFloat(world.angularVelocity(of: record.body))
    }

    /// Adds a linear velocity in points/s to the item's body; false when it has none or is anchored.
    @discardableResult
    func addLinearVelocity(_ velocity: CGPoint, to item: any UIDynamicItem) -> Bool {
        guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { return false }
        world.setLinearVelocity(record.body, world.linearVelocity(of: record.body) + Vec2(points: velocity))
        world.setAwake(record.body, true)
        return true
    }

    /// Adds an angular velocity in radians/s to the item's body; false when it has none or is anchored.
    @discardableResult
    func addAngularVelocity(_ velocity: CGFloat, to item: any UIDynamicItem) -> Bool {
        guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { return false }
        world.setAngularVelocity(record.body, world.angularVelocity(of: record.body) + Double(velocity))
        world.setAwake(record.body, true)
        return true
    }

    // MARK: Item bodies (the rest in PhysicsSession+ItemBodies.swift)

    /// Adds a new item body (called once per item by `body(for:)`).
    func insertItemBody(_ record: ItemBody, for key: ObjectIdentifier) { itemBodies[key] = record }

    /// Destroys the body of every item not in `wanted`.
    func destroyBodies(allBut wanted: Set<ObjectIdentifier>) {
        for key in itemBodies.keys where !wanted.contains(key) {
            guard let record = itemBodies.removeValue(forKey: key) else { continue }
            for shape in record.shapes { collisions.removeOwner(of: shape) }
            world.destroyBody(record.body)
        }
    }

    /// Marks the item properties resolved (`applyItemProperties` calls it).
    func itemPropertiesWereApplied() { itemPropertiesNeedUpdate = false }
}

private func roundToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    scale == 1 ? value.rounded() : (value * scale).rounded() / scale
}

/// The record of a behaviour that builds nothing in the world (a custom behaviour with only an action). It holds the
/// behaviour, as every record does, so the behaviour's identifier cannot be reused while it is associated.
@MainActor private final class NoPhysics: BehaviorPhysics {
    let behavior: UIDynamicBehavior

    init(behavior: UIDynamicBehavior) { self.behavior = behavior }
}
