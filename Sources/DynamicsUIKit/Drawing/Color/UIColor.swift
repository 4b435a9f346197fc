import Foundation
import DynamicsGeometry

/// An sRGB colour with alpha, with UIKit's initialisers.
///
/// A class descending from `NSObject`, as in UIKit, so views and layers can share one colour object; it is immutable
/// once created. Not main-actor isolated (UIKit's `UIColor` is usable from any thread).
public final class UIColor: NSObject, @unchecked Sendable {
    private let storedRed: CGFloat
    private let storedGreen: CGFloat
    private let storedBlue: CGFloat
    private let storedAlpha: CGFloat
    private let storedPatternImage: UIImage?
    /// What a dynamic colour (`init(dynamicProvider:)`, the system colours) resolves with; nil for a fixed colour.
    private let dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// Red component, 0…1. A dynamic colour answers with its colour for `UITraitCollection.current` (as iOS
    /// resolves one when its components are read); so do `green`, `blue`, `alpha` and `patternImage`.
    public var red: CGFloat { dynamicProvider == nil ? storedRed : resolvedColor(with: .current).red }
    /// Green component, 0…1.
    public var green: CGFloat { dynamicProvider == nil ? storedGreen : resolvedColor(with: .current).green }
    /// Blue component, 0…1.
    public var blue: CGFloat { dynamicProvider == nil ? storedBlue : resolvedColor(with: .current).blue }
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: CGFloat { dynamicProvider == nil ? storedAlpha : resolvedColor(with: .current).alpha }
    /// The image a pattern colour (`UIColor(patternImage:)`) tiles with; nil for a plain colour.
    public var patternImage: UIImage? {
        dynamicProvider == nil ? storedPatternImage : resolvedColor(with: .current).patternImage
    }

    /// A colour from red, green, blue and alpha components, each clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storedRed = UIColor.clamp(red)
        storedGreen = UIColor.clamp(green)
        storedBlue = UIColor.clamp(blue)
        storedAlpha = UIColor.clamp(alpha)
        storedPatternImage = nil
        dynamicProvider = nil
    }

    /// A dynamic colour (iOS 13): `provider` gives the colour for a trait collection, e.g. one value for
    /// `.light` and another for `.dark`. UIKit resolves it with the traits of the view that shows it when drawing,
    /// and with `UITraitCollection.current` when its components are read.
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 0
        storedPatternImage = nil
        dynamicProvider = provider
    }

    /// A system colour: `light` in light appearance, `dark` in dark mode (as iOS's catalog colours, which also
    /// resolve an unspecified appearance as light).
    package convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// The fixed colour this colour is in `traitCollection`: a dynamic colour's provider's answer (resolved again
    /// if that is dynamic too), a fixed colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether this colour changes with the traits (`init(dynamicProvider:)` and the system colours).
    package var isDynamic: Bool { dynamicProvider != nil }

    /// A colour that paints `image` in tiles, its top-left corner at the origin of what is filled (a view's bounds
    /// origin for a background), one image point per point. The tiles are drawn opaque as the image is: the colour's
    /// alpha is 1 and `withAlphaComponent(_:)` makes a plain colour. A vector image (`UIImage(size:drawing:)`) cannot
    /// tile and paints nothing.
    public init(patternImage image: UIImage) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 1
        storedPatternImage = image
        dynamicProvider = nil
    }

    /// A grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB/HSV), each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = UIColor.clamp(saturation), v = UIColor.clamp(brightness)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value, as the seeds' `UIColorFromHEX` macro does.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: alpha)
    }

    /// A colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without `#`.
    /// Returns nil when the string is not one of those forms.
    public convenience init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(rgb: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6:
            self.init(rgb: value)
        case 8:
            self.init(rgb: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if dynamicProvider != nil {
            return UIColor(dynamicProvider: { self.resolvedColor(with: $0).withAlphaComponent(alpha) })
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the RGBA components into the given pointers (any may be nil); always succeeds, as every colour is RGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the hue, saturation, brightness and alpha into the given pointers (any may be nil).
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red { h = (green - blue) / delta } else if maxC == green { h = 2 + (blue - red) / delta } else { h = 4 + (red - green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    /// Linear interpolation between two colours in sRGB, used by colour tweens.
    public func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        UIColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    /// UIKit's value equality: another colour with the same components in the same (extended sRGB) space — and,
    /// for pattern colours, the same image. `==` and `Set` go through it, as `NSObject`'s do.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        // A dynamic colour equals only itself, as two providers cannot be compared.
        if dynamicProvider != nil || other.dynamicProvider != nil { return self === other }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && patternImage === other.patternImage
    }

    /// A hash that equal colours share.
    public override var hash: Int {
        if dynamicProvider != nil { return ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(patternImage.map(ObjectIdentifier.init))
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints colours.
    public override var description: String {
        if dynamicProvider != nil { return "<UIDynamicProviderColor: \(resolvedColor(with: .current))>" }
        return "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
