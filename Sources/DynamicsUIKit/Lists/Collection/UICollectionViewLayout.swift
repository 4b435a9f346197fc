import Foundation
import DynamicsGeometry

/// Decides where a collection view's elements go. Subclass it (or `UICollectionViewFlowLayout`) and override the
/// methods below, as in UIKit.
///
/// The collection view calls `prepare()` before the first layout pass after the layout was invalidated, then asks
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` for its visible rectangle on every pass.
@preconcurrency @MainActor open class UICollectionViewLayout {
    /// The collection view using this layout (set when the layout is assigned to one).
    public internal(set) weak var collectionView: UICollectionView?
    /// The classes of the decoration views of each kind, as registered (only its makers are used: the collection
    /// view keeps the waiting views).
    private var decorationClasses = ReusePool<UICollectionReusableView>()

    /// A layout not yet attached to a collection view.
    public init() {}

    /// A layout not yet attached to a collection view (there are no archives here, so nothing is decoded). Required,
    /// as UIKit's `NSCoding` makes it: a subclass that declares its own initialiser also writes
    /// `required init?(coder:)`, and iOS code that does compiles unchanged.
    public required init?(coder: NSCoder) {}

    /// Registers the class of the decoration views of `elementKind`; nil unregisters it. The collection view makes
    /// (and reuses) one for every decoration element of that kind the layout returns. The class must be
    /// `UICollectionReusableView` or a subclass.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses.register(viewClass, queue: elementKind, identifier: elementKind)
    }

    /// A new decoration view of the class registered for `elementKind`; nil when none is.
    func makeDecorationView(ofKind elementKind: String) -> UICollectionReusableView? { decorationClasses.makeNew(elementKind) }

    /// Computes whatever the layout needs before it answers queries; called after every invalidation.
    open func prepare() {}

    /// Marks the layout stale: the collection view calls `prepare()` again and repositions its cells. Here the
    /// collection view does that at once (there is no run loop to defer it to); calls made during a layout pass
    /// cause one more pass after it.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    /// The size of the whole content, which becomes the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates); nil for none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                 at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a self-sizing element's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) make the
    /// layout stale. False by default; layouts with estimated sizes answer true when the size differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Whether the collection view asks the cells it shows for their preferred attributes (layouts with estimated
    /// sizes). UIKit decides this inside its layouts; here the layouts of this module say so.
    var sizesItemsThemselves: Bool { false }

    /// Keeps the size a self-sizing item measured, after `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`
    /// said yes; the next `prepare()` places the item at it. (UIKit passes it through an invalidation context.)
    func takePreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {}

    /// Forgets every measured size (the data was reloaded).
    func discardPreferredSizes() {}

    /// The rows of sections that scroll across the main direction, by section (the compositional layout's).
    var orthogonalRows: [Int: OrthogonalRow] { [:] }

    /// The update the collection view is animating, between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`; it answers the default initial and final attributes.
    var runningUpdate: RunningUpdate?

    /// Told what an update changes, after `prepare()` laid the new content out and before the collection view asks
    /// for initial and final attributes. Layouts note the inserted and deleted index paths here.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called last in an update, inside its animation block: changes made here animate with the update.
    open func finalizeCollectionViewUpdates() {}

    /// Where the cell of the item at `itemIndexPath` (after the update) starts its update animation; the end is the
    /// item's new attributes. Asked for every item shown after an update. The default, as real UIKit does (Apple's
    /// documentation says nil), is the item's attributes before the update for an item that stays, and its new
    /// attributes with alpha 0 (a fade in place) for an inserted or reloaded one. Nil: no animation, the item is
    /// at its new attributes at once.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runningUpdate?.initialAttributes(forItemAt: itemIndexPath, in: self)
    }

    /// Where the cell of the item at `itemIndexPath` (before the update) ends its update animation, when it leaves
    /// the screen: deleted, reloaded, or moved out of view. The default is its old attributes with alpha 0 (a fade
    /// in place) for a deleted or reloaded item, its new attributes for a moved one. Nil: it leaves at once.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runningUpdate?.finalAttributes(forItemAt: itemIndexPath, in: self)
    }

    /// Where the supplementary view of `elementKind` at `elementIndexPath` (after the update) starts its update
    /// animation. Asked for every supplementary view shown after an update. The default, like the items' (real
    /// UIKit's, not its documentation's nil), is the element's attributes before the update when its section stays,
    /// its new attributes with alpha 0 when it is new (an inserted or reloaded section, or an index path
    /// `indexPathsToInsertForSupplementaryView(ofKind:)` names). Nil: no animation.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runningUpdate?.initialAttributes(forElement: ElementKey(.supplementaryView, elementKind, elementIndexPath), in: self)
    }

    /// Where the supplementary view of `elementKind` at `elementIndexPath` (before the update) ends its update
    /// animation when it leaves the screen. The default is its old attributes with alpha 0 when its section is
    /// deleted or reloaded (or `indexPathsToDeleteForSupplementaryView(ofKind:)` names it), its new attributes when
    /// it moved out of view. Nil: it leaves at once.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runningUpdate?.finalAttributes(forElement: ElementKey(.supplementaryView, elementKind, elementIndexPath), in: self)
    }

    /// The decoration twin of `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`, with the
    /// same defaults.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runningUpdate?.initialAttributes(forElement: ElementKey(.decorationView, elementKind, decorationIndexPath), in: self)
    }

    /// The decoration twin of `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`, with the
    /// same defaults.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        runningUpdate?.finalAttributes(forElement: ElementKey(.decorationView, elementKind, decorationIndexPath), in: self)
    }

    /// The supplementary views of `elementKind` that the update adds (index paths after it), beyond those of
    /// inserted sections: asked after `prepare(forCollectionViewUpdates:)`, for layouts whose supplementary views
    /// follow items (badges). Each gets a new view that starts at the initial attributes. Empty by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` that the update removes (index paths before it), beyond those of
    /// deleted sections; each leaves through the final attributes. Empty by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` that the update adds (index paths after it). Empty by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` that the update removes (index paths before it). Empty by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll or a resize) makes the layout
    /// stale. Called before the bounds change, so `collectionView?.bounds` is still the old value. False by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
