import DynamicsGeometry
import Foundation

/// Scales custom fonts and values as a text style scales with the user's text size: a 16 pt custom font scaled
/// for body is 16 × 53/17 at AX5, as body is 53 pt there and 17 pt at Large.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The style whose curve this follows.
    private let textStyle: UIFont.TextStyle

    /// Metrics for body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled to the current traits' text size (`UITraitCollection.current`).
    public func scaledFont(for font: UIFont) -> UIFont {
        scaled(font, base: font.pointSize, maximumPointSize: nil, traits: nil)
    }

    /// `font` scaled to the current traits' text size, but no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaled(font, base: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil,
               traits: nil)
    }

    /// `font` scaled to the text size of `traitCollection` (nil: the current traits).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, base: font.pointSize, maximumPointSize: nil, traits: traitCollection)
    }

    /// `font` scaled to the text size of `traitCollection`, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, base: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil,
               traits: traitCollection)
    }

    /// `value` scaled to the current traits' text size: a spacing or an image size that grows with the text.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled to the text size of `traitCollection` (nil: the current traits). A value that is not finite
    /// comes back unchanged.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        return value * factor(UIContentSizeCategory.effective(in: traitCollection))
    }

    /// How much larger the style is at `category` than at Large.
    private func factor(_ category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// The font of `font`'s face at `base` scaled for `traits`, capped at `maximumPointSize`; it remembers where it
    /// came from, so a view that adjusts its font for the text size can scale it again.
    func scaled(_ font: UIFont, base: CGFloat, maximumPointSize: CGFloat?,
                traits: UITraitCollection?) -> UIFont {
        let size = base * factor(UIContentSizeCategory.effective(in: traits))
        let scaled = font.withSize(min(size, maximumPointSize ?? .infinity))
        scaled.dynamicTypeSource = DynamicTypeSource(style: textStyle, baseSize: base,
                                                     maximumPointSize: maximumPointSize, isPreferredFont: false)
        return scaled
    }
}
