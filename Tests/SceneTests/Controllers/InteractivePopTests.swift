import Dynamics
import Foundation
import Testing

/// A controller that logs its appearance and parent calls under its name into a shared log.
private final class PopLogController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, _ log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        if parent == nil { log.add("\(name) willMove(nil)") }
    }
    override func didMove(toParent parent: UIViewController?) {
        if parent == nil { log.add("\(name) didMove(nil)") }
    }
}

/// Answers every recogniser's `gestureRecognizerShouldBegin` with true.
private final class AllowingDelegate: UIGestureRecognizerDelegate {}

@Suite("UINavigationController: the interactive pop gesture")
struct InteractivePopTests {
    /// A 320×480 scene (no status bar) with A at the root and B pushed without animation, then `script`.
    @MainActor private func run(_ log: CallLog, configure: @escaping (UINavigationController, UIViewController) -> Void
                                = { _, _ in },
                                script: @escaping (SceneContext) -> Void)
        -> (SceneRunner, UINavigationController, UIViewController, UIViewController) {
        let root = PopLogController("A", log), top = PopLogController("B", log)
        nonisolated(unsafe) var navigation: UINavigationController!
        nonisolated(unsafe) let script = script, configure = configure
        let runner = SceneRunner(scene: Scene(name: "pop", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 4) { context in
            navigation = UINavigationController(rootViewController: root)
            context.window.rootViewController = navigation
            navigation.pushViewController(top, animated: false)
            configure(navigation, top)
            script(context)
        })
        runner.advance(to: 0.5)
        _ = log.take()
        return (runner, navigation, root, top)
    }

    @Test("the recogniser is a left screen-edge pan on the navigation controller's view")
    func recognizer() throws {
        let (_, navigation, _, _) = run(CallLog()) { _ in }
        let edge = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left && edge.view === navigation.view && edge.delegate != nil)
    }

    @Test("a swipe past half the width pops: the top view follows the finger, the one below slides in from -1/3")
    func completes() {
        let log = CallLog()
        nonisolated(unsafe) var alongside: [String] = []
        let (runner, navigation, root, top) = run(log) { context in
            // 200 pt in 2 s from the edge: released at 100 pt/s, 200 + 49.9 pt > 160.
            context.pan(along: [CGPoint(x: 4, y: 240), CGPoint(x: 204, y: 240)], from: 1, duration: 2)
        }
        runner.advance(to: 1)
        #expect(log.take().isEmpty, "the finger is down but has not moved the pan's 10 pt")
        runner.advance(to: 1.15)   // 10 pt by tick 66
        #expect(log.take() == ["B willMove(nil)", "A viewWillAppear", "B viewWillDisappear"])
        #expect(navigation.viewControllers == [root] && navigation.topViewController === root,
                "UIKit has popped the stack while the swipe runs")
        let coordinator = navigation.transitionCoordinator
        #expect(coordinator?.isInteractive == true && top.transitionCoordinator === coordinator)
        coordinator?.animate(alongsideTransition: nil) { context in alongside.append("cancelled \(context.isCancelled)") }
        runner.advance(to: 1.8)   // 80 pt
        #expect(abs(top.view.frame.minX - 80) < 1e-9, "\(top.view.frame)")
        #expect(abs(root.view.frame.minX - -80) < 1e-9, "-320 / 3 · (1 − 80 / 320): \(root.view.frame)")
        #expect(root.view.superview === navigation.view && navigation.navigationBar.shownTitle == "A")
        runner.advance(to: 3)
        #expect(log.take().isEmpty, "the finger lifts on this tick")
        // The rest, 120 of 320 pt, takes 0.35 · 120 / 320 = 0.13 s.
        runner.advance(to: 3.2)
        #expect(log.take() == ["B didMove(nil)", "B viewDidDisappear", "A viewDidAppear"])
        #expect(alongside == ["cancelled false"] && navigation.transitionCoordinator == nil)
        #expect(top.view.superview == nil && root.view.frame.minX == 0 && top.parent == nil)
    }

    @Test("released before half way without speed, the pop is given up and the views slide back")
    func cancels() {
        let log = CallLog()
        let (runner, navigation, root, top) = run(log) { context in
            // 60 pt in 0.6 s: 100 pt/s projects to 60 + 49.9 pt, short of 160.
            context.pan(along: [CGPoint(x: 4, y: 240), CGPoint(x: 64, y: 240)], from: 1, duration: 0.6)
        }
        runner.advance(to: 1.3)
        #expect(log.take() == ["B willMove(nil)", "A viewWillAppear", "B viewWillDisappear"])
        #expect(abs(top.view.frame.minX - 30) < 1e-9)
        runner.advance(to: 1.6)
        #expect(log.take() == ["B viewWillAppear", "A viewWillDisappear"])
        #expect(navigation.transitionCoordinator?.isCancelled == true)
        #expect(navigation.viewControllers == [root, top] && navigation.navigationBar.shownTitle == "B")
        runner.advance(to: 1.8)   // 0.35 · 60 / 320 ≈ 0.066 s back
        #expect(log.take() == ["A viewDidDisappear", "B viewDidAppear"])
        #expect(top.view.frame.minX == 0 && root.view.superview == nil && top.parent === navigation)
    }

    @Test("a custom left item turns the swipe off; a nil or own delegate turns it back on")
    func delegateControlsTheSwipe() {
        let log = CallLog()
        let allowing = AllowingDelegate()
        let (runner, navigation, root, top) = run(log, configure: { _, top in
            top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        }) { context in
            context.pan(along: [CGPoint(x: 4, y: 240), CGPoint(x: 300, y: 240)], from: 1, duration: 0.3)
            context.pan(along: [CGPoint(x: 4, y: 240), CGPoint(x: 300, y: 240)], from: 2, duration: 0.3)
        }
        runner.advance(to: 1.5)
        #expect(log.take().isEmpty && navigation.viewControllers == [root, top], "refused by the default delegate")
        navigation.interactivePopGestureRecognizer?.delegate = allowing
        runner.advance(to: 2.6)
        #expect(log.take() == ["B willMove(nil)", "A viewWillAppear", "B viewWillDisappear", "B didMove(nil)",
                               "B viewDidDisappear", "A viewDidAppear"])
        #expect(navigation.viewControllers == [root])
        navigation.interactivePopGestureRecognizer?.delegate = nil
        _ = allowing
    }
}
