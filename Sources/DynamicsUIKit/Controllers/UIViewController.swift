import CUIKitOpenEnums
import DynamicsGeometry
import Foundation

/// Manages a view hierarchy with UIKit's life cycle: the view is loaded lazily (`loadView`, then `viewDidLoad`),
/// appearance is announced around entering and leaving a window, every layout of the root view is bracketed by
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`, and controllers contain children and present modals.
@preconcurrency @MainActor open class UIViewController: UIResponder, KeyValueObserver, UIContentContainer {
    private var loadedView: UIView?
    private var appearance = Appearance.disappeared
    /// Whether the appearance transition under way was begun animated (`endAppearanceTransition()` ends it so).
    private var appearanceIsAnimated = false
    /// Set when the controller joins a parent, until its next appearance has ended (`isMovingToParent`).
    var movingToParent = false
    /// Set when the controller is told it leaves its parent, until its disappearance has ended (`isMovingFromParent`).
    var movingFromParent = false
    /// The stored side of `isEditing`.
    var editingState = false
    /// The item `editButtonItem` hands out, made on first use.
    var madeEditButtonItem: UIBarButtonItem?
    /// The view a window or one of UIKit's containers (navigation, tab bar, presentation) put this controller's view
    /// in at a frame of its choosing. While the view stays there Auto Layout keeps that frame whatever
    /// `translatesAutoresizingMaskIntoConstraints` says (`UIView.keepsFrameInLayout`), as UIKit holds it with its
    /// `UIView-Encapsulated-Layout` constraints, so constraints from its subviews to it cannot shrink it.
    weak var viewFrameHolder: UIView?

    /// The nib's name; there is no Interface Builder here, so it is only kept.
    public let nibName: String?
    /// The nib's bundle; kept, as `nibName`.
    public let nibBundle: Bundle?
    /// A title for navigation interfaces; a navigation bar showing this controller follows changes. Setting it also
    /// retitles the controller's navigation item, as UIKit's setter does, so a title set in `viewDidLoad` replaces
    /// the one a storyboard gave the item.
    open var title: String? {
        didSet {
            navigationItem.title = title
            navigationController?.refreshBar()
            storedTabBarItem?.title = title
            // A navigation controller's tab is titled by its root controller, as UIKit does, unless it has a title.
            if let navigation = parent as? UINavigationController, navigation.viewControllers.first === self,
               navigation.title == nil {
                navigation.tabBarItem.title = title
            }
        }
    }
    /// What a tab bar shows for this controller; made on first use with the controller's title, and retitled when
    /// the title changes, as UIKit does.
    public var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: defaultTabBarTitle, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?
    /// The title a tab bar item made on first use takes: the controller's own.
    var defaultTabBarTitle: String? { title }
    /// What a navigation bar shows while this controller is on top, made on first use.
    public private(set) lazy var navigationItem = UINavigationItem()
    /// The items a navigation controller's toolbar shows while this controller is on top (nil: none).
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    var storedToolbarItems: [UIBarButtonItem]?
    /// The storyboard that made the controller (a registered `StoryboardDefinition`), or nil.
    public internal(set) var storyboard: UIStoryboard?
    /// The storyboard ID of the scene the controller was made from.
    var storyboardIdentifier: String?
    /// Builds the view a storyboard or nib archived for this controller (`StoryboardDefinition.loadsView(of:from:)`).
    var archivedViewBuilder: ((UIViewController) -> UIView)?
    /// The controller's trait overrides, the traits it last heard about, its registrations and the overrides it
    /// gives its children (Traits/UITraitEnvironment.swift).
    var traitState = TraitEnvironmentState()

    /// Called in the layout pass when the controller's traits changed since it last heard, before its view's
    /// `viewWillLayoutSubviews`, with `UITraitCollection.current` set to the new traits. The default does nothing.
    /// (Deprecated on iOS 17 for `registerForTraitChanges(_:handler:)`, and still called there.)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The parent in a containment hierarchy.
    public private(set) weak var parent: UIViewController?
    /// The contained children, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller presented by this one or, as UIKit answers, by its presentation context (its topmost
    /// ancestor).
    public var presentedViewController: UIViewController? { presentationContext.storedPresented }
    /// The controller that presents this one (or one of its ancestors).
    public var presentingViewController: UIViewController? {
        storedPresenting ?? parent?.presentingViewController
    }
    /// How a presentation of this controller covers the screen (default `.automatic`: the iOS 13 card).
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How a presentation of this controller animates (default `.coverVertical`).
    public var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Gives a `.custom` presentation of this controller its presentation controller (held weakly, as UIKit).
    public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a non-full-screen presentation of this controller takes over the status bar (default false).
    public var modalPresentationCapturesStatusBarAppearance = false
    /// The scroll views set with `setContentScrollView(_:for:)`, top and bottom.
    var contentScrollViews = ContentScrollViews()

    /// The scroll view set for `edge` (`.top` or `.bottom`) with `setContentScrollView(_:for:)`, or nil: then the
    /// bars find one as UIKit does (the view, or its first subview). Override it to name another; aggregate edges
    /// stop the program, as on iOS.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.scrollView(for: edge)
    }
    /// Whether this controller is in the presentation animation (`viewWillAppear` has run, `viewDidAppear` not).
    public internal(set) var isBeingPresented = false
    /// Whether this controller is in the dismissal animation.
    public internal(set) var isBeingDismissed = false
    /// Whether this controller is appearing because it was added to a parent (pushed, or added with `addChild`):
    /// true in `viewWillAppear` and `viewDidAppear` of the appearance that follows, as in UIKit.
    public var isMovingToParent: Bool { movingToParent }
    /// Whether this controller is disappearing because it leaves its parent (popped, or told
    /// `willMove(toParent: nil)`): true in `viewWillDisappear` and `viewDidDisappear` of that disappearance.
    public var isMovingFromParent: Bool { movingFromParent }
    /// The presentation controller of this controller's presentation: the one of a presentation that is up or
    /// under way, else (as UIKit) the one the next presentation in `modalPresentationStyle` will use, made on first
    /// ask so its `delegate` can be set before `present`. For `.custom` it is the transitioning delegate's, known
    /// only once presented.
    public var presentationController: UIPresentationController? {
        if let modalPresentation { return modalPresentation.controller }
        guard modalPresentationStyle != .custom else { return nil }
        if let pending = pendingPresentationController, pending.systemStyle == modalPresentationStyle { return pending }
        let made = UIPresentationController(presentedViewController: self, presenting: nil)
        made.systemStyle = modalPresentationStyle
        pendingPresentationController = made
        return made
    }
    /// The system presentation controller handed out before a presentation.
    private var pendingPresentationController: UIPresentationController?
    /// Whether the controller refuses to be dismissed by a swipe while presented as a sheet (iOS 13's; default
    /// false). A refused swipe calls the presentation controller delegate's `presentationControllerDidAttemptToDismiss`.
    open var isModalInPresentation = false
    /// The coordinator of the presentation or dismissal under way for this controller (or the one it presents, or
    /// an ancestor's); nil when none runs.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        modalPresentation?.coordinator ?? storedPresented?.modalPresentation?.coordinator
            ?? containerTransitionCoordinator ?? parent?.transitionCoordinator
    }
    /// The transition a container of children runs itself (a navigation controller's swipe back), if any.
    var containerTransitionCoordinator: SizeTransitionCoordinator? { nil }
    private var storedPresented: UIViewController?
    private weak var storedPresenting: UIViewController?
    /// The presentation that shows this controller.
    var modalPresentation: ModalPresentation?
    /// The status bar style the controller wants over its view; a scene whose `statusBar` is `.automatic` asks the
    /// controller that UIKit would ask (see `UIWindow.statusBarAppearanceController(for:)`) on every frame.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden; read like `preferredStatusBarStyle`.
    open var prefersStatusBarHidden: Bool { false }
    /// Whether the controller would like the home indicator hidden; scenes draw no home indicator, so it is only read
    /// by code written for iOS.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The screen edges whose system gestures should wait for the app's own (default none); a scene has no system
    /// gestures, so it is only read by code written for iOS.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` counts instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system to read `preferredScreenEdgesDeferringSystemGestures` again: nothing to do in a scene.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// The orientations the controller supports (an iPhone controller's default: all but upside down).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller lets the interface turn with the device (default true).
    open var shouldAutorotate: Bool { true }
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
    open override var next: UIResponder? { loadedView?.superview ?? storedPresenting ?? parent }

    /// The view when it is loaded, else nil (it never loads it).
    public var viewIfLoaded: UIView? { loadedView }

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
        TraitGeneration.bump()
        // A controller's view gets one update-constraints pass (`updateViewConstraints`) before its first layout.
        view?.setNeedsUpdateConstraints()
    }

    /// Creates the root view: the view the controller's storyboard scene archived, else the nib named `nibName` (or,
    /// without one, after the controller's class) when one is registered, else a plain view the size of the screen.
    /// Override to build your own (assign `view`, do not call `super`).
    open func loadView() {
        if let archivedViewBuilder {
            install(archivedViewBuilder(self))
        } else if let nib = defaultNib {
            _ = nib.instantiate(withOwner: self)
        } else {
            install(UIView(frame: UIScreen.main.bounds))
        }
    }

    /// The registered nib this controller loads its view from: the one named `nibName`, or without one, as UIKit
    /// looks, the class's name without "Controller" (`MyView` for `MyViewController`), then the class's name.
    private var defaultNib: UINib? {
        if let nibName { return UINib.registered(named: nibName) }
        let name = String(describing: type(of: self))
        let candidates = name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
        return candidates.lazy.compactMap { UINib.registered(named: $0) }.first
    }

    /// Whether a scroll view this controller owns (its view, or that view's first subview) inside a navigation
    /// controller takes the bars into its insets whatever its content size (default true). Deprecated in iOS 11 in
    /// favour of `UIScrollView.contentInsetAdjustmentBehavior`, whose `.automatic` still honours it.
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { if automaticallyAdjustsScrollViewInsets != oldValue { loadedView?.safeAreaDidChange() } }
    }

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
    /// The edges of the screen the view reaches under when a container's bars are there (default `.all`): a
    /// navigation controller's child without `.top` starts below the navigation bar, one without `.bottom` ends
    /// above the toolbar or tab bar, and the bar it does not reach under adds nothing to its safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the view reaches under opaque bars (`isTranslucent` false) too, on the edges `edgesForExtendedLayout`
    /// names (default false: an opaque bar's edge ends the view).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Insets added to the safe area the controller's view would otherwise have (UIKit's, for custom bars).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { loadedView?.safeAreaDidChange() } }
    }
    /// Called after the safe area of the root view may have changed, just after the view's own
    /// `safeAreaInsetsDidChange()`; the default does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called after the root view's layout margins were set; the default does nothing.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.layoutStructureDidChange() }
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
        guard let rotation = (coordinator as? SizeTransitionCoordinator)?.rotation else { return }
        // UIKit's own implementation is what still calls the rotation methods of before iOS 8: an override that does
        // not call super turns them off, as there.
        let duration = coordinator.transitionDuration
        willRotate(to: rotation.to, duration: duration)
        _ = coordinator.animate(alongsideTransition: { [self] _ in willAnimateRotation(to: rotation.to, duration: duration) },
                                completion: { [self] _ in didRotate(from: rotation.from) })
    }
    /// Called before a turn of the device changes a size class of the window (before `viewWillTransition(to:with:)`),
    /// with the traits to come. The default forwards to the children and the presented controller, as UIKit's does,
    /// so overrides call `super`.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedViewController?.willTransition(to: newCollection, with: coordinator)
    }
    /// The size the controller's content would like (default `.zero`: none); a change tells the parent
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Told when a child's `preferredContentSize` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Told when the fitting size of a child's view changed. UIKit's containers call it for popovers and form
    /// sheets, which an iPhone scene does not have, so nothing calls it here; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a child gets inside `parentSize`: all of it, UIKit's default.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// Before iOS 8, called before the interface turns; UIKit's `viewWillTransition(to:with:)` still calls it when
    /// the device turns, before the resize.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Before iOS 8, called inside the rotation's animation; still called so, from `viewWillTransition(to:with:)`.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Before iOS 8, called once the interface has turned; still called so, from `viewWillTransition(to:with:)`.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    /// Called when the controller is loaded from an Interface Builder archive: never here.
    open func awakeFromNib() {}
    /// UIKit's low-memory warning: never sent here.
    open func didReceiveMemoryWarning() {}
    /// Before iOS 6, called before a memory warning released the view. UIKit has not released views since, so it
    /// is never called (the SDK keeps it, deprecated); overrides in older code compile and stay unused, as on iOS.
    open func viewWillUnload() {}
    /// Before iOS 6, called after a memory warning released the view; never called since, as `viewWillUnload()`.
    open func viewDidUnload() {}
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
        child.movingFromParent = false
        child.movingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        TraitGeneration.bump()
    }

    /// Removes this controller from its parent (call `willMove(toParent: nil)` first, as on iOS; this calls
    /// `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        // Off screen, no disappearance is coming to end the move.
        if appearance == .disappeared { movingFromParent = false }
        TraitGeneration.bump()
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. Told nil, the controller is leaving:
    /// `isMovingFromParent` is true until its disappearance ends, as in UIKit (so call `super`).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { movingFromParent = true }
    }

    /// What UIKit's own containers do before a child leaves: the move is marked whether or not an override of
    /// `willMove(toParent:)` calls `super`, then the child is told.
    func willLeaveParent() {
        movingFromParent = true
        willMove(toParent: nil)
    }
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Swaps two children's views, as a custom container does: `toViewController`'s view joins
    /// `fromViewController`'s superview, `animations` run over `duration` seconds — inside a view transition of the
    /// superview when `options` name one (`.transitionCrossDissolve`, the flips, the curls) — and
    /// `fromViewController`'s view leaves at the end; then `completion` runs. Both must be this controller's children
    /// (UIKit raises otherwise; this warns and does nothing). Their appearance calls come around it unless this
    /// controller forwards them itself (`shouldAutomaticallyForwardAppearanceMethods`).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self,
              let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            return logUIKitWarning("Children view controllers \(fromViewController) and \(toViewController) must have "
                                   + "a common parent view controller, and the first must be shown, when calling "
                                   + "transition(from:to:duration:options:animations:completion:)")
        }
        let animated = duration > 0
        let forwards = isAppearedOrAppearing && shouldAutomaticallyForwardAppearanceMethods
        let toView: UIView = toViewController.view
        if forwards {
            fromViewController.beginDisappearance(animated: animated)
            toViewController.beginAppearance(animated: animated)
        }
        let finish = { (finished: Bool) in
            if forwards {
                fromViewController.endDisappearance(animated: animated)
                toViewController.endAppearance(animated: animated)
            }
            completion?(finished)
        }
        guard options.transitionKind != nil else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}) { finished in
                fromView.removeFromSuperview()
                finish(finished)
            }
            return
        }
        UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
        if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
    }

    // MARK: Editing

    /// Whether the controller lets the user edit its content (default false). Setting it calls
    /// `setEditing(_:animated:)` without animation, as UIKit's setter does.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off: `isEditing` changes and `editButtonItem` reads "Done" (semibold) while editing and
    /// "Edit" otherwise. Override it to put your views in editing mode, calling `super`; `UITableViewController`'s
    /// puts its table in editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        guard let item = madeEditButtonItem else { return }
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing: "Edit" and "Done" as the state says, and a tap calls
    /// `setEditing(!isEditing, animated: true)`. Made on first use; the same item each time.
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(systemItem: isEditing ? .done : .edit,
                                   primaryAction: UIAction { [weak self] _ in
                                       guard let self else { return }
                                       self.setEditing(!self.isEditing, animated: true)
                                   })
        madeEditButtonItem = item
        return item
    }

    // MARK: Presentation

    /// Presents `controller` modally in its `modalPresentationStyle` with its `modalTransitionStyle` (0.3 s when
    /// `animated`), then runs `completion`. The presentation context is this controller's topmost ancestor; UIKit
    /// warns and does nothing when that already presents a controller or is not in a window, and so does this.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        guard context.storedPresented == nil else {
            return logUIKitWarning("Attempt to present \(controller) on \(context) which is already presenting "
                                   + "\(String(describing: context.storedPresented))")
        }
        guard controller.presentingViewController == nil, controller.parent == nil, controller !== context,
              controller.loadedView?.window == nil else {
            return logUIKitWarning("Application tried to present modally a view controller \(controller) that is "
                                   + "already presented or active")
        }
        guard let window = ModalPresentation.movedView(of: context).window else {
            return logUIKitWarning("Attempt to present \(controller) on \(context) whose view is not in the "
                                   + "window hierarchy")
        }
        let presentation = ModalPresentation(presenting: context, presented: controller)
        context.storedPresented = controller
        controller.storedPresenting = context
        controller.modalPresentation = presentation
        presentation.show(in: window, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one (or its presentation context) presents, with everything presented over
    /// it; when it presents none, asks the controller presenting it to. Only the top view animates (the reverse of
    /// its transition, 0.3 s when `animated`); `completion` runs at the end.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController, let presentation = presented.modalPresentation else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        guard !presented.isBeingDismissed, !presented.isBeingPresented else { return }
        var stack = [presentation]
        while let above = stack.last?.presented.storedPresented?.modalPresentation { stack.append(above) }
        for covering in stack.dropFirst().reversed() { covering.hide(animated: false, completion: nil) }
        presentation.hide(animated: animated, completion: completion)
    }

    /// Shows `controller` the way the surrounding containers want, as UIKit's `show(_:sender:)`: the nearest
    /// navigation or split view controller among this controller's ancestors (and those of the controllers
    /// presenting it) shows it; with none, this controller presents it, animated. `UINavigationController` overrides
    /// it to push; override it in a container of your own to show children your way.
    open func show(_ controller: UIViewController, sender: Any?) {
        if let target = showTarget { return target.show(controller, sender: sender) }
        present(controller, animated: true)
    }

    /// Shows `controller` as the detail of a split interface, as UIKit's `showDetailViewController(_:sender:)`: the
    /// nearest split view controller among this controller's ancestors shows it; with none, it is presented animated
    /// from the presentation context, as UIKit does when no target is found.
    open func showDetailViewController(_ controller: UIViewController, sender: Any?) {
        if let split = showDetailTarget { return split.showDetailViewController(controller, sender: sender) }
        presentationContext.present(controller, animated: true)
    }

    // MARK: Segues

    /// Performs the segue `identifier` that leaves this controller's storyboard scene, as UIKit: the destination
    /// controller is made, `prepare(for:sender:)` runs, then the segue's `perform()` shows it. As in UIKit,
    /// `shouldPerformSegue(withIdentifier:sender:)` is not asked (it is for segues a control triggers: see
    /// `triggerSegue(withIdentifier:sender:)`). A missing segue stops the program as UIKit's exception does.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let segue = makeSegue(withIdentifier: identifier, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Called before a segue from this controller shows its destination: hand the destination its data here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control triggered should run (default true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// What a control wired to a segue in Interface Builder does when it fires: asks
    /// `shouldPerformSegue(withIdentifier:sender:)` and, when it answers true, performs the segue. Call it from the
    /// control's action in ported code (docs/controllers.md); returns whether the segue ran.
    @discardableResult
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        performSegue(withIdentifier: identifier, sender: sender)
        return true
    }

    /// The system presentation controller a presentation of this controller starts with (the one handed out by
    /// `presentationController` when it still fits the style), which the presentation then owns.
    func takeSystemPresentationController() -> UIPresentationController {
        let controller = presentationController ?? UIPresentationController(presentedViewController: self, presenting: nil)
        pendingPresentationController = nil
        return controller
    }

    /// Forgets `presentation` once its dismissal ended.
    func presentationEnded(_ presentation: ModalPresentation) {
        if storedPresented === presentation.presented { storedPresented = nil }
        presentation.presented.storedPresenting = nil
        presentation.presented.modalPresentation = nil
    }

    /// The controller a presentation from this one is made from: its topmost ancestor.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
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

    /// One appearance transition: allowed only from `states`, announced to this controller and then, unless it
    /// forwards them itself (`shouldAutomaticallyForwardAppearanceMethods`), its children. A move into or out of a
    /// parent is over once the `Did` call has run.
    private func move(to next: Appearance, from states: [Appearance], _ animated: Bool) {
        guard states.contains(appearance) else { return }
        appearance = next
        appearanceIsAnimated = animated
        switch next {
        case .appearing: viewWillAppear(animated)
        case .appeared:
            viewDidAppear(animated)
            movingToParent = false
        case .disappearing: viewWillDisappear(animated)
        case .disappeared:
            viewDidDisappear(animated)
            movingFromParent = false
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.move(to: next, from: states, animated) }
    }

    /// Whether this controller's appearance calls reach its children by themselves (default true). A container
    /// that returns false tells each child with `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()`, as in UIKit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`) of this controller, as a
    /// custom container does for its children; nothing happens when the controller is already there.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { beginAppearance(animated: animated) } else { beginDisappearance(animated: animated) }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear` or
    /// `viewDidDisappear`, with the `animated` flag it began with.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing: endAppearance(animated: appearanceIsAnimated)
        case .disappearing: endDisappearance(animated: appearanceIsAnimated)
        case .appeared, .disappeared: break
        }
    }

    /// The children whose appearance follows this controller's: all of them, unless a container shows only some.
    var appearanceChildren: [UIViewController] { children }

    /// Whether the controller is on screen or about to be.
    var isAppearedOrAppearing: Bool { appearance == .appeared || appearance == .appearing }

    /// Whether `viewWillAppear` ran and `viewDidAppear` is still to come.
    var isAppearing: Bool { appearance == .appearing }

    /// The appearance state as UIKit's `_printHierarchy` names it: "appeared", "appearing", "disappearing" or
    /// "disappeared".
    package var appearanceStateName: String { "\(appearance)" }
}

/// The style of the status bar's content.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIStatusBarStyle = CUIKitOpenEnums.UIStatusBarStyle
