import Foundation
import DynamicsGeometry

extension UIFont {
    /// UIKit's Dynamic Type text styles. Sizes below are at the Large text size, iOS's default; every content size
    /// category has its own (`preferredFont(forTextStyle:compatibleWith:)`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's UIKit name (e.g. "UICTFontTextStyleBody").
        public var rawValue: String
        /// A style from its UIKit name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for a text style at the current traits' text size (`UITraitCollection.current`: the view
    /// being laid out or drawn, else the scene's screen; Large unless the scene or render chose another).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a text style at the text size of `traitCollection` (nil: the current traits), with the
    /// style's size from Apple's Dynamic Type tables: body is 14 pt at xSmall, 17 at Large, 53 at AX5.
    public static func preferredFont(forTextStyle style: TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIContentSizeCategory.effective(in: traitCollection)
        let font = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
        font.dynamicTypeSource = DynamicTypeSource(style: style, baseSize: style.pointSize(for: .large),
                                                   maximumPointSize: nil, isPreferredFont: true)
        return font
    }

    /// This font as it is at the text size of `traits`, if its size follows the text size (a preferred font or one
    /// `UIFontMetrics` scaled); nil for a fixed font and for one already at that size.
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        guard let source = dynamicTypeSource else { return nil }
        let font = source.isPreferredFont
            ? UIFont.preferredFont(forTextStyle: source.style, compatibleWith: traits)
            : UIFontMetrics(forTextStyle: source.style).scaled(self, base: source.baseSize,
                                                               maximumPointSize: source.maximumPointSize, traits: traits)
        return font.pointSize == pointSize ? nil : font
    }
}
