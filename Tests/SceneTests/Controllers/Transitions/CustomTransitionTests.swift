import Dynamics
import Foundation
import Testing

/// Slides the arriving view down from above the container (or the leaving one back up) over `duration` seconds with
/// `UIView.animate`, logging what the context hands it.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let log: CallLog
    let completes: Bool
    /// The context of the last transition, for the test to look at.
    var context: (any UIViewControllerContextTransitioning)?

    init(duration: TimeInterval = 0.5, log: CallLog, completes: Bool = true) {
        self.duration = duration
        self.log = log
        self.completes = completes
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        log.add("animateTransition")
        let container = transitionContext.containerView
        let completes = self.completes
        if let toVC = transitionContext.viewController(forKey: .to),
           let toView = transitionContext.view(forKey: .to), toView !== transitionContext.view(forKey: .from) {
            let final = transitionContext.finalFrame(for: toVC)
            if final != .zero {
                // Arriving: from above the container to its final frame.
                toView.frame = final.offsetBy(dx: 0, dy: -container.bounds.height)
                container.addSubview(toView)
                UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                    toView.frame = final
                }, completion: { _ in transitionContext.completeTransition(completes && !transitionContext.transitionWasCancelled) })
                return
            }
            container.insertSubview(toView, at: 0)
        }
        // Leaving: the from view goes back up.
        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            fromView?.frame.origin.y = -container.bounds.height
        }, completion: { _ in transitionContext.completeTransition(completes && !transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// Hands out one animator for presentations and dismissals and logs the questions.
final class SlideTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let animator: SlideAnimator
    let log: CallLog
    init(_ animator: SlideAnimator, log: CallLog) {
        self.animator = animator
        self.log = log
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(forPresented:)")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(forDismissed:)")
        return animator
    }
}

/// Drops the arriving view from above under gravity onto a boundary at the container's bottom and completes the
/// transition when the dynamic animator comes to rest — the pattern of public UIKit Dynamics transitions.
final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var context: (any UIViewControllerContextTransitioning)?
    private(set) var pausedAt: TimeInterval?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        toView.frame = CGRect(x: 0, y: -container.bounds.height, width: container.bounds.width,
                              height: container.bounds.height)
        container.addSubview(toView)
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        let collision = UICollisionBehavior(items: [toView])
        collision.addBoundary(withIdentifier: "bottom" as NSString,
                              from: CGPoint(x: 0, y: container.bounds.height + 1),
                              to: CGPoint(x: container.bounds.width, y: container.bounds.height + 1))
        let gravity = UIGravityBehavior(items: [toView])
        gravity.magnitude = 4
        animator.addBehavior(collision)
        animator.addBehavior(gravity)
        self.animator = animator
        context = transitionContext
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pausedAt = animator.elapsedTime
        context?.completeTransition(true)
        context = nil
    }
}

