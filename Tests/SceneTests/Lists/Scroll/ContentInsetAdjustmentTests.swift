import Dynamics
import Foundation
import Testing

/// A table controller with `rows` 44-point rows, as the storyboard apps write one.
private final class RowsController: UITableViewController {
    let rows: Int
    var insetChanges: [String] = []

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        insetChanges.append("delegate \(Int(scrollView.adjustedContentInset.top))")
    }
}

/// A scroll view that logs `adjustedContentInsetDidChange()`.
private final class LoggingScrollView: UIScrollView {
    var log: [String] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        log.append("didChange \(Int(adjustedContentInset.top)),\(Int(adjustedContentInset.bottom)) offset \(Int(contentOffset.y))")
    }
}

/// `contentInsetAdjustmentBehavior`, `adjustedContentInset` and the first offset of a scroll view under bars, as on a
/// home-button iPhone (status bar 20 pt, navigation bar 44 pt, tab bar 49 pt).
@Suite("Content inset adjustment under bars")
struct ContentInsetAdjustmentTests {
    /// Runs a 320 × 480 scene with a status bar whose window shows `root` (for 0.1 s).
    private func show(_ root: UIViewController, statusBar: Bool = true) -> SceneRunner {
        let root = root
        let runner = SceneRunner(scene: Scene(name: "insets", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            if statusBar { context.statusBar = .dark }
            context.window.rootViewController = root
        })
        runner.advance(to: 0.1)
        return runner
    }

    @Test("A table controller in a navigation controller: insets 64 at the top, first row right under the bar")
    func tableUnderNavigationBar() throws {
        let rows = RowsController(rows: 30)
        let runner = show(UINavigationController(rootViewController: rows))
        defer { withExtendedLifetime(runner) {} }
        let table = try #require(rows.tableView)
        #expect(table.contentInsetAdjustmentBehavior == .automatic)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(table.contentInset == .zero)
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -64))
        // Row 0 lies at y 0 of the content, so on screen it starts at 64, below the bar (20 + 44).
        let firstRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(firstRow.convert(firstRow.bounds, to: nil).minY == 64)
        #expect(rows.navigationController?.navigationBar.frame.maxY == 64)
    }

    @Test("Short content: .automatic in a navigation controller insets the top; .scrollableAxes only when it bounces")
    func shortContent() throws {
        let automatic = RowsController(rows: 2)
        _ = show(UINavigationController(rootViewController: automatic))
        #expect(automatic.tableView.adjustedContentInset.top == 64)
        #expect(automatic.tableView.contentOffset.y == -64)

        // A table always bounces vertically (UIKit's `alwaysBounceVertical` is true for tables), so `.scrollableAxes`
        // still takes the bars; without the bounce the two short rows do not scroll and get nothing.
        let scrollable = RowsController(rows: 2)
        scrollable.loadViewIfNeeded()
        scrollable.tableView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollable.tableView.alwaysBounceVertical)
        _ = show(UINavigationController(rootViewController: scrollable))
        #expect(scrollable.tableView.adjustedContentInset.top == 64)
        let still = RowsController(rows: 2)
        still.loadViewIfNeeded()
        still.tableView.contentInsetAdjustmentBehavior = .scrollableAxes
        still.tableView.alwaysBounceVertical = false
        _ = show(UINavigationController(rootViewController: still))
        #expect(still.tableView.adjustedContentInset.top == 0)
        #expect(still.tableView.contentOffset.y == 0)

        // Without `automaticallyAdjustsScrollViewInsets` `.automatic` is `.scrollableAxes`.
        let manual = RowsController(rows: 2)
        manual.automaticallyAdjustsScrollViewInsets = false
        manual.loadViewIfNeeded()
        manual.tableView.alwaysBounceVertical = false
        _ = show(UINavigationController(rootViewController: manual))
        #expect(manual.tableView.adjustedContentInset.top == 0)
    }

    @Test("The four behaviours on a bare scroll view under the status bar, with the app's own inset added")
    func behaviours() {
        func adjusted(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat) -> UIEdgeInsets {
            let controller = UIViewController()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
            scroll.contentSize = CGSize(width: 320, height: contentHeight)
            scroll.contentInsetAdjustmentBehavior = behavior
            controller.view = scroll
            _ = show(controller)
            return scroll.adjustedContentInset
        }
        let withBar = UIEdgeInsets(top: 25, left: 0, bottom: 7, right: 0)
        let without = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        #expect(adjusted(.always, contentHeight: 100) == withBar)
        #expect(adjusted(.never, contentHeight: 1000) == without)
        #expect(adjusted(.scrollableAxes, contentHeight: 1000) == withBar)
        #expect(adjusted(.scrollableAxes, contentHeight: 100) == without)
        // Outside a navigation controller `.automatic` is `.scrollableAxes`.
        #expect(adjusted(.automatic, contentHeight: 1000) == withBar)
        #expect(adjusted(.automatic, contentHeight: 100) == without)
    }

    @Test("adjustedContentInsetDidChange, then the delegate, on every change; a scroll view at its top follows it")
    func changeCallbacks() {
        let controller = RowsController(rows: 1)
        let scroll = LoggingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.delegate = controller
        controller.view = scroll
        let runner = show(controller)
        #expect(scroll.log == ["didChange 20,0 offset -20"])
        #expect(controller.insetChanges == ["delegate 20"])
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        runner.advance(to: 0.2)
        #expect(scroll.log == ["didChange 20,0 offset -20", "didChange 50,10 offset -50"])
        #expect(controller.insetChanges == ["delegate 20", "delegate 50"])
        // Scrolled away from the top, the content stays where it is when the inset changes again.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        controller.additionalSafeAreaInsets = .zero
        runner.advance(to: 0.3)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset.y == 300)
        #expect(scroll.log.last == "didChange 20,0 offset 300")
    }

    @Test("A tab bar controller's table gets the tab bar at the bottom of its adjusted inset")
    func tabBarBottomInset() {
        let rows = RowsController(rows: 30)
        let tabs = UITabBarController()
        tabs.viewControllers = [rows]
        let runner = show(tabs)
        defer { withExtendedLifetime(runner) {} }
        #expect(rows.tableView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
        #expect(rows.tableView.contentOffset.y == -20)
    }
}
