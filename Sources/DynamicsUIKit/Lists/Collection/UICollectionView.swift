import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A scroll view that shows items from a data source in cells placed by a layout, with UIKit's API.
///
/// Every layout pass asks the layout for the attributes of the elements in the visible rectangle and applies each
/// one's centre, size, transform, alpha, visibility and stacking order to its cell. Cells that scroll out of view go
/// to a reuse pool per identifier; the data source is asked for a cell only when an item comes into view. A pass
/// runs when the data or layout changes, when the layout is invalidated, and on every scroll.
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ScrollDirection = CUIKitOpenEnums.__UICollectionViewScrollDirection

    /// The kinds of element a layout places.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ElementCategory = CUIKitOpenEnums.__UICollectionElementCategory

    /// The kind of a section header a flow layout places.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer a flow layout places.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the cells; assigning one lays the cells out again with it.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }

    /// Supplies the counts and the cells; setting it reloads the data.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Whether a tap selects an item (true by default, as in UIKit).
    open var allowsSelection = true
    /// Whether several items can be selected at once; a tap on a selected item then deselects it. False by default.
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing (iOS 14): list cells then show their `.whenEditing` accessories and
    /// hide their `.whenNotEditing` ones, and rows do not swipe. Turning it on closes an open row.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            closeSwipe()
            for cell in visibleCells { cell.collectionIsEditing = isEditing }
        }
    }
    /// The list row whose swipe actions show, while one does.
    var openSwipe: RowSwipe?

    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The item a finger went down on and highlighted, until it lifts.
    var highlightedItem: IndexPath?
    var cellPool = ReusePool<UICollectionViewCell>()
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary and decoration views waiting for reuse, per kind and identifier.
    var elementPool = ReusePool<UICollectionReusableView>()
    /// The supplementary and decoration views on screen.
    var visibleElementViews: [ElementKey: UICollectionReusableView] = [:]
    var itemCounts: [Int] = []
    /// The scroll views of the layout's orthogonally scrolling sections, by section.
    var orthogonalScrollers: [Int: OrthogonalScroller] = [:]
    /// The items whose cells a self-sizing layout has measured since the data was last reloaded.
    var measuredItems = Set<IndexPath>()
    /// The changes collected inside `performBatchUpdates`.
    var pendingUpdates: BatchUpdates?
    /// What the layout passes of an animated update placed and dropped; nil outside one.
    var updatePass: UpdatePass?
    private var layoutIsPrepared = false
    /// Passes repeat when the layout is invalidated during one: by the animator, or by self-sizing cells that
    /// measured another size (which can bring more cells to measure into view).
    private let layoutPass = RepeatingPass(maximumPasses: 8)

    /// A collection view with the given frame, laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        addItemContextMenus()
        addSwipeActions()
    }

    /// A collection view with a zero frame laid out by a new `UICollectionViewFlowLayout`, the layout Interface
    /// Builder gives one (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        let layout = UICollectionViewFlowLayout()
        collectionViewLayout = layout
        super.init(coder: coder)
        layout.collectionView = self
        addItemContextMenus()
        addSwipeActions()
    }

    /// Reads the counts again, drops every visible cell into the reuse pool and lays out afresh.
    open func reloadData() {
        readCounts()
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        visibleCellsByIndexPath = [:]
        swipedRowsChanged()
        removeElementViews { _ in true }
        measuredItems = []
        collectionViewLayout.discardPreferredSizes()
        selectedItems = []
        highlightedItem = nil
        layoutWasInvalidated()
    }

    /// Asks the data source for the numbers of sections and items again.
    func readCounts() {
        if let dataSource {
            itemCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
            }
        } else {
            itemCounts = []
        }
    }

    /// The number of sections, as the data source last reported.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, as the data source last reported; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the cells on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    /// The cell on screen for `indexPath`, nil when it is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The layout's attributes for the item at `indexPath`, preparing the layout first if it is stale.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfStale()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Runs a layout pass when the layout was invalidated since the last one, so that questions see fresh answers.
    func prepareLayoutIfStale() {
        if !layoutIsPrepared { layoutCells() }
    }

    /// Asks the layout whether a scroll to `newBounds` invalidates it (the bounds are still the old ones).
    override func boundsWillScroll(to newBounds: CGRect) {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) { layoutIsPrepared = false }
    }

    /// Repositions the cells for the new visible rectangle; a scroll the finger drives closes an open row.
    override func boundsDidScroll() {
        if isDragging, openSwipe?.isPerforming == false { closeSwipe() }
        layoutCells()
    }

    /// A self-sizing cell changed the layout's sizes: prepare it again in one more pass.
    func selfSizingChangedLayout() {
        layoutIsPrepared = false
        layoutPass.requestAnother()
    }

    /// The layout is stale: prepare it again and reposition the cells now.
    func layoutWasInvalidated() {
        layoutIsPrepared = false
        layoutCells()
    }

    /// The first preparation of the layout, for a view that had no size when its data or layout arrived.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !layoutIsPrepared { layoutCells() }
    }

    /// One layout pass (more when the layout is invalidated during it, at most a few). Nothing happens while the view
    /// has no size: on iOS the layout is first prepared in the view's first layout pass, after its superview sized it,
    /// and layouts that set things up once in `prepare()` (springs on every item) rely on seeing the real size.
    func layoutCells() {
        guard !bounds.isEmpty else { return }
        layoutPass.run {
            if !layoutIsPrepared { prepareLayout() }
            placeVisibleCells()
        }
    }

    /// Prepares the layout now and takes its content size, without placing cells (an update asks the layout about
    /// its changes in between).
    func prepareLayout() {
        layoutIsPrepared = true
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        updateOrthogonalScrollers()
    }

    /// Shows a view, placed by its attributes, for every element the layout puts in the visible rectangle: a cell
    /// per item, a supplementary view (header, footer…) from the data source, a decoration view of the class the
    /// layout registered for its kind. Views of elements that left go to the reuse pools first, so the elements that
    /// arrive can take them.
    private func placeVisibleCells() {
        let visibleRect = bounds
        var visible: [UICollectionViewLayoutAttributes] = []
        var seenItems = Set<IndexPath>()
        var seenElements = Set<ElementKey>()
        for attributes in collectionViewLayout.layoutAttributesForElements(in: visibleRect) ?? [] {
            guard !attributes.isHidden, Self.enclosingRect(of: attributes).overlaps(visibleRect) else { continue }
            if let key = ElementKey(attributes) {
                guard key.category == .decorationView || numberOfSections > key.indexPath.first ?? -1,
                      seenElements.insert(key).inserted else { continue }
            } else {
                let indexPath = attributes.indexPath
                guard indexPath.count == 2, indexPath.item >= 0,
                      indexPath.item < numberOfItems(inSection: indexPath.section),
                      seenItems.insert(indexPath).inserted else { continue }
            }
            visible.append(attributes)
        }
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where !seenItems.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            endSwipe(ofRetired: cell)
            if let updatePass {
                updatePass.leavers.append((indexPath, cell))
                continue
            }
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        if let updatePass {
            updatePass.elementLeavers += takeElementViews { !seenElements.contains($0) }
        } else {
            removeElementViews { !seenElements.contains($0) }
        }
        visible.sort(by: Self.isBehind)
        var order: [UICollectionReusableView] = []
        order.reserveCapacity(visible.count)
        for attributes in visible {
            guard let view = ElementKey(attributes).map({ elementView(for: $0, attributes: attributes) })
                ?? cellView(for: attributes) else { continue }
            apply(attributes, to: view, in: host(for: attributes))
            if view is UICollectionViewCell {
                updatePass?.placed[attributes.indexPath] = attributes
            } else if let key = ElementKey(attributes) {
                updatePass?.placedElements[key] = attributes
            }
            if let cell = view as? UICollectionViewCell { measureIfSelfSizing(cell, attributes: attributes) }
            order.append(view)
        }
        stack(order)
    }

    /// The cell shown for the item of `attributes`, made (and announced to the delegate) when it arrives.
    private func cellView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        if let shown = visibleCellsByIndexPath[attributes.indexPath] { return shown }
        guard let cell = newCell(for: attributes.indexPath) else { return nil }
        visibleCellsByIndexPath[attributes.indexPath] = cell
        cell.isSelected = selectedItems.contains(attributes.indexPath)
        cell.isHighlighted = highlightedItem == attributes.indexPath
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
        return cell
    }

    /// Back-to-front order: by `zIndex`; at equal `zIndex` decoration views behind cells and supplementary views
    /// in front of them (see DECISIONS.md), then by index path and kind.
    private static func isBehind(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        func rank(_ category: ElementCategory) -> Int {
            switch category {
            case .decorationView: 0
            case .cell: 1
            case .supplementaryView: 2
            @unknown default: 1
            }
        }
        return (a.zIndex, rank(a.representedElementCategory), a.indexPath, a.representedElementKind ?? "")
            < (b.zIndex, rank(b.representedElementCategory), b.indexPath, b.representedElementKind ?? "")
    }

    /// The rectangle a transformed element covers.
    private static func enclosingRect(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        let local = CGRect(x: -attributes.size.width / 2, y: -attributes.size.height / 2,
                           width: attributes.size.width, height: attributes.size.height)
        return local.applying(attributes.transform).offsetBy(dx: attributes.center.x, dy: attributes.center.y)
    }

    /// A cell from the data source; nil when the data source is gone (the item is then not shown).
    private func newCell(for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    /// Places `view` by `attributes` in `host`: the collection view, or the scroll view of the cell's orthogonal row
    /// (the attributes' centre is in the collection view's content coordinates either way).
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, in host: UIView) {
        if view.superview !== host { host.addSubview(view) }
        var center = host === self ? attributes.center : convert(attributes.center, to: host)
        if let swipe = openSwipe, swipe.cell === view, host === self {
            let moved = swipe.movedFrame(attributes.frame)
            center = CGPoint(x: moved.midX, y: moved.midY)
        }
        if let cell = view as? UICollectionViewCell { cell.collectionIsEditing = isEditing }
        (view as? UICollectionViewListCell)?.listPlacement = attributes.listPlacement
        if view.center != center { view.center = center }
        if view.bounds.size != attributes.size { view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size) }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        (view as? UICollectionViewCell)?.fitContentView()
        view.apply(attributes)
    }

    /// While a list row's actions show, every touch inside the collection view goes to it (which closes the row),
    /// not to a control in a cell.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        swipeInterceptedHit(super.hitTest(point, with: event))
    }

    /// A finger going down on an item highlights it (selection waits for the lift); not while a row is swiped open.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if openSwipe == nil, let touch = touches.first { touchWentDown(at: touch.location(in: self)) }
        super.touchesBegan(touches, with: event)
    }

    /// A finger lifting on the item it went down on selects it; while a list row's actions show it performs the
    /// button under it or closes the row instead, selecting nothing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, !tapOpenSwipe(at: touch.location(in: self)) { touchLifted(at: touch.location(in: self)) }
        super.touchesEnded(touches, with: event)
    }

    /// A touch taken by the scrolling (the pan recogniser) selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
        super.touchesCancelled(touches, with: event)
    }

    /// Puts the views in front within their hosts, in `order` (back to front), moving only where the order changed.
    private func stack(_ order: [UICollectionReusableView]) {
        for host in [self] + orthogonalScrollers.keys.sorted().compactMap({ orthogonalScrollers[$0] }) {
            let hosted = order.filter { $0.superview === host }
            let current = host.subviews.compactMap { $0 as? UICollectionReusableView }
            guard !current.elementsEqual(hosted, by: ===) else { continue }
            for view in hosted { host.bringSubviewToFront(view) }
        }
    }
}
