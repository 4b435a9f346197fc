import CUIKitOpenEnums
import Foundation

extension UIBarButtonItem {
    /// UIKit's system items: words in the user's language (here English), symbols, and the two spaces, with iOS's
    /// numbers. The symbols are our own drawings of the SF Symbols iOS 13 and later shows, under their names (see
    /// docs/controls.md).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias SystemItem = CUIKitOpenEnums.__UIBarButtonSystemItem
}

extension UIBarButtonItem.SystemItem {
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
        @unknown default: .space
        }
    }

}
