import Foundation

/// How a path's overlapping subpaths decide what is inside (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Inside when the winding number is not zero.
    case winding = 0
    /// Inside when an odd number of edges is crossed.
    case evenOdd = 1
}

/// The kind of one element of a path, as `applyWithBlock(_:)` reports it (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control `points[0]` to `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with controls `points[0]`, `points[1]` to `points[2]`.
    case addCurveToPoint = 3
    /// Closes the subpath (no points).
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock(_:)` reports it: its type and its points (valid during the call).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points: 1 for moves and lines, 2 for quadratic curves, 3 for cubic curves, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable Core Graphics path: what `CAShapeLayer.path`, `CALayer.shadowPath` and
/// `CAKeyframeAnimation.path` hold, and what `UIBezierPath.cgPath` returns.
///
/// A type of its own (not `UIBezierPath`), so a source's `extension CGPath` adds to paths only, as on iOS. Like a
/// Core Foundation type bridged to Swift, two paths are equal (`==`) when they have the same elements; identity
/// (`===`) tells copies apart. Drawing properties (width, dash, fill rule) are not part of a `CGPath`: the layer or
/// context that draws it supplies them. Not main-actor isolated, as in Core Graphics.
open class CGPath: Hashable, @unchecked Sendable {
    /// The elements, kept in a `UIBezierPath` that only this path (and its mutable subclass) changes.
    let storage: UIBezierPath

    init(storage: UIBezierPath) {
        self.storage = storage
    }

    /// A rectangle: a move to its origin, lines clockwise on screen, and a close (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = UIBezierPath(rect: rect)
        if let transform { path.apply(transform.pointee) }
        self.init(storage: path)
    }

    /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = UIBezierPath(ovalIn: rect)
        if let transform { path.apply(transform.pointee) }
        self.init(storage: path)
    }

    /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (`CGPath(roundedRect:…)`); the radii
    /// are clamped to half the rectangle's sides.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }

    /// The path's drawing elements, in order (arcs are stored as cubic curves).
    package var elements: [PathElement] { storage.elements }

    /// The path as a `UIBezierPath` the renderer can draw; shared, never to be mutated.
    package var bezierPath: UIBezierPath { storage }

    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect { storage.bounds }

    /// The smallest rectangle holding the drawn curves, without control points; `.null` when empty.
    public var boundingBoxOfPath: CGRect { storage.boundingBoxOfPath }

    /// Where the next segment would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { storage.currentPoint }

    /// True when the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// Whether `point` is inside the area the path fills with `rule`, after mapping the path by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let probe = storage.copy() as! UIBezierPath
        if transform != .identity { probe.apply(transform) }
        probe.usesEvenOddFillRule = rule == .evenOdd
        return probe.contains(point)
    }

    /// Whether the path is exactly one rectangle (as `CGPath(rect:transform:)` makes); the rectangle is written to
    /// `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let points = elements.compactMap(\.endPoint)
        guard elements.count == 5 || elements.count == 6, case .move = elements[0],
              elements.dropFirst().allSatisfy({ if case .line = $0 { true } else if case .close = $0 { true } else { false } }),
              points.count >= 4 else { return false }
        let corners = Array(points.prefix(4))
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        for index in 0..<4 {
            let a = corners[index], b = corners[(index + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
        }
        if points.count == 5, points[4] != corners[0] { return false }
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// An immutable copy (`copy()`); nil never, as Core Graphics returns nil only when out of memory.
    public func copy() -> CGPath? { CGPath(storage: storage.copy() as! UIBezierPath) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let path = storage.copy() as! UIBezierPath
        if let transform { path.apply(transform.pointee) }
        return CGPath(storage: path)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage.copy() as! UIBezierPath) }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let path = storage.copy() as! UIBezierPath
        if let transform { path.apply(transform.pointee) }
        return CGMutablePath(storage: path)
    }

    /// Calls `block` once per element, in order, as Core Graphics does (arcs arrive as cubic curves).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            var described: CGPathElement
            switch element {
            case .move(let point):
                points[0] = point
                described = CGPathElement(type: .moveToPoint, points: points)
            case .line(let point):
                points[0] = point
                described = CGPathElement(type: .addLineToPoint, points: points)
            case .quadCurve(let point, let control):
                points[0] = control
                points[1] = point
                described = CGPathElement(type: .addQuadCurveToPoint, points: points)
            case .curve(let point, let control1, let control2):
                points[0] = control1
                points[1] = control2
                points[2] = point
                described = CGPathElement(type: .addCurveToPoint, points: points)
            case .close:
                described = CGPathElement(type: .closeSubpath, points: points)
            }
            withUnsafePointer(to: &described) { block($0) }
        }
    }

    /// Paths with the same elements are equal, as `CFEqual` decides for Core Graphics paths.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A Core Graphics path that can be built up (`CGMutablePath`), with Core Graphics' Swift API: every mutator takes
