import Dynamics
import Foundation
import Testing

/// A list controller of a ported storyboard app: it logs its segue calls.
final class StoryListController: UIViewController {
    static var log = CallLog()
    var allowsDetail = true

    required init?(coder: NSCoder) {
        Self.log.add("List init(coder:)")
        super.init(coder: coder)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        Self.log.add("shouldPerformSegue \(identifier)")
        return allowsDetail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Self.log.add("prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) \(sender as? String ?? "-")")
        (segue.destination as? StoryDetailController)?.item = sender as? String
    }
}

/// The detail controller: takes its item through prepare(for:sender:) or through a creator.
final class StoryDetailController: UIViewController {
    var item: String?

    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        StoryListController.log.add("Detail init(coder:)")
        super.init(coder: coder)
    }

    override func viewDidLoad() { StoryListController.log.add("Detail viewDidLoad \(item ?? "-")") }
}

@Suite("UIStoryboard and segues registered in code")
struct StoryboardTests {
    /// Starts a test: a fresh log, the "Main" storyboard registered; returns the log.
    private func start() -> CallLog {
        StoryListController.log = CallLog()
        registerMain()
        return StoryListController.log
    }

    /// Registers the "Main" storyboard: a navigation controller around the list, and two segues to the detail.
    private func registerMain() {
        let main = StoryboardDefinition(name: "Main")
        main.navigationScene("Navigation", root: "List", isInitial: true)
        main.scene("List", StoryListController.self)
        main.scene("Detail", StoryDetailController.self)
        main.segue("showDetail", from: "List", to: "Detail")
        main.segue("presentDetail", from: "List", to: "Detail", kind: .presentModally)
        UIStoryboard.register(main)
    }

    @Test("the initial controller is made with init(coder:); a show segue prepares and then pushes")
    func showSegue() throws {
        let log = start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        window.rootViewController = navigation
        let list = try #require(navigation.topViewController as? StoryListController)
        #expect(list.storyboard === storyboard)
        #expect(log.take() == ["List init(coder:)"])
        list.performSegue(withIdentifier: "showDetail", sender: "Row 3")
        #expect(log.take() == ["Detail init(coder:)", "prepare showDetail StoryDetailController Row 3",
                               "Detail viewDidLoad Row 3"], "performSegue does not ask shouldPerformSegue")
        #expect(navigation.viewControllers.count == 2 && (navigation.topViewController as? StoryDetailController)?.item == "Row 3")
    }

    @Test("a triggered segue asks shouldPerformSegue first; a modal segue presents")
    func triggeredAndModal() throws {
        let log = start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list: StoryListController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "List")
        window.rootViewController = list
        list.allowsDetail = false
        _ = log.take()
        #expect(!list.triggerSegue(withIdentifier: "presentDetail", sender: "A"))
        #expect(log.take() == ["shouldPerformSegue presentDetail"] && list.presentedViewController == nil)
        list.allowsDetail = true
        #expect(list.triggerSegue(withIdentifier: "presentDetail", sender: "B"))
        #expect(log.take() == ["shouldPerformSegue presentDetail", "Detail init(coder:)",
                               "prepare presentDetail StoryDetailController B", "Detail viewDidLoad B"])
        #expect((list.presentedViewController as? StoryDetailController)?.item == "B")
    }

    @Test("instantiateViewController(identifier:creator:) passes what the controller needs through its coder init")
    func creator() {
        _ = start()
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in
            StoryDetailController(coder: coder, item: "From creator")
        }
        #expect(detail.item == "From creator" && StoryListController.log.entries.isEmpty)
        let plain = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(plain is StoryDetailController && plain.storyboard === storyboard)
    }
}
