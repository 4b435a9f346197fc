import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// The largest side an item may have: 10⁹ pt. A larger item's mass and inertia (which grow with the fourth power of
/// its size) overflow the solver, so it is refused like a zero size.
let largestItemSide: CGFloat = 1e9

extension PhysicsSession {
    /// The body of `item`, created on first use with UIKit's defaults.
    @discardableResult
    func body(for item: any UIDynamicItem) -> ItemBody {
        let key = ObjectIdentifier(item)
        if let existing = itemBodies[key] { return existing }
        if let group = item as? UIDynamicItemGroup {
            for member in group.items { requireValidSize(of: member); requireFiniteGeometry(of: member) }
        }
        requireValidSize(of: item)
        requireFiniteGeometry(of: item)
        let size = item.bounds.size
        let center = frame.center(of: item)
        let defaults = ItemProperties.defaults
        var def = BodyDef(type: .dynamic, position: Vec2(points: center),
                          angle: Double(rotationAngle(of: item.transform)))
        def.linearDamping = Double(defaults.resistance)
        def.angularDamping = Double(defaults.angularResistance)
        def.gravityScale = 0
        let body = world.createBody(def)
        var shapeDef = ShapeDef(density: Double(defaults.density), friction: Double(defaults.friction),
                                restitution: Double(defaults.elasticity))
        shapeDef.filter = Filter(categoryBits: 0, maskBits: 0)
        let geometries: [ShapeGeometry]
        if let group = item as? UIDynamicItemGroup {
            geometries = zip(group.items, group.memberOffsets).map { member, offset in
                collisionGeometry(of: member, size: member.bounds.size, offset: offset)
            }
        } else {
            geometries = [collisionGeometry(of: item, size: size)]
        }
        let shapes = geometries.map { world.createShape(on: body, $0, shapeDef) }
        for shape in shapes { collisions.setOwner(.item(key), of: shape) }
        let record = ItemBody(item: item, body: body, shapes: shapes, size: size, isView: item is UIView, center: center)
        insertItemBody(record, for: key)
        return record
    }

    /// UIKit's check of an item's size as it joins (positive), extended to infinite and absurd sizes (above
    /// `largestItemSide`); a NaN fails `> 0` already.
    func requireValidSize(of item: any UIDynamicItem) {
        let size = item.bounds.size
        guard size.width > 0, size.height > 0, size.width <= largestItemSide, size.height <= largestItemSide else {
            raiseUIKitException(.invalidArgument,
                                "Invalid size {\(formatted(size.width)), \(formatted(size.height))} for item \(item) in Dynamics")
        }
    }

    /// Raises UIKit's invalid-argument exception when the item's centre or transform is not finite: the animator reads
    /// them when the item joins and on `updateItem(usingCurrentState:)`, and the world must never see a NaN.
    func requireFiniteGeometry(of item: any UIDynamicItem) {
        let center = item.center, t = item.transform
        guard center.x.isFinite, center.y.isFinite else {
            raiseUIKitException(.invalidArgument,
                                "Invalid center {\(formatted(center.x)), \(formatted(center.y))} for item \(item) in Dynamics")
        }
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            raiseUIKitException(.invalidArgument, "Invalid transform \(t) for item \(item) in Dynamics")
        }
    }
}

/// A number as UIKit prints sizes: "0" for zero, no trailing ".0".
private func formatted(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
}
