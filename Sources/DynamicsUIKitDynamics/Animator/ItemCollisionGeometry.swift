import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// The polygon radius UIKit gives ellipse and bounding-path items (0.9 pt, measured): their outline sits that far
/// outside the vertices.
let collisionPolygonRadius = 0.009

/// The collision geometry of an item, centred on its centre, in metres.
@MainActor func collisionGeometry(of item: any UIDynamicItem, size: CGSize, offset: CGPoint = .zero) -> ShapeGeometry {
    let center = Vec2(points: offset)
    switch item.collisionBoundsType {
    case .ellipse:
        if size.width == size.height {
            return .circle(Circle(center: center, radius: halfMeters(size.width)))
        }
        return .polygon(ellipsePolygon(size: size, center: center))
    case .path:
        let path = item.collisionBoundingPath
        guard coordinates(of: path).allSatisfy(\.isFinite) else {
            raiseUIKitException(.invalidArgument, "UIDynamicItem (\(item)) provided an invalid bounding path")
        }
        let points = CollisionOutline(path).points.map { Vec2(points: CGPoint(x: $0.x + offset.x, y: $0.y + offset.y)) }
        guard let polygon = Polygon(hullOf: points, radius: collisionPolygonRadius) else {
            raiseUIKitException(.invalidArgument, "UIDynamicItem (\(item)) provided an invalid bounding path")
        }
        return .polygon(polygon)
    default:   // .rectangle, UIKit's default, and a type of a later iOS
        return .polygon(.box(halfWidth: halfMeters(size.width), halfHeight: halfMeters(size.height), center: center))
    }
}

/// UIKit's polygon of a non-circular ellipse: the collision outline of the ellipse's path (four cubic quarters from
/// (w/2, 0), as `UIBezierPath(ovalIn:)` builds it), so about one vertex per 10 pt of perimeter (measured: 100×50 → 24,
/// 20×10 → 4, 1000×500 → 244), with vertices on the ellipse and the polygon radius of 0.9 pt. A huge ellipse keeps
/// 4 × `CollisionOutline.maximumPointsPerCurve` vertices. `size` must be finite and positive (the animator checks
/// items as they join).
func ellipsePolygon(size: CGSize, center: Vec2) -> Polygon {
    let oval = UIBezierPath(ovalIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    let vertices = CollisionOutline(oval).points.map { center + Vec2(points: $0) }
    return Polygon(hullOf: vertices, radius: collisionPolygonRadius)
        ?? .box(halfWidth: halfMeters(size.width), halfHeight: halfMeters(size.height), center: center)
}

extension WorldSettings {
    /// The world every animator runs: Box2D's defaults, with contacts reported as UIKit reports them — only while
    /// the shapes are within 0.1 pt (Box2D 2.2.1's skin under PhysicsKit; docs/uikit-semantics.md §2.8), so each
    /// `beganContact` is a boundary segment or item the item actually rests on.
    static let uikitDynamics: WorldSettings = {
        var settings = WorldSettings()
        settings.contactEventDistance = 0.001
        return settings
    }()
}
