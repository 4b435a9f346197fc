import Foundation

extension UIBarButtonItem {
    /// UIKit's system items: words in the user's language (here English), symbols, and the two spaces. Only the
    /// items Dynamics can draw are here; the symbols are our own drawings under iOS's names (see docs/controls.md).
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus sign.
        case add = 4
        /// A space sharing a toolbar's spare width with the other flexible spaces.
        case flexibleSpace = 5
        /// A space as wide as the item's `width`.
        case fixedSpace = 6
        /// The share symbol (a box with an arrow up).
        case action = 9
        /// A magnifying glass.
        case search = 12
        /// A clockwise arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A trash can.
        case trash = 16
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A cross (iOS 13's close button; drawn as `.stop` here).
        case close = 24

        /// How the item is drawn.
        enum Look {
            case word(String, bold: Bool)
            case symbol(String)
            case space
        }

        var look: Look {
            switch self {
            case .done: .word("Done", bold: true)
            case .cancel: .word("Cancel", bold: false)
            case .edit: .word("Edit", bold: false)
            case .save: .word("Save", bold: false)
            case .undo: .word("Undo", bold: false)
            case .redo: .word("Redo", bold: false)
            case .add: .symbol("plus")
            case .action: .symbol("square.and.arrow.up")
            case .search: .symbol("magnifyingglass")
            case .refresh: .symbol("arrow.clockwise")
            case .stop, .close: .symbol("xmark")
            case .trash: .symbol("trash")
            case .flexibleSpace, .fixedSpace: .space
            }
        }
    }
}
