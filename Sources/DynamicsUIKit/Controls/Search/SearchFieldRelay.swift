import Foundation

/// The search field's delegate inside a search bar: it turns the field's questions and events into the search
/// bar delegate's calls, and tells a search controller that owns the bar (UIKit's search bar is its field's
/// delegate; this object keeps that conformance out of the public API).
@MainActor final class SearchFieldRelay: UITextFieldDelegate {
    unowned let searchBar: UISearchBar
    /// The search controller listening, if the bar is a search controller's.
    weak var controller: UISearchController?

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        controller?.searchBarBeganEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The return key is the Search button: the delegate hears it and the field keeps editing, as on iOS.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return false
    }

    /// The text changed by editing: the delegate, then the search controller's updater.
    func textChanged() {
        searchBar.delegate?.searchBar(searchBar, textDidChange: searchBar.text ?? "")
        controller?.searchTextChanged()
    }

    /// A tap on the scope bar chose `index`: when it changed, the search controller's updater hears of it first, then
    /// the delegate, as on iOS 13 and later.
    func scopeTapped(_ index: Int) {
        guard index != searchBar.selectedScopeButtonIndex, index >= 0 else { return }
        searchBar.selectedScopeButtonIndex = index
        controller?.scopeChanged()
        searchBar.delegate?.searchBar(searchBar, selectedScopeButtonIndexDidChange: index)
    }

    /// Cancel: the delegate hears it; a search controller then ends the search.
    func cancelTapped() {
        searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
        controller?.isActive = false
    }
}
