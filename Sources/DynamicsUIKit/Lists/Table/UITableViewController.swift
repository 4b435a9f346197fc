import Foundation
import DynamicsGeometry

/// A view controller whose view is a table view, and which is that table's data source and delegate. Subclasses
/// override the table methods they need (`override func tableView(_:numberOfRowsInSection:)`, …), as in UIKit.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table view is made with.
    public let tableViewStyle: UITableView.Style
    /// Whether the selection is cleared when the view is about to appear (UIKit's default true).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName: String?, bundle: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller with a plain table (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The table view: the controller's view. Setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table view's pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Makes a table of `tableViewStyle` the size of the screen, with this controller as data source and delegate.
    open override func loadView() {
        // A storyboard scene's table comes with its data source and delegate as the scene connects them.
        if archivedViewBuilder != nil { return super.loadView() }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Turns editing on or off for the controller and its table (`UITableView.setEditing(_:animated:)`), as
    /// UIKit's table view controller does: its `editButtonItem` toggles the table's delete controls.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// Clears the selection (animated) when `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: Data source (override these)

    /// One section (a storyboard's static table: its sections).
    open func numberOfSections(in tableView: UITableView) -> Int { staticSections?.count ?? 1 }
    /// No rows (a storyboard's static table: the section's cells).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticSections.map { section < $0.count ? $0[section].cells.count : 0 } ?? 0
    }
    /// A plain `.default` cell (a storyboard's static table: its cell); override to return your own (a subclass
    /// that shows rows must).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = staticCell(at: indexPath) { return cell }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title (a storyboard's static table: the section's).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.flatMap { section < $0.count ? $0[section].header : nil }
    }
    /// No footer title (a storyboard's static table: the section's).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticSections.flatMap { section < $0.count ? $0[section].footer : nil }
    }

    /// A storyboard's static table (`StoryboardDefinition.staticContent(of:sections:)`): its sections, which the
    /// data source methods above serve as UIKit's do for a static table.
    var staticSections: [StoryboardDefinition.StaticSection]?

    private func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = staticSections, indexPath.section < sections.count,
              indexPath.row < sections[indexPath.section].cells.count else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// Every row can be edited (override to choose).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing is committed and rows offer no swipe to delete, as when UIKit's controller leaves the method out
    /// (override to delete or insert the row in your model and the table).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        tableView.commitRequirementMissing = true
    }

    // MARK: Delegate (override these)

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No header view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `.delete` for every editable row.
    open func tableView(_ tableView: UITableView,
                        editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// Editable rows move aside for their control.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// nil: UIKit's "Delete".
    open func tableView(_ tableView: UITableView,
                        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// No leading actions.
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// nil: the Delete button, when `tableView(_:commit:forRowAt:)` is overridden.
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No context menu.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView,
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
