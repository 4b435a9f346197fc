import Foundation
import DynamicsGeometry

/// The content of a list row as a value: an image, a text and a secondary text, with how each is drawn. Fill one
/// from a cell's `defaultContentConfiguration()` (or `cell()`, `subtitleCell()`, `valueCell()`) and assign it to the
/// cell's `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment within the text's frame.
        public var alignment: NSTextAlignment = .natural
        /// The most lines shown; 0 for as many as needed (UIKit's default).
        public var numberOfLines = 0
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// The colour of a template image; nil for the view's tint.
        public var tintColor: UIColor?
    }

    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image at the leading edge.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// Where the secondary text goes.
    let arrangement: ListContentArrangement

    init(arrangement: ListContentArrangement) {
        self.arrangement = arrangement
        if arrangement == .sideBySide { secondaryTextProperties.font = .systemFont(ofSize: 17) }
        if arrangement == .leadingColumn {
            textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
            textProperties.color = .systemBlue
            textProperties.alignment = .right
            secondaryTextProperties.font = .systemFont(ofSize: 15)
            secondaryTextProperties.color = .label
        }
    }

    /// The configuration for `state`: the same (a row's text and image look the same in every state here, as in
    /// UIKit's plain and grouped lists; a sidebar's selected colours are not drawn).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// A plain list cell: text, with secondary text under it in 15 pt grey.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(arrangement: .stacked) }

    /// A subtitle cell: secondary text under the text, as in `cell()`.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(arrangement: .stacked) }

    /// A value cell: text on the left, secondary text in 17 pt grey at the trailing edge (Settings).
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(arrangement: .sideBySide) }

    /// A plain list's header: 17 pt semibold text, as a plain table's section title.
    public static func plainHeader() -> UIListContentConfiguration {
        sectionTitle(font: TableStyleMetrics(style: .plain).headerFont, color: TableStyleMetrics(style: .plain).headerTextColor)
    }

    /// A grouped list's header: 13 pt grey text, as a grouped table's section title.
    public static func groupedHeader() -> UIListContentConfiguration {
        sectionTitle(font: TableStyleMetrics(style: .grouped).headerFont, color: TableStyleMetrics(style: .grouped).headerTextColor)
    }

    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration {
        sectionTitle(font: TableStyleMetrics(style: .plain).footerFont, color: TableStyleMetrics(style: .plain).footerTextColor)
    }

    /// A grouped list's footer: 13 pt grey text.
    public static func groupedFooter() -> UIListContentConfiguration {
        sectionTitle(font: TableStyleMetrics(style: .grouped).footerFont, color: TableStyleMetrics(style: .grouped).footerTextColor)
    }

    /// A sidebar's row: as `cell()` (a phone draws sidebars as inset-grouped lists).
    public static func sidebarCell() -> UIListContentConfiguration { .cell() }

    /// A sidebar's header: as `groupedHeader()`.
    public static func sidebarHeader() -> UIListContentConfiguration { .groupedHeader() }

    /// A header or footer whose text has `font` and `color`.
    private static func sectionTitle(font: UIFont, color: UIColor) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(arrangement: .stacked)
        configuration.textProperties.font = font
        configuration.textProperties.color = color
        return configuration
    }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// The view that shows a `UIListContentConfiguration`, laid out as UIKit's list cells are.
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// A view showing an empty `cell()` configuration (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// The configuration shown; only a `UIListContentConfiguration` is taken (others are ignored, as
    /// `supports(_:)` says).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// True for list content configurations.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        for (label, text, properties) in [(textLabel, configuration.text, configuration.textProperties),
                                          (secondaryTextLabel, configuration.secondaryText,
                                           configuration.secondaryTextProperties)] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
        }
        setNeedsLayout()
        layoutListContent()
    }

    /// Places the image and texts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListContent()
    }

    /// Places the image and texts with the list margins; returns where the text starts.
    @discardableResult
    func layoutListContent(trailing: CGFloat = TableStyleMetrics.contentMargin) -> CGFloat {
        ListContentLayout.layout(in: bounds, leading: TableStyleMetrics.contentMargin, trailing: trailing,
                                 image: imageView, primary: textLabel, secondary: secondaryTextLabel,
                                 arrangement: listConfiguration.arrangement,
                                 direction: effectiveUserInterfaceLayoutDirection)
    }

    /// The height a self-sizing row showing this content takes at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        ListContentLayout.fittingHeight(width: width - 2 * TableStyleMetrics.contentMargin, primary: textLabel,
                                        secondary: secondaryTextLabel, arrangement: listConfiguration.arrangement)
    }
}
