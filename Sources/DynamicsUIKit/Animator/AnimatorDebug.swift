import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsViews

/// Colours of the debug overlay, after UIKit's: items blue, boundaries red, joints green, contacts orange, fields
/// purple.
private enum DebugPalette {
    static var item: UIColor { UIColor(red: 0.0, green: 0.45, blue: 1.0, alpha: 0.9) }
    static var boundary: UIColor { UIColor(red: 1.0, green: 0.15, blue: 0.15, alpha: 0.9) }
    static var joint: UIColor { UIColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.9) }
    static var contact: UIColor { UIColor(red: 1.0, green: 0.55, blue: 0.0, alpha: 1.0) }
    static var field: UIColor { UIColor(red: 0.55, green: 0.2, blue: 0.85, alpha: 0.8) }
}

/// Spacing of the field-vector grid, in points.
private let fieldGridSpacing: CGFloat = 40

extension UIDynamicAnimator {
    /// What the engine sees, as outlines in the animator's coordinates: collision shapes, boundaries, contact points
    /// of the last step, attachment lines and anchors, snap points, and field vectors on a 40 pt grid.
    public func debugShapes() -> [DebugShape] {
        var shapes: [DebugShape] = []
        for key in itemBodyOrder {
            guard let record = itemBodies[key] else { continue }
            let transform = world.transform(of: record.body)
            for shape in record.shapes {
                guard let geometry = world.geometry(of: shape) else { continue }
                shapes.append(DebugShape(path: outline(geometry, transform), strokeColor: DebugPalette.item,
                                         fillColor: nil, lineWidth: 1))
            }
        }
        for key in associationOrder {
            guard let association = associations[key] else { continue }
            let boundaryShapes = association.boundaries.flatMap(\.shapes) + association.referenceShapes
            for shape in boundaryShapes {
                guard let geometry = world.geometry(of: shape) else { continue }
                shapes.append(DebugShape(path: outline(geometry, .identity), strokeColor: DebugPalette.boundary,
                                         fillColor: nil, lineWidth: 2))
            }
            for joint in association.joints {
                guard let (anchorA, anchorB) = world.anchors(of: joint) else { continue }
                let line = UIBezierPath()
                line.move(to: anchorA.points)
                line.addLine(to: anchorB.points)
                shapes.append(DebugShape(path: line, strokeColor: DebugPalette.joint, fillColor: nil, lineWidth: 1))
                shapes.append(dot(at: anchorB.points, radius: 3, color: DebugPalette.joint))
            }
            if let snap = association.behavior as? UISnapBehavior {
                shapes.append(cross(at: snap.snapPoint, color: DebugPalette.joint))
            }
            if let field = association.behavior as? UIFieldBehavior {
                shapes += fieldVectors(field)
            }
        }
        for event in world.contactBeginEvents {
            shapes.append(dot(at: event.point.points, radius: 2.5, color: DebugPalette.contact))
        }
        return shapes
    }

    /// The outline of a shape placed by `transform`, in points.
    private func outline(_ geometry: ShapeGeometry, _ transform: Transform) -> UIBezierPath {
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

    private func dot(at point: CGPoint, radius: CGFloat, color: UIColor) -> DebugShape {
        DebugShape(path: UIBezierPath(ovalIn: CGRect(x: point.x - radius, y: point.y - radius,
                                                     width: 2 * radius, height: 2 * radius)),
                   strokeColor: nil, fillColor: color, lineWidth: 0)
    }

    private func cross(at point: CGPoint, color: UIColor) -> DebugShape {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: point.x - 6, y: point.y))
        path.addLine(to: CGPoint(x: point.x + 6, y: point.y))
        path.move(to: CGPoint(x: point.x, y: point.y - 6))
        path.addLine(to: CGPoint(x: point.x, y: point.y + 6))
        return DebugShape(path: path, strokeColor: color, fillColor: nil, lineWidth: 1.5)
    }

    /// The field's acceleration on a probe of 1 kg at rest (charge 1) at each grid point of the reference bounds
    /// (or of a 400 pt square around the field without a reference view), drawn as arrows up to 18 pt long.
    private func fieldVectors(_ field: UIFieldBehavior) -> [DebugShape] {
        let area = referenceView?.bounds
            ?? CGRect(x: field.position.x - 200, y: field.position.y - 200, width: 400, height: 400)
        var samples: [(CGPoint, Vec2)] = []
        var y = area.minY + fieldGridSpacing / 2
        while y < area.maxY {
            var x = area.minX + fieldGridSpacing / 2
            while x < area.maxX {
                let point = CGPoint(x: x, y: y)
                let probe = FieldProbe(offset: Vec2(points: point) - Vec2(points: field.position), velocity: .zero,
                                       mass: 1, charge: 1, time: worldTime)
                if case .force(let force)? = field.effect(atCenter: point, probe: probe), force.isFinite {
                    samples.append((point, force))
                }
                x += fieldGridSpacing
            }
            y += fieldGridSpacing
        }
        let largest = samples.map { $0.1.length }.max() ?? 0
        guard largest > 0 else { return [] }
        return samples.map { point, force in
            let scale = 18 / largest
            let tip = CGPoint(x: point.x + CGFloat(force.x * scale), y: point.y + CGFloat(force.y * scale))
            let path = UIBezierPath()
            path.move(to: point)
            path.addLine(to: tip)
            return DebugShape(path: path, strokeColor: DebugPalette.field, fillColor: nil, lineWidth: 1)
        }
    }
}
