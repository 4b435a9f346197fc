import Foundation
import DynamicsGeometry

/// A bar of buttons along the bottom of the screen, as UIKit's `UIToolbar`: 44 points tall (32 on a phone held
/// sideways, where iOS draws compact bars: `BarMetrics`), the background and top shadow line of its appearance (a
/// navigation controller's toolbar is transparent while the content ends above it, as on iOS 15 and later; iOS 7's
/// `barTintColor`, `isTranslucent` and `barStyle` write a plain colour into `standardAppearance`), and its `items` in a row: 16 points from
/// each side, 8 points apart, each button as wide as its title or image, fixed spaces as wide as their `width`, and the
/// spare width shared equally by the flexible spaces (items crowd to the leading side when there are none). Buttons
/// take `tintColor` (system blue by default).
open class UIToolbar: UIView, ScrollEdgeObserver {
    /// The bar's height in its environment, in points: iOS's 44, or 32 when compact (a navigation controller's
    /// toolbar sits above the home indicator, its background reaching down behind it).
    private var barHeight: CGFloat { BarMetrics.barHeight(for: traitCollection) }
    /// The space between the bar's sides and its first and last items, in points.
    static let sideMargin: CGFloat = 16
    /// The space between neighbouring items, in points.
    static let itemSpacing: CGFloat = 8
    /// The default bar colour (the navigation bar's), light or dark.
    static let defaultBarColor = UIColor.barBackground
    /// How opaque a translucent bar's background is.
    static let translucentAlpha: CGFloat = 0.94

    private let background = BarBackground()
    /// The views shown for `items`, one per item (nil for spaces).
    private var itemViews: [UIView?] = []
    /// How far the background reaches below the bar (behind the home indicator).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The items, leading to trailing; setting them shows them at once.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?
    /// The bar's colour; nil is the default light grey.
    open var barTintColor: UIColor? { didSet { colourBackground() } }
    /// Whether the background is slightly see-through (true by default, as in UIKit).
    open var isTranslucent = true { didSet { colourBackground() } }
    /// The bar's style; `.black` draws a dark bar when `barTintColor` is nil.
    open var barStyle: UIBarStyle = .default { didSet { colourBackground() } }
    /// The look away from the scroll edge (default: the blurred system chrome with a hairline shadow).
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy(); scrollEdgeMayHaveChanged() }
    }
    private var storedStandardAppearance = UIToolbarAppearance()
    /// The look in a compact environment; nil uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// The look while the content's bottom edge is above the bar; nil uses `standardAppearance` with a transparent
    /// background and no shadow, as iOS 15 and later do.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// The look at the scroll edge in a compact environment; nil tries `scrollEdgeAppearance`, then the compact and
    /// standard ones made transparent.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy(); scrollEdgeMayHaveChanged() }
    }
    /// Names the scroll view whose bottom edge decides the look (set by a navigation controller); nil for a bar no
    /// controller manages, which keeps the standard look.
    var scrollEdgeSource: (() -> UIScrollView?)?

    /// A toolbar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buildParts()
    }

    /// A toolbar with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buildParts()
    }

    private func buildParts() {
        background.install(in: self)
        scrollEdgeMayHaveChanged()
    }

    /// Shows the appearance the bar's state calls for: compact or not, at the scroll edge or not.
    func scrollEdgeMayHaveChanged() {
        let atEdge = followsScrollEdge(of: scrollEdgeSource) { $0.contentIsAbove(self) }
        let compact = BarMetrics.isCompact(traitCollection)
        background.show(BarAppearanceChoice.choose(
            atScrollEdge: atEdge,
            scrollEdge: compact ? [compactScrollEdgeAppearance, scrollEdgeAppearance] : [scrollEdgeAppearance],
            sized: compact ? [compactAppearance] : [], standard: storedStandardAppearance))
    }

    /// Shows `items`; `animated` fades the new items in over a quarter second, as UIKit cross-fades them.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        itemViews.forEach { $0?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            guard !item.isSpace else { return nil }
            let view = item.customView ?? item.makeButton(alignment: .center)
            addSubview(view)
            return view
        }
        setNeedsLayout()
        layoutIfNeeded()
        guard animated else { return }
        let shown = itemViews.compactMap { $0 }
        shown.forEach { $0.alpha = 0 }
        UIView.animate(withDuration: 0.25) { shown.forEach { $0.alpha = 1 } }
    }

    /// The bar's width and 44 points (32 when compact).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// No width of its own; 44 points tall (32 when compact).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.place(background: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension),
                         shadowLine: CGRect(x: 0, y: -0.5, width: bounds.width, height: 0.5))
        scrollEdgeMayHaveChanged()
        placeItems()
    }

    /// The row of items: the content's widths and the gaps first, then the spare width split among flexible
    /// spaces, every view centred vertically in the bar.
    private func placeItems() {
        let items = storedItems ?? []
        let widths = zip(items, itemViews).map { item, view -> CGFloat in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return item.width }
            guard let view else { return 0 }
            if item.customView != nil { return view.bounds.width }
            return item.width > 0 ? item.width : view.sizeThatFits(bounds.size).width
        }
        let flexible = CGFloat(items.filter { $0.systemItem == .flexibleSpace }.count)
        let used = widths.reduce(0, +) + Self.itemSpacing * CGFloat(max(items.count - 1, 0))
        // The sides are the safe area's: a landscape phone's housing keeps the items in, as on iOS.
        let left = Self.sideMargin + safeAreaInsets.left, right = Self.sideMargin + safeAreaInsets.right
        let share = flexible > 0 ? max(bounds.width - left - right - used, 0) / flexible : 0
        let height = min(bounds.height, barHeight)
        var x = left
        for (index, item) in items.enumerated() {
            let width = item.systemItem == .flexibleSpace ? share : widths[index]
            if let view = itemViews[index] {
                let viewHeight = item.customView != nil ? view.bounds.height : height
                view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: width, height: viewHeight)
            }
            x += width + Self.itemSpacing
        }
    }

    /// iOS 7's settings, as iOS 13 and later apply them: they replace the standard appearance's background with a
    /// plain colour (`barTintColor`, else the light bar or `.black`'s dark one, a little see-through when
    /// translucent).
    private func colourBackground() {
        let colour = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : Self.defaultBarColor)
        let appearance = standardAppearance
        appearance.backgroundEffect = nil
        appearance.backgroundColor = isTranslucent ? colour.withAlphaComponent(Self.translucentAlpha) : colour
        standardAppearance = appearance
    }
}
