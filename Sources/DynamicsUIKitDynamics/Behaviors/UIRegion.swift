import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The domain of a field: a circle, a rectangle, everything or nothing, optionally combined once with another.
///
/// As measured on UIKit, a region is not a tree: it holds one shape plus at most one second shape and an operation,
/// so combining a combined region replaces its second shape — `(a ∪ b) ∩ c` behaves as `a ∩ c`.
public final class UIRegion: Sendable {
    /// A primitive shape centred on the origin.
    enum Shape: Sendable {
        case empty
        case infinite
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)

        /// UIKit's point test: circles are inclusive, rectangles strict (edges are outside).
        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .empty: return false
            case .infinite: return true
            case .circle(let radius): return p.x * p.x + p.y * p.y <= radius * radius
            case .rectangle(let size):
                return abs(p.x) < size.width / 2 && abs(p.y) < size.height / 2
            }
        }

        /// "Not outside": like `contains`, but rectangle edges count as inside.
        func containsIncludingEdge(_ p: CGPoint) -> Bool {
            if case .rectangle(let size) = self {
                return size.width >= 0 && size.height >= 0 && abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            }
            return contains(p)
        }
    }

    enum Operation: Sendable { case union, difference, intersection }

    /// A shape, possibly complemented.
    struct Primitive: Sendable {
        var shape: Shape
        var isInverted = false

        func contains(_ p: CGPoint) -> Bool { shape.contains(p) != isInverted }
        func containsIncludingEdge(_ p: CGPoint) -> Bool { shape.containsIncludingEdge(p) != isInverted }
    }

    let primitive: Primitive
    let second: (operation: Operation, primitive: Primitive)?
    /// Complement of the whole combination (set by `inverse()` on a combined region).
    let isInverted: Bool

    private init(primitive: Primitive, second: (operation: Operation, primitive: Primitive)? = nil, isInverted: Bool = false) {
        self.primitive = primitive
        self.second = second
        self.isInverted = isInverted
    }

    private convenience init(shape: Shape) { self.init(primitive: Primitive(shape: shape)) }

    /// A region containing nothing.
    public convenience init() { self.init(shape: .empty) }

    /// A circle of `radius` centred on the origin, edge included. A negative radius acts as its absolute value.
    public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: abs(radius))) }

    /// A rectangle of `size` centred on the origin, edges excluded. A negative size contains nothing.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size: size)) }

    /// The region containing every point, shared.
    public static let infinite = UIRegion(shape: .infinite)

    /// The complement of this region.
    public func inverse() -> UIRegion {
        guard second != nil else {
            return UIRegion(primitive: Primitive(shape: primitive.shape, isInverted: !primitive.isInverted))
        }
        return UIRegion(primitive: primitive, second: second, isInverted: !isInverted)
    }

    /// This region's shape combined with the other region's shape by union.
    public func byUnion(with region: UIRegion) -> UIRegion { combined(.union, region) }

    /// This region's shape minus the other region's shape.
    public func byDifference(from region: UIRegion) -> UIRegion { combined(.difference, region) }

    /// This region's shape intersected with the other region's shape (whose edge counts as inside).
    public func byIntersection(with region: UIRegion) -> UIRegion { combined(.intersection, region) }

    private func combined(_ operation: Operation, _ region: UIRegion) -> UIRegion {
        UIRegion(primitive: primitive, second: (operation, region.primitive), isInverted: isInverted)
    }

    /// Whether `point`, in region coordinates (relative to the field's position), is inside.
    public func contains(_ point: CGPoint) -> Bool {
        var inside = primitive.contains(point)
        if let second {
            switch second.operation {
            case .union: inside = inside || second.primitive.contains(point)
            case .difference: inside = inside && !second.primitive.contains(point)
            case .intersection: inside = inside && second.primitive.containsIncludingEdge(point)
            }
        }
        return inside != isInverted
    }
}
