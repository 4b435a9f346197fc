import CUIKitOpenEnums
import Foundation

/// How a context menu's preview leaves when it is tapped, as UIKit's `UIContextMenuInteractionCommitStyle`.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIContextMenuInteractionCommitStyle = CUIKitOpenEnums.UIContextMenuInteractionCommitStyle

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
