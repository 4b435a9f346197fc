import DynamicsGeometry
import Foundation

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`: the top controller's view
/// fills the controller's view (the bar lies over its top 64 points, as iOS's translucent bar does), pushing slides
/// the new view in from the right edge while the old one moves a third of the way out to the left, popping does the
/// reverse, over 0.35 s. Only the top controller gets appearance calls.
open class UINavigationController: UIViewController {
    /// How long a push or pop slides.
    static let slideDuration: TimeInterval = 0.35

    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while `isToolbarHidden` is false.
    public var toolbar: UIToolbar! { bottomToolbar }
    let bottomToolbar = UIToolbar(frame: .zero)
    /// Whether the toolbar is hidden (true by default, as in UIKit); setting it shows or hides it at once.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenState }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Where the toolbar is going: hidden, or shown.
    var toolbarHiddenState = true
    /// Whether the navigation bar is hidden (false by default, as in UIKit); setting it hides or shows the bar at
    /// once, as `setNavigationBarHidden(_:animated: false)` does.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenState }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hides or shows the navigation bar. `animated` slides it up past the top of the screen (or down from there to
    /// its place under the status bar) over `UINavigationControllerHideShowBarDuration`. The shown controllers' safe
    /// areas lose (or regain) the bar's height at once, and the top controller's view is laid out again inside the
    /// same animation, so content pinned to the safe area slides with the bar, as in UIKit.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        changeNavigationBarHidden(hidden, animated: animated)
    }
    /// Where the navigation bar is going: hidden, or shown.
    var navigationBarHiddenState = false
    /// True while an animated hide slides the bar away: it stays visible until the slide ends.
    var navigationBarSlidesAway = false
    /// The stack, root first. Setting it replaces the stack without animation (`setViewControllers(_:animated:)`).
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack, root first.
    private var stack: [UIViewController] = []
    /// The controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller whose view is shown: the top one (modal presentations are tracked by the presenter).
    public var visibleViewController: UIViewController? { topViewController }
    /// The swipe from the left edge that pops the top controller, following the finger (UIKit's back swipe). Its
    /// `delegate` is the navigation controller's own, which lets it begin only over a pushed controller showing the
    /// standard back button and while no transition runs; set it to nil or to your own object to change that.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popInteraction.recognizer }
    /// Drives `interactivePopGestureRecognizer`.
    private lazy var popInteraction = NavigationPopInteraction(navigationController: self)
    /// Hears pushes and pops and may hand out an animator for them (held weakly, as UIKit).
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// The transition a swipe is driving, while it runs.
    var popCoordinator: SizeTransitionCoordinator?
    override var containerTransitionCoordinator: SizeTransitionCoordinator? { popCoordinator }
    /// Without a title of its own, the tab shows the root controller's.
    override var defaultTabBarTitle: String? { title ?? viewControllers.first?.title }

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// An empty navigation controller.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// UIKit decodes the stack from a storyboard here; there are no archives, so the stack starts empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.onLargeTitlePreferenceChange = { [weak self] in self?.largeTitlesChanged() }
        navigationBar.onSearchLayoutChange = { [weak self] in self?.searchLayoutChanged() }
        navigationBar.scrollEdgeSource = { [weak self] in self?.observedScrollView(for: .top) }
        bottomToolbar.scrollEdgeSource = { [weak self] in self?.observedScrollView(for: .bottom) }
        if let top = topViewController { install(top) }
        view.addSubview(navigationBar)
        view.addSubview(bottomToolbar)
        refreshBar()
        view.addGestureRecognizer(popInteraction.recognizer)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // A turn to or from a compact height changes the bars' heights and whether a large title shows; the bar and
        // the children's safe areas follow in the layout pass that delivers the new traits, as in UIKit.
        let large = topViewController.map(showsLargeTitle(for:)) ?? false
        if large != navigationBar.showsLargeTitleNow { refreshBar() }
        for child in viewControllers where child.isViewLoaded {
            child.containerSafeAreaInsets = containerInsets(for: child)
        }
        placeBar()
        placeToolbar()
        placeTopContent()
    }

    override var appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// Replaces the stack with `controllers` (root first): the controllers no longer in it leave, the new ones join,
    /// and the new top's view replaces the shown one — sliding in as a push when `animated` and the top is new, as
    /// UIKit does.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let previous = topViewController
        let leaving = stack.filter { old in !controllers.contains { $0 === old } }
        for controller in leaving { controller.willLeaveParent() }
        stack.removeAll()
        for controller in leaving { controller.removeFromParent() }
        let joining = controllers.filter { $0.parent !== self }
        for controller in controllers { push(controller) }
        // The new top hears didMove(toParent:) when its view is in (or at once without a view); the others now.
        for controller in joining where controller !== topViewController { controller.didMove(toParent: self) }
        guard let top = topViewController, top !== previous else { return refreshBar() }
        guard isViewLoaded else { return top.didMove(toParent: self) }
        transition(from: previous, to: top, forward: true, animated: animated && previous != nil) { _ in }
    }

    /// Pushes `controller`, sliding its view in from the right when `animated`.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        let previous = topViewController
        push(controller)
        guard isViewLoaded else { return controller.didMove(toParent: self) }
        transition(from: previous, to: controller, forward: true, animated: animated) { [self] completed in
            guard !completed else { return }
            // An app's animator gave the push up: the controller leaves the stack again.
            controller.willLeaveParent()
            stack.removeAll { $0 === controller }
            controller.removeFromParent()
            refreshBar()
        }
    }

    /// Pushes `controller` animated: UIKit's navigation controller answers `show(_:sender:)` for everything it
    /// contains.
    open override func show(_ controller: UIViewController, sender: Any?) {
        pushViewController(controller, animated: true)
    }

    /// Pops the top controller (never the root), sliding back when `animated`; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        pop(to: viewControllers[viewControllers.count - 2], animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, lowest first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        pop(to: root, animated: animated)
        return popped
    }

    private func pop(to target: UIViewController, animated: Bool) {
        guard let top = topViewController, let index = viewControllers.firstIndex(where: { $0 === target }) else {
            return
        }
        let popped = viewControllers[(index + 1)...]
        for controller in popped { controller.willLeaveParent() }
        stack.removeSubrange((index + 1)...)
        refreshBar()
        guard isViewLoaded else {
            for controller in popped { controller.removeFromParent() }
            return
        }
        transition(from: top, to: target, forward: false, animated: animated) { [self] completed in
            guard completed else {
                // An app's animator gave the pop up: the controllers are back on the stack.
                stack.append(contentsOf: popped)
                for controller in popped { controller.movingFromParent = false }
                return refreshBar()
            }
            for controller in popped { controller.removeFromParent() }
        }
    }

    /// Starts a swipe's pop: the top controller leaves the stack (so `topViewController` is the one below, as in
    /// UIKit while the swipe runs), both hear their `Will` appearance calls, and the one below is put under the top
    /// one's view. Returns the two, or nil when nothing can pop.
    func beginInteractivePop() -> (top: UIViewController, below: UIViewController)? {
        guard isViewLoaded, viewControllers.count > 1, let top = topViewController, popCoordinator == nil else {
            return nil
        }
        let below = viewControllers[viewControllers.count - 2]
        top.willLeaveParent()
        stack.removeLast()
        refreshBar()
        below.loadViewIfNeeded()
        if isAppearedOrAppearing {
            below.beginAppearance(animated: true)
            top.beginDisappearance(animated: true)
        }
        install(below, below: top.view)
        return (top, below)
    }

    /// Gives up a swipe's pop as the views start sliding back: the top controller is put back on the stack, and the
    /// appearance calls reverse (the top one hears `viewWillAppear`, the one below `viewWillDisappear`).
    func cancelInteractivePop(top: UIViewController, below: UIViewController) {
        stack.append(top)
        top.movingFromParent = false
        refreshBar()
        guard isAppearedOrAppearing else { return }
        top.beginAppearance(animated: true)
        below.beginDisappearance(animated: true)
    }

    /// Ends a swipe's pop once the views stopped: the view that lost leaves, the popped controller (when the pop
    /// completed) leaves its parent, and the `Did` appearance calls come.
    func endInteractivePop(top: UIViewController, below: UIViewController, completed: Bool) {
        let loser = completed ? top : below, winner = completed ? below : top
        loser.view.removeFromSuperview()
        top.view.transform = .identity
        below.view.transform = .identity
        if completed { top.removeFromParent() }
        guard isAppearedOrAppearing else { return }
        loser.endDisappearance(animated: true)
        winner.endAppearance(animated: true)
    }

    private func push(_ controller: UIViewController) {
        addChild(controller)
        stack.append(controller)
        controller.navigationItem.onChange = { [weak self] in self?.refreshBar() }
        refreshBar()
    }

    /// Swaps the shown view with UIKit's slide (or the delegate's animator) and appearance calls; `done` runs once
    /// the old view is gone, with false when an app's animator gave the transition up.
    private func transition(from old: UIViewController?, to new: UIViewController, forward: Bool, animated: Bool,
                            done: @escaping (Bool) -> Void) {
        new.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: new, animated: animated)
        let appeared = isAppearedOrAppearing
        // The leaving controller hears it first, as on iOS (docs/controllers.md).
        if appeared {
            old?.beginDisappearance(animated: animated)
            new.beginAppearance(animated: animated)
        }
        let finish = { [self] in
            old?.view.removeFromSuperview()
            old?.view.transform = .identity
            if forward { new.didMove(toParent: self) }
            done(true)
            if appeared {
                old?.endDisappearance(animated: animated)
                new.endAppearance(animated: animated)
            }
            delegate?.navigationController(self, didShow: new, animated: animated)
        }
        if animated, let old, let animator = delegate?.navigationController(
            self, animationControllerFor: forward ? .push : .pop, from: old, to: new) {
            return run(animator, from: old, to: new) { completed in
                guard !completed else { return finish() }
                done(false)
                // A given-up transition: the arriving controller leaves first, then the other comes back.
                if appeared {
                    new.beginDisappearance(animated: true)
                    new.endDisappearance(animated: true)
                    old.beginAppearance(animated: true)
                    old.endAppearance(animated: true)
                }
            }
        }
        install(new, below: forward ? nil : old?.view)
        let width = view.bounds.width
        guard animated, let oldView = old?.view else { return finish() }
        let newView: UIView = new.view
        newView.transform = CGAffineTransform(translationX: forward ? width : -width / 3, y: 0)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut], animations: {
            newView.transform = .identity
            oldView.transform = CGAffineTransform(translationX: forward ? -width / 3 : width, y: 0)
        }, completion: { _ in finish() })
    }

    /// Hands a push or pop to an app's animator: the old view moves into a container under the bar (UIKit's
    /// transition view), the animator adds the new one; once it completes, the view that won is put back in place
    /// and the container goes. `onComplete` gets the animator's answer.
    private func run(_ animator: any UIViewControllerAnimatedTransitioning, from old: UIViewController,
                     to new: UIViewController, onComplete: @escaping (Bool) -> Void) {
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, belowSubview: navigationBar)
        let oldView: UIView = old.view
        container.addSubview(oldView)
        new.containerSafeAreaInsets = containerInsets(for: new)
        let newView: UIView = new.view
        newView.frame = contentFrame(for: new)
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let coordinator = SizeTransitionCoordinator(duration: max(animator.transitionDuration(using: nil), 0))
        popCoordinator = coordinator
        let interactor = delegate?.navigationController(self, interactionControllerFor: animator)
        let context = TransitionContext(
            container: container,
            from: .init(controller: old, view: oldView, initialFrame: oldView.frame, finalFrame: .zero),
            to: .init(controller: new, view: newView, initialFrame: .zero, finalFrame: newView.frame),
            style: .custom, animator: animator, interactor: interactor, coordinator: coordinator,
            onComplete: { [self] completed in
                let winner = completed ? new : old, loser = completed ? old : new
                install(winner, below: container)
                loser.view.removeFromSuperview()
                container.removeFromSuperview()
                popCoordinator = nil
                onComplete(completed)
                coordinator.runCompletions()
            })
        context.start()
    }

    /// Adds `controller`'s view under the bar (and below `sibling`, when given), full-size unless its
    /// `edgesForExtendedLayout` keeps it off a bar.
    private func install(_ controller: UIViewController, below sibling: UIView? = nil) {
        // The content runs under the bar, whose height (with an open large title) joins its safe area, as UIKit's
        // navigation controller does.
        controller.containerSafeAreaInsets = containerInsets(for: controller)
        let content: UIView = controller.view
        // A large title follows the scroll view of the controller shown.
        controller.observedScrollView(for: .top)?.didScrollForNavigationBar = { [weak self] in self?.placeBar() }
        content.frame = contentFrame(for: controller)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.viewFrameHolder = view
        if let sibling, sibling.superview === view {
            view.insertSubview(content, belowSubview: sibling)
        } else if navigationBar.superview === view {
            view.insertSubview(content, belowSubview: navigationBar)
        } else {
            view.addSubview(content)
        }
    }

    func placeBar() {
        // Below the status bar when the window has one (its top safe-area inset), as UIKit places the bar.
        let top = view.window?.deviceSafeAreaInsets.top ?? UINavigationBar.statusBarHeight
        navigationBar.hidesTitleRow = topViewController.map(searchHidesTitleRow(of:)) ?? false
        let extent = topViewController.map { largeTitleExtent(for: $0, barTop: top) } ?? 0
        let search = topViewController.map { searchRowExtent(for: $0, barTop: top) } ?? 0
        navigationBar.searchRowHeight = search
        let row = navigationBar.hidesTitleRow ? 0 : titleRowHeight
        let height = row + extent + search
        // A hidden bar waits above the top of the screen, where hiding slides it.
        navigationBar.isHidden = navigationBarHiddenState && !navigationBarSlidesAway
        navigationBar.frame = CGRect(x: 0, y: navigationBarHiddenState ? -height : top, width: view.bounds.width,
                                     height: height)
        // A frame unchanged in size lays nothing out, but the title row may have come or gone.
        navigationBar.setNeedsLayout()
    }

    /// Shows the top controller's item in the bar.
    func refreshBar() {
        guard let top = topViewController else { return }
        let item = top.navigationItem
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let backTitle: String?? = below.map { $0.navigationItem.backBarButtonItem?.title ?? $0.shownTitle }
        navigationBar.show(item, title: top.shownTitle, backTitle: backTitle, large: showsLargeTitle(for: top)) {
            [weak self] in self?.popViewController(animated: true)
        }
        showToolbarItems(of: top)
        // A search controller set or removed after the view was installed changes the bar's height.
        if top.isViewLoaded { top.containerSafeAreaInsets = containerInsets(for: top) }
        if isViewLoaded { placeBar() }
        refreshBarAppearances()
    }

    /// The shown controller or its scroll view changed: the bars look again at the scroll edges they follow (the
    /// tab bar of an enclosing tab bar controller too).
    func refreshBarAppearances() {
        navigationBar.scrollEdgeMayHaveChanged()
        bottomToolbar.scrollEdgeMayHaveChanged()
        tabBarController?.tabBar.scrollEdgeMayHaveChanged()
    }
}

extension UIViewController {
    /// The title a navigation bar shows for this controller: its item's, else its own.
    var shownTitle: String? { navigationItem.title ?? title }

    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? { nearestParent(UINavigationController.self) }
}
