import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// The separators a plain table shows below its last row, where iOS draws them: every row height to the bottom of
/// the visible bounds, one pixel high (0.5 pt on the 2× screen outside a scene), with the table's inset and colour.
/// Each test keeps its data source in a constant: a table holds its data source weakly.
@Suite(.serialized) struct TableEmptyRowSeparatorTests {
    private func frames(_ table: UITableView) -> [CGRect] {
        table.layoutIfNeeded()
        return table.emptyRowSeparators.map(\.frame)
    }

    @Test func threeRowsLeaveSevenEmptyRowSeparatorsIn480Points() throws {
        let source = NumberedRows([3])
        let table = makeTable(.plain, source: source)
        // The rows end at 132; empty rows end at 176, 220, … 440 (484 is past the bottom).
        #expect(frames(table) == stride(from: 176, through: 440, by: 44).map {
            CGRect(x: 16, y: CGFloat($0) - 0.5, width: 304, height: 0.5)
        })
        #expect(table.emptyRowSeparators.allSatisfy { $0.backgroundColor == .separator && !$0.isUserInteractionEnabled })
        // Behind the cells.
        let cell = try #require(table.visibleCells.first)
        let lineIndex = table.subviews.firstIndex { $0 === table.emptyRowSeparators[0] } ?? -1
        let cellIndex = table.subviews.firstIndex { $0 === cell } ?? -1
        #expect(lineIndex >= 0 && lineIndex < cellIndex)
    }

    @Test func theSeparatorsFollowScrolling() {
        let source = NumberedRows([3])
        let table = makeTable(.plain, source: source)
        table.contentOffset = CGPoint(x: 0, y: 100)
        // Visible 100…580: ends 176 … 572.
        #expect(frames(table).map(\.minY) == stride(from: 176, through: 572, by: 44).map { CGFloat($0) - 0.5 })
        table.contentOffset = CGPoint(x: 0, y: 1000)
        // Visible 1000…1480: the first empty row ending inside is the 20th (132 + 20 × 44 = 1012).
        #expect(frames(table).map(\.minY) == stride(from: 1012, through: 1452, by: 44).map { CGFloat($0) - 0.5 })
        table.contentOffset = .zero
        #expect(frames(table).count == 7)
    }

    @Test func rowHeightInsetAndColourAreTheTables() {
        let source = NumberedRows([2])
        let table = makeTable(.plain, source: source)
        table.rowHeight = 60
        table.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        table.separatorColor = .red
        // Rows end at 120; empty rows at 180, 240, … 480 (480 − 0.5 is inside).
        #expect(frames(table) == stride(from: 180, through: 480, by: 60).map {
            CGRect(x: 0, y: CGFloat($0) - 0.5, width: 310, height: 0.5)
        })
        #expect(table.emptyRowSeparators.allSatisfy { $0.backgroundColor == .red })
        // An automatic row height spaces them 44 pt apart.
        table.rowHeight = UITableView.automaticDimension
        let automatic = frames(table)
        #expect(automatic.count > 1 && automatic[1].minY - automatic[0].minY == 44)
    }

    @Test func aFooterViewGroupedStyleOrNoSeparatorsShowNone() {
        let source = NumberedRows([3])
        let table = makeTable(.plain, source: source)
        #expect(frames(table).count == 7)
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        #expect(frames(table).isEmpty)
        #expect(!table.subviews.contains { view in view.frame.height == 0.5 && view.frame.minY > 132 })
        table.tableFooterView = nil
        #expect(frames(table).count == 7)
        table.separatorStyle = .none
        #expect(frames(table).isEmpty)
        let grouped = makeTable(.grouped, source: source)
        #expect(frames(grouped).isEmpty)
        // With no rows at all the lines start at the top.
        let none = NumberedRows([0])
        let empty = makeTable(.plain, source: none)
        #expect(frames(empty).first?.minY == 43.5 && frames(empty).count == 10)
    }
}
