import Dynamics
import Foundation
import Testing

/// A controller that logs its appearance and containment calls under a name.
private final class NamedController: UIViewController {
    let name: String
    var log: [String]

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { log.append("willMove(\(parent == nil ? "nil" : "nav"))") }
    override func didMove(toParent parent: UIViewController?) { log.append("didMove(\(parent == nil ? "nil" : "nav"))") }
}

@Suite("UINavigationController: stack, bar and slide")
struct NavigationControllerTests {
    /// Runs a 320×480 scene whose window shows a navigation controller over `root`, then `script`.
    private func run(_ root: UIViewController, script: @escaping (SceneContext, UINavigationController) -> Void)
        -> (SceneRunner, UINavigationController) {
        let root = root, script = script
        nonisolated(unsafe) var navigation: UINavigationController!
        let scene = Scene(name: "nav", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            navigation = UINavigationController(rootViewController: root)
            context.window.rootViewController = navigation
            script(context, navigation)
        }
        let runner = SceneRunner(scene: scene)
        return (runner, navigation)
    }

    @Test("push slides over 0.35 s with UIKit's call order; the bar shows the title and a back button")
    func pushOrderAndBar() {
        let root = NamedController("Inbox"), detail = NamedController("Message")
        let (runner, navigation) = run(root) { context, navigation in
            context.at(0.5) { navigation.pushViewController(detail, animated: true) }
        }
        #expect(root.log == ["willMove(nav)", "didMove(nav)", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        // The scene draws no status bar, so the bar sits at the top, as on iOS with the status bar hidden.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(navigation.navigationBar.shownTitle == "Inbox" && navigation.navigationBar.shownLeftTitle == nil)
        #expect(root.navigationController === navigation)
        runner.advance(to: 0.7)
        // Midway: the new view is on its way in from the right edge, the old one on its way a third out.
        let incoming = detail.view.layer.presentation()?.frame.minX ?? -1
        #expect(incoming > 0 && incoming < 320, "incoming at \(incoming)")
        #expect(detail.log == ["willMove(nav)", "viewDidLoad", "viewWillAppear"])
        #expect(root.log.last == "viewWillDisappear")
        runner.advance(to: 1)
        #expect(detail.log == ["willMove(nav)", "viewDidLoad", "viewWillAppear", "didMove(nav)", "viewDidAppear"])
        #expect(root.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(root.view.superview == nil && detail.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(navigation.navigationBar.shownTitle == "Message")
        #expect(navigation.navigationBar.shownLeftTitle == "‹ Inbox")
    }

    @Test("tapping the back button pops with the reverse slide and removes the controller from its parent")
    func backButtonPops() {
        let root = NamedController("Inbox"), detail = NamedController("Message")
        let (runner, navigation) = run(root) { context, navigation in
            navigation.pushViewController(detail, animated: false)
            context.tap(at: CGPoint(x: 30, y: 42), time: 1)
        }
        #expect(navigation.topViewController === detail && root.view.superview == nil)
        root.log.removeAll()
        detail.log.removeAll()
        runner.advance(to: 2)
        #expect(navigation.viewControllers.map(\.title) == ["Inbox"])
        #expect(detail.log == ["willMove(nil)", "viewWillDisappear", "didMove(nil)", "viewDidDisappear"])
        #expect(root.log == ["viewWillAppear", "viewDidAppear"])
        #expect(detail.parent == nil && detail.view.superview == nil && root.view.frame.minX == 0)
        #expect(navigation.navigationBar.shownTitle == "Inbox")
    }

