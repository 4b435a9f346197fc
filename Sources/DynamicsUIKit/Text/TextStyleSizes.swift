import DynamicsGeometry
import Foundation

extension UIFont.TextStyle {
    /// Point sizes per content size category, smallest category first (`UIContentSizeCategory.ordered`: xSmall …
    /// xxxLarge, then AX1 … AX5), from the iOS Dynamic Type size tables of Apple's Human Interface Guidelines
    /// (Typography, Specifications); docs/traits.md has the whole table with its leading.
    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's point size at `category` (an unknown style sizes as body, `unspecified` as Large, iOS's default).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let row = Self.sizes[self] ?? Self.sizes[.body]!
        let index = UIContentSizeCategory.ordered.firstIndex(of: category)
            ?? UIContentSizeCategory.ordered.firstIndex(of: .large)!
        return row[index]
    }

    /// The style's weight: semibold for headline, regular for the others.
    var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
}

/// Where a font's size comes from when its text size follows the traits: a text style (`preferredFont`) or a size
/// scaled by `UIFontMetrics`, so a view that `adjustsFontForContentSizeCategory` can make it again for new traits.
struct DynamicTypeSource: Hashable, Sendable {
    /// The style whose curve the size follows.
    var style: UIFont.TextStyle
    /// The size at the Large category (the style's own for a preferred font; the font scaled, for metrics).
    var baseSize: CGFloat
    /// The largest size `scaledFont(for:maximumPointSize:)` allowed; nil for no limit.
    var maximumPointSize: CGFloat?
    /// True for a preferred font: the size is the table's, not a scaled custom size.
    var isPreferredFont: Bool
}

extension UIContentSizeCategory {
    /// The category a text-size lookup uses for `traits`: theirs, or Large when they do not say.
    static func effective(in traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return ordered.contains(category) ? category : .large
    }
}
