import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// UITableView's moves, section reloads, row animations on the clock and UIKit's consistency check.
@Suite(.serialized) struct TableUpdateTests {
    @Test func movedRowsAndSectionsKeepTheirCells() throws {
        let source = NumberedRows([3, 2])
        let table = makeTable(.plain, source: source)
        let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let second = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 1)) }
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[2])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[0])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cells[1])
        #expect(cells[2]?.frame.minY == 0 && cells[1]?.frame.minY == 88)
        source.counts = [2, 3]
        table.moveSection(1, toSection: 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second[0])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === second[1])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cells[2])
    }

    @Test func aReloadedSectionTakesItsNewRowCount() throws {
        let source = NumberedRows([3])
        let table = makeTable(.plain, source: source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.counts = [5]
        table.reloadSections(IndexSet(integer: 0), with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.visibleCells.count == 5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== first)
    }

    @Test func anInsertedRowPushesTheRowsBelowOnTheClock() throws {
        let source = NumberedRows([3])
        let table = makeTable(.plain, source: source)
        let below = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let clock = AnimationClock()
        source.counts = [4]
        clock.withCurrent { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }
        #expect(below.frame.minY == 88)
        clock.withCurrent { clock.advance(to: 0.15) }
        // The cell's centre goes from 66 to 110; half the time of the ease-in-out curve is half the way.
        let y = try #require(below.layer.presentation()?.position.y)
        #expect(abs(y - 88) < 0.5)
        let arriving = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let opacity = try #require(arriving.layer.presentation()?.opacity)
        #expect(abs(opacity - 0.5) < 0.01)
    }

    @Test func anInconsistentUpdateStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let source = NumberedRows([3])
            let table = makeTable(.plain, source: source)
            table.layoutIfNeeded()
            source.counts = [2]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let reason = """
            'NSInternalInconsistencyException', reason: 'Invalid update: invalid number \
            of rows in section 0. The number of rows contained in an existing section after the update (2) must \
            be equal to the number of rows contained in that section before the update (3), plus or minus the \
            number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the \
            number of rows moved into or out of that section (0 moved in, 0 moved out).'
            """
        #expect(standardError.contains(reason))
    }
}
