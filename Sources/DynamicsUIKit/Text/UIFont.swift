import CPango
import Foundation
import DynamicsGeometry

/// A font: a fontconfig family at a size, weight and slant, drawn with Pango.
///
/// The system font is Inter (the closest freely licensed face to San Francisco), switching to Inter Display from
/// 20 pt as iOS switches from SF Text to SF Display; the monospaced system font is DejaVu Sans Mono. Characters a
/// face lacks (Chinese, emoji…) come from fontconfig's fallback: Noto Sans CJK and Noto Color Emoji.
public final class UIFont: NSObject, @unchecked Sendable {
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

        /// The OpenType weight class (100…900) nearest to this UIKit weight.
        var openTypeWeight: Int32 {
            let classes: [(Weight, Int32)] = [(.ultraLight, 200), (.thin, 100), (.light, 300), (.regular, 400),
                                              (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800),
                                              (.black, 900)]
            return classes.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The UIKit weight whose OpenType weight class is nearest `openTypeWeight` (a bundled face's).
        init(openTypeWeight: Int32) {
            let weights: [Weight] = [.thin, .ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = weights.min { abs($0.openTypeWeight - openTypeWeight) < abs($1.openTypeWeight - openTypeWeight) }!
        }
    }

    /// The name the font was asked for (e.g. "Verdana", or ".SFUI-Regular" for the system font).
    public let fontName: String
    /// The fontconfig family that draws this font.
    public let familyName: String
    /// Size in points.
    public let pointSize: CGFloat
    /// The requested weight.
    public let weight: Weight
    /// True when the face is slanted (italic or oblique).
    public let isItalic: Bool
    /// True when the face is monospaced.
    public let isMonospaced: Bool
    /// True when digits take Inter's tabular (equal-width) forms, as `monospacedDigitSystemFont` asks.
    public let hasMonospacedDigits: Bool
    /// Distance from the baseline to the top of the tallest glyphs, in points.
    public let ascender: CGFloat
    /// Distance from the baseline to the bottom of the lowest glyphs, negative as in UIKit.
    public let descender: CGFloat
    /// Where the size comes from when it follows the text size (a preferred font, a `UIFontMetrics` font); set once,
    /// as the font is made.
    var dynamicTypeSource: DynamicTypeSource?

    /// A font of a fontconfig family with an explicit weight and slant.
    init(name: String, family: String, size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false,
         monospacedDigits: Bool = false) {
        fontName = name
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
        hasMonospacedDigits = monospacedDigits
        (ascender, descender) = UIFont.verticalMetrics(family: family, size: pointSize, weight: weight, italic: italic)
    }

    /// The font with the given PostScript or family name ("TrebuchetMS-Italic", "Helvetica Neue"), found through
    /// fontconfig: first among the fonts the app bundles (`UIAppFonts`, see `AppFonts`), by PostScript, full or
    /// family name as iOS finds them, then the machine's. A family this machine lacks is drawn by a stand-in (see
    /// `FontStandIns`) or the system font, with the weight and slant words of the name ("Bold", "Semibold",
    /// "Italic"…), where iOS would return nil: scenes ported from iOS name fonts iOS ships. Nil only for an empty
    /// name.
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        if let bundled = AppFonts.face(named: name) {
            self.init(name: name, family: bundled.family, size: size, weight: Weight(openTypeWeight: bundled.weight),
                      italic: bundled.isItalic)
            return
        }
        let face = FontStandIns.face(forName: name)
        self.init(name: name, family: face.family, size: size, weight: face.weight, italic: face.italic,
                  monospaced: face.monospaced)
    }

    /// The font families this process can draw, sorted: the machine's and those the app bundles.
    public class var familyNames: [String] {
        FontCatalog.familyNames()
    }

    /// The PostScript names of the faces of `familyName`, sorted (empty for a family this process lacks).
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.fontNames(forFamilyName: familyName)
    }

    /// UIKit's default label font size, 17 pt.
    public static let systemFontSize: CGFloat = 17

    /// The family drawing the system font at a size: Inter below 20 pt and Inter Display from 20 pt, where iOS
    /// switches from SF Pro Text to SF Pro Display — or those two themselves when `DYNAMICS_SF_FONTS` brings them.
    static func systemFamily(ofSize size: CGFloat) -> String {
        size >= 20 ? SFFonts.systemFamilies.display : SFFonts.systemFamilies.text
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: weight >= .semibold ? ".SFUI-Bold" : ".SFUI-Regular", family: systemFamily(ofSize: size),
               size: size, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: systemFamily(ofSize: size), size: size, weight: .regular, italic: true)
    }

    /// A monospaced system font at a size and weight (SF Mono on iOS, DejaVu Sans Mono here).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono", family: "DejaVu Sans Mono", size: size, weight: weight, monospaced: true)
    }

    /// The system font with equal-width digits (for counters and clocks that must not jitter).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-MonospacedDigits", family: systemFamily(ofSize: size), size: size, weight: weight,
               monospacedDigits: true)
    }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        let family = fontName.hasPrefix(".SFUI") ? UIFont.systemFamily(ofSize: size) : familyName
        return UIFont(name: fontName, family: family, size: size, weight: weight, italic: isItalic,
                      monospaced: isMonospaced, monospacedDigits: hasMonospacedDigits)
    }

    /// True for weights from semibold up.
    public var isBold: Bool { weight >= .semibold }

    /// Height of one line of text: ascender − descender.
    public var lineHeight: CGFloat { ascender - descender }
    /// Height of capital letters above the baseline: the ink height of "H".
    public var capHeight: CGFloat { TextLayout(text: "H", font: self).inkHeightAboveBaseline }
    /// Height of lowercase x above the baseline: the ink height of "x".
    public var xHeight: CGFloat { TextLayout(text: "x", font: self).inkHeightAboveBaseline }

    /// Pango's description of this font; the caller frees it with `pango_font_description_free`.
    package func makeDescription() -> OpaquePointer {
        UIFont.makeDescription(family: familyName, size: pointSize, weight: weight, italic: isItalic)
    }

    private static func makeDescription(family: String, size: CGFloat, weight: Weight, italic: Bool) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.openTypeWeight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    private static func verticalMetrics(family: String, size: CGFloat, weight: Weight, italic: Bool)
        -> (ascender: CGFloat, descender: CGFloat) {
        TextEngine.withContext { context in
            let description = makeDescription(family: family, size: size, weight: weight, italic: italic)
            defer { pango_font_description_free(description) }
            guard let metrics = pango_context_get_metrics(context, description, pango_language_from_string("en")) else { return (size, 0) }
            defer { pango_font_metrics_unref(metrics) }
            let scale = CGFloat(PANGO_SCALE)
            return (CGFloat(pango_font_metrics_get_ascent(metrics)) / scale,
                    -CGFloat(pango_font_metrics_get_descent(metrics)) / scale)
        }
    }

    /// UIKit's value equality: the same font at the same size. On iOS the font name carries the face; here a system
    /// font's name does not say its weight or slant, so those are compared too. `==` and `Set` go through it.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && familyName == other.familyName && pointSize == other.pointSize
            && weight == other.weight && isItalic == other.isItalic && isMonospaced == other.isMonospaced
            && hasMonospacedDigits == other.hasMonospacedDigits
    }

    /// A hash that equal fonts share.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    /// `font-name size`, like UIKit's short form.
    public override var description: String { "\(fontName) \(pointSize)pt" }
}
