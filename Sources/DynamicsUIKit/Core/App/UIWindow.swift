import DynamicsGeometry
import Foundation

/// The root of a displayed view hierarchy. In a scene, `context.window` is the key window, sized to the scene, and
/// what is drawn is its subtree.
open class UIWindow: UIView {
    /// Whether this is the key window (the one that receives touches).
    public internal(set) var isKeyWindow = false
    /// The number of `windowLevel` (see UIWindow+Level.swift).
    var storedWindowLevel: CGFloat = 0
    /// The scene the window belongs to; setting it adds the window to the scene's `windows`.
    public weak var windowScene: UIWindowScene? {
        didSet {
            windowScene?.attach(self)
            TraitGeneration.bump()
        }
    }

    /// A window for `windowScene`, the size of its screen, as a scene delegate makes one.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.attach(self)
    }
    /// The screen whose traits the window inherits, when its host says (a scene's runner does); else its scene's
    /// screen, else `UIScreen.main`.
    package weak var traitScreen: UIScreen? {
        didSet { TraitGeneration.bump() }
    }
    /// What the device obscures at the window's edges: the scene runner sets the top to the status bar's height on
    /// every tick the scene draws one. `safeAreaInsets` of every view derives from it.
    package var deviceSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if deviceSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }

    /// The controller whose view fills the window. Setting it loads the controller's view at once (`loadView`,
    /// `viewDidLoad`), sizes the view to the window after `viewDidLoad`, installs it and calls `viewWillAppear`;
    /// `viewDidAppear` follows after the next layout pass, before the next frame is drawn — UIKit's order.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.beginDisappearance(animated: false)
                old.view.removeFromSuperview()
                old.endDisappearance(animated: false)
            }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.viewFrameHolder = self
            controller.beginAppearance(animated: false)
            addSubview(view)
        }
    }

    /// The application: the end of every responder chain in a scene.
    open override var next: UIResponder? { UIApplication.shared }

    /// A view that takes every touch landing in the window outside it, while set: a table or list whose swiped row is
    /// open, which such a touch closes without reaching what it landed on, as on iOS.
    weak var touchClaimer: UIView?

    /// The deepest view under `point`, or the `touchClaimer` when the point lies outside it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let claimer = touchClaimer, claimer.window === self, hit.map({ !$0.isDescendant(of: claimer) }) ?? true
        else { return hit }
        return claimer
    }

    /// The responder `becomeFirstResponder()` made first in this window, while it is still in this window (a view
    /// removed from the window stops being its first responder, as in UIKit).
    var firstResponder: UIResponder? {
        get { storedFirstResponder.flatMap { $0.responderWindow === self ? $0 : nil } }
        set { storedFirstResponder = newValue }
    }
    private weak var storedFirstResponder: UIResponder?

    /// Makes the window key and shows it (`isHidden = false`).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window: the application's `keyWindow`, the other windows stop being key.
    open func makeKey() {
        isKeyWindow = true
        UIApplication.shared.makeKey(self)
    }

    /// What a run-loop turn does before drawing: the layout pass over the window, then `viewDidAppear` for a root
    /// controller that has appeared since the last one.
    public func runLayoutPass() {
        layoutIfNeeded()
        // A root controller coming back under a dismissal hears viewDidAppear when the dismissal ends, not here.
        if let controller = rootViewController, controller.isAppearing,
           controller.presentedViewController?.isBeingDismissed != true {
            controller.endAppearance(animated: false)
            // What viewDidAppear changed is laid out before the frame is drawn, as in the same run-loop turn on iOS.
            layoutIfNeeded()
        }
    }
}

extension UIWindow {
    /// Changes the window's (and the screen's) size as a device rotation does: the root controller hears
    /// `viewWillTransition(to:with:)` first, then the window resizes inside a `duration`-second animation (its
    /// views follow by their autoresizing masks) with the coordinator's alongside work, and the completions run when
    /// it ends. `angle` is the quarter turn of a rotation (the coordinator's `targetTransform`); a window shown inside
    /// a device's panel (a render of a scene that turns the device) turns by it there, about the panel's centre.
    public func transition(to size: CGSize, duration: TimeInterval = 0.3, rotatingBy angle: CGFloat = 0) {
        let coordinator = SizeTransitionCoordinator(duration: duration,
                                                    targetTransform: CGAffineTransform(rotationAngle: angle))
        if angle != 0 {
            // The device has turned already; the interface still has the shape it had before.
            let device = UIDevice.current.orientation
            coordinator.rotation = (UIInterfaceOrientation.fitting(bounds.size, device: device),
                                    UIInterfaceOrientation.fitting(size, device: device))
        }
        if let root = rootViewController {
            // A size class that changes with the new shape is announced first, as UIKit does.
            let screen = UIScreen.main
            let upcoming = UIScreen.traits(device: screen.deviceTraits, scale: screen.scale, size: size)
            let now = root.traitCollection
            if upcoming.horizontalSizeClass != now.horizontalSizeClass || upcoming.verticalSizeClass != now.verticalSizeClass {
                root.willTransition(to: now.modifyingTraits { traits in
                    traits.horizontalSizeClass = upcoming.horizontalSizeClass
                    traits.verticalSizeClass = upcoming.verticalSizeClass
                }, with: coordinator)
            }
            root.viewWillTransition(to: size, with: coordinator)
        }
        let resize = {
            if UIScreen.main.bounds.size == self.bounds.size { UIScreen.main.bounds.size = size }
            if let panel = self.superview, angle != 0 {
                self.bounds.size = size
                self.center = CGPoint(x: panel.bounds.midX, y: panel.bounds.midY)
                self.transform = self.transform.rotated(by: angle)
            } else {
                self.frame = CGRect(origin: self.frame.origin, size: size)
            }
            coordinator.runAnimations()
        }
        guard duration > 0 else {
            resize()
            return coordinator.runCompletions()
        }
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: resize,
                       completion: { _ in coordinator.runCompletions() })
    }
}
