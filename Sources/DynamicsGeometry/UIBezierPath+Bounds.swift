import Foundation

extension UIBezierPath {
    /// UIKit's `bounds`: the smallest rectangle containing every point of the path **including Bézier control
    /// points** (CoreGraphics' `CGPathGetBoundingBox`). The null rectangle for an empty path.
    public var bounds: CGRect {
        var box = BoundingBox()
        for element in elements {
            switch element {
            case .move(let point), .line(let point): box.add(point)
            case .quadCurve(let point, let control): box.add(point); box.add(control)
            case .curve(let point, let control1, let control2): box.add(point); box.add(control1); box.add(control2)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the drawn curves themselves, without control points (CoreGraphics'
    /// `boundingBoxOfPath`). The null rectangle for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                box.add(point)
            case .quadCurve(let point, let control):
                box.add(point)
                for t in [quadraticExtremumParameter(current.x, control.x, point.x),
                          quadraticExtremumParameter(current.y, control.y, point.y)].compactMap({ $0 }) {
                    box.add(quadraticPoint(current, control, point, at: t))
                }
            case .curve(let point, let control1, let control2):
                box.add(point)
                let parameters = cubicExtremaParameters(current.x, control1.x, control2.x, point.x)
                    + cubicExtremaParameters(current.y, control1.y, control2.y, point.y)
                for t in parameters { box.add(cubicPoint(current, control1, control2, point, at: t)) }
            case .close:
                break
            }
            current = element.endPoint ?? current
        }
        return box.rect
    }
}

/// An axis-aligned box grown point by point.
private struct BoundingBox {
    private var minimum = CGPoint(x: CGFloat.infinity, y: .infinity)
    private var maximum = CGPoint(x: -CGFloat.infinity, y: -.infinity)

    mutating func add(_ point: CGPoint) {
        minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
        maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
    }

    var rect: CGRect {
        guard minimum.x <= maximum.x, minimum.y <= maximum.y else { return .null }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }
}
