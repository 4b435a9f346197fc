import DynamicsGeometry
import Foundation

/// The navigation bar: 44 pt tall under the 20 pt status bar (32 pt on a phone held sideways, where iOS draws compact
/// bars: `BarMetrics`), its background reaching up behind the status bar, a semibold 17 pt title in the middle and
/// text buttons in the tint colour at the sides (the back button reads "‹ " and the previous controller's title, or
/// "Back"). Its background and shadow come from its appearances, as on iOS 15 and later: in a navigation
/// controller, transparent while the content's top edge meets the bar, the blurred standard look once the content
/// scrolls under it (docs/controllers.md, "Bar appearances").
open class UINavigationBar: UIView, ScrollEdgeObserver {
    /// The status bar the background reaches up behind.
    static let statusBarHeight: CGFloat = 20
    /// The space between the bar's edges, its buttons and its title.
    static let margin: CGFloat = 8

    private let background = BarBackground()
    private let titleLabel = UILabel()
    /// The large title below the title row, when the navigation controller shows one.
    private let largeTitleArea = LargeTitleArea()
    /// Whether the top item's title is shown large (the navigation controller decides, from `prefersLargeTitles` and
    /// the items' `largeTitleDisplayMode`).
    private var showsLargeTitle = false
    /// Whether the bar shows its top item's title large now.
    var showsLargeTitleNow: Bool { showsLargeTitle }
    /// Tells the navigation controller that `prefersLargeTitles` changed.
    var onLargeTitlePreferenceChange: (() -> Void)?

