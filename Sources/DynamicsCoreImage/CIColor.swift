import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// A colour as Core Image takes it: sRGB components, straight (not premultiplied) alpha.
public final class CIColor: NSObject, @unchecked Sendable {
    /// Red, 0…1 (values outside are kept, as Core Image's extended range does).
    public let red: CGFloat
    /// Green.
    public let green: CGFloat
    /// Blue.
    public let blue: CGFloat
    /// Opacity.
    public let alpha: CGFloat

    /// A colour from components; a component that is not finite becomes 0 (with a one-line warning).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func finite(_ value: CGFloat, _ name: String) -> CGFloat {
            if value.isFinite { return value }
            CoreImageLog.warn("CIColor: ignoring a non-finite \(name) (\(value)); using 0.")
            return 0
        }
        self.red = finite(red, "red")
        self.green = finite(green, "green")
        self.blue = finite(blue, "blue")
        self.alpha = finite(alpha, "alpha")
    }

    /// An opaque colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// A UIKit colour's components.
    public convenience init(color: UIColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A Core Graphics colour's components.
    public convenience init(cgColor: CGColor) {
        self.init(color: cgColor)
    }

    /// A colour from Core Image's string form, "r g b a" or "r g b" (`stringRepresentation`), optionally in
    /// brackets; black for anything else, as iOS answers.
    public convenience init(string representation: String) {
        let parts = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }.filter(\.isFinite)
        guard parts.count == 3 || parts.count == 4 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 1)
            return
        }
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count == 4 ? parts[3] : 1)
    }

    /// "r g b a", the form `init(string:)` reads.
    public var stringRepresentation: String {
        [red, green, blue, alpha].map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }

    /// Number of components (always 4: red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// Opaque black.
    public static var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    /// Opaque white.
    public static var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    /// Opaque 50 % grey.
    public static var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
    /// Opaque red.
    public static var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    /// Opaque green.
    public static var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    /// Opaque blue.
    public static var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    /// Opaque cyan.
    public static var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
    /// Opaque magenta.
    public static var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
    /// Opaque yellow.
    public static var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
    /// Transparent black.
    public static var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    public override var hash: Int {
        var hasher = Hasher()
        [red, green, blue, alpha].forEach { hasher.combine($0) }
        return hasher.finalize()
    }

    public override var description: String { "CIColor(\(stringRepresentation))" }

    /// The colour premultiplied in a working space, as filters use it.
    func premultiplied(in space: WorkingSpace) -> SIMD4<Float> {
        space.fromSRGB(SIMD4(Float(red), Float(green), Float(blue), Float(alpha))).premultiplied
    }
}

extension UIColor {
    /// A UIKit colour with a Core Image colour's components.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}
