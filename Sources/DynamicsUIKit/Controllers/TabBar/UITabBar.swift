import DynamicsGeometry
import Foundation

/// The iPhone tab bar (docs/controllers.md gives the measurements): 49 pt tall over the bottom safe area, a light
/// background with a hairline on top, and one equal-width button per item — a 25 pt template image above a 10 pt medium
/// title — in the tint colour when selected and grey otherwise. On a phone held sideways, where iOS draws compact bars
/// (`BarMetrics`), it is 32 pt tall and each item shows an 18 pt image beside a 13 pt title. Tapping an enabled item
/// selects it and tells the delegate. Its background and shadow come from its appearances, as on iOS 15 and later: in a
/// tab bar controller, transparent while the content's bottom edge is above the bar, the blurred standard look while
/// content lies under it (docs/controllers.md, "Bar appearances").
open class UITabBar: UIView, ScrollEdgeObserver {
    /// The side of the square an item's image is fitted into.
    static let imageSide: CGFloat = 25
    /// The same in a compact bar (Apple's Human Interface Guidelines: 18 pt glyphs for compact tab bars).
    static let compactImageSide: CGFloat = 18
    /// The grey of unselected items (UIKit's `systemGray`).
    static let unselectedGray = UIColor.systemGray

    /// The items, left to right.
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    /// The selected item (one of `items`), drawn in the tint colour.
    open var selectedItem: UITabBarItem? { didSet { restyle() } }
    /// The colour of unselected items; nil uses UIKit's grey.
    open var unselectedItemTintColor: UIColor? { didSet { restyle() } }
    /// The background colour drawn over the standard appearance's blur (iOS 7's setting, which iOS 13 and later
    /// write into `standardAppearance`); nil draws none.
    open var barTintColor: UIColor? {
        didSet {
            let appearance = standardAppearance
            appearance.backgroundColor = barTintColor
            standardAppearance = appearance
        }
    }
    /// The look while content lies under the bar (default: the blurred system chrome with a hairline shadow).
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy(); scrollEdgeMayHaveChanged() }
    }
    private var storedStandardAppearance = UITabBarAppearance()
    /// The look while the content's bottom edge is above the bar; nil uses `standardAppearance` with a transparent
    /// background and no shadow, as iOS 15 and later do.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// Names the scroll view whose bottom edge decides the look (set by a tab bar controller); nil for a bar no
    /// controller manages, which keeps the standard look.
    var scrollEdgeSource: (() -> UIScrollView?)?
    /// Whether the bar is see-through (default true, as in UIKit). The shown tab's view reaches under a translucent
    /// bar, and under an opaque one only with `extendedLayoutIncludesOpaqueBars`; the appearances draw the bar
    /// either way.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// Told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?
    /// Runs when the user taps an enabled item (the tab bar controller's hook, before the delegate).
    var onSelect: ((UITabBarItem) -> Void)?

    private let background = BarBackground()
    private var buttons: [TabBarButton] = []

    /// A bar with the given frame (a tab bar controller sizes its own).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildParts()
    }

    /// A bar with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildParts()
    }

    private func buildParts() {
        tintColor = .systemBlue
        background.install(in: self)
        scrollEdgeMayHaveChanged()
    }

    /// Shows the scroll-edge appearance while the followed content ends above the bar, else the standard one.
    func scrollEdgeMayHaveChanged() {
        let atEdge = followsScrollEdge(of: scrollEdgeSource) { $0.contentIsAbove(self) }
        background.show(BarAppearanceChoice.choose(atScrollEdge: atEdge, scrollEdge: [scrollEdgeAppearance],
                                                   sized: [], standard: storedStandardAppearance))
    }

    /// The titles the bar shows, left to right.
    public var shownTitles: [String?] { buttons.map(\.titleLabel.text) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.place(background: bounds,
                         shadowLine: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, UIScreen.main.scale)))
        scrollEdgeMayHaveChanged()
        restyle()   // picks up a changed `tintColor`
        guard !buttons.isEmpty else { return }
        // The items share the width inside the safe area: a landscape phone's housing keeps them in, as on iOS.
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right) / CGFloat(buttons.count)
        let compact = BarMetrics.isCompact(traitCollection)
        for (index, button) in buttons.enumerated() {
            button.isCompact = compact
            button.frame = CGRect(x: safe.left + CGFloat(index) * width, y: 0, width: width,
                                  height: BarMetrics.tabBarHeight(for: traitCollection))
        }
    }

    private func rebuild() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addGestureRecognizer(UITapGestureRecognizer { [weak self, weak item] _ in
                guard let self, let item, item.isEnabled else { return }
                self.selectedItem = item
                self.onSelect?(item)
                self.delegate?.tabBar(self, didSelect: item)
            })
            item.onChange = { [weak self, weak button] in
                button?.refresh()
                self?.restyle()
            }
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        restyle()
        setNeedsLayout()
    }

    private func restyle() {
        let unselected = unselectedItemTintColor ?? Self.unselectedGray
        for button in buttons {
            button.show(selected: button.item === selectedItem, tint: tintColor, unselected: unselected)
        }
    }
}

/// One item of a tab bar: the image centred at the top, the title centred under it, and the badge; in a compact bar
/// the image and the title side by side, centred together.
final class TabBarButton: UIView {
    let item: UITabBarItem
    /// Whether the item sits in a compact bar.
    var isCompact = false {
        didSet {
            guard isCompact != oldValue else { return }
            titleLabel.font = .systemFont(ofSize: isCompact ? 13 : 10, weight: .medium)
            setNeedsLayout()
        }
    }
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private let badge = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 9
        badge.layer.masksToBounds = true
        for part in [imageView, titleLabel, badge] { addSubview(part) }
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the item's title, badge and enabled state again.
    func refresh() {
        titleLabel.text = item.title
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        alpha = item.isEnabled ? 1 : 0.4
        setNeedsLayout()
    }

    /// Colours the item for its state and picks its image.
    func show(selected: Bool, tint: UIColor, unselected: UIColor) {
        let color = selected ? tint : unselected
        let image = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        titleLabel.textColor = color
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isCompact {
            placeSideBySide()
        } else {
            let side = UITabBar.imageSide
            // iOS's stacked layout: the image 7 pt from the top, the title's 12 pt line ending 4 pt above the bar's
            // 49 pt bottom.
            imageView.frame = CGRect(x: (bounds.width - side) / 2, y: 7, width: side, height: side)
            titleLabel.frame = CGRect(x: 2, y: 33, width: bounds.width - 4, height: 12)
        }
        let badgeWidth = max(18, badge.intrinsicContentSize.width + 10)
        badge.frame = CGRect(x: imageView.frame.maxX - 6, y: 2, width: badgeWidth, height: 18)
    }

    /// The compact layout: the image, a 6 pt gap and the title, centred together in the item's width and in the bar's
    /// height (the title may take what the item's width leaves).
    private func placeSideBySide() {
        let side = UITabBar.compactImageSide, gap: CGFloat = 6
        let hasImage = imageView.image != nil
        let lead = hasImage ? side + gap : 0
        let titleWidth = min(titleLabel.sizeThatFits(bounds.size).width, max(0, bounds.width - 4 - lead))
        let x = (bounds.width - lead - titleWidth) / 2
        imageView.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: hasImage ? side : 0, height: side)
        let lineHeight = ceil(titleLabel.font.lineHeight)
        titleLabel.frame = CGRect(x: x + lead, y: (bounds.height - lineHeight) / 2, width: titleWidth,
                                  height: lineHeight)
    }
}
