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
    /// How long the navigation bar takes to slide its title row away or back (our reading of iOS's, unpublished).
    static let presentationDuration: TimeInterval = 0.25

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
    /// The iOS 8–11 name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12, still answered by UIKit).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar's title row slides away while the search is active, the search bar moving up under
    /// the status bar and the content with it (true by default, as in UIKit).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's scope bar shows while the search is active (true by default, as in iOS 13).
    open var automaticallyShowsScopeBar = true
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

    /// A search controller showing its results in the searched view (UIKit's inherited initializer; nothing is
    /// loaded from a nib here).
    public override init(nibName: String?, bundle: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibName, bundle: bundle)
        searchBar.relay.controller = self
    }

    /// A search controller without a results controller (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.relay.controller = self
    }

    /// A tap on the scope bar changed the scope: the updater hears of it while the search is active.
    func scopeChanged() {
        guard storedIsActive else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
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
        searchBar.scopeShownBySearch = automaticallyShowsScopeBar
        hostingNavigationBar?.onSearchLayoutChange?()
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
        searchBar.scopeShownBySearch = false
        hostingNavigationBar?.onSearchLayoutChange?()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The navigation bar showing this controller's search bar, if a navigation item put it there.
    private var hostingNavigationBar: UINavigationBar? { searchBar.superview as? UINavigationBar }

    /// A tap on the dimmed cover itself (not on the results shown over it) ends the search as the Cancel button
    /// does — the bar's delegate hears `searchBarCancelButtonClicked`, then the search is dismissed — as iOS's
    /// dimming view does. Touches on the cover come here as its view controller, the cover's next responder.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard storedIsActive, obscuresBackgroundDuringPresentation, let cover = viewIfLoaded,
              touches.contains(where: { $0.view === cover }) else { return super.touchesEnded(touches, with: event) }
        searchBar.relay.cancelTapped()
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
