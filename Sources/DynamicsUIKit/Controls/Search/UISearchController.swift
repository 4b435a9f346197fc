import Foundation
import DynamicsGeometry

/// Runs a search from a search bar, as UIKit's `UISearchController`: the search becomes active when its bar starts
/// editing (or `isActive` is set), showing the bar's Cancel button and covering the content below the bar — dimmed
/// while `obscuresBackgroundDuringPresentation`, and with the `searchResultsController`'s view once there is text —
/// and its `searchResultsUpdater` hears `updateSearchResults(for:)` when the search begins, after every typed or
/// deleted character, and when it ends. Cancel (or `isActive = false`) empties the text and ends it. Put it in a
/// navigation bar with `navigationItem.searchController`.
open class UISearchController: UIViewController {
    /// The dimming over the content while the search is active and obscures it (our choice: iOS publishes none).
    static let dimmingColor = UIColor(white: 0, alpha: 0.1)

    /// The controller whose view shows the results over the content; nil shows them in the searched view itself.
    public let searchResultsController: UIViewController?
    /// The bar the search is typed in.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    /// Updates the results as the text changes; held weakly, as in UIKit.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told when the search begins and ends; held weakly, as in UIKit.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the bar is dimmed while the search is active (true by default, as in UIKit).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the results controller's view shows by itself once there is text (true by default, as in iOS 13).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the search is active: the bar shows Cancel and the content is covered. Setting it begins or ends the
    /// search (ending it empties the text).
    open var isActive: Bool {
        get { storedIsActive }
        set { newValue ? activate() : deactivate() }
    }
    private var storedIsActive = false

    /// A search controller showing its results in `searchResultsController`'s view (nil: in the searched view).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.relay.controller = self
    }

    /// A search controller without a results controller (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.relay.controller = self
    }

    /// The bar began editing: the search becomes active.
    func searchBarBeganEditing() { activate() }

    /// The text changed by editing: the results controller shows or hides, and the updater hears of it.
    func searchTextChanged() {
        guard storedIsActive else { return }
        showResultsIfNeeded()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func activate() {
        guard !storedIsActive else { return }
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        searchBar.setShowsCancelButton(true, animated: true)
        cover()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        guard storedIsActive else { return }
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        searchBar.text = ""
        _ = searchBar.searchTextField.resignFirstResponder()
        searchBar.setShowsCancelButton(false, animated: true)
        if let results = searchResultsController, results.parent === self {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
        viewIfLoaded?.removeFromSuperview()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// Covers the window below the bar with this controller's view: dimmed when obscuring, clear otherwise.
    private func cover() {
        guard let window = searchBar.window else { return }
        let top = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: window).y
        view.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: max(window.bounds.height - top, 0))
        view.backgroundColor = obscuresBackgroundDuringPresentation ? Self.dimmingColor : nil
        view.isUserInteractionEnabled = obscuresBackgroundDuringPresentation || searchResultsController != nil
        window.addSubview(view)
        showResultsIfNeeded()
    }

    /// The results controller's view fills the cover while there is text.
    private func showResultsIfNeeded() {
        guard automaticallyShowsSearchResultsController, let results = searchResultsController, isViewLoaded else {
            return
        }
        let hasText = !(searchBar.text ?? "").isEmpty
        if hasText, results.parent !== self {
            addChild(results)
            results.view.frame = view.bounds
            view.addSubview(results.view)
            results.didMove(toParent: self)
        } else if !hasText, results.parent === self {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
    }
}
