import Dynamics
import Foundation
import Testing

/// UITableView in a scene: taps select rows, row animations run on the scene clock, and what the styles draw.
@Suite struct TableViewSceneTests {
    /// Rows "Row n" in `counts` sections; logs selection.
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var counts: [Int]
        var accessory: UITableViewCell.AccessoryType = .none
        let log: Log
        init(_ counts: [Int], log: Log) {
            self.counts = counts
            self.log = log
        }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = accessory
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.entries.append("select \(indexPath.section)-\(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.entries.append("deselect \(indexPath.section)-\(indexPath.row)")
        }
    }

    /// A 320×480 scene holding a table of `style` over the whole canvas.
    private func tableScene(_ style: UITableView.Style, rows: Rows,
                            then body: @escaping @MainActor (UITableView, SceneContext) -> Void = { _, _ in }) -> SceneRunner {
        SceneRunner(scene: Scene(name: "table", summary: "", size: CGSize(width: 320, height: 480), duration: 2) { context in
            let table = UITableView(frame: context.view.bounds, style: style)
            table.dataSource = rows
            table.delegate = rows
            context.view.addSubview(table)
            body(table, context)
        }, screenScale: 1)
    }

    @Test func aTapSelectsTheRowUnderItAndDeselectsThePreviousOne() {
        let log = Log()
        let runner = tableScene(.plain, rows: Rows([20], log: log)) { _, context in
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.1)   // row 2: 88…132
            context.tap(at: CGPoint(x: 100, y: 10), time: 0.3)    // row 0
        }
        runner.advance(to: 0.5)
        #expect(log.entries == ["select 0-2", "deselect 0-2", "select 0-0"])
    }

    @Test func deletedRowsFadeAndTheRowsBelowMoveUpOnTheSceneClock() throws {
        let log = Log()
        let rows = Rows([10], log: log)
        let cells = CellBox()
        let runner = tableScene(.plain, rows: rows) { table, context in
            context.at(0.2) {
                cells.deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))
                cells.below = table.cellForRow(at: IndexPath(row: 2, section: 0))
                rows.counts = [9]
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }
        }
        runner.advance(to: 0.35)   // half of the 0.3 s ease-in-ease-out
        let deleted = try #require(cells.deleted), below = try #require(cells.below)
        let fading = try #require(deleted.layer.presentation())
        #expect(abs(fading.opacity - 0.5) < 0.02)
        #expect(abs((below.layer.presentation()?.frame.minY ?? 0) - 66) < 0.5, "halfway from 88 to 44")
        #expect(below.frame.minY == 44, "the model is already at the end")
        runner.advance(to: 0.6)
        #expect(deleted.superview == nil, "the faded cell went back to the reuse queue")
        #expect(below.layer.presentation()?.frame.minY == 44)
    }

    @Test func aRowDeletedByTheSwipeThatTookItsTouchFadesWithoutItsHighlight() throws {
        let log = Log()
        let rows = Rows([10], log: log)
        let cells = CellBox()
        let runner = tableScene(.plain, rows: rows) { table, context in
            let swipe = UISwipeGestureRecognizer { swipe in
                guard let indexPath = table.indexPathForRow(at: swipe.location(in: table)) else { return }
                cells.deleted = table.cellForRow(at: indexPath)
                rows.counts = [9]
                table.deleteRows(at: [indexPath], with: .fade)
            }
            swipe.direction = .left
            table.addGestureRecognizer(swipe)
            context.swipe(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 80, y: 66), time: 0.1)   // row 1: 44…88
        }
        runner.advance(to: 0.25)
        let deleted = try #require(cells.deleted)
        #expect(deleted.superview != nil && !deleted.isHighlighted, "the swipe's touchesCancelled cleared it")
        #expect(log.entries.isEmpty, "and nothing was selected")
    }

    /// Counts, in `willDisplay`, the rows the table says are visible.
    final class VisibleRowsProbe: NSObject, UITableViewDelegate {
        var seen: [Int] = []
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            seen.append(tableView.indexPathsForVisibleRows?.count ?? -1)
        }
    }

    @Test func duringWillDisplayOfTheFirstRowEveryRowComingOnScreenIsVisible() {
        let log = Log()
        let rows = Rows([30], log: log)
        let probe = VisibleRowsProbe()
        let runner = tableScene(.plain, rows: rows) { table, _ in table.delegate = probe }
        runner.advance(to: 0.1)
        // 480 pt of 44 pt rows: 11 rows, every one of them listed from the first willDisplay on, as UIKit answers from
        // the visible rectangle (V8tr's parallax cells stop animating at "the last visible cell").
        #expect(probe.seen == Array(repeating: 11, count: 11))
        withExtendedLifetime(probe) {}
    }

    @Test func insertedRowsSlideInFromTheLeft() throws {
        let log = Log()
        let rows = Rows([3], log: log)
        let cells = CellBox()
        let runner = tableScene(.plain, rows: rows) { table, context in
            context.at(0.2) {
                rows.counts = [4]
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
                cells.deleted = table.cellForRow(at: IndexPath(row: 0, section: 0))
            }
        }
        runner.advance(to: 0.35)
        let inserted = try #require(cells.deleted)
        #expect(abs((inserted.layer.presentation()?.frame.minX ?? 0) + 160) < 0.5, "halfway from −320 to 0")
        runner.advance(to: 0.6)
        #expect(inserted.layer.presentation()?.frame.minX == 0)
    }

    @Test func plainSeparatorsAreOnePixelLinesInsetSixteenPoints() throws {
        let runner = tableScene(.plain, rows: Rows([3], log: Log()))
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // Row 0's separator is the pixel row 43: #3C3C43 at 29 % over white.
        let line = image.pixel(x: 200, y: 43)
        #expect((195...201).contains(Int(line.r)) && (195...201).contains(Int(line.g)) && (197...203).contains(Int(line.b)))
        let inset = image.pixel(x: 8, y: 43)
        #expect(inset.r == 255 && inset.g == 255 && inset.b == 255)
        let above = image.pixel(x: 200, y: 42)
        #expect(above.r == 255)
        // Below the three rows, placeholder separators go on every 44 pt (drawn by the table, with softer edges
        // than the cells' separator views).
        let placeholder = image.pixel(x: 200, y: 175)
        #expect(placeholder.r < 240)
    }

    @Test func groupedTablesShowTheGroupedGreyAndInsetGroupedCornersAreRound() throws {
        let grouped = tableScene(.grouped, rows: Rows([2], log: Log()))
        grouped.advance(to: 0.1)
        let groupedImage = try Renderer().render(grouped.window, scale: 1)
        let background = groupedImage.pixel(x: 5, y: 10)
        #expect(background.r == 242 && background.g == 242 && background.b == 247)
        let row = groupedImage.pixel(x: 300, y: 50)
        #expect(row.r == 255 && row.g == 255 && row.b == 255)

        let inset = tableScene(.insetGrouped, rows: Rows([2], log: Log()))
        inset.advance(to: 0.1)
        let image = try Renderer().render(inset.window, scale: 1)
        // The first row spans x 16…304 from y 35, with 10 pt corners: its corner pixel shows the grey.
        let corner = image.pixel(x: 16, y: 35)
        #expect(corner.r == 242 && corner.b == 247)
        let insideCorner = image.pixel(x: 26, y: 45)
        #expect(insideCorner.r == 255 && insideCorner.b == 255)
        let margin = image.pixel(x: 8, y: 60)
        #expect(margin.r == 242)
        let topEdge = image.pixel(x: 160, y: 35)
        #expect(topEdge.r == 255, "no hairline over an inset-grouped section")
    }

    @Test func aCheckmarkIsDrawnInTheTintColour() throws {
        let rows = Rows([1], log: Log())
        rows.accessory = .checkmark
        let runner = tableScene(.plain, rows: rows)
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // The 14×12 checkmark sits at x 290, y 16; its long stroke passes the centre of pixel (298, 22).
        let stroke = image.pixel(x: 298, y: 22)
        #expect(stroke.r < 60 && stroke.g > 100 && stroke.g < 150 && stroke.b > 220)
        let beside = image.pixel(x: 292, y: 17)
        #expect(beside.r == 255, "white around the stroke")
    }
}

/// Cells a scene closure hands to the test.
final class CellBox: @unchecked Sendable {
    var deleted: UITableViewCell?
    var below: UITableViewCell?
}
