import Foundation

/// What a table view shows: how many sections and rows, a cell for each row, and the section titles.
///
/// The optional methods of UIKit's protocol have default implementations here, as Swift protocols express them.
/// UIKit offers swipe to delete only when `tableView(_:commit:forRowAt:)` is implemented; a Swift protocol cannot tell
/// an implemented requirement from its default, so the default tells the table that it ran.
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// A cell for the row, normally from `dequeueReusableCell(withIdentifier:for:)`, configured for it.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the section's header; nil (no header title) unless implemented.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer; nil (no footer title) unless implemented.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows an editing control while the table edits; true (every row) unless implemented.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Commits the deletion or insertion the user asked for on the row: update the model, then the table
    /// (`deleteRows(at:with:)`). Does nothing unless implemented.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited, UIKit's default.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: nothing is committed, and rows offer no swipe to delete.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        tableView.commitRequirementMissing = true
    }
}
