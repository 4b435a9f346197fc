import Foundation

/// An ellipse (centre, radii, rotation of its x axis) that arcs are cut from, for UIKit arcs and SVG `A` commands.
struct Ellipse {
    var center: CGPoint
    var radiusX: CGFloat
    var radiusY: CGFloat
    /// Rotation of the ellipse's x axis from +x toward +y, in radians.
    var rotation: CGFloat = 0

    /// The point at parametric angle `angle` (from the ellipse's x axis toward its y axis).
    func point(at angle: CGFloat) -> CGPoint {
        let unit = exactUnitVector(angle)
        return map(x: radiusX * unit.x, y: radiusY * unit.y, translated: true)
    }

    /// The derivative of `point(at:)` with respect to the angle.
    func tangent(at angle: CGFloat) -> CGPoint {
        let unit = exactUnitVector(angle)
        return map(x: -radiusX * unit.y, y: radiusY * unit.x, translated: false)
    }

    /// Cubic Bézier segments of at most 90° each approximating the arc from `startAngle` over `sweep` radians
    /// (positive = increasing angle). Each segment's control arms have length 4/3·tan(Δ/4) times the tangent, the
    /// standard approximation that is exact at both ends and at the segment's middle.
    func cubicSegments(startAngle: CGFloat, sweep: CGFloat) -> [PathElement] {
        guard sweep != 0, sweep.isFinite, startAngle.isFinite else { return [] }
        let quarter = CGFloat.pi / 2
        let count = max(1, Int((abs(sweep) / quarter - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let arm = 4 / 3 * tan(step / 4)
        return (0..<count).map { index in
            let from = startAngle + CGFloat(index) * step
            let to = index == count - 1 ? startAngle + sweep : from + step
            let start = point(at: from), end = point(at: to)
            let startTangent = tangent(at: from), endTangent = tangent(at: to)
            return .curve(
                to: end,
                control1: CGPoint(x: start.x + arm * startTangent.x, y: start.y + arm * startTangent.y),
                control2: CGPoint(x: end.x - arm * endTangent.x, y: end.y - arm * endTangent.y)
            )
        }
    }

    private func map(x: CGFloat, y: CGFloat, translated: Bool) -> CGPoint {
        let rotated: CGPoint
        if rotation == 0 {
            rotated = CGPoint(x: x, y: y)
        } else {
            let cosine = cos(rotation), sine = sin(rotation)
            rotated = CGPoint(x: cosine * x - sine * y, y: sine * x + cosine * y)
        }
        return translated ? CGPoint(x: center.x + rotated.x, y: center.y + rotated.y) : rotated
    }
}

/// (cos θ, sin θ), exact at multiples of 90° so that arcs and ovals hit their quadrant points without rounding noise
/// (cos(π/2) is 6e-17 in floating point).
func exactUnitVector(_ angle: CGFloat) -> CGPoint {
    let quarters = angle / (CGFloat.pi / 2)
    let nearest = quarters.rounded()
    if abs(quarters - nearest) < 1e-12, abs(nearest) < 1e15 {
        switch Int(nearest) & 3 {
        case 0: return CGPoint(x: 1, y: 0)
        case 1: return CGPoint(x: 0, y: 1)
        case 2: return CGPoint(x: -1, y: 0)
        default: return CGPoint(x: 0, y: -1)
        }
    }
    return CGPoint(x: cos(angle), y: sin(angle))
}
