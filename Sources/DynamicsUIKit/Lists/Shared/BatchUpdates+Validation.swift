import Foundation

/// The words UIKit's update messages use for one kind of view: "row" and "table view", or "item" and
/// "collection view".
struct UpdateVocabulary {
    let element: String
    let view: String

    static let table = UpdateVocabulary(element: "row", view: "table view")
    static let collection = UpdateVocabulary(element: "item", view: "collection view")
}

extension BatchUpdates {
    /// Raises UIKit's `NSInternalInconsistencyException` with UIKit's text unless every change names an element
    /// that exists on its side of the update and the new counts are the old ones changed by exactly these changes.
    func validate(oldCounts: [Int], newCounts: [Int], _ words: UpdateVocabulary) {
        checkRanges(oldCounts: oldCounts, newCounts: newCounts, words)
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            raiseUIKitException(.internalInconsistency, "Invalid update: invalid number of sections. The number of "
                + "sections contained in the \(words.view) after the update (\(newCounts.count)) must be equal to "
                + "the number of sections contained in the \(words.view) before the update (\(oldCounts.count)), plus "
                + "or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                + "\(deletedSections.count) deleted).")
        }
        for (old, count) in oldCounts.enumerated() {
            // A reloaded section is deleted and inserted again: its count may change.
            guard let section = newSection(old), !reloadedSections.contains(old) else { continue }
            let inserted = insertedItems.filter { $0.section == section }.count
            let deleted = deletedItems.filter { $0.section == old }.count
            let movedIn = movedItems.filter { $0.value.section == section && newSection($0.key.section) != section }.count
            let movedOut = movedItems.filter { $0.key.section == old && $0.value.section != section }.count
            guard newCounts[section] == count + inserted - deleted + movedIn - movedOut else {
                raiseUIKitException(.internalInconsistency, "Invalid update: invalid number of \(words.element)s in "
                    + "section \(section). The number of \(words.element)s contained in an existing section after "
                    + "the update (\(newCounts[section])) must be equal to the number of \(words.element)s contained "
                    + "in that section before the update (\(count)), plus or minus the number of \(words.element)s "
                    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                    + "minus the number of \(words.element)s moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
            }
        }
    }

    /// UIKit's "attempt to …" messages for a change naming a section or element that is not there.
    private func checkRanges(oldCounts: [Int], newCounts: [Int], _ words: UpdateVocabulary) {
        let oldSections = Set(deletedSections).union(reloadedSections).union(movedSections.keys)
        for section in oldSections.sorted() where section >= oldCounts.count {
            raiseUIKitException(.internalInconsistency, "attempt to delete section \(section), but there are only "
                + "\(oldCounts.count) sections before the update")
        }
        for section in Set(insertedSections).union(movedSections.values).sorted() where section >= newCounts.count {
            raiseUIKitException(.internalInconsistency, "attempt to insert section \(section) but there are only "
                + "\(newCounts.count) sections after the update")
        }
        for path in deletedItems.union(reloadedItems).union(movedItems.keys).sorted()
        where path.section >= oldCounts.count || path.item >= oldCounts[path.section] || path.item < 0 {
            let count = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
            raiseUIKitException(.internalInconsistency, "attempt to delete \(words.element) \(path.item) from "
                + "section \(path.section) which only contains \(count) \(words.element)s before the update")
        }
        for path in insertedItems.union(movedItems.values).sorted()
        where path.section >= newCounts.count || path.item >= newCounts[path.section] || path.item < 0 {
            let count = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
            raiseUIKitException(.internalInconsistency, "attempt to insert \(words.element) \(path.item) into "
                + "section \(path.section), but there are only \(count) \(words.element)s in section "
                + "\(path.section) after the update")
        }
    }
}
