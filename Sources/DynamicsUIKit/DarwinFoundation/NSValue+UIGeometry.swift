import Foundation
import DynamicsGeometry

/// UIKit's `NSValue` additions (`UIGeometry.h`): boxing geometry values in an `NSValue`, as iOS code does for
/// Core Animation key paths, dictionaries and `userInfo`. Rectangles, points and sizes use corelibs' own boxes
/// (`NSValue(rect:)`, `NSValue(point:)`, `NSValue(size:)`), so a value boxed here equals one boxed there; transforms
/// and edge insets are boxed as arrays of doubles (`[6d]`, `[4d]`), since corelibs cannot describe a structure's
/// type. Reading a box as another kind stops the process, as corelibs' `rectValue` of a point box does.
extension NSValue {
    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A box holding `transform`'s six components, in the order `a, b, c, d, tx, ty`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var components = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: &components, objCType: NSValue.transformType)
    }

    /// A box holding `insets`' four edges, in the order `top, left, bottom, right`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var edges = [insets.top, insets.left, insets.bottom, insets.right].map(Double.init)
        self.init(bytes: &edges, objCType: NSValue.insetsType)
    }

    /// The rectangle in a box made by `init(cgRect:)` (or corelibs' `init(rect:)`).
    public var cgRectValue: CGRect { rectValue }
    /// The point in a box made by `init(cgPoint:)` (or corelibs' `init(point:)`).
    public var cgPointValue: CGPoint { pointValue }
    /// The size in a box made by `init(cgSize:)` (or corelibs' `init(size:)`).
    public var cgSizeValue: CGSize { sizeValue }

    /// The transform in a box made by `init(cgAffineTransform:)`.
    public var cgAffineTransformValue: CGAffineTransform {
        let c = doubles(NSValue.transformType, count: 6)
        return CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
    }

    /// The edge insets in a box made by `init(uiEdgeInsets:)`.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let e = doubles(NSValue.insetsType, count: 4)
        return UIEdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3])
    }

    private static let transformType = "[6d]"
    private static let insetsType = "[4d]"

    /// The `count` doubles of a box whose type is `type`; any other box stops the process.
    private func doubles(_ type: String, count: Int) -> [CGFloat] {
        let boxed = String(cString: objCType)
        precondition(boxed == type, "NSValue: a box of type \(boxed) read as \(type)")
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
