import DynamicsGeometry
import Foundation

/// One modal presentation, from `present(_:animated:completion:)` to the end of its dismissal: it builds the
/// container the presented view lives in (UIKit's transition view), lays it out for its look, runs the transition
/// both ways and makes the appearance calls in UIKit's order.
@MainActor final class ModalPresentation {
    /// How long UIKit's modal transitions take.
    static let duration: TimeInterval = 0.3

    let look: ModalLook
    let transitionStyle: UIModalTransitionStyle
    unowned let presenting: UIViewController
    unowned let presented: UIViewController
    /// Covers the window above everything the presentation covers; holds the dimming view and the content.
    let container: PresentationContainerView
    /// What the transition moves: the card of a sheet, else the presented view itself.
    let content: UIView
    /// The presentation controller: the `.custom` style's from the transitioning delegate, else a system one (the
    /// one the presented controller handed out through `presentationController` before it was presented, if any).
    let controller: UIPresentationController
    /// Work the presentation controller and others hand in through `transitionCoordinator`.
    private(set) var coordinator: SizeTransitionCoordinator?
    /// The sheet's pushed-back look while it is up.
    private(set) var pushBack: SheetPushBack?
    /// The swipe down that dismisses a sheet.
    private var dismissInteraction: SheetDismissInteraction?
    /// The window the presentation is shown in.
    private weak var window: UIWindow?
    /// Where the presenting view was before a full-screen look took it out of the window.
    private var presentingPlace: (superview: UIView, below: UIView)?
    /// Whether the dismissal under way brings the presenting view back into the window.
    private var restoresPresenting = false

