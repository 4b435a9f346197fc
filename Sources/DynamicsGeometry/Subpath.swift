import Foundation

/// One subpath of a `UIBezierPath`: a start point, its drawing elements (`.line`, `.quadCurve`, `.curve` only) and
/// whether it ends with `.close`.
struct Subpath {
    var start: CGPoint
    var segments: [PathElement] = []
    var isClosed = false

    /// The subpath as path elements, starting with its `.move`.
    var elements: [PathElement] {
        [.move(to: start)] + segments + (isClosed ? [.close] : [])
    }

    /// Splits `elements` (which start with `.move`, see `UIBezierPath`'s invariant) into subpaths.
    static func split(_ elements: [PathElement]) -> [Subpath] {
        var result: [Subpath] = []
        for element in elements {
            switch element {
            case .move(let point):
                result.append(Subpath(start: point))
            case .close:
                result[result.count - 1].isClosed = true
            case .line, .quadCurve, .curve:
                result[result.count - 1].segments.append(element)
            }
        }
        return result
    }
}

extension UIBezierPath {
    /// The subpaths, in order, each as a separate path with this path's drawing properties. Every `move(to:)` starts
    /// a subpath, so a lone move gives a one-point subpath. UIKit Dynamics uses only the first one for boundaries.
    public var subpaths: [UIBezierPath] {
        Subpath.split(elements).map { subpath in
            let path = UIBezierPath()
            path.adoptDrawingProperties(of: self)
            for element in subpath.elements { path.appendElement(element) }
            return path
        }
    }

    /// A new path with the same shape whose subpaths run in the opposite direction, as UIKit's `reversing()`.
    /// Subpaths keep their order. A closed subpath keeps its start point and is traversed backwards from it; an open
    /// one starts at its old end point.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.adoptDrawingProperties(of: self)
        for subpath in Subpath.split(elements) {
            var starts = [subpath.start]
            for segment in subpath.segments.dropLast() { starts.append(segment.endPoint ?? subpath.start) }
            let end = subpath.segments.last?.endPoint ?? subpath.start
            if subpath.isClosed {
                reversed.move(to: subpath.start)
                if end != subpath.start { reversed.addLine(to: end) }
            } else {
                reversed.move(to: end)
            }
            for (segment, segmentStart) in zip(subpath.segments, starts).reversed() {
                switch segment {
                case .quadCurve(_, let control): reversed.addQuadCurve(to: segmentStart, controlPoint: control)
                case .curve(_, let control1, let control2):
                    reversed.addCurve(to: segmentStart, controlPoint1: control2, controlPoint2: control1)
                default: reversed.addLine(to: segmentStart)
                }
            }
            if subpath.isClosed { reversed.close() }
        }
        return reversed
    }

    /// Adds one element through the public mutators, so the path's invariant holds.
    func appendElement(_ element: PathElement) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, controlPoint: control)
        case .curve(let point, let control1, let control2):
            addCurve(to: point, controlPoint1: control1, controlPoint2: control2)
        case .close: close()
        }
    }
}
