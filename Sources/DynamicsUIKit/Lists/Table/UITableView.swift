import Foundation
import DynamicsGeometry

/// A scroll view that shows rows from a data source in one column, in sections with headers and footers, with
/// UIKit's API and look (plain, grouped and inset-grouped styles; docs/tables.md has the numbers).
///
/// As in UIKit the data is read lazily: setting the data source, or calling `reloadData()`, marks the table stale, and
/// the next layout pass or query reads the counts and heights again. Every pass shows a cell for each row in the
/// visible rectangle; cells of rows that scroll away go to a reuse queue per identifier, so a table of thousands of
/// rows keeps only about a screenful of cells. Assign `delegate` (declared by `UIScrollView`) an object adopting
/// `UITableViewDelegate` for heights, section views and selection.
open class UITableView: UIScrollView {
    /// The style given at creation.
    public let style: Style

    /// Supplies the counts, the cells and the section titles; setting it reloads the data at the next layout.
    public weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            commitProbe = nil
            setNeedsReload()
        }
    }

    /// The height of every row the delegate does not size (UIKit's default 44 pt); `automaticDimension` sizes rows
    /// to their cells.
    open var rowHeight: CGFloat = UITableView.defaultRowHeight { didSet { invalidateGeometry() } }
    /// The height a self-sizing row is given before its cell is measured; `automaticDimension` (the default) uses
    /// 44 pt.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of every section header the delegate does not size; `automaticDimension` (the default) lets the
    /// style decide (a title or not, plain or grouped).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of every section footer the delegate does not size; `automaticDimension` lets the style decide.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// Whether lines are drawn between rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { invalidateGeometry() } }
    /// The colour of the lines between rows (UIKit's `separator`, #3C3C43 at 29 %).
    open var separatorColor: UIColor? = .separator { didSet { invalidateGeometry() } }
    /// How far row separators stay from the cell's edges; only `left` and `right` are used (UIKit's default: 16 pt
    /// on the left).
    open var separatorInset = UITableView.defaultSeparatorInset { didSet { invalidateGeometry() } }
    /// Whether tapping a row selects it.
    open var allowsSelection = true
    /// Whether a tap selects a row while the table is editing (default false, as in UIKit).
    open var allowsSelectionDuringEditing = false
    /// Whether the table is in editing mode — also while a swiped row shows its actions, as on iOS (that row alone
    /// edits: the other rows get no controls); setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState || isSwipeEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// The stored side of `isEditing`: editing mode proper, with every editable row's control.
    var editingState = false
    /// Turns editing mode on or off: each editable row (`tableView(_:canEditRowAt:)`) shows its delegate's
    /// `tableView(_:editingStyleForRowAt:)` control at its leading edge with its content moved aside, sliding over
    /// 0.3 s when `animated`; taps select rows only if `allowsSelectionDuringEditing`. While a swiped row is open
    /// the table is already editing: turning editing off closes the row.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        closeSwipe()
        editingState = editing
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            applyEditing(to: cell, at: indexPath, animated: animated)
        }
    }
    /// Whether several rows can be selected at once (a tap then toggles a row).
    open var allowsMultipleSelection = false
    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table and as tall as its frame; with one set, a plain table
    /// draws no separators below its rows.
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    var cellPool = ReusePool<UITableViewCell>()
    var rowCounts: [Int] = []
    var geometry = TableGeometry()
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Heights of self-sizing rows measured so far.
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// Header and footer views on screen.
    var sectionViews: [SectionViewKey: UIView] = [:]
    /// The separators of the empty rows below a plain table's last row, top to bottom.
    var emptyRowSeparators: [UIView] = []
    /// Views the delegate supplied since the last reload (asked once while sizing, shown when on screen).
    var suppliedSectionViews: [SectionViewKey: UIView] = [:]
    /// Title views that left the screen, waiting to show another title.
    var idleTitleViews: [UITableViewHeaderFooterView] = []
    var selectedRows: Set<IndexPath> = []
    /// Cells of deleted rows still animating out.
    var disappearingCells: [UITableViewCell] = []
    /// The updates collected inside `performBatchUpdates`.
    var pendingUpdates: TableUpdates?
    /// The row whose swipe actions (or Delete button) show, while one does.
    var openSwipe: RowSwipe?
    /// Set by the data source protocol's default `tableView(_:commit:forRowAt:)` when it runs: the data source
    /// does not commit, so rows offer no swipe to delete.
    var commitRequirementMissing = false
    /// Whether the data source implements `tableView(_:commit:forRowAt:)`, once asked.
    var commitProbe: (source: ObjectIdentifier, commits: Bool)?
    /// Counts reloads and updates, so a swipe can tell that asking the data source changed the rows.
    var updateGeneration = 0
    /// True until the data source is read (an update then is simply the first load).
    private(set) var needsReload = true
    private var geometryIsStale = true
    private var geometryWidth: CGFloat = -1
    private let layoutPass = RepeatingPass(maximumPasses: 4)

    /// A table of `style` with the given frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = metrics.backgroundColor
        // UIKit's tables bounce vertically however few rows they have, so they always take the bars into their insets.
        alwaysBounceVertical = true
        addRowContextMenus()
        addSwipeActions()
    }

    /// A plain table with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = metrics.backgroundColor
        alwaysBounceVertical = true
        addRowContextMenus()
        addSwipeActions()
    }

    /// The style's numbers.
    var metrics: TableStyleMetrics { TableStyleMetrics(style: style) }

    /// The delegate, when it is a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Data

    /// Reads the counts and heights again, puts every visible cell back in its reuse queue, clears the selection
    /// and shows the rows afresh.
    open func reloadData() {
        needsReload = false
        updateGeneration += 1
        rowCounts = dataSource.map { source in
            (0..<max(0, source.numberOfSections(in: self))).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
        } ?? []
        let retiring = visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
        visibleCellsByIndexPath = [:]
        for (indexPath, cell) in retiring { retire(cell, at: indexPath) }
        for key in sectionViews.keys.sorted() { removeSectionView(for: key) }
        suppliedSectionViews = [:]
        measuredRowHeights = [:]
        selectedRows = []
        geometryIsStale = true
        layoutRows()
    }

    /// The number of sections, as the data source last reported.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `section`, as the data source last reported; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// Marks the data stale: the next layout pass or query reloads it, as UIKit's first layout does.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Heights or the style's drawing changed: lay out again (at once when the table is already showing rows).
    func invalidateGeometry() {
        geometryIsStale = true
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The rectangle of the section: its header, rows and footer, across the whole width.
    public func rect(forSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let extent = geometry.sections[section]
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.bottom - extent.top)
    }

    /// How far an inset-grouped table's sections stand in from its sides: the style's margin plus the safe area at
    /// the sides (a landscape phone's sensor housing), as iOS insets them by the table's layout margins; 0 for the
    /// other styles.
    var sectionSideInset: CGFloat {
        let inset = metrics.sectionInset(forWidth: bounds.width)
        guard inset > 0 else { return 0 }
        let safe = safeAreaInsets
        return inset + max(safe.left, safe.right)
    }

    /// The rectangle of the row's cell (inset from the sides in an inset-grouped table); zero for no such row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        updateGeometryIfNeeded()
        guard let span = geometry.rowSpan(indexPath) else { return .zero }
        let inset = sectionSideInset
        return CGRect(x: inset, y: span.minY, width: bounds.width - 2 * inset, height: span.height)
    }

    /// The rectangle of the section's header (before a plain table's floating header moves); zero for none.
    public func rectForHeader(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let extent = geometry.sections[section]
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.headerHeight)
    }

    /// The rectangle of the section's footer; zero for none.
    public func rectForFooter(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let extent = geometry.sections[section]
        return CGRect(x: 0, y: extent.rowsBottom, width: bounds.width, height: extent.footerHeight)
    }

    /// The row at `point` (content coordinates), nil over a header, a footer or nothing.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateGeometryIfNeeded()
        guard point.x >= bounds.minX, point.x < bounds.maxX else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows that share some area with `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        updateGeometryIfNeeded()
        return geometry.rows(between: rect.minY, and: rect.maxY)
    }

    /// The row a visible cell shows; nil for a cell that is not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateVisibleCellsIfNeeded()
        return visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cell on screen for the row, nil when it is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleCellsIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visibleCellsByIndexPath[$0] } ?? []
    }

    /// The rows in the visible rectangle, in order. Like UIKit, it answers from the rows' geometry rather than from
    /// the cells made so far, so a delegate's `willDisplay` of the first row already sees every row coming on screen
    /// (code that animates "until the last visible cell" relies on it).
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleCellsIfNeeded()
        return geometry.rows(between: bounds.minY, and: bounds.maxY)
    }

    /// The header view on screen for the section (a title's view or the delegate's, when it is one), nil otherwise.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleCellsIfNeeded()
        return sectionViews[SectionViewKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    /// The section view on screen for the section's footer, nil otherwise.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleCellsIfNeeded()
        return sectionViews[SectionViewKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row sits at `scrollPosition` (`.none`: as little as needed to show it), within the
    /// scrollable range; animated over 0.3 s on the animation clock with `animated`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateGeometryIfNeeded()
        guard let span = geometry.rowSpan(indexPath) else {
            raiseUIKitException(.invalidArgument, "Attempted to scroll the table view to an out-of-bounds row "
                                + "(\(indexPath.row)) when there are only \(numberOfRows(inSection: indexPath.section)) "
                                + "rows in section \(indexPath.section).")
        }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch scrollPosition {
        case .top: y = span.minY - inset.top
        case .middle: y = span.minY + span.height / 2 - bounds.height / 2
        case .bottom: y = span.minY + span.height - bounds.height + inset.bottom
        default:   // .none and a position of a later iOS: just enough to show the row
            let top = contentOffset.y + inset.top
            if span.minY < top { y = span.minY - inset.top }
            else if span.minY + span.height > top + visibleHeight { y = span.minY + span.height - bounds.height + inset.bottom }
            else { y = contentOffset.y }
        }
        let range = offsetRange.y
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound)), animated: animated)
    }

    /// Reloads if needed, then rebuilds the geometry when the heights or the width changed.
    func updateGeometryIfNeeded() {
        reloadIfNeeded()
        if geometryIsStale || bounds.width != geometryWidth { rebuildGeometry() }
    }

    /// Reloads and lays out if anything is stale, so queries about cells see the current rows.
    func updateVisibleCellsIfNeeded() {
        reloadIfNeeded()
        if geometryIsStale || bounds.width != geometryWidth { layoutRows() }
    }

    /// Asks every height again (the delegate's, or the table's own, resolved for the style) and sets the content
    /// size.
    private func rebuildGeometry() {
        geometryIsStale = false
        geometryWidth = bounds.width
        let heights = rowCounts.indices.map { section in
            (header: resolvedHeaderHeight(section),
             rows: (0..<rowCounts[section]).map { resolvedRowHeight(IndexPath(row: $0, section: section)) },
             footer: resolvedFooterHeight(section))
        }
        geometry = TableGeometry(tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sectionHeights: heights,
                                 tableFooterHeight: tableFooterView?.frame.height ?? 0)
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    private func resolvedRowHeight(_ indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked >= 0, asked.isFinite { return asked }
        if let measured = measuredRowHeights[indexPath] { return measured }
        return estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight
    }

    private func resolvedHeaderHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0, asked.isFinite { return asked }
        let key = SectionViewKey(section: section, isHeader: true)
        if let view = suppliedView(for: key), view.frame.height > 0 { return view.frame.height }
        let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return metrics.headerHeight(section: section, hasTitleOrView: hasTitle || suppliedView(for: key) != nil)
    }

    private func resolvedFooterHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0, asked.isFinite { return asked }
        let key = SectionViewKey(section: section, isHeader: false)
        if let view = suppliedView(for: key), view.frame.height > 0 { return view.frame.height }
        let titleHeight = dataSource?.tableView(self, titleForFooterInSection: section).map {
            footerTitleHeight($0)
        } ?? 0
        return metrics.footerHeight(hasView: suppliedView(for: key) != nil, titleHeight: titleHeight)
    }

    /// The height of a footer title wrapped in the section's text width.
    private func footerTitleHeight(_ title: String) -> CGFloat {
        let label = UILabel()
        label.font = metrics.footerFont
        label.numberOfLines = style == .plain ? 1 : 0
        label.text = title
        return label.sizeThatFits(CGSize(width: sectionTitleWidth, height: 0)).height
    }

    /// The width section titles wrap in: the section's width less the content margins.
    var sectionTitleWidth: CGFloat {
        max(0, bounds.width - 2 * (sectionSideInset + TableStyleMetrics.contentMargin))
    }

    /// The view the delegate gives for a header or footer, asked once per reload.
    func suppliedView(for key: SectionViewKey) -> UIView? {
        if let view = suppliedSectionViews[key] { return view }
        guard let delegate = tableDelegate else { return nil }
        let view = key.isHeader ? delegate.tableView(self, viewForHeaderInSection: key.section)
            : delegate.tableView(self, viewForFooterInSection: key.section)
        suppliedSectionViews[key] = view
        return view
    }

    // MARK: Layout passes

    /// Lays the rows out for the new width (and shows the rows once the data is loaded).
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutRows()
    }

    /// While a row's actions show, every touch inside the table goes to the table (which closes the row), not to a
    /// control in a cell or header.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        swipeInterceptedHit(super.hitTest(point, with: event))
    }

    /// A finger down on a row highlights its cell.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if openSwipe == nil { highlightTouchedRow(touches) }
        super.touchesBegan(touches, with: event)
    }

    /// A finger lifted on a row without scrolling selects it and tells the delegate; while a row's actions show it
    /// performs the button under it or closes the row instead, and in editing mode a delete control reveals its
    /// Delete button.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        if let point, tapOpenSwipe(at: point) || tapDeleteControl(at: point) {
            clearHighlights()
        } else {
            selectTouchedRow(touches)
        }
        super.touchesEnded(touches, with: event)
    }

    /// A drag took the touch over: the highlight goes without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        clearHighlights()
        super.touchesCancelled(touches, with: event)
    }

    /// Shows the rows of the new visible rectangle.
    override func boundsDidScroll() {
        if isDragging, openSwipe?.isPerforming == false { closeSwipe() }
        layoutRows()
    }

    /// One pass over the visible rectangle (more when a self-sizing row turned out a different height).
    func layoutRows() {
        layoutPass.run {
            updateGeometryIfNeeded()
            placeVisibleRows()
            placeSectionViews()
            placeTableHeaderAndFooter()
            placeEmptyRowSeparators()
        }
    }

    /// Shows a cell for every row in the visible rectangle; cells of rows that left go to the reuse queue first,
    /// so the rows that arrive can take them.
    private func placeVisibleRows() {
        let rows = geometry.rows(between: bounds.minY, and: bounds.maxY)
        let wanted = Set(rows)
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in rows {
            if let cell = visibleCellsByIndexPath[indexPath] {
                place(cell, at: indexPath)
            } else {
                // A cell that comes on screen starts where it belongs, even inside an update's animation.
                UIView.performWithoutAnimation {
                    guard let cell = newCell(for: indexPath) else { return }
                    visibleCellsByIndexPath[indexPath] = cell
                    place(cell, at: indexPath)
                    if measureIfSelfSizing(cell, at: indexPath) { layoutPass.requestAnother() }
                }
                // Told once the cell has its frame, as UIKit does, so the delegate can move it from there.
                if let cell = visibleCellsByIndexPath[indexPath] {
                    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                }
            }
        }
    }

    /// A cell from the data source, reset from any animation it left with; nil without a data source.
    private func newCell(for indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        cell.alpha = 1
        cell.transform = .identity
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        applyEditing(to: cell, at: indexPath, animated: false)
        return cell
    }

    /// Takes a cell off screen into its reuse queue, telling the delegate.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        endSwipe(ofRetired: cell)
        cell.setHighlighted(false, animated: false)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Gives the cell its row's frame and its separators and corners for its place in the section.
    func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard let span = geometry.rowSpan(indexPath) else { return }
        let inset = sectionSideInset
        var frame = CGRect(x: inset, y: span.minY, width: bounds.width - 2 * inset, height: span.height)
        if let swipe = openSwipe, swipe.cell === cell {
            frame = swipe.movedFrame(frame)
            swipe.placeButtons()
        }
        if cell.frame != frame { cell.frame = frame }
        cell.chrome = chrome(for: indexPath)
        // A grouped section's cells stand on the grouped cell colour (white, #1C1C1E in dark mode), as UIKit's
        // grouped cell background does; a background the app chose is kept.
        if style != .plain, cell.backgroundColor === UIColor.systemBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        cell.layoutCellContent()
    }

    /// Measures a self-sizing row's cell; true when its height differs from the one laid out (the geometry is
    /// then rebuilt and the pass repeated).
    private func measureIfSelfSizing(_ cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
        guard measuredRowHeights[indexPath] == nil,
              (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) < 0,
              let span = geometry.rowSpan(indexPath) else { return false }
        let height = cell.fittingHeight()
        measuredRowHeights[indexPath] = height
        guard height != span.height else { return false }
        geometryIsStale = true
        return true
    }
}

/// Names one section's header or footer.
struct SectionViewKey: Hashable, Comparable {
    var section: Int
    var isHeader: Bool

    static func < (lhs: SectionViewKey, rhs: SectionViewKey) -> Bool {
        (lhs.section, lhs.isHeader ? 0 : 1) < (rhs.section, rhs.isHeader ? 0 : 1)
    }
}
