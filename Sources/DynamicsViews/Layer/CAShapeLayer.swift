import Foundation
import DynamicsGeometry

/// How overlapping subpaths decide what is inside, with Core Animation's names.
public enum CAShapeLayerFillRule: Sendable {
    /// Inside when the winding number is not zero.
    case nonZero
    /// Inside when an odd number of edges is crossed.
    case evenOdd
}

/// A path used as a layer mask (`view.layer.mask = shape`). Its `frame` origin places the path in the view's
/// coordinates; only the area the path fills (with `fillRule`) stays visible.
public final class CAShapeLayer {
    /// The mask shape, in this layer's coordinates.
    public var path: UIBezierPath?
    /// Where the shape sits in the masked layer's coordinates (only the origin matters).
    public var frame: CGRect = .zero
    /// Which parts of self-intersecting paths count as inside.
    public var fillRule: CAShapeLayerFillRule = .nonZero

    /// An empty mask (it hides everything until it has a path).
    public init() {}

    /// A mask with a path.
    public convenience init(path: UIBezierPath) {
        self.init()
        self.path = path
    }
}

/// Core Graphics paths are UIBezierPaths here, so `shapeLayer.path = bezierPath.cgPath` compiles unchanged.
public typealias CGPath = UIBezierPath

extension UIBezierPath {
    /// The path itself (UIKit's bridge to Core Graphics).
    public var cgPath: CGPath { self }
}
