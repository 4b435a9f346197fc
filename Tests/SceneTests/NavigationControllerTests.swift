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
    @Test("push slides over 0.35 s with UIKit's call order; the bar shows the title and a back button")
    func pushOrderAndBar() {
        nonisolated(unsafe) let root = NamedController("Inbox"), detail = NamedController("Message")
        nonisolated(unsafe) var navigation: UINavigationController!
        let scene = Scene(name: "nav", summary: "", size: CGSize(width: 320, height: 480), duration: 2) { context in
            navigation = UINavigationController(rootViewController: root)
            context.window.rootViewController = navigation
            context.at(0.5) { navigation.pushViewController(detail, animated: true) }
        }
        let runner = SceneRunner(scene: scene)
        #expect(root.log == ["willMove(nav)", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
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
        nonisolated(unsafe) let root = NamedController("Inbox"), detail = NamedController("Message")
        nonisolated(unsafe) var navigation: UINavigationController!
        let scene = Scene(name: "nav-pop", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            navigation = UINavigationController(rootViewController: root)
            context.window.rootViewController = navigation
            navigation.pushViewController(detail, animated: false)
            context.tap(at: CGPoint(x: 30, y: 42), time: 1)
        }
        let runner = SceneRunner(scene: scene)
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
}
