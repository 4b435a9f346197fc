import Foundation

extension UIBarButtonItem {
    /// UIKit's system items: words in the user's language (here English), symbols, and the two spaces, with iOS's
    /// numbers. The symbols are our own drawings of the SF Symbols iOS 13 and later shows, under their names (see
    /// docs/controls.md).
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
        /// A square with a pencil (`square.and.pencil`).
        case compose = 7
        /// An arrow turning back to the left (`arrowshape.turn.up.left`).
        case reply = 8
        /// The share symbol (a box with an arrow up).
        case action = 9
        /// A folder (`folder`).
        case organize = 10
        /// An open book (`book`).
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A clockwise arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera (`camera`).
        case camera = 15
        /// A trash can.
        case trash = 16
        /// A filled triangle pointing right (`play.fill`).
        case play = 17
        /// Two filled bars (`pause.fill`).
        case pause = 18
        /// Two filled triangles pointing left (`backward.fill`).
        case rewind = 19
        /// Two filled triangles pointing right (`forward.fill`).
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A page with a folded corner (`doc`; iOS draws a page curl).
        case pageCurl = 23
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
            case .compose: .symbol("square.and.pencil")
            case .reply: .symbol("arrowshape.turn.up.left")
            case .organize: .symbol("folder")
            case .bookmarks: .symbol("book")
            case .camera: .symbol("camera")
            case .play: .symbol("play.fill")
            case .pause: .symbol("pause.fill")
            case .rewind: .symbol("backward.fill")
            case .fastForward: .symbol("forward.fill")
            case .pageCurl: .symbol("doc")
            case .flexibleSpace, .fixedSpace: .space
            }
        }
    }
}
