import Dynamics
import Foundation
import Testing

/// A controller that logs its life cycle and keeps its animator, as iOS apps do.
final class LoggingController: UIViewController {
    var log: [String] = []
    var animator: UIDynamicAnimator?
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))

    override func loadView() {
        log.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad \(Int(view.bounds.width))")
        view.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        self.animator = animator
    }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear \(Int(view.bounds.width))") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

/// Records its window moves.
final class WindowWatcher: UIView {
    var log: [String] = []
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview:)") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
}

@Suite("hosting: window, root view controller, layout pass")
struct HostingTests {
    @Test("setting the root view controller runs UIKit's life cycle in order, before the first frame")
    func lifeCycleOrder() throws {
        let controller = LoggingController()
        let scene = Scene(name: "vc", summary: "", size: CGSize(width: 320, height: 480), duration: 1) { context in
            context.window.rootViewController = controller
        }
        let runner = SceneRunner(scene: scene)
        #expect(controller.log == ["loadView", "viewDidLoad 100", "viewWillAppear 320", "viewWillLayoutSubviews",
                                   "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.window === runner.window && runner.window.isKeyWindow)
        // The animator it holds steps by itself: no context.drive. 0.5 s of gravity from y = 40.
        runner.advance(to: 0.5)
        #expect(controller.box.center.y > 150, "fell to \(controller.box.center.y)")
        // Replacing the root controller makes the old one disappear.
        runner.window.rootViewController = LoggingController()
        #expect(controller.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("an animator nobody holds does nothing, as on iOS")
    func releasedAnimatorStops() {
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        let scene = Scene(name: "local", summary: "", size: CGSize(width: 200, height: 400), duration: 1) { context in
            context.view.addSubview(box)
            let animator = UIDynamicAnimator(referenceView: context.view)
            animator.addBehavior(UIGravityBehavior(items: [box]))
        }
        let runner = SceneRunner(scene: scene)
        runner.advance(to: 0.5)
        #expect(box.center == CGPoint(x: 40, y: 40))
    }

    @Test("layoutSubviews runs once per needed pass, parents first; autoresizing follows a size change")
    func layoutPass() {
        final class Panel: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = Panel(frame: CGRect(x: 10, y: 10, width: 280, height: 180))
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = UIView(frame: CGRect(x: 240, y: 10, width: 30, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin]
        panel.addSubview(badge)
        window.addSubview(panel)
        window.runLayoutPass()
        window.runLayoutPass()
        #expect(panel.passes == 1)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
        #expect(badge.frame == CGRect(x: 340, y: 10, width: 30, height: 30))
        window.runLayoutPass()
        #expect(panel.passes == 2)
    }

    @Test("views hear when they join and leave a window, in UIKit's order")
    func windowCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: .zero)
        let watcher = WindowWatcher(frame: .zero)
        container.addSubview(watcher)
        #expect(watcher.log == ["willMove(toSuperview:)", "didMoveToSuperview"])
        watcher.log.removeAll()
        window.addSubview(container)
        #expect(watcher.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        watcher.log.removeAll()
        container.removeFromSuperview()
        #expect(watcher.log == ["willMove(toWindow: nil)", "didMoveToWindow nil"])
    }

    @Test("hitTest and point(inside:) can be overridden; scripted taps hit-test from the window")
    func hitTestOverride() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        nonisolated(unsafe) var taps = 0
        let scene = Scene(name: "hit", summary: "", size: CGSize(width: 200, height: 200), duration: 1) { context in
            let target = BigTarget(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
            target.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            context.view.addSubview(target)
            context.tap(at: CGPoint(x: 70, y: 70), time: 0.2)   // 10 pt outside its bounds, inside the grown area
            context.tap(at: CGPoint(x: 40, y: 40), time: 0.4)   // outside both
        }
        SceneRunner(scene: scene).advance(to: 1)
        #expect(taps == 1)
    }

    @Test("a full-screen present slides the controller up over 0.3 s and dismiss takes it away, with their callbacks")
    func presentAndDismiss() throws {
        let root = LoggingController(), modal = LoggingController()
        modal.modalPresentationStyle = .fullScreen
        nonisolated(unsafe) var presented = -1.0, dismissed = -1.0
        var runner: SceneRunner!
        let scene = Scene(name: "modal", summary: "", size: CGSize(width: 320, height: 480), duration: 2) { context in
            context.window.rootViewController = root
            context.at(0.5) { root.present(modal, animated: true) { presented = context.time } }
            context.at(1.2) { root.dismiss(animated: true) { dismissed = context.time } }
        }
        runner = SceneRunner(scene: scene)
        runner.advance(to: 0.65)
        let midway = modal.view.layer.presentation()?.position.y ?? 0
        #expect(midway > 240 && midway < 720, "sliding: \(midway)")
        runner.advance(to: 1)
        #expect(abs(presented - 0.8) < 0.02 && modal.view.center.y == 240)
        #expect(modal.log.contains("viewWillAppear 320") && modal.log.last == "viewDidAppear")
        runner.advance(to: 2)
        #expect(abs(dismissed - 1.5) < 0.02 && modal.view.superview == nil)
        #expect(modal.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("the animator writes views back on the pixel grid of the render's scale: thirds of a point at 3×")
    func animatorGridFollowsTheScreenScale() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let ball = UIView(frame: CGRect(x: 100, y: 20, width: 40, height: 40))
            context.view.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: context.view)
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            context.drive(animator)
            context.onTick { _ in log.entries.append("\(ball.center.y)") }
        }, screenScale: 3)
        runner.advance(to: 0.5)
        let centres = log.entries.compactMap(Double.init)
        #expect(centres.count >= 29)
        #expect(centres.allSatisfy { abs($0 * 3 - ($0 * 3).rounded()) < 1e-9 }, "\(centres)")
        #expect(centres.filter { abs($0 * 2 - ($0 * 2).rounded()) > 1e-9 }.count > 10, "not the 2× grid")
    }

    @Test("UIScreen.main follows the scene's size and the render's scale")
    func screen() {
        nonisolated(unsafe) var seen: (CGRect, CGFloat)?
        let scene = Scene(name: "screen", summary: "", size: CGSize(width: 390, height: 844), duration: 1) { _ in
            seen = (UIScreen.main.bounds, UIScreen.main.scale)
        }
        _ = SceneRunner(scene: scene, screenScale: 3)
        #expect(seen?.0 == CGRect(x: 0, y: 0, width: 390, height: 844) && seen?.1 == 3)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667), "outside a scene")
    }
}
