import Foundation
import DynamicsGeometry

/// A collection view cell drawn as a list row (iOS 14): its list's background, separators and corners, the
/// accessories at its edges, and indentation. Give it content with `defaultContentConfiguration()` and
/// `contentConfiguration`; place it with a list layout (`UICollectionLayoutListConfiguration`), whose rows it sizes
/// (44 pt at least) and whose swipe actions it shows.
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many indentation steps the content (and, with `indentsAccessories`, the accessories) moves in.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (10 pt by default).
    open var indentationWidth: CGFloat = 10 {
        didSet {
            guard !indentationWidth.isFinite else { return setNeedsLayout() }
            indentationWidth = oldValue
        }
    }
    /// Whether the leading accessories move in with the content (true by default).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// The accessories, leading edge to trailing edge (each goes to its kind's edge).
    open var accessories: [UICellAccessory] = [] { didSet { makeAccessoryViews() } }
    /// Where the separator under the row runs: its `layoutFrame` starts where the separator starts (at the text) and
    /// spans the rest of the row, after each layout pass.
    public let separatorLayoutGuide = UILayoutGuide()

    /// The row's place in its list section, from the layout.
    var listPlacement: ListItemPlacement? {
        didSet {
            let placeChanged = listPlacement?.isFirst != oldValue?.isFirst || listPlacement?.isLast != oldValue?.isLast
                || listPlacement?.style.configuration.appearance != oldValue?.style.configuration.appearance
            if placeChanged, backgroundIsAutomatic, let placement = listPlacement {
                assignAutomaticBackground(placement.style.cellBackground)
            }
            // The item separator handler is asked by index path.
            if placeChanged || listPlacement?.indexPath != oldValue?.indexPath { setNeedsLayout() }
        }
    }
    /// Whether `backgroundConfiguration` is still the one the list gave (not one the app assigned or changed).
    private var backgroundIsAutomatic = true
    private var assigningAutomaticBackground = false
    private var accessoryViews: [CellAccessoryView] = []
    let bottomSeparator = UIView()
    let topSeparator = UIView()

    /// A list cell of the given frame, with a plain list row's background until its list gives it its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSeparators()
        assignAutomaticBackground(.listPlainCell())
    }

    /// A list cell with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSeparators()
        assignAutomaticBackground(.listPlainCell())
    }

    /// The row's background: a list row's for the list's appearance (`listPlainCell()`, `listGroupedCell()`) until
    /// assigned or changed, as iOS sets it for list cells.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if !assigningAutomaticBackground && !isApplyingAutomaticUpdate { backgroundIsAutomatic = false } }
    }

    /// Gives the cell its list's background, to be updated for the cell's state in the next update.
    private func assignAutomaticBackground(_ configuration: UIBackgroundConfiguration) {
        assigningAutomaticBackground = true
        backgroundConfiguration = configuration
        assigningAutomaticBackground = false
        setNeedsUpdateConfiguration()
    }

    private func addSeparators() {
        addLayoutGuide(separatorLayoutGuide)
        for line in [bottomSeparator, topSeparator] {
            line.isUserInteractionEnabled = false
            line.isHidden = true
            addSubview(line)
        }
    }

    /// A list content configuration for a row: the text in 17 pt, the secondary text under it.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Redraws the multiselect circle.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { setNeedsLayout() } } }

    private func makeAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = UICellAccessory.arranged(accessories).map(CellAccessoryView.init(accessory:))
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    /// Lays out the accessories, the content view, the separators and the corners.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListRow()
    }

    /// The accessories at the edges (the leading ones after the indentation), the content view between them, the
    /// list content's margins, then the separators from the text's start and the section's corners.
    func layoutListRow() {
        let shown = accessoryViews.filter { $0.accessory.isDisplayed(editing: collectionIsEditing) }
        for view in accessoryViews where !shown.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in shown where view.superview !== self { addSubview(view) }
        let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
        var leadingEnd = indentsAccessories ? indentation : 0
        for view in shown where view.accessory.isLeading {
            view.frame = CGRect(x: leadingEnd, y: 0, width: view.reservedWidth, height: bounds.height)
            leadingEnd += view.reservedWidth
        }
        if !indentsAccessories { leadingEnd += indentation }
        let trailing = shown.filter { !$0.accessory.isLeading }
        var trailingStart = bounds.width
        if !trailing.isEmpty {
            var x = bounds.width - UITableViewCell.accessoryMargin
            for view in trailing.reversed() {
                x -= view.reservedWidth
                view.frame = CGRect(x: x, y: 0, width: view.reservedWidth, height: bounds.height)
                x -= UITableViewCell.accessoryGap
            }
            trailingStart = x
        }
        contentView.frame = CGRect(x: leadingEnd, y: 0, width: max(0, trailingStart - leadingEnd), height: bounds.height)
        if let multiselect = shown.compactMap({ $0.content as? ListAccessoryGlyph }).first(where: { $0.shape == .multiselect }) {
            multiselect.isOn = isSelected
        }
        var textStart = TableStyleMetrics.contentMargin
        if let list = configuredContentView as? UIListContentView {
            list.frame = contentView.bounds
            textStart = list.layoutListContent(trailing: trailing.isEmpty ? TableStyleMetrics.contentMargin : 0)
        }
        textStart += contentView.frame.minX
        let chrome = listPlacement?.chrome() ?? ListRowChrome()
        chrome.apply(to: self, bottomLine: bottomSeparator, topLine: topSeparator, textStart: textStart)
        let separatorStart = chrome.bottom.map { $0.alignsToText ? max($0.left, textStart) : $0.left } ?? textStart
        separatorLayoutGuide.layoutFrame = CGRect(x: separatorStart, y: 0, width: max(0, bounds.width - separatorStart),
                                                  height: bounds.height)
        backgroundConfigurationView?.frame = bounds
    }

    /// The attributes the row wants: a list content configuration's height (at least 44 pt, the text with 11 pt
    /// above and below) at the row's width; a content view of constrained subviews sizes as any cell's.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let list = configuredContentView as? UIListContentView else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        layoutListRow()
        layoutAttributes.size.height = list.fittingHeight(width: contentView.bounds.width)
        return layoutAttributes
    }
}