/// Hands out the slide animator both ways and a percent-driven interaction for the dismissal.
final class ScrubbedDismissal: NSObject, UIViewControllerTransitioningDelegate {
    let animator: SlideAnimator
    let interaction = UIPercentDrivenInteractiveTransition()
    init(_ animator: SlideAnimator) { self.animator = animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// A full-screen modal over `root`, dismissed at 1 s through `ScrubbedDismissal`, with `script` driving the
/// interaction afterwards.
@MainActor private func scrubbedDismissalScene(_ root: UIViewController, _ modal: UIViewController,
                                               _ transitioning: ScrubbedDismissal,
                                               script: @escaping (UIPercentDrivenInteractiveTransition, SceneContext) -> Void)
    -> SceneRunner {
    let modal = modal, transitioning = transitioning, script = script
    modal.modalPresentationStyle = .fullScreen
    modal.transitioningDelegate = transitioning
    return presentationScene(root) { context in
        context.at(0.2) { root.present(modal, animated: false) }
        context.at(1) { modal.dismiss(animated: true) { transitioning.animator.log.add("dismissed") } }
        script(transitioning.interaction, context)
    }
}

@Suite("Custom transitions: animators, contexts and interaction controllers")
struct CustomTransitionTests {
    @Test("a percent-driven dismissal holds the animator's view animation at each fraction, then finishes on its curve")
    func percentDrivenFinishes() throws {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let transitioning = ScrubbedDismissal(SlideAnimator(duration: 0.5, log: log))
        let runner = scrubbedDismissalScene(root, modal, transitioning) { interaction, context in
            context.at(1.2) { interaction.update(0.25) }
            context.at(1.5) { interaction.update(0.5) }
            context.at(2) { interaction.finish() }
        }
        runner.advance(to: 1.1)
        // The animator brings the presenting view down from 480 pt above, as it would present.
        #expect(root.view.layer.presentation()?.frame.minY == -480, "held at the start until the first update")
        #expect(modal.transitionCoordinator?.isInteractive == true)
        runner.advance(to: 1.3)
        #expect(abs((root.view.layer.presentation()?.frame.minY ?? 0) - -360) < 1e-6, "a quarter of 480 pt")
        runner.advance(to: 1.9)
        #expect(abs((root.view.layer.presentation()?.frame.minY ?? 0) - -240) < 1e-6, "held at half for 0.4 s")
        #expect(transitioning.interaction.percentComplete == 0.5 && !log.entries.contains("dismissed"))
        // The rest, 0.25 s of the animation at speed 1, along ease in and out: at 2.15 s, 60 % of that time.
        runner.advance(to: 2.15)
        let eased = 0.5 + 0.5 * TimingCurve.easeInOut.progress(at: 0.6)
        let midway = root.view.layer.presentation()?.frame.minY ?? 0
        #expect(abs(midway - (-480 + 480 * eased)) < 1e-6 && midway > -120, "\(midway)")
        runner.advance(to: 2.3)
        #expect(log.entries.suffix(2) == ["dismissed", "animationEnded(true)"])
        #expect(root.presentedViewController == nil && root.view.window != nil)
    }

    @Test("a cancelled percent-driven dismissal runs back, puts the views' values back and leaves the modal up")
    func percentDrivenCancels() throws {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let transitioning = ScrubbedDismissal(SlideAnimator(duration: 0.5, log: log))
        transitioning.interaction.completionSpeed = 2
        transitioning.interaction.completionCurve = .linear
        let runner = scrubbedDismissalScene(root, modal, transitioning) { interaction, context in
            context.at(1.2) { interaction.update(0.4) }
            context.at(1.5) { interaction.cancel() }
        }
        runner.advance(to: 1.4)
        #expect(abs((root.view.layer.presentation()?.frame.minY ?? 0) - -288) < 1e-6)
        _ = log.take()
        // 0.2 s of animation back at twice the pace: half-way at 1.55 s, at the start by 1.6 s.
        runner.advance(to: 1.55)
        #expect(abs((root.view.layer.presentation()?.frame.minY ?? 0) - -384) < 1e-6)
        runner.advance(to: 1.7)
        // Back where the animator's block started it: the model value is the start again, not the end.
        #expect(root.view.frame.minY == -480 && root.view.layer.presentation()?.frame.minY == -480)
        #expect(log.take() == ["B viewWillAppear", "A viewWillDisappear", "B viewDidAppear", "A viewDidDisappear",
                               "animationEnded(false)"])
        #expect(root.presentedViewController === modal && modal.view.window != nil && root.view.window == nil)
        #expect(!modal.isBeingDismissed)
    }

