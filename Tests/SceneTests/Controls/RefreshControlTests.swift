import Dynamics
import Foundation
import Testing

/// UIRefreshControl under a scripted drag: the threshold, `.valueChanged` once, the inset while refreshing, the
/// spinner's pixels, and `endRefreshing()`.
@Suite struct RefreshControlTests {
    /// A 30-row plain table filling a 320×480 scene, owned by a table view controller with a refresh control that
    /// logs `.valueChanged`.
    final class Rows: UITableViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [log] action in
                log.entries.append("valueChanged refreshing=\((action.sender as? UIRefreshControl)?.isRefreshing == true)")
            }, for: .valueChanged)
            refreshControl = refresh
        }
    }

    private func refreshScene(_ controller: Rows, script: @escaping @MainActor (SceneContext) -> Void) -> SceneRunner {
        let controller = controller, script = script
        return SceneRunner(scene: Scene(name: "refresh", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            context.window.rootViewController = controller
            script(context)
        }, screenScale: 1)
    }

    @Test func aLongPullRefreshesOnceAndHoldsTheContentSixtyPointsDown() throws {
        let log = Log()
        let controller = Rows(log: log)
        let runner = refreshScene(controller) { context in
            // 370 points of finger travel: rubber-banded, the content comes about 137 points down, past 120.
            context.pan(along: [CGPoint(x: 160, y: 50), CGPoint(x: 160, y: 420)], from: 0.1, duration: 0.5)
        }
        runner.advance(to: 0.35)
        #expect(log.entries.isEmpty, "not yet past the threshold")
        runner.advance(to: 0.58)
        #expect(log.entries == ["valueChanged refreshing=true"])
        let table = try #require(controller.tableView)
        #expect(table.isDragging && table.contentOffset.y < -120)
        runner.advance(to: 1.5)
        #expect(log.entries.count == 1, "one pull, one refresh")
        #expect(controller.refreshControl?.isRefreshing == true)
        #expect(table.adjustedContentInset.top == 60 && table.contentInset.top == 0)
        #expect(abs(table.contentOffset.y + 60) < 0.5, "the content rests with the spinner showing")
        #expect(controller.refreshControl?.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        // The spinner: grey spokes round (160, 30) on screen; white elsewhere in the strip.
        let image = try Renderer().render(runner.window, scale: 1)
        var grey = 0
        for y in 20..<40 {
            for x in 150..<170 {
                let p = image.pixel(x: x, y: y)
                if p.r < 200 && p.r == p.g { grey += 1 }
            }
        }
        #expect(grey > 10)
        let blank = image.pixel(x: 40, y: 30)
        #expect(blank.r == 255 && blank.g == 255 && blank.b == 255)
    }

    @Test func endRefreshingSendsTheContentBackUp() throws {
        let log = Log()
        let controller = Rows(log: log)
        let runner = refreshScene(controller) { context in
            context.pan(along: [CGPoint(x: 160, y: 50), CGPoint(x: 160, y: 420)], from: 0.1, duration: 0.5)
            context.at(1.5) { controller.refreshControl?.endRefreshing() }
        }
        runner.advance(to: 1.6)
        let table = try #require(controller.tableView)
        #expect(controller.refreshControl?.isRefreshing == false && table.adjustedContentInset.top == 0)
        #expect(table.contentOffset.y < 0 && table.contentOffset.y > -60, "on its way up")
        runner.advance(to: 2)
        #expect(table.contentOffset.y == 0)
        #expect(controller.refreshControl?.isHidden == true)
    }

    @Test func aShortPullDoesNotRefreshAndBeginRefreshingSendsNothing() throws {
        let log = Log()
        let controller = Rows(log: log)
        let runner = refreshScene(controller) { context in
            // 150 points of travel: about 61 points of pull.
            context.pan(along: [CGPoint(x: 160, y: 50), CGPoint(x: 160, y: 200)], from: 0.1, duration: 0.3)
            context.at(2) { controller.refreshControl?.beginRefreshing() }
        }
        runner.advance(to: 1.9)
        #expect(log.entries.isEmpty && controller.refreshControl?.isRefreshing == false)
        #expect(controller.tableView.contentOffset.y == 0, "the content sprang back to the top")
        runner.advance(to: 2.1)
        #expect(log.entries.isEmpty && controller.refreshControl?.isRefreshing == true)
        #expect(controller.tableView.adjustedContentInset.top == 60)
        #expect(controller.tableView.contentOffset.y == 0, "UIKit does not scroll the spinner into view")
    }
}
