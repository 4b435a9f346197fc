import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsViews

/// The physics body of one item in one animator.
final class ItemBody {
    let item: any UIDynamicItem
    let body: BodyID
    /// One shape per member for a group, else one.
    let shapes: [ShapeID]
    /// `bounds.size`, read once at creation.
    let size: CGSize
    /// Views are written back on the pixel grid.
    let isView: Bool
    /// The properties currently on the body.
    var properties = ItemProperties.defaults
    /// The centre last written to the item (after rounding), for the `updateItem` quirk.
    var lastWrittenCenter: CGPoint

    init(item: any UIDynamicItem, body: BodyID, shapes: [ShapeID], size: CGSize, isView: Bool, center: CGPoint) {
        self.item = item
        self.body = body
        self.shapes = shapes
        self.size = size
        self.isView = isView
        lastWrittenCenter = center
    }
}

/// What a shape of the world stands for.
enum ShapeOwner {
    /// An item's body shape.
    case item(ObjectIdentifier)
    /// A boundary of a collision behaviour; nil identifier for the reference bounds.
    case boundary(behavior: ObjectIdentifier, identifier: AnyHashable?)
}

/// Tolerance, in points, for flattening curves of boundaries and bounding paths.
let flatteningTolerance: CGFloat = 0.25

/// Polygon radius UIKit gives ellipse approximations (0.9 pt).
let ellipsePolygonRadius = 0.009

/// The collision geometry of an item, centred on its centre, in metres.
func collisionGeometry(of item: any UIDynamicItem, size: CGSize, offset: CGPoint = .zero) -> ShapeGeometry {
    let center = Vec2(points: offset)
    switch item.collisionBoundsType {
    case .rectangle:
        return .polygon(.box(halfWidth: halfMeters(size.width), halfHeight: halfMeters(size.height), center: center))
    case .ellipse:
        if size.width == size.height {
            return .circle(Circle(center: center, radius: halfMeters(size.width)))
        }
        return .polygon(ellipsePolygon(size: size, center: center))
    case .path:
        let polylines = item.collisionBoundingPath.flattened(tolerance: flatteningTolerance)
        let points = (polylines.first?.points ?? []).map { Vec2(points: CGPoint(x: $0.x + offset.x, y: $0.y + offset.y)) }
        guard let polygon = Polygon(hullOf: points) else {
            raiseUIKitException(.invalidArgument, "UIDynamicItem (\(item)) provided an invalid bounding path")
        }
        return .polygon(polygon)
    }
}

/// UIKit's polygon approximation of a non-circular ellipse: about one vertex per 10 pt of perimeter, a multiple of
/// four (100×50 → 24, 20×10 → 4, 1000×500 → 244), rounded by 0.9 pt so the outline stays on the ellipse.
func ellipsePolygon(size: CGSize, center: Vec2) -> Polygon {
    // Semi-axes in metres; the vertex count follows the perimeter in points (one vertex per 10 pt).
    let a = halfMeters(size.width), b = halfMeters(size.height)
    let h = pow(a - b, 2) / pow(a + b, 2)
    let perimeter = Double(points(Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))))
    let count = 4 * max(1, Int((perimeter / 40).rounded()))
    let ra = max(a - ellipsePolygonRadius, a / 2), rb = max(b - ellipsePolygonRadius, b / 2)
    let vertices = (0..<count).map { i -> Vec2 in
        let t = 2 * Double.pi * Double(i) / Double(count)
        return center + Vec2(ra * cos(t), rb * sin(t))
    }
    let radius = min(ellipsePolygonRadius, min(a, b) / 2)
    return Polygon(hullOf: vertices, radius: radius) ?? .box(halfWidth: a, halfHeight: b, center: center)
}

extension UIDynamicAnimator {
    /// The item's centre in the animator's coordinates (views are converted from their superview's).
    func referenceCenter(of item: any UIDynamicItem) -> CGPoint {
        guard let view = item as? UIView, let superview = view.superview, let referenceView,
              superview !== referenceView else { return item.center }
        return superview.convert(view.center, to: referenceView)
    }

    /// Writes a centre given in the animator's coordinates to the item.
    func setReferenceCenter(_ center: CGPoint, of item: any UIDynamicItem) {
        guard let view = item as? UIView, let superview = view.superview, let referenceView,
              superview !== referenceView else {
            item.center = center
            return
        }
        view.center = referenceView.convert(center, to: superview)
    }

    /// The body of `item`, created on first use with UIKit's defaults.
    @discardableResult
    func body(for item: any UIDynamicItem) -> ItemBody {
        let key = ObjectIdentifier(item)
        if let existing = itemBodies[key] { return existing }
        let size = item.bounds.size
        guard size.width > 0, size.height > 0 else {
            raiseUIKitException(.invalidArgument,
                                "Invalid size {\(formatted(size.width)), \(formatted(size.height))} for item \(item) in Dynamics")
        }
        let center = referenceCenter(of: item)
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
        for shape in shapes { shapeOwners[shape] = .item(key) }
        let record = ItemBody(item: item, body: body, shapes: shapes, size: size, isView: item is UIView, center: center)
        itemBodies[key] = record
        itemBodyOrder.append(key)
        return record
    }

    /// Destroys the body of an item no longer in any behaviour.
    func destroyBody(_ key: ObjectIdentifier) {
        guard let record = itemBodies.removeValue(forKey: key) else { return }
        itemBodyOrder.removeAll { $0 == key }
        for shape in record.shapes { shapeOwners[shape] = nil }
        world.destroyBody(record.body)
    }

    /// Adds a linear velocity in points/s to the item's body.
    func addLinearVelocity(_ velocity: CGPoint, to item: any UIDynamicItem) {
        guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { return }
        world.setLinearVelocity(record.body, world.linearVelocity(of: record.body) + Vec2(points: velocity))
        world.setAwake(record.body, true)
        resume()
    }

    /// Adds an angular velocity in radians/s to the item's body.
    func addAngularVelocity(_ velocity: CGFloat, to item: any UIDynamicItem) {
        guard let record = itemBodies[ObjectIdentifier(item)], !record.properties.isAnchored else { return }
        world.setAngularVelocity(record.body, world.angularVelocity(of: record.body) + Double(velocity))
        world.setAwake(record.body, true)
        resume()
    }

    /// The item's linear velocity in points/s, or zero without a body.
    func linearVelocity(of item: any UIDynamicItem) -> CGPoint {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return .zero }
        return world.linearVelocity(of: record.body).points
    }

    /// The item's angular velocity in radians/s, or zero without a body.
    func angularVelocity(of item: any UIDynamicItem) -> CGFloat {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return 0 }
        return CGFloat(world.angularVelocity(of: record.body))
    }
}

/// A number as UIKit prints sizes: "0" for zero, no trailing ".0".
private func formatted(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
}
