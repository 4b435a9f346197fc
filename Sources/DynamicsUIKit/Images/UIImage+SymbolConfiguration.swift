import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

extension UIImage {
    /// Stroke weights of symbol images, as UIKit's `UIImage.SymbolWeight`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias SymbolWeight = CUIKitOpenEnums.__UIImageSymbolWeight

    /// Relative sizes of symbol images, as UIKit's `UIImage.SymbolScale`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias SymbolScale = CUIKitOpenEnums.__UIImageSymbolScale

    /// A configuration an image can be drawn with, as UIKit's `UIImage.Configuration` (only symbol images use one
    /// here).
    open class Configuration: @unchecked Sendable {
        /// An empty configuration.
        public init() {}
    }

    /// Size and weight for a symbol image, as UIKit's `UIImage.SymbolConfiguration`: unset values keep the
    /// defaults (17 points, the body text size; regular; medium scale).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The font size the symbol matches, in points (nil: unset).
        public let pointSize: CGFloat?
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The relative size.
        public let scale: SymbolScale

        /// A configuration of a point size and weight; a size that is not finite and positive is unset.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of a weight only.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }

        /// A configuration of a scale only.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }

        /// A configuration matching a text style's size (`UIFont.preferredFont(forTextStyle:)`).
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
        }

        /// Nothing set.
        public static let unspecified = SymbolConfiguration(pointSize: 0)

        /// This configuration with every value set in `other` taking its place.
        public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
            SymbolConfiguration(pointSize: other.pointSize ?? pointSize ?? 0,
                                weight: other.weight == .unspecified ? weight : other.weight,
                                scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The side of the square the symbol is drawn in: the point size (17 unset) times 1.2 and the scale (ours).
        var side: CGFloat { (pointSize ?? 17) * 1.2 * scale.factor }
    }
}

extension UIImage.SymbolScale {
    /// The factor on the point size (ours: small 0.8, large 1.3).
    var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
    }

}

extension UIImage.SymbolWeight {
    /// The stroke width in units of the 24-unit symbol grid (ours: regular is 2 units, 1.4 points at 17 points).
    var strokeUnits: CGFloat {
        switch self {
        case .ultraLight: 0.8
        case .thin: 1.1
        case .light: 1.5
        case .unspecified, .regular: 2
        case .medium: 2.3
        case .semibold: 2.6
        case .bold: 3
        case .heavy: 3.4
        case .black: 3.8
        @unknown default: 2
        }
    }

}
