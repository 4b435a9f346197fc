import Foundation

/// Point arithmetic for the path algorithms; internal so the public CGPoint API stays UIKit's.
extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (scale: CGFloat, point: CGPoint) -> CGPoint { CGPoint(x: scale * point.x, y: scale * point.y) }

    /// The midpoint between `self` and `other`.
    func midpoint(_ other: CGPoint) -> CGPoint { CGPoint(x: (x + other.x) / 2, y: (y + other.y) / 2) }

    /// Distance from `self` to the segment from `a` to `b`.
    func distance(toSegmentFrom a: CGPoint, to b: CGPoint) -> CGFloat {
        let edge = b - a, offset = self - a
        let lengthSquared = edge.x * edge.x + edge.y * edge.y
        let t = lengthSquared > 0 ? min(max((offset.x * edge.x + offset.y * edge.y) / lengthSquared, 0), 1) : 0
        let closest = a + t * edge
        return hypot(x - closest.x, y - closest.y)
    }
}

/// The point at parameter `t` of the quadratic Bézier curve p0, control, p1.
func quadraticPoint(_ p0: CGPoint, _ control: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
    let u = 1 - t
    return (u * u) * p0 + (2 * u * t) * control + (t * t) * p1
}

/// The point at parameter `t` of the cubic Bézier curve p0, c1, c2, p3.
func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
    let u = 1 - t
    return (u * u * u) * p0 + (3 * u * u * t) * c1 + (3 * u * t * t) * c2 + (t * t * t) * p3
}

/// Parameters in (0, 1) where one coordinate of a cubic Bézier curve has a local extremum: the roots of its
/// derivative a·t² + b·t + c.
func cubicExtremaParameters(_ p0: CGFloat, _ c1: CGFloat, _ c2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
    let a = -p0 + 3 * c1 - 3 * c2 + p3
    let b = 2 * (p0 - 2 * c1 + c2)
    let c = c1 - p0
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
        if b != 0 { roots.append(-c / b) }
    } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}

/// The parameter in (0, 1) where one coordinate of a quadratic Bézier curve has its extremum, if any.
func quadraticExtremumParameter(_ p0: CGFloat, _ control: CGFloat, _ p1: CGFloat) -> CGFloat? {
    let denominator = p0 - 2 * control + p1
    guard denominator != 0 else { return nil }
    let t = (p0 - control) / denominator
    return t > 0 && t < 1 ? t : nil
}
