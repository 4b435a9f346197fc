import CUIKitOpenEnums
import Foundation

extension UINavigationController {
    /// Which way a navigation transition goes, as UIKit's `UINavigationController.Operation`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Operation = CUIKitOpenEnums.__UINavigationControllerOperation
}

/// Hears a navigation controller's pushes and pops and may animate them, as UIKit's protocol of the same name. Every
/// method is optional.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown by a push or pop.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called after `viewController`'s view was shown by a push or pop.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`; nil slides as UIKit does.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`; nil runs it on its own.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Nothing to do before a controller is shown.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Nothing to do after a controller was shown.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// No animator: UIKit's slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
