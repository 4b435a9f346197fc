import Foundation

/// Hands a page view controller the pages around the one shown, as UIKit's protocol. Without a data source the
/// user cannot swipe; pages change only through `setViewControllers(_:direction:animated:completion:)`.
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional, as in the SDK: the page control shows only
/// when the data source implements both. A Swift protocol cannot tell an implemented requirement from its default,
/// so the defaults here tell the page view controller that they ran.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (to its left, or above it when vertical), or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (to its right, or below it when vertical), or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page control shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is lit, asked when the pages are set and after every completed swipe.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: without it there is no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationRequirementMissing = true
        return 0
    }
    /// Not implemented: without it there is no page control.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationRequirementMissing = true
        return 0
    }
}

/// Told about swipes between pages, as UIKit's protocol; every method is optional (a default does nothing).
/// Pages set with `setViewControllers(_:direction:animated:completion:)` are not reported, as in UIKit.
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe began turning to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's pages stopped moving: `completed` is false when the finger took the page back, and
    /// `previousViewControllers` are the pages shown before it.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes for `orientation` (page curl only); the default keeps the current one.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller allows; the default is every orientation but upside down.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The orientation to present in; the default is portrait.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The current spine location.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    /// Every orientation but upside down.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask { .allButUpsideDown }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController) -> UIInterfaceOrientation { .portrait }
}
