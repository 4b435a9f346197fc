import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

extension UIButton {
    /// What an iOS 15 button shows and how, as UIKit's `UIButton.Configuration`: a style (plain, gray, tinted,
    /// filled and their bordered names), a title with an optional subtitle, an image placed on any side, insets,
    /// a corner style and base colours. Give it to `UIButton(configuration:primaryAction:)` or `configuration`.
    /// Metrics by size are in docs/controls.md.
    public struct Configuration {
        /// The look a configuration starts from.
        enum Style { case plain, gray, tinted, filled }

        /// How round the background's corners are: `.fixed` (the medium style's radius: there is no background
        /// configuration here to take one from), `.dynamic` (a radius that goes with the button size, 6 points for
        /// medium), `.small` (4 points), `.medium` (8), `.large` (12) or `.capsule` (half the height: a pill).
        /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
        /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
        public typealias CornerStyle = CUIKitOpenEnums.__UIButtonConfigurationCornerStyle

        /// The size class that picks the default insets, fonts and corner radius: `.mini` (footnote text, tight
        /// insets), `.small` (subheadline text), `.medium` (body text; the default) or `.large` (body text, roomy
        /// insets).
        /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
        /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
        public typealias Size = CUIKitOpenEnums.__UIButtonConfigurationSize

        /// How the title and subtitle lines sit against each other: `.automatic` (leading beside an image, centred
        /// above or below one or without one), `.leading`, `.center` or `.trailing`.
        /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
        /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
        public typealias TitleAlignment = CUIKitOpenEnums.__UIButtonConfigurationTitleAlignment

        let style: Style
        /// The title.
        public var title: String?
        /// A second, smaller line under the title.
        public var subtitle: String?
        /// The image, drawn in the foreground colour unless it is `.alwaysOriginal`.
        public var image: UIImage?
        /// The side of the title the image goes on (`.leading`, `.trailing`, `.top` or `.bottom`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title, in points (UIKit's default 0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle, in points (UIKit's default 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// The corner style of the background.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class (insets, fonts, corner radius).
        public var buttonSize: Size = .medium
        /// The background colour the style starts from (nil: the tint, or the gray style's fill).
        public var baseBackgroundColor: UIColor?
        /// The title and image colour the style starts from (nil: the tint, or white for filled).
        public var baseForegroundColor: UIColor?
        private var customInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// Space between the edges and the content; defaults follow `buttonSize` (7 above and below, 12 at the
        /// sides for medium) until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? ButtonConfigurationMetrics.insets(for: buttonSize) }
            set { customInsets = newValue }
        }

        /// No background; tinted title and image.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light grey background (`tertiarySystemFill`); tinted title and image.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint at 15 %; tinted title and image.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A background of the tint; white title and image.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain look under its other name.
        public static func borderless() -> Configuration { plain() }
        /// The gray look under its other name.
        public static func bordered() -> Configuration { gray() }
        /// The tinted look under its other name.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The filled look under its other name.
        public static func borderedProminent() -> Configuration { filled() }
    }

    /// A button drawn from `configuration`, running `primaryAction` on a tap (iOS 15's initialiser).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        sizeToFit()
    }

    /// Asks for `configurationUpdateHandler` (or `updateConfiguration()`) to run; here it runs at once, so a
    /// state change shows in the next frame as in UIKit.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
    }
}
