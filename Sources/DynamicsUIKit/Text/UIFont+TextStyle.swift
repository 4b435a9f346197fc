import Foundation
import DynamicsGeometry

extension UIFont {
    /// UIKit's Dynamic Type text styles.
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

        /// Size and weight at iOS's default ("Large") content size category.
        var defaultFace: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style at iOS's default content size (body is 17 pt, headline 17 pt semibold…).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let face = style.defaultFace
        return systemFont(ofSize: face.size, weight: face.weight)
    }
}
