import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// UITableViewDiffableDataSource: snapshots in, rows out, differences applied through the table's updates.
@Suite(.serialized) struct TableDiffableDataSourceTests {
    private final class TitledSource: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    private func makeTable() -> (UITableView, TitledSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TitledSource(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = name
            cell.accessibilityIdentifier = name
            return cell
        }
        return (table, dataSource)
    }

    private func snapshot(_ names: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit"])
        snapshot.appendItems(names)
        return snapshot
    }

    @Test func applyShowsRowsAndTheSubclassesTitles() throws {
        let (table, dataSource) = makeTable()
        dataSource.apply(snapshot(["apple", "banana", "cherry"]), animatingDifferences: false)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.map(\.accessibilityIdentifier) == ["apple", "banana", "cherry"])
        // A plain table's title header is 28 points tall, rows 44.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "cherry")
        #expect(dataSource.indexPath(for: "banana") == IndexPath(row: 1, section: 0))
        #expect(dataSource.index(for: "Fruit") == 0 && dataSource.defaultRowAnimation == .automatic)
    }

    @Test func rowsKeepTheirCellsAndSlideOnTheClock() throws {
        let (table, dataSource) = makeTable()
        dataSource.apply(snapshot(["apple", "banana", "cherry"]), animatingDifferences: false)
        let cherry = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let clock = AnimationClock()
        var finished = false
        clock.withCurrent {
            dataSource.apply(snapshot(["cherry", "date", "banana"])) { finished = true }
        }
        #expect(table.visibleCells.map(\.accessibilityIdentifier) == ["cherry", "date", "banana"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cherry)
        #expect(cherry.frame.minY == 28)
        clock.withCurrent { clock.advance(to: 0) }
        // Cherry's centre starts at its old row (28 + 2 × 44 + 22) and ends at its new one (28 + 22).
        #expect(cherry.layer.presentation()?.position.y == 138)
        clock.withCurrent { clock.advance(to: 0.15) }
        let y = try #require(cherry.layer.presentation()?.position.y)
        #expect(abs(y - 94) < 0.5)
        #expect(apple.superview === table, "apple fades out")
        #expect(!finished)
        clock.withCurrent { clock.advance(to: 0.31) }
        #expect(finished && apple.superview == nil)
    }

    @Test func withoutAnimatingDifferencesTheRowsAreInPlaceAtOnce() throws {
        let (table, dataSource) = makeTable()
        dataSource.apply(snapshot(["apple", "banana"]), animatingDifferences: false)
        let banana = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let clock = AnimationClock()
        clock.withCurrent { dataSource.apply(snapshot(["banana"]), animatingDifferences: false) }
        clock.withCurrent { clock.advance(to: 0) }
        #expect(banana.layer.presentation()?.position.y == 50)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 1)
    }
}
