import Foundation

/// Hears a user's attempt to dismiss a sheet by swiping it down, as UIKit's protocol of the same name (the iOS 13
/// methods; the adaptivity questions of iPad size classes have no use on a compact-width scene). Set it on the
/// presented controller's `presentationController` before or after presenting. None of these is called for a
/// `dismiss(animated:completion:)` made by code, as in UIKit.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a swipe down starts, unless the presented controller is `isModalInPresentation`: false keeps the
    /// sheet up (the swipe then calls `presentationControllerDidAttemptToDismiss(_:)`). Default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when an allowed swipe down starts dismissing (before the presented controller's
    /// `viewWillDisappear`); the swipe may still be given up, and the sheet then springs back.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called once a swipe down dismissed the sheet (after the presented controller's `viewDidDisappear`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a swipe down starts but dismissing is refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` answered false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
