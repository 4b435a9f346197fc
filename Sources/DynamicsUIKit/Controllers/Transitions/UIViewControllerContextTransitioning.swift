import DynamicsGeometry
import Foundation

/// Names the two controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names the two views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (nil when it stays on screen, as the presenting view of an over-full-screen presentation).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving (nil when it is already on screen, as the presenting view of such a dismissal).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animator sees of a transition it runs, as UIKit's protocol of the same name: the container, the two
/// controllers and views, their frames, and the calls that end it. UIKit makes it; an app's code receives it in
/// `animateTransition(using:)` and `startInteractiveTransition(_:)`.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (`cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (`.custom` for a navigation one).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies; the identity here (the screen does not rotate).
    var targetTransform: CGAffineTransform { get }
    /// Reports how far an interactive transition is, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will be undone.
    func cancelInteractiveTransition()
    /// Reports that an interruptible transition was paused by a touch.
    func pauseInteractiveTransition()
    /// Ends the transition: `true` when it completed, `false` when it was undone. Call it once, when the
    /// animations are over.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when UIKit leaves that view where it is.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `controller`'s view is when the transition starts (`.zero` when it is not on screen yet).
    func initialFrame(for controller: UIViewController) -> CGRect
    /// Where `controller`'s view must be when it ends (`.zero` when it leaves the screen).
    func finalFrame(for controller: UIViewController) -> CGRect
}
