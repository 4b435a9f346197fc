import Foundation
import DynamicsGeometry

/// A font: a DejaVu face (the fonts Linux has) chosen to match the requested UIKit font's weight and slant.
///
/// iOS font names the seeds use (ArialRoundedMTBold, TrebuchetMS-Italic, Verdana, Helvetica…) map to DejaVu Sans
/// with the weight and slant their name implies; names with "Courier", "Menlo" or "Mono" map to DejaVu Sans Mono.
public final class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// UIKit's font weights, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// -1 (thinnest) … 1 (heaviest); regular is 0.
        public var rawValue: CGFloat
        /// A weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's ultra-light weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's light weight.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's regular weight.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's black weight.
        public static let black = Weight(rawValue: 0.62)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The name the font was asked for (e.g. "Verdana" or ".SFUI-Regular" for the system font).
    public let fontName: String
    /// Size in points.
    public let pointSize: CGFloat
    /// The requested weight.
    public let weight: Weight
    /// True when the face is slanted (italic or oblique).
    public let isItalic: Bool
    /// True when the face is monospaced (DejaVu Sans Mono).
    public let isMonospaced: Bool

    /// A font with an explicit weight and slant.
    public init(name: String, size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false) {
        fontName = name
        pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
    }

    /// The font with the given PostScript or family name, mapped to DejaVu by the weight and slant words in the
    /// name ("Bold", "Black", "Heavy", "Semibold", "Italic", "Oblique"). Nil for an empty name.
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        let lower = name.lowercased()
        let boldWords = ["bold", "black", "heavy", "semibold", "demi"]
        let weight: Weight = boldWords.contains { lower.contains($0) } ? .bold : .regular
        let italic = lower.contains("italic") || lower.contains("oblique")
        let mono = ["courier", "menlo", "mono", "monaco"].contains { lower.contains($0) }
        self.init(name: name, size: size, weight: weight, italic: italic, monospaced: mono)
    }

    /// UIKit's default label font size, 17 pt.
    public static let systemFontSize: CGFloat = 17

    /// The system font (DejaVu Sans here) at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: weight >= .semibold ? ".SFUI-Bold" : ".SFUI-Regular", size: size, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", size: size, weight: .regular, italic: true)
    }

    /// A monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono", size: size, weight: weight, monospaced: true)
    }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(name: fontName, size: size, weight: weight, italic: isItalic, monospaced: isMonospaced)
    }

    /// True when the DejaVu face drawn is the bold one (weights from semibold up).
    public var isBold: Bool { weight >= .semibold }

    /// The fontconfig family that draws this font.
    public var familyName: String { isMonospaced ? "DejaVu Sans Mono" : "DejaVu Sans" }

    /// Distance from the baseline to the top of the tallest glyphs, in points.
    public var ascender: CGFloat { DejaVuMetrics.ascender / DejaVuMetrics.unitsPerEm * pointSize }
    /// Distance from the baseline to the bottom of the lowest glyphs, negative as in UIKit.
    public var descender: CGFloat { -DejaVuMetrics.descender / DejaVuMetrics.unitsPerEm * pointSize }
    /// Height of one line of text: ascender − descender.
    public var lineHeight: CGFloat { ascender - descender }
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat { DejaVuMetrics.capHeight / DejaVuMetrics.unitsPerEm * pointSize }
    /// Height of lowercase x above the baseline.
    public var xHeight: CGFloat { DejaVuMetrics.xHeight / DejaVuMetrics.unitsPerEm * pointSize }

    /// The horizontal advance of `text` on one line, in points (no kerning, as the renderer draws it).
    public func width(of text: Substring) -> CGFloat {
        var units = 0
        for scalar in text.unicodeScalars { units += Int(advance(of: scalar)) }
        return CGFloat(units) / DejaVuMetrics.unitsPerEm * pointSize
    }

    private func advance(of scalar: Unicode.Scalar) -> UInt16 {
        if isMonospaced { return DejaVuMetrics.monospacedAdvance }
        guard let index = DejaVuMetrics.index(of: scalar) else {
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : DejaVuMetrics.fallbackAdvance
        }
        return isBold ? DejaVuMetrics.bold[index] : DejaVuMetrics.regular[index]
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.isMonospaced == rhs.isMonospaced
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
    }

    /// `font-name size`, like UIKit's short form.
    public var description: String { "\(fontName) \(pointSize)pt" }
}