    @Test("a right bar-button item shows its text; changing a title updates the bar")
    func barItems() {
        let root = NamedController("Cards")
        let navigation = UINavigationController(rootViewController: root)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .done)
        _ = navigation.view
        #expect(navigation.navigationBar.shownRightTitle == "Reset")
        root.title = "Deck"
        #expect(navigation.navigationBar.shownTitle == "Deck")
        root.navigationItem.title = "Pile"
        #expect(navigation.navigationBar.shownTitle == "Pile")
        #expect(navigation.popViewController(animated: false) == nil, "the root stays")
    }

    @Test("setting a controller's title retitles its navigation item, as UIKit's setter does")
    func titleSetterRetitlesTheItem() {
        let root = NamedController("Main")
        let navigation = UINavigationController(rootViewController: root)
        let second = UIViewController()
        second.navigationItem.title = " "  // as a storyboard's navigation item with a blank title sets it
        _ = navigation.view
        navigation.pushViewController(second, animated: false)
        #expect(navigation.navigationBar.shownTitle == " ")
        second.title = "Non main"  // what the controller's viewDidLoad does
        #expect(second.navigationItem.title == "Non main")
        #expect(navigation.navigationBar.shownTitle == "Non main")
        second.navigationItem.title = "Item"
        #expect(second.title == "Non main", "the item's title does not flow back")
        #expect(navigation.navigationBar.shownTitle == "Item")
    }

    @Test("a bar item enabled after its bar made the button: the button follows, and a tap runs the action")
    func enablingAnItemReachesItsButton() {
        let log = Log()
        let root = NamedController("Lock")
        let reset = UIBarButtonItem(title: "Reset", style: .plain, primaryAction: UIAction { _ in log.entries.append("reset") })
        root.navigationItem.rightBarButtonItem = reset
        reset.isEnabled = false
        let runner = SceneRunner(scene: scene { context in
            context.window.rootViewController = UINavigationController(rootViewController: root)
            context.at(0.5) { reset.isEnabled = true }
            context.tap(at: CGPoint(x: 180, y: 22), time: 0.3)
            context.tap(at: CGPoint(x: 180, y: 22), time: 0.7)
        })
        runner.advance(to: 1)
        let button = root.navigationController?.navigationBar.subviews.compactMap { $0 as? UIButton }.first
        #expect(button?.isEnabled == true)
        // The tap at 0.3 s finds the button disabled; the one at 0.7 s runs the action.
        #expect(log.entries == ["reset"])
    }

    @Test("a title that fits between the buttons is centred on the bar; a longer one moves aside and then truncates")
    func titlePlacement() {
        let list = NamedController("List"), detail = NamedController("Example Application")
        let (runner, navigation) = run(list) { _, navigation in navigation.pushViewController(detail, animated: false) }
        runner.advance(to: 0.1)
        let bar = navigation.navigationBar
        let back = bar.subviews.compactMap { $0 as? UIButton }.first!
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Example Application" }!
        #expect(abs(title.frame.midX - 160) < 0.001, "centred: \(title.frame)")
        #expect(title.frame.width > 150 && title.frame.minX > back.frame.maxX)
        detail.title = "A much longer title that cannot fit"
        runner.advance(to: 0.2)
        #expect(title.frame.minX == back.frame.maxX + 8 && title.frame.maxX == 320 - 8, "\(title.frame) \(back.frame)")
    }
}

@Suite("viewWillTransition(to:with:)")
struct SizeTransitionTests {
    /// Logs the transition's calls and moves a box alongside it.
    private final class RotatingController: UIViewController {
        var log: [String] = []
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func viewDidLoad() { view.addSubview(box) }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition \(Int(size.width))x\(Int(size.height)) view \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { context in
                self.log.append("alongside \(context.transitionDuration) view \(Int(self.view.bounds.width))")
                self.box.center = CGPoint(x: size.width / 2, y: size.height / 2)
            }, completion: { _ in self.log.append("completion") })
        }
    }

    @Test("rotation: the controller hears the new size first, alongside work runs in the resize, completion after")
    func rotation() {
        let controller = RotatingController()
        nonisolated(unsafe) var screenDuring = CGRect.zero
        let scene = Scene(name: "rotate", summary: "", size: CGSize(width: 320, height: 480), duration: 2) { context in
            context.window.rootViewController = controller
            context.at(0.5) {
                context.window.transition(to: CGSize(width: 480, height: 320), duration: 0.3)
                screenDuring = UIScreen.main.bounds
            }
        }
        let runner = SceneRunner(scene: scene)
        runner.advance(to: 0.6)
        #expect(controller.log == ["viewWillTransition 480x320 view 320", "alongside 0.3 view 480"])
        #expect(screenDuring == CGRect(x: 0, y: 0, width: 480, height: 320))
        let midway = controller.box.layer.presentation()?.position.x ?? -1
        #expect(midway > 10 && midway < 240, "box moving with the rotation: \(midway)")
        runner.advance(to: 1)
        #expect(controller.log.last == "completion" && controller.log.count == 3)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(controller.box.center == CGPoint(x: 240, y: 160))
    }

}
