import Foundation
import DynamicsGeometry

/// A bar of buttons along the bottom of the screen, as UIKit's `UIToolbar` draws it on iOS 7–14: 44 points tall (32 on
/// a phone held sideways, where iOS draws compact bars: `BarMetrics`), a light bar background (`barTintColor` when set,
/// a little see-through when `isTranslucent`) with a hairline along its top, and its `items` in a row: 16 points from
/// each side, 8 points apart, each button as wide as its title or image, fixed spaces as wide as their `width`, and the
/// spare width shared equally by the flexible spaces (items crowd to the leading side when there are none). Buttons
/// take `tintColor` (system blue by default).
open class UIToolbar: UIView {
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

    private let background = controlPart()
    private let hairline = controlPart(.barHairline)
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
        addSubview(background)
        addSubview(hairline)
        colourBackground()
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
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: -0.5, width: bounds.width, height: 0.5)
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

    private func colourBackground() {
        let colour = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : Self.defaultBarColor)
        background.backgroundColor = isTranslucent ? colour.withAlphaComponent(Self.translucentAlpha) : colour
    }
}
