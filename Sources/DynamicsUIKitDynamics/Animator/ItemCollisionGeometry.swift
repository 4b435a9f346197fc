import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// Tolerance, in points, for flattening curves of boundaries and bounding paths.
let flatteningTolerance: CGFloat = 0.25

/// Polygon radius UIKit gives ellipse approximations (0.9 pt).
let ellipsePolygonRadius = 0.009

/// The collision geometry of an item, centred on its centre, in metres.
@MainActor func collisionGeometry(of item: any UIDynamicItem, size: CGSize, offset: CGPoint = .zero) -> ShapeGeometry {
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
        let path = item.collisionBoundingPath
        guard coordinates(of: path).allSatisfy(\.isFinite) else {
            raiseUIKitException(.invalidArgument, "UIDynamicItem (\(item)) provided an invalid bounding path")
        }
        let polylines = path.flattened(tolerance: flatteningTolerance)
        let points = (polylines.first?.points ?? []).map { Vec2(points: CGPoint(x: $0.x + offset.x, y: $0.y + offset.y)) }
        guard let polygon = Polygon(hullOf: points) else {
            raiseUIKitException(.invalidArgument, "UIDynamicItem (\(item)) provided an invalid bounding path")
        }
        return .polygon(polygon)
    }
}

/// The most vertices an ellipse polygon gets: a perimeter of 40,960 pt (an ellipse about 13,000 pt across). Larger
/// ellipses keep this many, so a huge item costs a bounded hull and never overflows the vertex count.
let ellipsePolygonMaximumVertices = 4096

/// UIKit's polygon approximation of a non-circular ellipse: about one vertex per 10 pt of perimeter, a multiple of
/// four (100×50 → 24, 20×10 → 4, 1000×500 → 244), rounded by 0.9 pt so the outline stays on the ellipse; at most
/// `ellipsePolygonMaximumVertices`. `size` must be finite and positive (the animator checks items as they join).
func ellipsePolygon(size: CGSize, center: Vec2) -> Polygon {
    // Semi-axes in metres; the vertex count follows the perimeter in points (one vertex per 10 pt).
    let a = halfMeters(size.width), b = halfMeters(size.height)
    let h = pow(a - b, 2) / pow(a + b, 2)
    let perimeter = Double(points(Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))))
    let count = 4 * Int(min(max(1, (perimeter / 40).rounded()), Double(ellipsePolygonMaximumVertices / 4)))
    let ra = max(a - ellipsePolygonRadius, a / 2), rb = max(b - ellipsePolygonRadius, b / 2)
    let vertices = (0..<count).map { i -> Vec2 in
        let t = 2 * Double.pi * Double(i) / Double(count)
        return center + Vec2(ra * cos(t), rb * sin(t))
    }
    let radius = min(ellipsePolygonRadius, min(a, b) / 2)
    return Polygon(hullOf: vertices, radius: radius) ?? .box(halfWidth: a, halfHeight: b, center: center)
}