    @Test("a full-screen presentation runs the delegate's animator: context, frames, order, and the view it moved")
    func presentedByAnimator() throws {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let animator = SlideAnimator(log: log)
        let transitioning = SlideTransitioning(animator, log: log)
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = transitioning
        let runner = presentationScene(root) { context in
            context.at(0.5) { root.present(modal, animated: true) { log.add("presented") } }
        }
        _ = log.take()
        runner.advance(to: 0.52)
        #expect(log.take() == ["B viewDidLoad", "animationController(forPresented:)", "A viewWillDisappear",
                               "B viewWillAppear", "animateTransition"])
        let context = try #require(animator.context)
        #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === modal)
        #expect(context.view(forKey: .from) === root.view && context.view(forKey: .to) === modal.view)
        #expect(context.finalFrame(for: modal) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(context.initialFrame(for: modal) == .zero && context.finalFrame(for: root) == .zero)
        #expect(context.isAnimated && !context.isInteractive && context.presentationStyle == .fullScreen)
        #expect(modal.view.superview === context.containerView && context.containerView.window != nil)
        #expect(modal.transitionCoordinator?.transitionDuration == 0.5)
        // Linear over 0.5 s from 480 pt above: at 0.75 s, half-way.
        runner.advance(to: 0.75)
        let midway = modal.view.layer.presentation()?.frame.minY ?? 0
        #expect(abs(midway - -240) < 10, "\(midway)")
        #expect(log.take().isEmpty && modal.isBeingPresented)
        runner.advance(to: 1.1)
        #expect(log.take() == ["A viewDidDisappear", "B viewDidAppear", "presented", "animationEnded(true)"])
        #expect(!modal.isBeingPresented && root.view.window == nil && modal.view.frame.minY == 0)
    }

    @Test("dismissing through the animator brings the presenting view back into the window, not the container")
    func dismissedByAnimator() throws {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let animator = SlideAnimator(duration: 0.4, log: log)
        let transitioning = SlideTransitioning(animator, log: log)
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = transitioning
        let runner = presentationScene(root) { context in
            context.at(0.5) { root.present(modal, animated: true) }
            context.at(1.5) { modal.dismiss(animated: true) { log.add("dismissed") } }
        }
        runner.advance(to: 1.45)
        _ = log.take()
        runner.advance(to: 1.52)
        #expect(log.take() == ["animationController(forDismissed:)", "B viewWillDisappear", "A viewWillAppear",
                               "animateTransition"])
        let context = try #require(animator.context)
        #expect(context.viewController(forKey: .from) === modal && context.view(forKey: .to) === root.view)
        #expect(context.finalFrame(for: root) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(context.initialFrame(for: modal) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.view.superview === context.containerView, "the animator put the presenting view in the container")
        runner.advance(to: 2)
        #expect(log.take() == ["B viewDidDisappear", "A viewDidAppear", "dismissed", "animationEnded(true)"])
        #expect(root.view.superview === runner.window && root.presentedViewController == nil)
        #expect(context.containerView.superview == nil && modal.view.superview == nil)
    }

    @Test("over full screen: the presenting view stays where it is and the context hands out nil for it")
    func overFullScreenLeavesThePresenter() throws {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let animator = SlideAnimator(log: log)
        let transitioning = SlideTransitioning(animator, log: log)
        modal.modalPresentationStyle = .overFullScreen
        modal.transitioningDelegate = transitioning
        let runner = presentationScene(root) { context in
            context.at(0.5) { root.present(modal, animated: true) }
        }
        runner.advance(to: 0.6)
        let context = try #require(animator.context)
        #expect(context.view(forKey: .from) == nil && context.view(forKey: .to) === modal.view)
        #expect(context.initialFrame(for: root) == root.view.frame && context.finalFrame(for: root) == root.view.frame)
        runner.advance(to: 1.2)
        #expect(root.view.window != nil && !log.entries.contains("A viewWillDisappear"))
    }

    @Test("an animator that completes with false undoes the presentation: views gone, calls reversed, no completion")
    func cancelledPresentation() {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let animator = SlideAnimator(duration: 0.3, log: log, completes: false)
        let transitioning = SlideTransitioning(animator, log: log)
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = transitioning
        let runner = presentationScene(root) { context in
            context.at(0.5) { root.present(modal, animated: true) { log.add("presented") } }
        }
        runner.advance(to: 0.52)
        _ = log.take()
        runner.advance(to: 1)
        #expect(log.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
                               "animationEnded(false)"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.window == nil && root.view.window != nil && !modal.isBeingPresented)
    }

    @Test("a UIKit Dynamics animator drops the presented view onto the floor and completes when it comes to rest")
    func dynamicsDrivenPresentation() throws {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        let animator = DropAnimator()
        final class Drop: NSObject, UIViewControllerTransitioningDelegate {
            let animator: DropAnimator
            init(_ animator: DropAnimator) { self.animator = animator }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                animator
            }
        }
        let transitioning = Drop(animator)
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = transitioning
        let runner = presentationScene(root) { context in
            context.at(0.2) { root.present(modal, animated: true) { log.add("presented") } }
        }
        // Falling under 4 × 1000 pt/s² for 480 pt takes about 0.49 s: still above the floor at 0.5 s.
        runner.advance(to: 0.5)
        #expect(modal.view.frame.maxY < 480 && modal.view.frame.maxY > -100, "\(modal.view.frame)")
        runner.advance(to: 3)
        let rest = modal.view.frame
        #expect(abs(rest.maxY - 481) < 2 && abs(rest.minX) < 0.5, "resting on the boundary: \(rest)")
        #expect(log.entries.contains("presented") && root.view.window == nil)
        let paused = try #require(animator.pausedAt)
        #expect(paused > 0.45 && paused < 2.8, "the animator paused after the bounces: \(paused) s")
    }
}
