import Dynamics
import Foundation
import Testing

/// Logs a navigation controller's delegate calls and hands out `animator` for pushes and pops.
final class NavigationLog: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    let animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    init(_ log: CallLog, animator: (any UIViewControllerAnimatedTransitioning)?) {
        self.log = log
        self.animator = animator
    }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.add("willShow \((viewController as? CallLogController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.add("didShow \((viewController as? CallLogController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationControllerFor \(operation == .push ? "push" : "pop")")
        return animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Fades the arriving view in over the leaving one.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Drives a transition itself, as gesture-driven interaction controllers do: progress at 0.1 s steps of scene time,
/// then finish or cancel, then complete — moving the arriving view by hand.
final class SteppedInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    let finishes: Bool
    var seen: [(interactive: Bool, cancelled: Bool)] = []
    init(finishes: Bool) { self.finishes = finishes }
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(toView)
        seen.append((transitionContext.isInteractive, transitionContext.transitionWasCancelled))
        for step in 1...4 {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 * Double(step)) { [self] in
                let fraction = CGFloat(step) / 4 * 0.5
                transitionContext.updateInteractiveTransition(fraction)
                toView.frame.origin.x = container.bounds.width * (1 - fraction)
                guard step == 4 else { return }
                if finishes { transitionContext.finishInteractiveTransition() } else {
                    transitionContext.cancelInteractiveTransition()
                }
                seen.append((transitionContext.isInteractive, transitionContext.transitionWasCancelled))
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

@Suite("Navigation transitions: the delegate, its animators and interaction controllers")
struct NavigationTransitionTests {
    private func run(_ root: UIViewController, delegate: NavigationLog,
                     script: @escaping (SceneContext, UINavigationController) -> Void) -> (SceneRunner, UINavigationController) {
        let root = root, script = script, delegate = delegate
        nonisolated(unsafe) var navigation: UINavigationController!
        let scene = Scene(name: "nav", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            navigation = UINavigationController(rootViewController: root)
            navigation.delegate = delegate
            context.window.rootViewController = navigation
            script(context, navigation)
        }
        return (SceneRunner(scene: scene), navigation)
    }

    @Test("willShow and didShow frame a push and a pop with UIKit's slide when no animator is given")
    func willAndDidShow() {
        let log = CallLog()
        let root = CallLogController("A", log), detail = CallLogController("B", log)
        let delegate = NavigationLog(log, animator: nil)
        let (runner, _) = run(root, delegate: delegate) { context, navigation in
            context.at(0.5) { navigation.pushViewController(detail, animated: true) }
            context.at(1.5) { navigation.popViewController(animated: true) }
        }
        _ = log.take()
        runner.advance(to: 1)
        #expect(log.take() == ["B viewDidLoad", "willShow B", "A viewWillDisappear", "B viewWillAppear",
                               "animationControllerFor push", "A viewDidDisappear", "B viewDidAppear", "didShow B"])
        runner.advance(to: 2)
        #expect(log.take() == ["willShow A", "B viewWillDisappear", "A viewWillAppear", "animationControllerFor pop",
                               "B viewDidDisappear", "A viewDidAppear", "didShow A"])
    }

    @Test("a push through an animator: a container under the bar, the arriving view faded in, then put in place")
    func pushThroughAnimator() throws {
        let log = CallLog()
        let root = CallLogController("A", log), detail = CallLogController("B", log)
        let animator = FadeAnimator()
        let delegate = NavigationLog(log, animator: animator)
        let (runner, navigation) = run(root, delegate: delegate) { context, navigation in
            context.at(0.5) { navigation.pushViewController(detail, animated: true) }
        }
        runner.advance(to: 0.7)
        let context = try #require(animator.context)
        #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === detail)
        #expect(context.view(forKey: .from) === root.view && root.view.superview === context.containerView)
        #expect(context.containerView.superview === navigation.view && context.finalFrame(for: detail) == navigation.view.bounds)
        let subviews = navigation.view.subviews
        #expect(subviews.firstIndex { $0 === context.containerView }! < subviews.firstIndex { $0 === navigation.navigationBar }!,
                "the container lies under the bar")
        let alpha = detail.view.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8, "half-way through the fade: \(alpha)")
        #expect(navigation.transitionCoordinator?.transitionDuration == 0.4)
        runner.advance(to: 1.2)
        #expect(detail.view.superview === navigation.view && root.view.superview == nil)
        #expect(context.containerView.superview == nil && navigation.topViewController === detail)
        #expect(log.entries.suffix(3) == ["A viewDidDisappear", "B viewDidAppear", "didShow B"])
    }

    @Test("an interaction controller drives a push: interactive until it finishes, then the push completes")
    func interactivePushFinishes() {
        let log = CallLog()
        let root = CallLogController("A", log), detail = CallLogController("B", log)
        let delegate = NavigationLog(log, animator: FadeAnimator())
        let interaction = SteppedInteraction(finishes: true)
        delegate.interactor = interaction
        let (runner, navigation) = run(root, delegate: delegate) { context, navigation in
            context.at(0.5) { navigation.pushViewController(detail, animated: true) }
        }
        runner.advance(to: 0.75)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        #expect(abs(detail.view.frame.minX - 320 * 0.75) < 1e-9, "two steps of 1/8: \(detail.view.frame.minX)")
        runner.advance(to: 1.2)
        #expect(interaction.seen.map(\.interactive) == [true, false] && interaction.seen.map(\.cancelled) == [false, false])
        #expect(navigation.topViewController === detail && detail.view.superview === navigation.view)
        #expect(log.entries.last == "didShow B")
    }

    @Test("an interaction that cancels a push leaves the stack and the views as they were, calls reversed")
    func interactivePushCancels() {
        let log = CallLog()
        let root = CallLogController("A", log), detail = CallLogController("B", log)
        let delegate = NavigationLog(log, animator: FadeAnimator())
        let interaction = SteppedInteraction(finishes: false)
        delegate.interactor = interaction
        let (runner, navigation) = run(root, delegate: delegate) { context, navigation in
            context.at(0.5) { navigation.pushViewController(detail, animated: true) }
        }
        _ = log.take()
        runner.advance(to: 1.2)
        #expect(interaction.seen.last?.cancelled == true)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root && detail.parent == nil)
        #expect(root.view.superview === navigation.view && detail.view.superview == nil)
        #expect(log.take() == ["B viewDidLoad", "willShow B", "A viewWillDisappear", "B viewWillAppear",
                               "animationControllerFor push", "B viewWillDisappear", "B viewDidDisappear",
                               "A viewWillAppear", "A viewDidAppear"])
    }
}
