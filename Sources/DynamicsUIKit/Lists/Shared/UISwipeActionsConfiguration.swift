import Foundation

/// The actions one side of a swiped row offers, as UIKit's class; the first action sits at the outer edge (the
/// trailing edge for trailing actions), and a full swipe performs it unless `performsFirstActionWithFullSwipe` is
/// false. A configuration without actions turns the swipe off for that side.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration offering `actions`, outermost first.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