    /// Whether the bar shows the top item's title large when the item allows it (iOS 11's large titles; default
    /// false): the bar is then 52 pt taller, and collapses to the standard bar as a scroll view under it scrolls up.
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { onLargeTitlePreferenceChange?() } }
    }
    /// Whether the bar is see-through (default true, as in UIKit). A controller's view reaches under a translucent
    /// bar, and under an opaque one only with `extendedLayoutIncludesOpaqueBars`; the bar is drawn in its light
    /// colour either way.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// The look away from the scroll edge (default: the blurred system chrome with a hairline shadow).
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy(); scrollEdgeMayHaveChanged() }
    }
    private var storedStandardAppearance = UINavigationBarAppearance()
    /// The look in a compact environment (a phone held sideways); nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// The look while the content's top edge meets the bar; nil uses `standardAppearance` with a transparent
    /// background and no shadow, as iOS 15 and later do.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// The look at the scroll edge in a compact environment; nil tries `scrollEdgeAppearance`, then the compact and
    /// standard ones made transparent.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// The appearance shown now.
    package var shownAppearance: UINavigationBarAppearance {
        background.shown as? UINavigationBarAppearance ?? storedStandardAppearance
    }
    /// Names the scroll view whose top edge decides the look (set by a navigation controller); nil for a bar no
    /// controller manages, which keeps the standard look.
    var scrollEdgeSource: (() -> UIScrollView?)?
    /// The item shown, whose own appearances come before the bar's.
    private weak var shownItem: UINavigationItem?

    /// The search bar shown in the bottom row, when the top item has a search controller.
    private var searchBar: UISearchBar?
    /// Whether the title row (title, buttons and large title) has slid up out of the bar, leaving the search row
    /// alone under the status bar: the navigation controller sets it while a search that hides the navigation bar
    /// during presentation is active.
    var hidesTitleRow = false
    /// How tall the search row is now (the navigation controller decides, from the scroll offset and the search's
    /// state); the large title area takes what is left below the title row.
    var searchRowHeight: CGFloat = 0
    /// Tells the navigation controller that the search row changed: its search became active or inactive, or its
    /// scope bar came or went.
    var onSearchLayoutChange: (() -> Void)?
    /// The buttons on the left, from the edge inwards (the back button first when there is one).
    private var leftButtons: [UIButton] = []
    /// The buttons on the right, from the edge inwards.
    private var rightButtons: [UIButton] = []
    private var leftButton: UIButton? { leftButtons.first }
    private var rightButton: UIButton? { rightButtons.first }

    /// A bar with the given frame (a navigation controller sizes its own).
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
        titleLabel.textAlignment = .center
        for part in [titleLabel, largeTitleArea] { addSubview(part) }
        background.install(in: self)
        scrollEdgeMayHaveChanged()
    }

    /// Shows the appearance the bar's state calls for: compact or not, at the scroll edge or not, the top item's
    /// appearances before the bar's.
    func scrollEdgeMayHaveChanged() {
        let atEdge = followsScrollEdge(of: scrollEdgeSource) { $0.contentIsBelow(self) }
        let compact = BarMetrics.isCompact(traitCollection), item = shownItem
        let sized = compact ? [item?.compactAppearance, compactAppearance, item?.standardAppearance]
            : [item?.standardAppearance]
        let edge = compact ? [item?.compactScrollEdgeAppearance, compactScrollEdgeAppearance,
                              item?.scrollEdgeAppearance, scrollEdgeAppearance]
            : [item?.scrollEdgeAppearance, scrollEdgeAppearance]
        let appearance = BarAppearanceChoice.choose(atScrollEdge: atEdge, scrollEdge: edge, sized: sized,
                                                    standard: storedStandardAppearance)
        background.show(appearance)
        style(titleLabel, appearance.titleTextAttributes, font: .systemFont(ofSize: 17, weight: .semibold))
        style(largeTitleArea.label, appearance.largeTitleTextAttributes, font: .systemFont(ofSize: 34, weight: .bold))
        placeParts()
    }

    /// Gives `label` the font and colour of `attributes`, or the defaults, touching it only when they change.
    private func style(_ label: UILabel, _ attributes: [NSAttributedString.Key: Any], font: UIFont) {
        let font = attributes[.font] as? UIFont ?? font
        let color = attributes[.foregroundColor] as? UIColor ?? .label
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
    }

    /// The bar's title, as shown.
    public var shownTitle: String? { titleLabel.text }
    /// The left button's text, as shown (the back button's "‹ …" included).
    public var shownLeftTitle: String? { leftButton?.title(for: .normal) }
    /// The right button's text, as shown.
    public var shownRightTitle: String? { rightButton?.title(for: .normal) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollEdgeMayHaveChanged()
    }

    /// The title row's height: 44 points, 32 in a compact environment.
    var titleRowHeight: CGFloat { BarMetrics.barHeight(for: traitCollection) }

    private func placeParts() {
        let width = bounds.width, rowLimit = titleRowHeight
        // The bar's material reaches up behind the status bar to the top of the screen, however tall the device's is.
        let above = max(Self.statusBarHeight, frame.minY)
        background.place(background: CGRect(x: 0, y: -above, width: width, height: above + bounds.height),
                         shadowLine: CGRect(x: 0, y: bounds.height, width: width, height: 0.5))
        // Buttons and the standard title keep to the title row; what is below it belongs to the large title. A
        // hidden title row lies above the bar, faded out, and the search row takes the bar's top.
        let height = min(bounds.height, rowLimit)
        let rowTop = hidesTitleRow ? -rowLimit : 0, rowHeight = hidesTitleRow ? rowLimit : height
        let below = hidesTitleRow ? 0 : height
        let searchHeight = searchBar == nil ? 0 : min(searchRowHeight, max(0, bounds.height - below))
        searchBar?.frame = CGRect(x: 0, y: bounds.height - searchHeight, width: width, height: searchHeight)
        largeTitleArea.frame = CGRect(x: 0, y: below, width: width,
                                      height: max(0, bounds.height - below - searchHeight))
        largeTitleArea.isHidden = !showsLargeTitle
        // The standard title shows once the large one has collapsed away, as on iOS.
        titleLabel.isHidden = showsLargeTitle && bounds.height - searchHeight > rowLimit
        // Each side's buttons run from the edge inwards, `margin` apart; a side takes at most a third of the bar.
        // The edges are the safe area's: a landscape phone's housing keeps the buttons in, as on iOS.
        let safe = safeAreaInsets
        let leftEdge = Self.margin + safe.left, rightEdge = width - Self.margin - safe.right
        var leftWidth: CGFloat = 0, rightWidth: CGFloat = 0
        for button in leftButtons {
            let gap = leftWidth > 0 ? Self.margin : 0
            let buttonWidth = max(0, min(button.sizeThatFits(bounds.size).width, width / 3 - leftWidth - gap))
            button.frame = CGRect(x: leftEdge + leftWidth + gap, y: rowTop, width: buttonWidth, height: rowHeight)
            leftWidth += gap + buttonWidth
        }
        for button in rightButtons {
            let gap = rightWidth > 0 ? Self.margin : 0
            let buttonWidth = max(0, min(button.sizeThatFits(bounds.size).width, width / 3 - rightWidth - gap))
            button.frame = CGRect(x: rightEdge - rightWidth - gap - buttonWidth, y: rowTop,
                                  width: buttonWidth, height: rowHeight)
            rightWidth += gap + buttonWidth
        }
        let adjustment = shownAppearance.titlePositionAdjustment
        titleLabel.frame = titleFrame(width: width, leftEdge: leftWidth > 0 ? leftEdge + leftWidth : safe.left,
                                      rightEdge: rightWidth > 0 ? rightEdge - rightWidth : width - safe.right)
            .offsetBy(dx: adjustment.horizontal, dy: rowTop + adjustment.vertical)
        for part in leftButtons + rightButtons + [titleLabel, largeTitleArea] as [UIView] {
            part.alpha = hidesTitleRow ? 0 : 1
        }
    }

    /// Where UIKit puts the title: centred on the bar when it fits between the buttons, otherwise moved off centre
    /// into the space between them, and truncated only when even that space is too narrow.
    private func titleFrame(width: CGFloat, leftEdge: CGFloat, rightEdge: CGFloat) -> CGRect {
        let left = leftEdge + Self.margin, right = rightEdge - Self.margin
        let available = max(0, right - left)
        let titleWidth = min(titleLabel.sizeThatFits(bounds.size).width, available)
        let x = min(max((width - titleWidth) / 2, left), right - titleWidth)
        return CGRect(x: x, y: 0, width: titleWidth, height: hidesTitleRow ? titleRowHeight
                      : min(bounds.height, titleRowHeight))
    }

    /// Shows `item`, with a back button to `backItem` when the top item has no left button.
    func show(_ item: UINavigationItem, title: String?, backTitle: String??, large: Bool,
              onBack: @escaping () -> Void) {
        titleLabel.text = title
        largeTitleArea.label.text = title
        shownItem = item
        showsLargeTitle = large
        for shown in leftButtons + rightButtons { shown.removeFromSuperview() }
        let lefts = item.leftBarButtonItems ?? []
        leftButtons = []
        if let backTitle, !item.hidesBackButton, lefts.isEmpty || item.leftItemsSupplementBackButton {
            let back = UIBarButtonItem(title: "‹ " + (backTitle ?? "Back"), primaryAction: UIAction { _ in onBack() })
            leftButtons.append(button(for: back, alignment: .left))
        }
        leftButtons += lefts.map { button(for: $0, alignment: .left) }
        rightButtons = (item.rightBarButtonItems ?? []).map { button(for: $0, alignment: .right) }
        let search = item.searchController?.searchBar
        if searchBar !== search {
            searchBar?.removeFromSuperview()
            searchBar?.isInNavigationBar = false
            searchBar = search
            if let search {
                search.isInNavigationBar = true
                search.searchBarStyle = .minimal
                addSubview(search)
            }
        }
        scrollEdgeMayHaveChanged()
    }

    private func button(for item: UIBarButtonItem, alignment: UIControl.ContentHorizontalAlignment) -> UIButton {
        let button = item.makeButton(alignment: alignment)
        addSubview(button)
        return button
    }
}
