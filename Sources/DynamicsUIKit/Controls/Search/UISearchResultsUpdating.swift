import Foundation

/// Updates search results as a search controller's text changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    /// The search became active or inactive, or its text changed (once per typed or deleted character): read
    /// `searchController.searchBar.text` and show what matches.
    func updateSearchResults(for searchController: UISearchController)
}
