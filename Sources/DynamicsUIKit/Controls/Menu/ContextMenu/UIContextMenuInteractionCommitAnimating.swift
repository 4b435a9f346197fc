import Foundation

/// How a context menu's preview leaves when it is tapped, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview goes with the menu.
    case dismiss
    /// The preview grows into the controller the app shows in the completion (the default).
    case pop
}

/// Runs alongside the menu's end when its preview is tapped, as UIKit's protocol of the same name: the app usually
/// shows `previewViewController` in a completion.
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves (`.pop` by default). Here both end the menu with the same fade.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate when the preview is tapped.
@MainActor final class ContextMenuCommitAnimator: ContextMenuAnimator, UIContextMenuInteractionCommitAnimating {
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
}
