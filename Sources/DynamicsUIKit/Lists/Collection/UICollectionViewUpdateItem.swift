import CUIKitOpenEnums
import Foundation

/// One change of a collection-view update, as the layout sees it in `prepare(forCollectionViewUpdates:)`.
///
/// A whole section is named by an index path whose item is `NSNotFound`, as in UIKit.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: @MainActor CustomStringConvertible {
    /// What happened to the element.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Action = CUIKitOpenEnums.__UICollectionUpdateAction

    /// Where the element was before the update; nil for an insertion.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update; nil for a deletion.
    public let indexPathAfterUpdate: IndexPath?
    /// What happened to the element.
    public let updateAction: Action

    init(_ action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// The action and index paths, like UIKit's description.
    open var description: String {
        func text(_ path: IndexPath?) -> String {
            guard let path else { return "(null)" }
            return path.item == NSNotFound ? "section \(path.section)" : "(\(path.section)-\(path.item))"
        }
        return "<\(type(of: self)) index path before update (\(text(indexPathBeforeUpdate))) index path after update "
            + "(\(text(indexPathAfterUpdate))) action (\(actionName))>"
    }

    /// The action as UIKit's description names it (`action (move)` in a public crash log); a later system's action
    /// by its number.
    private var actionName: String {
        switch updateAction {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        case .none: "none"
        @unknown default: String(updateAction.rawValue)
        }
    }
}

extension BatchUpdates {
    /// The changes as update items: sections first (deletions, insertions, moves, reloads), then items in the same
    /// order, each group sorted by index path.
    @MainActor var updateItems: [UICollectionViewUpdateItem] {
        func whole(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }
        var result: [UICollectionViewUpdateItem] = []
        result += deletedSections.map { .init(.delete, before: whole($0), after: nil) }
        result += insertedSections.map { .init(.insert, before: nil, after: whole($0)) }
        result += movedSections.sorted { $0.key < $1.key }.map { .init(.move, before: whole($0.key), after: whole($0.value)) }
        result += reloadedSections.map { .init(.reload, before: whole($0), after: newSection($0).map(whole)) }
        result += deletedItems.sorted().map { .init(.delete, before: $0, after: nil) }
        result += insertedItems.sorted().map { .init(.insert, before: nil, after: $0) }
        result += movedItems.sorted { $0.key < $1.key }.map { .init(.move, before: $0.key, after: $0.value) }
        result += reloadedItems.sorted().map { .init(.reload, before: $0, after: newIndexPath($0)) }
        return result
    }
}