    init(presenting: UIViewController, presented: UIViewController) {
        self.presenting = presenting
        self.presented = presented
        transitionStyle = presented.modalTransitionStyle
        var look = presented.modalPresentationStyle.adaptedForCompactWidth
        var custom: UIPresentationController?
        if look == .custom {
            custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenting, source: presenting)
            if custom == nil { look = .fullScreen }
        }
        self.look = look
        controller = custom ?? presented.takeSystemPresentationController()
        controller.presentingViewController = presenting
        container = PresentationContainerView()
        content = look == .sheet ? SheetCardView() : presented.view
        container.presentation = self
    }

    /// The view a presentation over this controller's moves: the card when it is itself a sheet, else its view.
    static func movedView(of controller: UIViewController) -> UIView {
        controller.modalPresentation?.content ?? controller.view
    }

    /// The view a full-screen presentation over this controller takes out of the window.
    static func windowView(of controller: UIViewController) -> UIView {
        controller.modalPresentation?.container ?? controller.view
    }

    /// Whether the presented controller answers the status bar questions while it is up: full-screen looks do,
    /// others when it sets `modalPresentationCapturesStatusBarAppearance`.
    var capturesStatusBar: Bool {
        look == .fullScreen || look == .overFullScreen || presented.modalPresentationCapturesStatusBarAppearance
    }

    /// Whether the presenting view leaves the window while this presentation is up.
    private var removesPresentingView: Bool {
        switch look {
        case .fullScreen: true
        case .overFullScreen, .sheet: false
        case .custom: controller.shouldRemovePresentersView
        }
    }

    // MARK: Presenting

    /// Puts the presented view on screen in `window`, animating when asked; `completion` runs at the end.
    func show(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        presented.isBeingPresented = true
        let animator = animated ? presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenting, source: presenting) : nil
        let presentedView: UIView = presented.view
        presentedView.autoresizingMask = []
        presented.viewFrameHolder = content !== presentedView ? content : container
        if content !== presentedView { content.addSubview(presentedView) }
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // An app's animator adds the arriving view to the container itself.
        if animator == nil { container.addSubview(content) }
        self.window = window
        controller.containerView = container
        if look == .sheet { dismissInteraction = SheetDismissInteraction(presentation: self) }
        // Sized before `viewWillAppear`, as UIKit's transition sets the final frame before the appearance calls.
        layout()
        let coordinator = SizeTransitionCoordinator(duration: animated ? duration(of: animator) : 0)
        self.coordinator = coordinator
        controller.presentationTransitionWillBegin()
        let removes = removesPresentingView
        if removes { presenting.beginDisappearance(animated: animated) }
        presented.beginAppearance(animated: animated)
        window.addSubview(container)
        if look == .sheet { pushBack = SheetPushBack(presentingView: Self.movedView(of: presenting), in: container) }
        let finish = { [self] in
            if removes { takePresentingViewOut() }
            if removes { presenting.endDisappearance(animated: animated) }
            presented.endAppearance(animated: animated)
            presented.isBeingPresented = false
            self.coordinator = nil
            controller.presentationTransitionDidEnd(true)
            coordinator.runCompletions()
            completion?()
        }
        guard animated else {
            pushBack?.apply(pushedBack: true)
            coordinator.runAnimations()
            return finish()
        }
        if let animator {
            pushBack?.apply(pushedBack: true)
            return run(animator, entering: true, coordinator: coordinator) { [self] completed in
                completed ? finish() : undoPresentation(removes: removes, coordinator: coordinator)
            }
        }
        prepareEntrance()
        if transitionStyle == .flipHorizontal { flip(entering: true) }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [], animations: { [self] in
            runTransition(entering: true)
            coordinator.runAnimations()
        }, completion: { _ in finish() })
    }

    /// Sets the content where the entrance animation starts from.
    private func prepareEntrance() {
        switch transitionStyle {
        case .crossDissolve: content.alpha = 0
        case .flipHorizontal: content.transform = Self.edgeOn
        default:   // .coverVertical, .partialCurl and a style of a later iOS slide up
            entranceOffset = travel
            content.center.y += entranceOffset
        }
        if look == .sheet { container.dimmingView.alpha = 0 }
    }

    /// How far a swipe must carry a sheet's card to take it off screen: from its place (its untransformed top) to
    /// the container's bottom edge.
    var dismissTravel: CGFloat { container.bounds.height - (content.center.y - content.bounds.height / 2) }

    /// How far a cover-vertical slide moves the content: from its place to below the container's bottom edge.
    private var travel: CGFloat { container.bounds.height - content.frame.minY }
    /// How far below its place the content started its entrance.
    private var entranceOffset: CGFloat = 0

    /// The changes of one direction of the transition, made inside its animation block.
    private func runTransition(entering: Bool) {
        let distance = entering ? entranceOffset : travel
        switch transitionStyle {
        case .crossDissolve: content.alpha = entering ? 1 : 0
        case .flipHorizontal: break   // `flip(entering:)` runs its own keyframes
        default: content.center.y += entering ? -distance : distance   // .coverVertical, .partialCurl, a later style
        }
        pushBack?.apply(pushedBack: entering)
        if look == .sheet { container.dimmingView.alpha = entering ? 1 : 0 }
    }

    /// A view turned edge-on: squashed to nothing across, as a flip looks halfway.
    private static let edgeOn = CGAffineTransform(scaleX: 0.001, y: 1)

    /// The flip as two halves: the outgoing side turns edge-on over the first half, the incoming side turns back
    /// out of edge-on over the second (a 2-D stand-in for UIKit's 3-D flip).
    private func flip(entering: Bool) {
        let outgoing = entering ? Self.movedView(of: presenting) : content
        let incoming = entering ? content : Self.movedView(of: presenting)
        if !entering { incoming.transform = Self.edgeOn }
        UIView.animateKeyframes(withDuration: Self.duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { outgoing.transform = Self.edgeOn }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { incoming.transform = .identity }
        }, completion: { _ in outgoing.transform = .identity })
    }

    private func takePresentingViewOut() {
        let view = Self.windowView(of: presenting)
        // An app's animator may have put the presenting view into the container; its place is the container's.
        guard let superview = view.superview === container ? container.superview : view.superview else { return }
        presentingPlace = (superview, container)
        view.removeFromSuperview()
    }

    /// Puts the presenting view back beside the container when an app's animator moved it inside, so it does not
    /// leave the window with the container.
    private func bringPresentingViewHome() {
        let view = Self.windowView(of: presenting)
        guard view.superview === container, let home = container.superview else { return }
        home.insertSubview(view, belowSubview: container)
    }

    // MARK: An app's animator

    /// How long the transition takes: the animator's say, else UIKit's modal duration.
    private func duration(of animator: (any UIViewControllerAnimatedTransitioning)?) -> TimeInterval {
        animator.map { max($0.transitionDuration(using: nil), 0) } ?? Self.duration
    }

    /// Hands the transition to an app's animator (or the interaction controller the transitioning delegate gives for
    /// it), with a context describing both sides; `onComplete` runs when it calls `completeTransition(_:)`.
    private func run(_ animator: any UIViewControllerAnimatedTransitioning, entering: Bool,
                     coordinator: SizeTransitionCoordinator, onComplete: @escaping (Bool) -> Void) {
        let presentingView = Self.windowView(of: presenting)
        // The presenting view takes part only when the presentation takes it out of the window (and a dismissal
        // brings it back); otherwise UIKit hands out nil for it.
        let movesPresenting = entering ? removesPresentingView : restoresPresenting
        let presentingFrame = presentingView.frame
        let contentFrame = content.frame
        let presentingSide = TransitionContext.Side(
            controller: presenting, view: movesPresenting ? presentingView : nil,
            initialFrame: entering || !movesPresenting ? presentingFrame : .zero,
            finalFrame: entering && movesPresenting ? .zero : presentingFrame)
        let presentedSide = TransitionContext.Side(
            controller: presented, view: content,
            initialFrame: entering ? .zero : contentFrame, finalFrame: entering ? contentFrame : .zero)
        let delegate = presented.transitioningDelegate
        let interactor = entering ? delegate?.interactionControllerForPresentation(using: animator)
                                  : delegate?.interactionControllerForDismissal(using: animator)
        let context = TransitionContext(
            container: container, from: entering ? presentingSide : presentedSide,
            to: entering ? presentedSide : presentingSide, style: presented.modalPresentationStyle,
            animator: animator, interactor: interactor, coordinator: coordinator, onComplete: onComplete)
        context.start()
    }

    /// Undoes a presentation an app's animator completed with `false`: the presented view leaves, the appearance
    /// calls reverse, and the controllers forget each other; the presentation's completion does not run.
    private func undoPresentation(removes: Bool, coordinator: SizeTransitionCoordinator) {
        presented.beginDisappearance(animated: true)
        if removes { presenting.beginAppearance(animated: true) }
        bringPresentingViewHome()
        let presentedView: UIView = presented.view
        presentedView.removeFromSuperview()
        content.removeFromSuperview()
        container.removeFromSuperview()
        pushBack?.restore()
        presented.endDisappearance(animated: true)
        if removes { presenting.endAppearance(animated: true) }
        presented.isBeingPresented = false
        self.coordinator = nil
        coordinator.isCancelled = true
        presenting.presentationEnded(self)
        controller.presentationTransitionDidEnd(false)
        coordinator.runCompletions()
    }

    /// Undoes a dismissal an app's animator completed with `false`: the presented controller stays up and hears
    /// `viewWillAppear`/`viewDidAppear` again; a presenting view brought back leaves the window again.
    private func undoHiding() {
        cancelHiding()
        if restoresPresenting { presenting.beginDisappearance(animated: true) }
        if content.superview !== container { container.addSubview(content) }
        if restoresPresenting { takePresentingViewOut() }
        finishCancelledHiding()
        if restoresPresenting { presenting.endDisappearance(animated: true) }
    }

    private func putPresentingViewBack() {
        guard let (superview, below) = presentingPlace else { return }
        presentingPlace = nil
        let view = Self.windowView(of: presenting)
        if below.superview === superview {
            superview.insertSubview(view, belowSubview: below)
        } else {
            superview.addSubview(view)
        }
    }

    // MARK: Dismissing

    /// Takes the presented view away, animating when asked, and clears the controllers' links; `completion` runs
    /// at the end.
    func hide(animated: Bool, completion: (() -> Void)?) {
        let animator = animated ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let coordinator = beginHiding(animated: animated, interactive: false, duration: duration(of: animator))
        if let animator {
            return run(animator, entering: false, coordinator: coordinator) { [self] completed in
                completed ? finishHiding(animated: true, completion: completion) : undoHiding()
            }
        }
        guard animated else {
            coordinator.runAnimations()
            return finishHiding(animated: false, completion: completion)
        }
        if transitionStyle == .flipHorizontal { flip(entering: false) }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [], animations: { [self] in
            runTransition(entering: false)
            coordinator.runAnimations()
        }, completion: { [self] _ in finishHiding(animated: true, completion: completion) })
    }

    /// The start of a dismissal: `isBeingDismissed`, the `Will` appearance calls, a coordinator for the
    /// transition (interactive for a swipe) and the presentation controller's `dismissalTransitionWillBegin()`.
    func beginHiding(animated: Bool, interactive: Bool, duration: TimeInterval = ModalPresentation.duration)
        -> SizeTransitionCoordinator {
        presented.isBeingDismissed = true
        restoresPresenting = presentingPlace != nil
        putPresentingViewBack()
        presented.beginDisappearance(animated: animated)
        if restoresPresenting { presenting.beginAppearance(animated: animated) }
        let coordinator = SizeTransitionCoordinator(duration: animated ? duration : 0)
        coordinator.isInteractive = interactive
        self.coordinator = coordinator
        controller.dismissalTransitionWillBegin()
        return coordinator
    }

    /// The end of a dismissal once its animation ran: the views leave the window, the `Did` appearance calls, the
    /// controllers forget each other, then the presentation controller, the coordinator's completions and
    /// `completion` hear it.
    func finishHiding(animated: Bool, completion: (() -> Void)?) {
        bringPresentingViewHome()
        let presentedView: UIView = presented.view
        presentedView.removeFromSuperview()
        container.removeFromSuperview()
        if content !== presentedView { content.removeFromSuperview() }
        content.transform = .identity
        content.alpha = 1
        pushBack?.restore()
        presented.endDisappearance(animated: animated)
        if restoresPresenting { presenting.endAppearance(animated: animated) }
        presented.isBeingDismissed = false
        let coordinator = self.coordinator
        self.coordinator = nil
        presenting.presentationEnded(self)
        controller.dismissalTransitionDidEnd(true)
        coordinator?.runCompletions()
        completion?()
    }

    /// Gives up a dismissal a swipe began, as the card starts springing back: the presented controller hears
    /// `viewWillAppear` again and the coordinator reports a cancel.
    func cancelHiding() {
        presented.beginAppearance(animated: true)
        coordinator?.isCancelled = true
    }

    /// The end of a given-up dismissal, once the card is back: `viewDidAppear`, then the presentation controller
    /// and the coordinator's completions hear it.
    func finishCancelledHiding() {
        presented.endAppearance(animated: true)
        presented.isBeingDismissed = false
        let coordinator = self.coordinator
        self.coordinator = nil
        controller.dismissalTransitionDidEnd(false)
        coordinator?.runCompletions()
    }

    // MARK: Layout

    /// Places the content for the look: a sheet's card `SheetMetrics.gap` below the status bar, the custom
    /// controller's frame, or the whole container.
    func layout() {
        controller.containerViewWillLayoutSubviews()
        let bounds = container.bounds
        container.dimmingView.frame = bounds
        let presentedView: UIView = presented.view
        switch look {
        case .sheet:
            let top = ((container.window ?? window)?.deviceSafeAreaInsets.top ?? 0) + SheetMetrics.gap
            // The card reaches a corner radius past the bottom edge, so only its top corners show rounded.
            setFrame(CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top + SheetMetrics.cornerRadius),
                     of: content)
            setFrame(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - top), of: presentedView)
        case .fullScreen, .overFullScreen:
            setFrame(bounds, of: presentedView)
        case .custom:
            setFrame(controller.frameOfPresentedViewInContainerView, of: presentedView)
        }
        // A swipe on the card moves the pushed-back view itself, so layout leaves it alone meanwhile.
        if presented.isBeingPresented == false, presented.isBeingDismissed == false,
           dismissInteraction?.tracking != true {
            pushBack?.apply(pushedBack: true)
        }
        controller.containerViewDidLayoutSubviews()
    }

    /// Changes a frame only when it differs, so a layout pass in the middle of the transition leaves its animation
    /// alone.
    private func setFrame(_ frame: CGRect, of view: UIView) {
        guard view.transform == .identity else { return }
        if view.frame != frame { view.frame = frame }
    }
}
