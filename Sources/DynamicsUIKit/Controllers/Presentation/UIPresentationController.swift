import DynamicsGeometry
import Foundation

/// Lays out a `.custom` presentation, as UIKit's class of the same name: the container view covers the window, the
/// presented view gets `frameOfPresentedViewInContainerView`, and the transition's four moments are announced so a
/// subclass can add chrome (a dimming view, say) and animate it with the presented controller's
/// `transitionCoordinator`. Every presentation has one: the system styles get a plain one (UIKit's private sheet
/// and full-screen subclasses), whose `delegate` hears a user's attempts to swipe a sheet away.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it (UIKit's presentation context: the topmost ancestor of the one that presented);
    /// the presented controller itself until a presentation made before `present` knows its presenter.
    public internal(set) unowned var presentingViewController: UIViewController
    /// The view the presentation happens in: set before `presentationTransitionWillBegin()`.
    public internal(set) var containerView: UIView?

    /// A presentation controller for `presented`, presented by `presenting`.
    public init(presentedViewController presented: UIViewController, presenting: UIViewController?) {
        presentedViewController = presented
        presentingViewController = presenting ?? presented
        super.init()
    }

    /// Hears a user's attempts to dismiss the presentation by swiping a sheet down (held weakly, as UIKit).
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style of the system presentation this controller stands for; nil for an app's own subclass.
    var systemStyle: UIModalPresentationStyle?

    /// The view the transition moves: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }
    /// Where the presented view goes in the container; the default fills it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenting view leaves the window once the presentation ends (false: it stays underneath).
    open var shouldRemovePresentersView: Bool { false }
    /// The style this controller presents with.
    open var presentationStyle: UIModalPresentationStyle { systemStyle ?? .custom }

    /// Called before the presentation's animation starts: the container view exists and enters the window right after
    /// the appearance calls.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation's animation ended.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal's animation ended and the views left the window.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews (the presented view has its frame).
    open func containerViewDidLayoutSubviews() {}
}
