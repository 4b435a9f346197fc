import Dynamics
import Foundation
import Testing

/// A controller that writes its life-cycle calls, under its name, into a shared log.
final class CallLogController: UIViewController {
    let name: String
    let log: CallLog
    let color: UIColor

    init(_ name: String, _ log: CallLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        view.backgroundColor = color
        log.add("\(name) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) viewDidDisappear") }
}

/// Calls in the order they happened.
final class CallLog: @unchecked Sendable {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Empties the log, returning what it held.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A 320×480 scene whose window's root controller is `root`, with an automatic status bar, running `script`.
@MainActor func presentationScene(_ root: UIViewController, statusBar: StatusBarContent? = .automatic,
                                  script: @escaping (SceneContext) -> Void = { _ in }) -> SceneRunner {
    let root = root, script = script
    return SceneRunner(scene: Scene(name: "modal", summary: "", size: CGSize(width: 320, height: 480),
                                    duration: 3) { context in
        context.statusBar = statusBar
        context.window.rootViewController = root
        script(context)
    })
}

/// A 320×480 window whose root is a navigation controller around `root`.
@MainActor func navigationWindow(root: UIViewController) -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    return (window, navigation)
}

@Suite("Modal presentation: styles, transitions and the call order")
struct ModalPresentationTests {
    @Test("full screen: the presenting controller disappears, in UIKit's order, and comes back on dismissal")
    func fullScreenOrder() {
        let log = CallLog()
        let root = CallLogController("A", log), modal = CallLogController("B", log)
        modal.modalPresentationStyle = .fullScreen
        let runner = presentationScene(root) { context in
            context.at(0.5) { root.present(modal, animated: true) { log.add("presented") } }
            context.at(1.5) { modal.dismiss(animated: true) { log.add("dismissed") } }
        }
        #expect(log.take() == ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
        runner.advance(to: 0.6)
        #expect(log.take() == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear"])
        #expect(modal.isBeingPresented && root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(root.view.window != nil, "the presenting view stays while the presented one slides over it")
        runner.advance(to: 0.85)
        #expect(log.take() == ["A viewDidDisappear", "B viewDidAppear", "presented"])
        #expect(!modal.isBeingPresented && root.view.window == nil, "full screen takes the presenting view away")
        #expect(modal.view.convert(modal.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
        runner.advance(to: 1.6)
        #expect(log.take() == ["B viewWillDisappear", "A viewWillAppear"])
        #expect(modal.isBeingDismissed && root.view.window != nil)
        runner.advance(to: 2)
        #expect(log.take() == ["B viewDidDisappear", "A viewDidAppear", "dismissed"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.superview == nil && !modal.isBeingDismissed)
    }

    @Test("automatic is the iOS 13 card: 10 pt under the status bar, presenting view pushed back, no disappearance")
    func pageSheetGeometry() throws {
        let log = CallLog()
        let root = CallLogController("A", log, color: .red)
        let modal = CallLogController("B", log, color: .blue)
        #expect(modal.modalPresentationStyle == .automatic)
        let runner = presentationScene(root) { context in
            context.at(0.5) { root.present(modal, animated: true) }
        }
        runner.advance(to: 0.65)
        let midway = modal.view.superview?.layer.presentation()?.frame.minY ?? -1
        #expect(midway > 30 && midway < 480, "the card is on its way up: \(midway)")
        runner.advance(to: 1)
        _ = log.take()
        #expect(modal.view.convert(modal.view.bounds, to: nil) == CGRect(x: 0, y: 30, width: 320, height: 450))
        // Scaled to 288 / 320 about its centre, its top edge on the status bar's bottom edge.
        let pushed = root.view.frame
        #expect(abs(pushed.minX - 16) < 1e-9 && abs(pushed.minY - 20) < 1e-9 && abs(pushed.width - 288) < 1e-9,
                "\(pushed)")
        #expect(root.view.layer.cornerRadius == 10 && root.view.window != nil)

        let image = try Renderer().render(runner.window, scale: 1)
        #expect(image.pixel(x: 5, y: 300).r == 0, "black behind the pushed-back view")
        let dimmed = image.pixel(x: 160, y: 25)
        #expect(abs(Int(dimmed.r) - 153) <= 2 && dimmed.b == 0, "the red presenting view under 40 % black: \(dimmed)")
        #expect(image.pixel(x: 160, y: 200) == (0, 0, 255, 255))
        #expect(image.pixel(x: 160, y: 31).b == 255 && image.pixel(x: 0, y: 30).b < 64, "rounded top corners")
        // The status bar turns light over the black backdrop: its time is drawn in white at the top.
        var light = 0
        for x in 0..<320 where image.pixel(x: x, y: 10).r > 200 && image.pixel(x: x, y: 10).g > 200 { light += 1 }
        #expect(light > 5, "light status bar ink: \(light)")

