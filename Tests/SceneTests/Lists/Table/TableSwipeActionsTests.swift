import Dynamics
import Foundation
import Testing

/// Swipe actions and the delete confirmation of `UITableView`, driven by scripted touches on the scene clock: where
/// the row and its buttons are, what they draw, and the order of the delegate's and data source's calls.
@Suite struct TableSwipeActionsTests {
    /// Ten rows "Row n" that log what the table asks. The subclasses adopt the protocols themselves, so the methods
    /// they add are the conformance's (a subclass cannot replace a protocol default its superclass's conformance
    /// chose).
    class RowModel {
        var count = 10
        let log: Log
        init(log: Log) { self.log = log }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            log.entries.append("canEdit \(indexPath.row)")
            return true
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.entries.append("select \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView,
                       editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            log.entries.append("editingStyle \(indexPath.row)")
            return .delete
        }
        func tableView(_ tableView: UITableView,
                       titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
            log.entries.append("deleteTitle \(indexPath.row)")
            return nil
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.entries.append("willBegin \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.entries.append("didEnd \(indexPath.map { "\($0.row)" } ?? "nil")")
        }
    }

    /// Rows whose data source does not commit.
    final class Rows: RowModel, UITableViewDataSource, UITableViewDelegate {}

    /// Rows whose data source commits deletions, as iOS requires for swipe to delete.
    final class CommittingRows: RowModel, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                       forRowAt indexPath: IndexPath) {
            log.entries.append("commit \(editingStyle.rawValue) \(indexPath.row)")
            guard editingStyle == .delete else { return }
            count -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// Rows whose commit deletes whatever the style, as some public code does.
    final class StyleBlindRows: RowModel, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                       forRowAt indexPath: IndexPath) {
            log.entries.append("commit \(editingStyle.rawValue) \(indexPath.row)")
            count -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// Rows with trailing actions Delete (outermost) and Archive (grey, `.normal`, completing with false).
    final class ActionRows: RowModel, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView,
                       trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            log.entries.append("trailing \(indexPath.row)")
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] action, _, done in
                log.entries.append("handler \(action.title ?? "")")
                count -= 1
                tableView.deleteRows(at: [indexPath], with: .fade)
                done(true)
            }
            let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] action, _, done in
                log.entries.append("handler \(action.title ?? "")")
                done(false)
            }
            return UISwipeActionsConfiguration(actions: [delete, archive])
        }
    }

    /// A 320×480 scene at scale 1 holding a plain table over the whole canvas; row 1 spans y 44…88.
    private func tableScene(_ rows: some RowModel & UITableViewDataSource & UITableViewDelegate, then body: @escaping @MainActor (UITableView, SceneContext) -> Void)
        -> SceneRunner {
        SceneRunner(scene: Scene(name: "swipe", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            let table = UITableView(frame: context.view.bounds, style: .plain)
            table.dataSource = rows
            table.delegate = rows
            context.view.addSubview(table)
            body(table, context)
        }, screenScale: 1)
    }

    /// Drags row 1 `distance` points left from x 280 over 0.2 s, from 0.1 s.
    private func swipeRowOne(_ context: SceneContext, by distance: CGFloat, from time: TimeInterval = 0.1) {
        context.pan(along: [CGPoint(x: 280, y: 66), CGPoint(x: 280 - distance, y: 66)], from: time, duration: 0.2)
    }

    @Test func theRowFollowsTheFingerThenRestsOpenOverTheRedDeleteButton() throws {
        let log = Log()
        let rows = CommittingRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 100)
        }
        runner.advance(to: 0.2)
        let table = try #require(box.table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(cell.frame.minX + 50) < 0.01, "halfway through the drag the row has moved 50 pt left")
        #expect(table.contentOffset.y == 0, "a sideways drag does not scroll")
        runner.advance(to: 0.7)
        #expect(cell.frame.minX == -74, "released past half the button, the row rests open by the Delete button's width")
        #expect(cell.layer.presentation()?.frame.minX == -74)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0, "the other rows stay")
        let image = try Renderer().render(runner.window, scale: 1)
        let red = image.pixel(x: 250, y: 50)    // the button spans x 246…320 beside the row
        #expect(red.r == 255 && red.g == 59 && red.b == 48, "systemRed")
        let row = image.pixel(x: 240, y: 50)
        #expect(row.r == 255 && row.g == 255 && row.b == 255, "the row's white ends where the button starts")
        let title = (246..<320).map { image.pixel(x: $0, y: 66) }.filter { (pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool in
            pixel.r == 255 && pixel.g > 200 && pixel.b > 200
        }
        #expect(!title.isEmpty, "the white title sits in the middle of the button")
        #expect(log.entries == ["canEdit 1", "editingStyle 1", "commit 0 1", "deleteTitle 1", "willBegin 1"],
                "the default Delete is offered after the data source answered the commit question (style 0: none)")
    }

    @Test func tappingDeleteCommitsAndTheRowGoesWhileTheRowsBelowMoveUp() throws {
        let log = Log()
        let rows = CommittingRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 100)
            context.tap(at: CGPoint(x: 290, y: 66), time: 0.8)
        }
        runner.advance(to: 0.7)
        let table = try #require(box.table)
        let below = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        log.entries = []
        runner.advance(to: 0.85)
        #expect(log.entries == ["commit 1 1", "didEnd nil"], "commit(.delete), then the row's editing ends")
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(below.frame.minY == 44, "the row below takes the deleted row's place")
        runner.advance(to: 1.3)
        #expect(below.layer.presentation()?.frame.minY == 44)
        #expect(!log.entries.contains("select 1"), "the tap on the button selects nothing")
    }

    @Test func aShortSwipeSpringsBackAndEndsEditing() throws {
        let log = Log()
        let rows = CommittingRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            // 30 pt over 0.4 s: slower than a flick (75 pt/s) and short of half the 74 pt button.
            context.pan(along: [CGPoint(x: 280, y: 66), CGPoint(x: 250, y: 66)], from: 0.1, duration: 0.4)
        }
        runner.advance(to: 0.45)
        let table = try #require(box.table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(cell.frame.minX + 26.25) < 0.01, "the finger has come 35/40 of the way")
        runner.advance(to: 0.9)
        #expect(cell.frame.minX == 0 && cell.layer.presentation()?.frame.minX == 0)
        let image = try Renderer().render(runner.window, scale: 1)
        let trailing = image.pixel(x: 310, y: 60)
        #expect(trailing.r == 255 && trailing.g == 255 && trailing.b == 255, "no button left behind the row")
        #expect(log.entries.suffix(2) == ["willBegin 1", "didEnd 1"])
    }

    @Test func aTapElsewhereClosesTheOpenRowWithoutSelecting() throws {
        let log = Log()
        let rows = CommittingRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 100)
            context.tap(at: CGPoint(x: 100, y: 200), time: 0.8)    // row 4
        }
        runner.advance(to: 0.7)
        log.entries = []
        runner.advance(to: 1.2)
        let table = try #require(box.table)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(log.entries == ["didEnd 1"], "closed; row 4 not selected")
        #expect(table.numberOfRows(inSection: 0) == 10)
    }

    @Test func withoutCommitThereIsNoSwipeToDelete() throws {
        let log = Log()
        let rows = Rows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 100)
        }
        runner.advance(to: 0.7)
        let table = try #require(box.table)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(log.entries == ["canEdit 1", "editingStyle 1"], "asked, then the commit default said it is missing")
    }

    @Test func aCommitThatIgnoresTheStyleDeletesAtTheFirstSwipeAndLaterSwipesOpen() throws {
        let log = Log()
        let rows = StyleBlindRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 100)
            swipeRowOne(context, by: 100, from: 1.0)
        }
        runner.advance(to: 0.7)
        let table = try #require(box.table)
        #expect(table.numberOfRows(inSection: 0) == 9, "the commit question deleted the row")
        #expect(!log.entries.contains("willBegin 1"), "and the swipe did not open on the row below")
        log.entries = []
        runner.advance(to: 1.6)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -74)
        #expect(log.entries == ["canEdit 1", "editingStyle 1", "deleteTitle 1", "willBegin 1"], "asked once only")
    }

    @Test func customActionsStandOutermostFirstInTheirColours() throws {
        let log = Log()
        let rows = ActionRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 200, from: 0.1)
        }
        // 200 pt is past both buttons (74 + 78 pt) but short of the full swipe (60 % of 320 = 192 pt) only while it
        // moves; it lifts at 0.3 s beyond it, so read the row before.
        runner.advance(to: 0.25)
        let table = try #require(box.table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(cell.frame.minX + 150) < 0.01)
        let image = try Renderer().render(runner.window, scale: 1)
        // 150 of 152 pt: the buttons scaled by 150/152; Delete (first) at the trailing edge (x 247…320), Archive
        // beside it (x 170…247).
        let delete = image.pixel(x: 300, y: 50), archive = image.pixel(x: 200, y: 50)
        #expect(delete.r == 255 && delete.g == 59 && delete.b == 48, "systemRed outermost")
        #expect(archive.r == 142 && archive.g == 142 && archive.b == 147, "systemGray for .normal")
        #expect(log.entries == ["canEdit 1", "trailing 1", "willBegin 1"])
    }

    @Test func aFullSwipePerformsTheFirstActionAndTheDeletedRowGoes() throws {
        let log = Log()
        let rows = ActionRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 250)
        }
        runner.advance(to: 0.28)
        let table = try #require(box.table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let image = try Renderer().render(runner.window, scale: 1)
        #expect(image.pixel(x: 120, y: 50).g == 59, "armed: the first button covers all the width the row left")
        runner.advance(to: 0.35)
        #expect(log.entries.suffix(2) == ["handler Delete", "didEnd nil"])
        #expect(table.numberOfRows(inSection: 0) == 9)
        runner.advance(to: 1.0)
        #expect(cell.superview == nil, "the faded cell went back to the reuse queue")
    }

    @Test func completionFalseSpringsTheRowBack() throws {
        let log = Log()
        let rows = ActionRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            swipeRowOne(context, by: 150)
            context.tap(at: CGPoint(x: 200, y: 66), time: 0.8)    // Archive: x 168…246
        }
        runner.advance(to: 0.7)
        let table = try #require(box.table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // Delete takes the 74 pt minimum; "Archive" in 15 pt medium is wider: its title and 12 pt either side.
        let title = UILabel()
        title.font = .systemFont(ofSize: 15, weight: .medium)
        title.text = "Archive"
        let archive = ceil(title.intrinsicContentSize.width) + 24
        #expect(archive == 78)
        #expect(cell.frame.minX == -(74 + archive), "both buttons")
        runner.advance(to: 1.3)
        #expect(cell.frame.minX == 0 && cell.layer.presentation()?.frame.minX == 0)
        #expect(log.entries.suffix(2) == ["handler Archive", "didEnd 1"])
        #expect(table.numberOfRows(inSection: 0) == 10)
    }

    @Test func theDeleteControlRevealsTheDeleteButtonInEditingMode() throws {
        let log = Log()
        let rows = CommittingRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            table.setEditing(true, animated: false)
            context.tap(at: CGPoint(x: 27, y: 66), time: 0.1)     // the disc: x 16…38
            context.tap(at: CGPoint(x: 290, y: 66), time: 0.6)
        }
        runner.advance(to: 0.5)
        let table = try #require(box.table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.minX == -74)
        #expect(log.entries.suffix(2) == ["deleteTitle 1", "willBegin 1"])
        let image = try Renderer().render(runner.window, scale: 1)
        // The disc moved 74 pt left with the row (centre x −47), off screen; the button is red.
        #expect(image.pixel(x: 283, y: 50).g == 59)
        runner.advance(to: 0.7)
        #expect(log.entries.suffix(2) == ["commit 1 1", "didEnd nil"])
        #expect(table.numberOfRows(inSection: 0) == 9)
    }

    /// A table view controller as an app writes one: rows that commit deletions, a button in row 5, and logs of
    /// the editing calls in the order they come.
    final class EditingController: UITableViewController {
        let log: Log
        var count = 10
        init(log: Log) {
            self.log = log
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            if indexPath.row == 5 {
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 200, y: 0, width: 100, height: 44)
                button.addAction(UIAction { [unowned self] _ in log.entries.append("button") }, for: .touchUpInside)
                cell.contentView.addSubview(button)
            }
            return cell
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            count -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.entries.append("willBegin \(indexPath.row) editing \(tableView.isEditing)")
        }
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.entries.append("didEnd \(indexPath.map { "\($0.row)" } ?? "nil") editing \(tableView.isEditing)")
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            log.entries.append("setEditing \(editing) \(animated)")
            super.setEditing(editing, animated: animated)
        }
    }

    final class ControllerBox: @unchecked Sendable { var controller: EditingController? }

    private func controllerScene(_ log: Log, box: ControllerBox,
                                 then body: @escaping @MainActor (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "swipe-editing", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            let controller = EditingController(log: log)
            controller.view.frame = context.view.bounds
            context.view.addSubview(controller.view)
            box.controller = controller
            body(context)
        }, screenScale: 1)
    }

    @Test func aSwipedRowPutsTheTableInEditingModeForThatRowOnly() throws {
        let log = Log()
        let box = ControllerBox()
        let runner = controllerScene(log, box: box) { context in
            swipeRowOne(context, by: 100)
            context.tap(at: CGPoint(x: 100, y: 200), time: 0.8)
        }
        runner.advance(to: 0.7)
        let controller = try #require(box.controller)
        let table = try #require(controller.tableView)
        #expect(log.entries == ["willBegin 1 editing true", "setEditing true true"],
                "the table is editing when the delegate hears, then the controller is told, as UIKit's does")
        #expect(table.isEditing && controller.isEditing)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing }, "no row shows an editing control")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -74)
        log.entries = []
        runner.advance(to: 1.3)
        #expect(log.entries == ["didEnd 1 editing false", "setEditing false true"])
        #expect(!table.isEditing && !controller.isEditing)
    }

    @Test func turningEditingOffClosesTheSwipedRow() throws {
        let log = Log()
        let box = ControllerBox()
        let runner = controllerScene(log, box: box) { context in
            swipeRowOne(context, by: 100)
        }
        runner.advance(to: 0.7)
        let controller = try #require(box.controller)
        log.entries = []
        controller.setEditing(false, animated: true)
        #expect(log.entries == ["setEditing false true", "didEnd 1 editing false", "setEditing false true"])
        #expect(!controller.tableView.isEditing)
        runner.advance(to: 1.2)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
    }

    @Test func aTapOnAControlInAnotherRowClosesTheOpenRowAndIsConsumed() throws {
        let log = Log()
        let box = ControllerBox()
        let runner = controllerScene(log, box: box) { context in
            context.tap(at: CGPoint(x: 250, y: 242), time: 0.05)   // the button in row 5 works before any swipe
            swipeRowOne(context, by: 100, from: 0.2)
            context.tap(at: CGPoint(x: 250, y: 242), time: 0.9)
        }
        runner.advance(to: 0.15)
        #expect(log.entries == ["button"])
        runner.advance(to: 1.5)
        let controller = try #require(box.controller)
        #expect(log.entries == ["button", "willBegin 1 editing true", "setEditing true true", "didEnd 1 editing false",
                                "setEditing false true"], "the second tap closed the row; the button did not fire")
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
    }

    @Test func aTapOutsideTheTableClosesTheOpenRowAndIsConsumed() throws {
        let log = Log()
        let rows = CommittingRows(log: log)
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            table.frame = CGRect(x: 0, y: 100, width: 320, height: 380)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
            button.addAction(UIAction { _ in log.entries.append("button") }, for: .touchUpInside)
            context.view.addSubview(button)
            context.pan(along: [CGPoint(x: 280, y: 166), CGPoint(x: 180, y: 166)], from: 0.1, duration: 0.2)
            context.tap(at: CGPoint(x: 160, y: 50), time: 0.8)
            context.tap(at: CGPoint(x: 160, y: 50), time: 1.4)
        }
        runner.advance(to: 0.7)
        let table = try #require(box.table)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -74)
        log.entries = []
        runner.advance(to: 1.2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        #expect(log.entries == ["didEnd 1"], "the tap above the table closed the row; the button did not fire")
        runner.advance(to: 1.6)
        #expect(log.entries == ["didEnd 1", "button"], "with the row closed the button works again")
    }

    @Test func anUprightDragOnASwipeableRowStillScrolls() throws {
        let rows = CommittingRows(log: Log())
        rows.count = 30
        let box = TableBox()
        let runner = tableScene(rows) { table, context in
            box.table = table
            context.pan(along: [CGPoint(x: 200, y: 300), CGPoint(x: 190, y: 100)], from: 0.1, duration: 0.3)
        }
        runner.advance(to: 0.4)
        let table = try #require(box.table)
        #expect(table.contentOffset.y > 100)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }
}

/// The table a scene closure hands to the test.
final class TableBox: @unchecked Sendable {
    var table: UITableView?
}
