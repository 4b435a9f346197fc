import Foundation
import DynamicsGeometry

/// The row and section changes of one update (a single call, or everything inside `performBatchUpdates`), and how
/// old index paths map to new ones. As in UIKit, deletions and reloads name rows and sections as they were before
/// the update, insertions as they are after it.
struct TableUpdates {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// How many nested `beginUpdates()` are open.
    var depth = 0

    /// Where an old section ends up; nil when it is deleted.
    func newSection(_ old: Int) -> Int? {
        guard deletedSections[old] == nil else { return nil }
        var section = old - deletedSections.keys.filter { $0 < old }.count
        for inserted in insertedSections.keys.sorted() where inserted <= section { section += 1 }
        return section
    }

    /// Where an old row ends up (a reloaded row keeps its place); nil when it or its section is deleted.
    func newIndexPath(_ old: IndexPath) -> IndexPath? {
        guard let section = newSection(old.section), deletedRows[old] == nil else { return nil }
        var row = old.row - deletedRows.keys.filter { $0.section == old.section && $0.row < old.row }.count
        for inserted in insertedRows.keys.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// Raises UIKit's "Invalid update" exception unless the new counts are the old ones changed by exactly these
    /// insertions and deletions.
    func validate(oldCounts: [Int], newCounts: [Int]) {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            raiseUIKitException(.internalInconsistency, "Invalid update: invalid number of sections. The number of "
                + "sections contained in the table view after the update (\(newCounts.count)) must be equal to the "
                + "number of sections contained in the table view before the update (\(oldCounts.count)), plus or "
                + "minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                + "\(deletedSections.count) deleted).")
        }
        for (old, count) in oldCounts.enumerated() {
            guard let section = newSection(old) else { continue }
            let inserted = insertedRows.keys.filter { $0.section == section }.count
            let deleted = deletedRows.keys.filter { $0.section == old }.count
            guard newCounts[section] == count + inserted - deleted else {
                raiseUIKitException(.internalInconsistency, "Invalid update: invalid number of rows in section "
                    + "\(section). The number of rows contained in an existing section after the update "
                    + "(\(newCounts[section])) must be equal to the number of rows contained in that section before "
                    + "the update (\(count)), plus or minus the number of rows inserted or deleted from that section "
                    + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or "
                    + "out of that section (0 moved in, 0 moved out).")
            }
        }
    }
}
