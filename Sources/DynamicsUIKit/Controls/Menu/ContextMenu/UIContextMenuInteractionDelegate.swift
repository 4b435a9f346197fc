import Foundation
import DynamicsGeometry

/// Runs alongside a context menu's appearing or disappearing animation, as UIKit's protocol of the same name.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the menu shows as its preview, if any.
    var previewViewController: UIViewController? { get }
    /// Animations to run with the menu's (on the scene clock).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Work to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Decides what a context menu interaction shows and hears it come and go, as UIKit's protocol. Only the first
/// method is required; the others do nothing by default.
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a press at `location` (in the interaction's view); nil shows no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to appear; `animator` runs work alongside its appearance.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to go (an action was chosen, or the background tapped); `animator` runs work alongside.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu's preview was tapped: the menu ends next (`willEndFor`), then `animator`'s completions run — show
    /// `animator.previewViewController` there.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing: the tapped preview only ends the menu.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// The animator handed to the delegate: its animations join the menu's transition, its completions run after.
@MainActor class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(preview: UIViewController?) { previewViewController = preview }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
}
