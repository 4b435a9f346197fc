import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// Colours of the debug overlay, after UIKit's: items blue, boundaries red, joints green, contacts orange, fields
/// purple.
enum DebugPalette {
    static var item: UIColor { UIColor(red: 0.0, green: 0.45, blue: 1.0, alpha: 0.9) }
    static var boundary: UIColor { UIColor(red: 1.0, green: 0.15, blue: 0.15, alpha: 0.9) }
    static var joint: UIColor { UIColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.9) }
    static var contact: UIColor { UIColor(red: 1.0, green: 0.55, blue: 0.0, alpha: 1.0) }
    static var field: UIColor { UIColor(red: 0.55, green: 0.2, blue: 0.85, alpha: 0.8) }
}

extension UIDynamicAnimator {
    /// What the engine sees, as outlines in the animator's coordinates: collision shapes, boundaries, contact points
    /// of the last step, attachment lines and anchors, snap points, and field vectors on a 40 pt grid.
    public func debugShapes() -> [DebugShape] {
        session.debugShapes()
    }
}

extension PhysicsSession {
    /// Item outlines, then each record's shapes in association order, then the last step's contact points.
    func debugShapes() -> [DebugShape] {
        var shapes: [DebugShape] = []
        for record in itemBodies.values {
            let transform = world.transform(of: record.body)
            for shape in record.shapes {
                guard let geometry = world.geometry(of: shape) else { continue }
                shapes.append(DebugShape(path: debugOutline(of: geometry, placedBy: transform),
                                         strokeColor: DebugPalette.item, fillColor: nil, lineWidth: 1))
            }
        }
        for record in records.values { shapes += record.debugShapes(in: self) }
        for event in world.contactBeginEvents {
            shapes.append(.dot(at: event.point.points, radius: 2.5, color: DebugPalette.contact))
        }
        return shapes
    }
}

/// The outline of a shape placed by `transform`, in points.
@MainActor func debugOutline(of geometry: ShapeGeometry, placedBy transform: Transform) -> UIBezierPath {
    switch geometry {
    case .circle(let circle):
        let center = transform.apply(circle.center).points
        let radius = CGFloat(circle.radius) * pointsPerMeter
        let path = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius,
                                               width: 2 * radius, height: 2 * radius))
        path.move(to: center)
        path.addLine(to: transform.apply(circle.center + Vec2(circle.radius, 0)).points)
        return path
    case .polygon(let polygon):
        let path = UIBezierPath()
        for (index, vertex) in polygon.vertices.enumerated() {
            let point = transform.apply(vertex).points
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    case .segment(let segment):
        return line(transform.apply(segment.point1), transform.apply(segment.point2))
    case .chainSegment(let chain):
        return line(transform.apply(chain.segment.point1), transform.apply(chain.segment.point2))
    }
}

private func line(_ a: Vec2, _ b: Vec2) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: a.points)
    path.addLine(to: b.points)
    return path
}

extension DebugShape {
    /// A filled dot.
    static func dot(at point: CGPoint, radius: CGFloat, color: UIColor) -> DebugShape {
        DebugShape(path: UIBezierPath(ovalIn: CGRect(x: point.x - radius, y: point.y - radius,
                                                     width: 2 * radius, height: 2 * radius)),
                   strokeColor: nil, fillColor: color, lineWidth: 0)
    }
}
