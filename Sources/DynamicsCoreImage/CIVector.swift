import DynamicsGeometry
import Foundation

/// A short list of numbers, as Core Image filters take points, rectangles, colour-matrix rows and transforms.
public final class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of `count` values read from `values`; non-finite values become 0 (with a one-line warning).
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = CIVector.finite(Array(UnsafeBufferPointer(start: values, count: max(count, 0))))
    }

    /// The values of an array (the Swift overlay's form).
    private init(array: [CGFloat]) {
        values = CIVector.finite(array)
    }

    /// A one-value vector.
    public convenience init(x: CGFloat) { self.init(array: [x]) }
    /// A two-value vector.
    public convenience init(x: CGFloat, y: CGFloat) { self.init(array: [x, y]) }
    /// A three-value vector.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(array: [x, y, z]) }
    /// A four-value vector.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(array: [x, y, z, w]) }
    /// A point as (x, y).
    public convenience init(cgPoint point: CGPoint) { self.init(array: [point.x, point.y]) }
    /// A rectangle as (x, y, width, height).
    public convenience init(cgRect rect: CGRect) {
        self.init(array: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }
    /// A transform as (a, b, c, d, tx, ty).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(array: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// A vector from Core Image's string form, "[x y z w]"; an empty vector when no number can be read.
    public convenience init(string representation: String) {
        let parts = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        self.init(array: parts.map { CGFloat($0) })
    }

    private static func finite(_ values: [CGFloat]) -> [CGFloat] {
        values.map { value in
            if value.isFinite { return value }
            CoreImageLog.warn("CIVector: ignoring a non-finite value (\(value)); using 0.")
            return 0
        }
    }

    /// The number of values.
    public var count: Int { values.count }
    /// The value at `index`, 0 beyond the end (as Core Image answers).
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// The first value.
    public var x: CGFloat { value(at: 0) }
    /// The second value.
    public var y: CGFloat { value(at: 1) }
    /// The third value.
    public var z: CGFloat { value(at: 2) }
    /// The fourth value.
    public var w: CGFloat { value(at: 3) }
    /// (x, y) as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// (x, y, z, w) as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The six values as a transform.
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: x, b: y, c: z, d: w, tx: value(at: 4), ty: value(at: 5))
    }
    /// "[x y z w]", the form `init(string:)` reads.
    public var stringRepresentation: String {
        "[" + values.map { String(format: "%g", Double($0)) }.joined(separator: " ") + "]"
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CIVector)?.values == values
    }

    public override var hash: Int { values.hashValue }

    public override var description: String { "CIVector(\(stringRepresentation))" }

    /// The four values as floats, for colour matrices.
    var simd4: SIMD4<Float> { SIMD4(Float(x), Float(y), Float(z), Float(w)) }
}
