import Foundation

/// Vector arithmetic on device-pixel points, for building stroke outlines.
extension CGPoint {
    /// This point moved by `distance` along the left normal of the unit `tangent`.
    func offset(along tangent: CGPoint, by distance: Double) -> CGPoint {
        CGPoint(x: x - distance * tangent.y, y: y + distance * tangent.x)
    }

    /// This unit tangent turned a quarter from +x towards +y: the side `offset(along:by:)` moves to.
    var leftNormal: CGPoint { CGPoint(x: -y, y: x) }

    func scaled(by factor: Double) -> CGPoint { CGPoint(x: x * factor, y: y * factor) }

    /// The z component of the cross product: positive when `other` turns from this towards +y.
    func cross(_ other: CGPoint) -> Double { x * other.y - y * other.x }

    func dot(_ other: CGPoint) -> Double { x * other.x + y * other.y }

    func distance(to other: CGPoint) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }

    /// This vector scaled to length 1; nil when it has (almost) no length.
    var unitVector: CGPoint? {
        let length = (x * x + y * y).squareRoot()
        guard length > 1e-9, length.isFinite else { return nil }
        return CGPoint(x: x / length, y: y / length)
    }
}
