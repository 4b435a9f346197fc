import Foundation

/// One drawing command of a path, in the path's own coordinates. Arcs are stored as cubic curves.
public enum PathElement: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// A path made of straight and curved segments, with UIKit's API.
///
/// Like UIKit's, it is a reference type: behaviours and views may share one path object.
open class UIBezierPath {
    /// The drawing commands, in order.
    public private(set) var elements: [PathElement] = []
    /// Stroke width in points. UIKit's default is 1.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }
    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }
    /// Closes the current subpath with a straight line back to its first point.
    public func close() { elements.append(.close) }
    /// Removes every element.
    public func removeAllPoints() { elements.removeAll() }
    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
}
