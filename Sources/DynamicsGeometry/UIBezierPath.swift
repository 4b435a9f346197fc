import Foundation

/// One drawing command of a path, in the path's own coordinates. Arcs are stored as cubic curves.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight segment from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier segment from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier segment from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight segment back to the subpath's first point, which ends the subpath.
    case close

    /// The point the element ends at; nil for `.close`, whose end is the start of its subpath.
    public var endPoint: CGPoint? {
        switch self {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .close: nil
        }
    }

    /// The element with every point mapped by `transform`.
    func mapped(_ transform: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let point): .move(to: transform(point))
        case .line(let point): .line(to: transform(point))
        case .quadCurve(let point, let control): .quadCurve(to: transform(point), control: transform(control))
        case .curve(let point, let control1, let control2):
            .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
        case .close: .close
        }
    }
}

/// Where drawing continues: the current point and the start of the current subpath.
struct PathCursor {
    /// The current point; nil while the path is empty.
    var currentPoint: CGPoint?
    /// The first point of the current subpath, where `.close` returns to.
    var subpathStart = CGPoint.zero
    /// True after `.close` until the next element: a drawing element must then open a new subpath.
    var isSubpathClosed = false

    mutating func record(_ element: PathElement) {
        switch element {
        case .move(let point):
            currentPoint = point
            subpathStart = point
            isSubpathClosed = false
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            currentPoint = point
            isSubpathClosed = false
        case .close:
            currentPoint = subpathStart
            isSubpathClosed = true
        }
    }
}

/// A path made of straight and curved segments, with UIKit's API.
///
/// Like UIKit's, it is a reference type descending from `NSObject` (identity equality, `NSCopying`): behaviours and
/// views may share one path object. Not main-actor isolated, as in UIKit.
/// Invariant kept by every mutator: `elements` is empty or starts with `.move`, and a drawing element that follows
/// `.close` is preceded by an explicit `.move` to the closed subpath's start (CoreGraphics starts that new subpath
/// implicitly; storing it makes every subpath self-contained for renderers and flattening).
open class UIBezierPath: NSObject, NSCopying {
    /// The drawing commands, in order.
    public private(set) var elements: [PathElement] = []
    /// Stroke width in points. UIKit's default is 1.
    public var lineWidth: CGFloat = 1
    /// How stroked open ends are drawn. UIKit's default is `.butt`.
    public var lineCapStyle: CGLineCap = .butt
    /// How stroked corners are drawn. UIKit's default is `.miter`.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The miter length limit, relative to the line width, before a miter join is bevelled. UIKit's default is 10.
    public var miterLimit: CGFloat = 10
    /// The maximum distance, in points, between a curve and its rendered approximation. UIKit's default is 0.6.
    public var flatness: CGFloat = 0.6
    /// Fill rule used by `contains(_:)` and by renderers: even-odd when true, non-zero winding when false (default).
    public var usesEvenOddFillRule = false
    /// Lengths of the stroke's dashes and gaps, alternating, in points; empty (the default) for a solid line. Set with
    /// `setLineDash(_:count:phase:)`.
    public private(set) var lineDashPattern: [CGFloat] = []
    /// How far into `lineDashPattern` the stroke starts, in points.
    public private(set) var lineDashPhase: CGFloat = 0

    private var cursor = PathCursor()

    /// An empty path.
    public required override init() {}

    /// The point where the next segment starts; `.zero` when the path is empty (as UIKit).
    public var currentPoint: CGPoint { cursor.currentPoint ?? .zero }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { record(.move(to: point)) }

    /// Adds a straight line from the current point to `point`. Ignored without a current point (as CoreGraphics).
    public func addLine(to point: CGPoint) {
        if beginSegment() { record(.line(to: point)) }
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`. Ignored without a current point.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        if beginSegment() { record(.quadCurve(to: endPoint, control: controlPoint)) }
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`. Ignored without a current point.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        if beginSegment() { record(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2)) }
    }

    /// Closes the current subpath with a straight line back to its first point. Ignored on an empty path or when the
    /// subpath is already closed.
    public func close() {
        guard cursor.currentPoint != nil, !cursor.isSubpathClosed else { return }
        record(.close)
    }

    /// Removes every element.
    public func removeAllPoints() {
        elements.removeAll()
        cursor = PathCursor()
    }

    /// Appends the elements of `bezierPath`; the current point becomes that path's current point.
    public func append(_ bezierPath: UIBezierPath) {
        for element in bezierPath.elements { record(element) }
    }

    /// Maps every point of the path by `transform`, in place.
    public func apply(_ transform: CGAffineTransform) {
        let mappedElements = elements.map { $0.mapped { $0.applying(transform) } }
        removeAllPoints()
        for element in mappedElements { record(element) }
    }

    /// Makes the stroke dashed: `count` lengths from `pattern` (dash, gap, dash, …, in points), started `phase` points
    /// in. A nil pattern or a zero count makes it solid again, as does a pattern with a negative or non-finite length,
    /// or one whose lengths are all zero (which would draw nothing).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        lineDashPattern = valid ? lengths : []
        lineDashPhase = valid && phase.isFinite ? phase : 0
    }

    /// A new path with the same elements and drawing properties, of the same class as the receiver (`NSCopying`, as
    /// in UIKit: `copy()` returns `Any`, so write `path.copy() as! UIBezierPath`).
    public func copy(with zone: NSZone? = nil) -> Any {
        let duplicate = type(of: self).init()
        duplicate.adoptDrawingProperties(of: self)
        duplicate.append(self)
        return duplicate
    }

    /// Copies stroke and fill settings (not elements) from `other`.
    func adoptDrawingProperties(of other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    /// Whether a segment may be added now; opens a new subpath after `.close`.
    private func beginSegment() -> Bool {
        guard cursor.currentPoint != nil else { return false }
        if cursor.isSubpathClosed { record(.move(to: cursor.subpathStart)) }
        return true
    }

    private func record(_ element: PathElement) {
        elements.append(element)
        cursor.record(element)
    }
}