        modal.dismiss(animated: false)
        #expect(log.take() == ["B viewWillDisappear", "B viewDidDisappear"])
        #expect(root.view.transform == .identity && root.view.layer.cornerRadius == 0)
        #expect(root.view.superview?.subviews.contains { $0.backgroundColor == .black } == false, "backdrop gone")
    }

    @Test("cross-dissolve over full screen fades in over the presenting view, which stays and keeps appearing")
    func crossDissolveOverFullScreen() throws {
        let log = CallLog()
        let root = CallLogController("A", log, color: .red)
        let modal = CallLogController("B", log, color: UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        modal.modalPresentationStyle = .overFullScreen
        modal.modalTransitionStyle = .crossDissolve
        let runner = presentationScene(root, statusBar: nil) { context in
            context.at(0.5) { root.present(modal, animated: true) }
        }
        runner.advance(to: 0.65)
        let alpha = modal.view.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8, "fading in: \(alpha)")
        runner.advance(to: 1)
        #expect(log.take() == ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear", "B viewDidLoad",
                               "B viewWillAppear", "B viewDidAppear"])
        let pixel = try Renderer().render(runner.window, scale: 1).pixel(x: 160, y: 240)
        #expect(abs(Int(pixel.r) - 128) <= 2 && abs(Int(pixel.b) - 128) <= 2, "half blue over red: \(pixel)")
    }

    @Test("dismissing from the bottom takes every presentation above it away; a second present only warns")
    func dismissStack() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = CallLogController("A", log), middle = CallLogController("B", log), top = CallLogController("C", log)
        window.rootViewController = root
        window.runLayoutPass()
        middle.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        root.present(CallLogController("X", log), animated: false)
        #expect(root.presentedViewController === middle, "already presenting: UIKit warns and ignores it")
        middle.present(top, animated: false)
        #expect(middle.presentedViewController === top && top.presentingViewController === middle)
        _ = log.take()
        root.dismiss(animated: false)
        #expect(log.take() == ["C viewWillDisappear", "C viewDidDisappear", "B viewWillDisappear", "A viewWillAppear",
                               "B viewDidDisappear", "A viewDidAppear"])
        #expect(root.presentedViewController == nil && middle.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === root.view)
    }

    @Test("a child presents from its topmost ancestor, which answers presentedViewController for it")
    func presentationContext() {
        let child = UIViewController()
        let (window, navigation) = navigationWindow(root: child)
        defer { withExtendedLifetime(window) {} }
        let modal = UIViewController()
        child.present(modal, animated: false)
        #expect(modal.presentingViewController === navigation)
        #expect(child.presentedViewController === modal && navigation.presentedViewController === modal)
        child.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && modal.view.window == nil)
    }

    @Test("custom: the transitioning delegate's presentation controller frames the view and hears the transition")
    func customPresentation() {
        final class HalfSheet: UIPresentationController {
            var calls: [String] = []
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView?.bounds ?? .zero
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
            override func presentationTransitionWillBegin() { calls.append("willBegin \(containerView != nil)") }
            override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd \(completed)") }
            override func dismissalTransitionWillBegin() { calls.append("dismissalWillBegin") }
            override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissalDidEnd") }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            var made: HalfSheet?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                made = HalfSheet(presentedViewController: presented, presenting: presenting)
                return made
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        let modal = UIViewController(), delegate = Delegate()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        root.present(modal, animated: false)
        #expect(modal.presentationController === delegate.made)
        #expect(modal.view.convert(modal.view.bounds, to: nil) == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(root.view.window === window, "the presenting view stays (shouldRemovePresentersView is false)")
        modal.dismiss(animated: false)
        #expect(delegate.made?.calls == ["willBegin true", "didEnd true", "dismissalWillBegin", "dismissalDidEnd"])
    }
}

@Suite("show(_:sender:) and showDetailViewController(_:sender:)")
struct ShowTargetingTests {
    @Test("inside a navigation controller show pushes; outside one it presents; showDetail presents")
    func targeting() {
        let list = UIViewController()
        let (window, navigation) = navigationWindow(root: list)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()
        list.show(detail, sender: nil)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        let more = UIViewController()
        list.showDetailViewController(more, sender: nil)
        #expect(navigation.presentedViewController === more, "no split view: UIKit presents")
        let lone = UIViewController(), other = UIViewController()
        more.show(lone, sender: nil)
        #expect(navigation.viewControllers.last === lone, "through the presenting chain to the navigation controller")

        let plainWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let plain = UIViewController()
        plainWindow.rootViewController = plain
        plain.show(other, sender: nil)
        #expect(plain.presentedViewController === other)
    }

    @Test("a navigation controller subclass's show override is what children reach")
    func overrideReached() {
        final class Logging: UINavigationController {
            var shown: [UIViewController] = []
            override func show(_ controller: UIViewController, sender: Any?) { shown.append(controller) }
        }
        let child = UIViewController()
        let navigation = Logging(rootViewController: child)
        let target = UIViewController()
        child.show(target, sender: "button")
        #expect(navigation.shown.count == 1 && navigation.shown.first === target && navigation.viewControllers.count == 1)
    }
}
