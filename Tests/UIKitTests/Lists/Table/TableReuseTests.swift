import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// UITableView's reuse, queries, scrolling to rows, selection and updates without an animation clock.
@Suite(.serialized) struct TableReuseTests {
    @Test func scrollingTenThousandRowsKeepsAboutAScreenfulOfCells() {
        CountingTableCell.created = 0
        let source = NumberedRows([10_000])
        let table = makeTable(.plain, source: source)
        // 0…480 meets rows 0…10 (row 10 spans 440…484); the query loads the data, as a layout pass would.
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...10))
        #expect(table.contentSize.height == 440_000)
        var mostVisible = 0
        var offset: CGFloat = 0
        while offset <= 440_000 - 480 {
            table.contentOffset = CGPoint(x: 0, y: offset)
            mostVisible = max(mostVisible, table.visibleCells.count)
            #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
            offset += 37
        }
        table.contentOffset = CGPoint(x: 0, y: 440_000 - 480)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9999, section: 0))
        #expect(mostVisible == 12)
        #expect(CountingTableCell.created == mostVisible, "no more cells than were ever on screen at once")
        let cell = table.visibleCells[0]
        #expect(table.indexPath(for: cell) == table.indexPathsForVisibleRows?.first)
        #expect((cell as? CountingTableCell).map { $0.reuses > 0 } == true)
    }

    @Test func scrollToRowPutsTheRowAtTheTopMiddleOrBottomWithinRange() {
        let source = NumberedRows([10_000])
        let table = makeTable(.plain, source: source)
        let row = IndexPath(row: 100, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(abs(table.contentOffset.y - (4400)) < 0.001)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(abs(table.contentOffset.y - (4400 + 22 - 240)) < 0.001)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(abs(table.contentOffset.y - (4444 - 480)) < 0.001)
        table.scrollToRow(at: row, at: .none, animated: false)
        #expect(abs(table.contentOffset.y - (4444 - 480)) < 0.001, "already visible: no move")
        table.scrollToRow(at: IndexPath(row: 9999, section: 0), at: .top, animated: false)
        #expect(abs(table.contentOffset.y - (440_000 - 480)) < 0.001)
        #expect(table.cellForRow(at: IndexPath(row: 9999, section: 0))?.accessibilityIdentifier == "0-9999")
    }

    @Test func selectingAndDeselectingRowsByCode() throws {
        let source = NumberedRows([20])
        let table = makeTable(.plain, source: source)
        let first = IndexPath(row: 1, section: 0), second = IndexPath(row: 3, section: 0)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == first)
        let cell = try #require(table.cellForRow(at: first))
        #expect(cell.isSelected && cell.selectedBackgroundView?.backgroundColor == .systemGray4)
        #expect(cell.selectedBackgroundView?.alpha == 1)
        table.selectRow(at: second, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [second] && !cell.isSelected)
        #expect(cell.selectedBackgroundView?.alpha == 0)
        table.allowsMultipleSelection = true
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [first, second])
        table.deselectRow(at: second, animated: false)
        #expect(table.indexPathsForSelectedRows == [first])
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func updatesMoveCellsAndSelectionToTheirNewRows() throws {
        let source = NumberedRows([5])
        let table = makeTable(.plain, source: source)
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.counts = [6]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        // Without an animation clock the change is immediate.
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third)
        #expect(third.frame.minY == 132)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        source.counts = [4]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0)], with: .left)
        })
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === third)
        #expect(table.visibleCells.count == 4 && third.frame.minY == 88)
        source.counts = [4, 2]
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.numberOfSections == 2 && table.cellForRow(at: IndexPath(row: 1, section: 1)) != nil)
        source.counts = [2]
        table.performBatchUpdates({
            table.deleteSections(IndexSet(integer: 1), with: .fade)
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        })
        #expect(table.numberOfSections == 1 && table.cellForRow(at: IndexPath(row: 0, section: 0)) === third)
        let before = table.cellForRow(at: IndexPath(row: 1, section: 0))
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) !== before)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 2)
    }

    @Test func cellsNotRegisteredAreMadeByTheDataSource() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.style == .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "x")
        #expect(cell.reuseIdentifier == "x" && cell.detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func controllerIsTheDataSourceAndDelegateOfItsTable() {
        final class Numbers: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 7 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "n")
                    ?? UITableViewCell(style: .value1, reuseIdentifier: "n")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        }
        let controller = Numbers(style: .insetGrouped)
        let table = controller.tableView!
        #expect(controller.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 16, y: 85, width: 288, height: 50))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0")
    }
}
