import DynamicsGeometry
import Foundation

/// Manages a view hierarchy with UIKit's life cycle: the view is loaded lazily (`loadView`, then `viewDidLoad`),
/// appearance is announced around entering and leaving a window, every layout of the root view is bracketed by
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`, and controllers contain children and present modals.
@MainActor open class UIViewController: UIResponder, KeyValueObserver {
    private var loadedView: UIView?
    private var appearance = Appearance.disappeared

    /// The nib's name; there is no Interface Builder here, so it is only kept.
    public let nibName: String?
    /// The nib's bundle; kept, as `nibName`.
    public let nibBundle: Bundle?
    /// A title for navigation interfaces; a navigation bar showing this controller follows changes.
    open var title: String? { didSet { navigationController?.refreshBar() } }
    /// What a navigation bar shows while this controller is on top, made on first use.
    public private(set) lazy var navigationItem = UINavigationItem()
    /// The storyboard the controller came from: always nil (there is no Interface Builder here).
    public var storyboard: AnyObject? { nil }
    /// The parent in a containment hierarchy.
    public private(set) weak var parent: UIViewController?
    /// The contained children, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one presents modally.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// The status bar style the controller wants over its view; a scene whose `statusBar` is `.automatic` asks the
    /// controller that UIKit would ask (see `UIWindow.statusBarAppearanceController(for:)`) on every frame.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden; read like `preferredStatusBarStyle`.
    open var prefersStatusBarHidden: Bool { false }
    /// Whether the controller would like the home indicator hidden; scenes draw no home indicator, so it is only read
    /// by code written for iOS.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `preferredStatusBarStyle` counts instead of this controller's (nil: this controller's own).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` counts instead of this controller's (nil: this controller's own).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// A controller with no nib (the only kind here).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle
    }

    /// A controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit decodes a controller from a storyboard archive here; there are no archives, so this makes a controller
    /// without a nib, and subclasses written for iOS compile and run unchanged.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The superview of the controller's view, else the controller presenting this one, else the parent (UIKit's
    /// chain for controllers: touches a controller does not handle go on towards the window).
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController ?? parent }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    private func install(_ view: UIView?) {
        loadedView?.owningViewController = nil
        loadedView = view
        view?.owningViewController = self
        // A controller's view gets one update-constraints pass (`updateViewConstraints`) before its first layout.
        view?.setNeedsUpdateConstraints()
    }

    /// Creates the root view; the default makes a plain view the size of the screen. Override to build your own
    /// (assign `view`, do not call `super`).
    open func loadView() { install(UIView(frame: UIScreen.main.bounds)) }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view enters a window (or a presenting or containing controller makes it visible).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared: after the first layout pass that shows it.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Insets added to the safe area the controller's view would otherwise have (UIKit's, for custom bars).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { loadedView?.safeAreaDidChange() } }
    }
    /// What a container adds to this controller's safe area (a navigation controller: its bar).
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { loadedView?.safeAreaDidChange() } }
    }

    /// Updates the constraints of the controller's views in the update-constraints pass; call
    /// `super.updateViewConstraints()` last (it runs the root view's `updateConstraints()`), as UIKit asks.
    open func updateViewConstraints() { loadedView?.updateConstraints() }
    /// Called before the view's size changes (a rotation: `UIWindow.transition(to:duration:)` in a scene); add work
    /// to run alongside with the coordinator. The default forwards to the children and the presented controller,
    /// as UIKit's does, so overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }
    /// Called when the controller is loaded from an Interface Builder archive: never here.
    open func awakeFromNib() {}
    /// UIKit's low-memory warning: never sent here.
    open func didReceiveMemoryWarning() {}
    /// Told of changes to key paths this controller observes (KVO); the default ignores them.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    // MARK: Containment

    /// Adds `child` as a child controller (UIKit calls `willMove(toParent:)` here; call `didMove(toParent:)` after
    /// adding its view).
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (call `willMove(toParent: nil)` first, as on iOS; this calls
    /// `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `controller` full screen over this one: its view slides up from the bottom edge over 0.3 s when
    /// `animated` (UIKit's cover-vertical transition), then `completion` runs.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = view.window else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        let presented: UIView = controller.view
        let bounds = window.bounds
        presented.frame = bounds
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearance(animated: animated)
        window.addSubview(presented)
        let finish = {
            controller.endAppearance(animated: animated)
            completion?()
        }
        guard animated else { return finish() }
        presented.center.y += bounds.height
        UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
            presented.center.y -= bounds.height
        }, completion: { _ in finish() })
    }

    /// Dismisses the controller this one presents (or, when it presents none, the one presenting it): its view
    /// slides back down over 0.3 s when `animated`, leaves the window, then `completion` runs.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        let presentedView: UIView = presented.view
        presented.beginDisappearance(animated: animated)
        let finish = {
            presentedView.removeFromSuperview()
            presented.endDisappearance(animated: animated)
            self.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }
        guard animated else { return finish() }
        let height = presentedView.bounds.height
        UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
            presentedView.center.y += height
        }, completion: { _ in finish() })
    }

    // MARK: Appearance

    private enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// `viewWillAppear` for this controller and its children, once.
    func beginAppearance(animated: Bool) { move(to: .appearing, from: [.disappeared, .disappearing], animated) }
    /// `viewDidAppear` for this controller and its children, once, after `beginAppearance`.
    func endAppearance(animated: Bool) { move(to: .appeared, from: [.appearing], animated) }
    /// `viewWillDisappear` for this controller and its children, once.
    func beginDisappearance(animated: Bool) { move(to: .disappearing, from: [.appeared, .appearing], animated) }
    /// `viewDidDisappear` for this controller and its children, once, after `beginDisappearance`.
    func endDisappearance(animated: Bool) { move(to: .disappeared, from: [.disappearing], animated) }

    /// One appearance transition: allowed only from `states`, announced to this controller and then its children.
    private func move(to next: Appearance, from states: [Appearance], _ animated: Bool) {
        guard states.contains(appearance) else { return }
        appearance = next
        switch next {
        case .appearing: viewWillAppear(animated)
        case .appeared: viewDidAppear(animated)
        case .disappearing: viewWillDisappear(animated)
        case .disappeared: viewDidDisappear(animated)
        }
        for child in appearanceChildren { child.move(to: next, from: states, animated) }
    }

    /// The children whose appearance follows this controller's: all of them, unless a container shows only some.
    var appearanceChildren: [UIViewController] { children }

    /// Whether the controller is on screen or about to be.
    var isAppearedOrAppearing: Bool { appearance == .appeared || appearance == .appearing }

    /// Whether `viewWillAppear` ran and `viewDidAppear` is still to come.
    var isAppearing: Bool { appearance == .appearing }
}

/// The style of the status bar's content.
public enum UIStatusBarStyle: Sendable {
    /// Dark content on light backgrounds (the default on a light interface).
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}
