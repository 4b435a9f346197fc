import Foundation

extension UINavigationItem {
    /// How a bar that prefers large titles shows an item's title, as UIKit's enum of the same name.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack shows it (the root item: large).
        case automatic
        /// Large, whatever the items below do.
        case always
        /// The standard 17 pt title.
        case never
    }
}