/// an optional `transform` the new points are mapped by first.
///
/// Arcs follow Core Graphics' `clockwise`, which is the opposite of `UIBezierPath`'s on UIKit's flipped (y-down)
/// screen: `addArc(center:radius:startAngle: 0, endAngle: .pi / 2, clockwise: false)` sweeps through increasing
/// angles, from the point right of the centre to the point below it, as on iOS.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(storage: UIBezierPath())
    }

    override init(storage: UIBezierPath) {
        super.init(storage: storage)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.move(to: point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addLine(to: point.applying(transform))
    }

    /// Line segments through `points`: a move to the first, then lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end` with `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// A cubic Bézier curve from the current point to `end` with `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        storage.addCurve(to: end.applying(transform), controlPoint1: control1.applying(transform),
                         controlPoint2: control2.applying(transform))
    }

    /// Closes the current subpath with a line back to its first point.
    public func closeSubpath() { storage.close() }

    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        appendMapped(UIBezierPath(rect: rect), transform)
    }

    /// A closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse subpath inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        appendMapped(UIBezierPath(ovalIn: rect), transform)
    }

    /// A closed rounded-rectangle subpath with elliptical corners (radii clamped to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.552_284_749_8
        let piece = UIBezierPath()
        piece.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        piece.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        piece.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), controlPoint1: CGPoint(x: r.maxX - rx * (1 - k), y: r.minY),
                       controlPoint2: CGPoint(x: r.maxX, y: r.minY + ry * (1 - k)))
        piece.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        piece.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), controlPoint1: CGPoint(x: r.maxX, y: r.maxY - ry * (1 - k)),
                       controlPoint2: CGPoint(x: r.maxX - rx * (1 - k), y: r.maxY))
        piece.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        piece.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), controlPoint1: CGPoint(x: r.minX + rx * (1 - k), y: r.maxY),
                       controlPoint2: CGPoint(x: r.minX, y: r.maxY - ry * (1 - k)))
        piece.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        piece.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), controlPoint1: CGPoint(x: r.minX, y: r.minY + ry * (1 - k)),
                       controlPoint2: CGPoint(x: r.minX + rx * (1 - k), y: r.minY))
        piece.close()
        appendMapped(piece, transform)
    }

    /// A circular arc around `center`, with a line from the current point to its start when there is one.
    /// `clockwise` is Core Graphics' (see the type's note): false sweeps through increasing angles.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard transform != .identity else {
            return storage.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                  clockwise: !clockwise)
        }
        let arc = UIBezierPath()
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        arc.apply(transform)
        for (index, element) in arc.elements.enumerated() {
            if index == 0, case .move(let start) = element, !storage.isEmpty {
                if storage.currentPoint != start { storage.addLine(to: start) }
            } else {
                storage.appendElement(element)
            }
        }
    }

    /// An arc of `delta` radians (positive: increasing angles) from `startAngle` around `center`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// A line from the current point toward `tangent1End`, rounded into the line toward `tangent2End` by an arc of
    /// `radius` tangent to both (the HTML canvas's `arcTo`). Straight to `tangent1End` when the three points are on
    /// one line or the radius is zero.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard !storage.isEmpty else { return }
        let p0 = storage.currentPoint, p1 = tangent1End.applying(transform), p2 = tangent2End.applying(transform)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else { return storage.addLine(to: p1) }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let end = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centreDistance,
                             y: p1.y + bisector.y / bisectorLength * centreDistance)
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        // On the y-down screen, increasing angle when the turn p0 → p1 → p2 bends that way.
        storage.addArc(withCenter: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: cross < 0)
    }

    /// Appends `path`'s elements, each mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        appendMapped(path.storage, transform)
    }

    private func appendMapped(_ piece: UIBezierPath, _ transform: CGAffineTransform) {
        let mapped = piece.copy() as! UIBezierPath
        if transform != .identity { mapped.apply(transform) }
        storage.append(mapped)
    }
}

extension UIBezierPath {
    /// A path with `cgPath`'s elements (UIKit's `init(cgPath:)`); later changes to either leave the other alone.
    public convenience init(cgPath: CGPath) {
        self.init()
        append(cgPath.storage)
    }

    /// The path as an immutable Core Graphics path (a copy of the elements; drawing properties are not part of a
    /// `CGPath`). Setting it replaces the elements and keeps the drawing properties, as in UIKit.
    public var cgPath: CGPath {
        get { CGPath(storage: UIBezierPath(elementsOf: self)) }
        set {
            removeAllPoints()
            append(newValue.storage)
        }
    }

    /// A path with `other`'s elements and default drawing properties.
    convenience init(elementsOf other: UIBezierPath) {
        self.init()
        append(other)
    }
}
