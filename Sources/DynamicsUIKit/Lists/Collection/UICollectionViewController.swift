import Foundation
import DynamicsGeometry

/// A view controller whose view is a collection view, and which is that collection view's data source and delegate.
/// Subclasses override the collection view methods they need (`override func collectionView(_:numberOfItemsInSection:)`,
/// …), as in UIKit, where the SDK's protocol methods are members of the class.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout given at creation: the collection view is made with it.
    private let initialLayout: UICollectionViewLayout
    /// Whether the selection is cleared when the view is about to appear (UIKit's default true).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view lays its items out with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (UIKit's controller made so has no layout until one is given; see DECISIONS.md).
    public override init(nibName: String?, bundle: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller with a flow layout (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view. Setting it replaces the view; nil makes a new one on the next
    /// read, as a null-resettable property does.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue ?? makeCollectionView() }
    }

    /// The collection view's layout (the one given at creation until the collection view changes it).
    open var collectionViewLayout: UICollectionViewLayout {
        (isViewLoaded ? view as? UICollectionView : nil)?.collectionViewLayout ?? initialLayout
    }

    /// Makes a collection view the size of the screen with the controller's layout, this controller its data source
    /// and delegate.
    open override func loadView() {
        // A storyboard scene's collection view comes with its data source and delegate as the scene connects them.
        if archivedViewBuilder != nil { return super.loadView() }
        view = makeCollectionView()
    }

    private func makeCollectionView() -> UICollectionView {
        // Connected while it has no size, so no cell is asked for before `viewDidLoad` registers the cell classes, as
        // on iOS, where cells come with the first layout pass.
        let collection = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        collection.frame = UIScreen.main.bounds
        return collection
    }

    /// Turns editing on or off for the controller and its collection view, as UIKit's controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    /// Clears the selection (animated) when `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source (override these)

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// An empty cell; override to return your own (a subclass that shows items must).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// No view: the collection view shows nothing for the element.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UnsuppliedSupplementaryView(frame: .zero)
    }

    // MARK: Delegate (override these)

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// No menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The single-item method's answer for the first item.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.first.flatMap { self.collectionView(collectionView, contextMenuConfigurationForItemAt: $0, point: point) }
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView,
                             willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView,
                             willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing: the tapped preview only ends the menu.
    open func collectionView(_ collectionView: UICollectionView,
                             willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}

    // MARK: Scroll view delegate (override these)

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
