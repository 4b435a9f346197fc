import CCairo
import DynamicsGeometry
import Foundation

extension CairoPath {
    /// One continuous corner in units of the radius, as the widely published reverse-engineering of iOS 7's rounded
    /// rectangle gives it (PaintCode, "Code for iOS 7 rounded rectangles"): each point is (distance back from the
    /// corner along the edge arriving at it, distance along the edge leaving it). A line to where the curve starts,
    /// then three cubics (control, control, end) joined by two short lines.
    private static let continuousCorner: [[(CGFloat, CGFloat)]] = [
        [(1.52866483, 0)],
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// How far a continuous corner reaches along each edge, in radii.
    private static let continuousReach: CGFloat = 1.52866483

    /// A rectangle with continuous corners as the current path. The radius is held to what fits the full corner on
    /// the shorter side (half of it over 1.53); iOS instead blends towards circular corners there.
    static func setContinuousRoundedRect(_ rect: CGRect, radius: CGFloat, on cr: OpaquePointer) {
        cairo_new_path(cr)
        let r = min(radius, min(rect.width, rect.height) / 2 / continuousReach)
        guard r > 0, r.isFinite else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        // Clockwise on screen from the top edge: each corner, the direction travelled into it and out of it.
        let corners: [(corner: CGPoint, arriving: CGVector, leaving: CGVector)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0)),
        ]
        cairo_move_to(cr, rect.minX + continuousReach * r, rect.minY)
        for (corner, arriving, leaving) in corners {
            func point(_ p: (CGFloat, CGFloat)) -> CGPoint {
                CGPoint(x: corner.x - p.0 * r * arriving.dx + p.1 * r * leaving.dx,
                        y: corner.y - p.0 * r * arriving.dy + p.1 * r * leaving.dy)
            }
            for step in continuousCorner {
                if step.count == 1 {
                    let end = point(step[0])
                    cairo_line_to(cr, end.x, end.y)
                } else {
                    let c1 = point(step[0]), c2 = point(step[1]), end = point(step[2])
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
                }
            }
        }
        cairo_close_path(cr)
    }
}
