import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// UITableView's geometry in each style: row, header and footer frames, separators, insets and corners.
@Suite(.serialized) struct TableGeometryTests {
    @Test func plainRowsAre44TallUnder28PointTitleHeadersWithInsetSeparators() throws {
        let source = NumberedRows([5, 5, 5])
        source.headerTitles = ["A", "B", "C"]
        let table = makeTable(.plain, source: source)
        #expect(table.rowHeight == 44 && table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 204, width: 320, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 248, width: 320, height: 248))
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.contentSize == CGSize(width: 320, height: 744))
        // 0…480 shows all of section 0 and section 1's rows at 276…496.
        #expect(table.indexPathsForVisibleRows?.count == 10)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        #expect(table.headerView(forSection: 0)?.backgroundColor == .secondarySystemBackground)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(cell.textLabel?.frame.minX == 16)
        // One pixel at the screen's scale (2 outside a scene), 16 pt from the left, at the cell's bottom.
        #expect(cell.bottomSeparator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        #expect(!cell.bottomSeparator.isHidden && cell.topSeparator.isHidden)
        #expect(table.backgroundColor == .systemBackground)
    }

    @Test func plainHeadersFloatUntilTheirSectionPushesThemUp() throws {
        let source = NumberedRows([5, 5])
        source.headerTitles = ["A", "B"]
        let table = makeTable(.plain, source: source)
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        table.contentOffset = CGPoint(x: 0, y: 230)
        // Section 0 ends at 248: its header's bottom stays there.
        #expect(table.headerView(forSection: 0)?.frame.minY == 220)
        #expect(table.rectForHeader(inSection: 0).minY == 0)
    }

    @Test func groupedSectionsAre35PointsApartWithFullWidthOuterLines() throws {
        let source = NumberedRows([2, 3])
        let table = makeTable(.grouped, width: 375, source: source)
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(table.rectForHeader(inSection: 0).height == 35)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 375, height: 44))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 123, width: 375, height: 17.5))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 140.5, width: 375, height: 17.5))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 158)
        #expect(table.contentSize.height == 307.5)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.topSeparator.frame == CGRect(x: 0, y: 0, width: 375, height: 0.5) && !first.topSeparator.isHidden)
        #expect(first.bottomSeparator.frame == CGRect(x: 16, y: 43.5, width: 359, height: 0.5))
        let last = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(last.bottomSeparator.frame == CGRect(x: 0, y: 43.5, width: 375, height: 0.5))
        #expect(last.topSeparator.isHidden)
    }

    @Test func groupedTitlesMakeTallerHeadersAndAreShownInCapitals() throws {
        let source = NumberedRows([1, 1])
        source.headerTitles = ["Alpha", "Beta"]
        source.footerTitles = ["Some words under the section."]
        let table = makeTable(.grouped, width: 375, source: source)
        #expect(table.rectForHeader(inSection: 0).height == 55.5)
        #expect(table.rectForHeader(inSection: 1).height == 38)
        let footer = table.rectForFooter(inSection: 0).height
        #expect(footer > 6 + 17.5 + 10 && footer < 6 + 17.5 + 20, "one 13 pt line between 6 pt and 17.5 pt")
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "ALPHA")
        #expect(header.textLabel?.textColor == .secondaryLabel)
        let label = try #require(header.textLabel)
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.maxY - (55.5 - 7)) < 0.001, "7 pt above the rows")
        #expect(table.footerView(forSection: 0)?.textLabel?.frame.minY == 6)
    }

    @Test func insetGroupedSectionsAreInsetByTheLayoutMarginAndRounded() throws {
        let source = NumberedRows([3, 1])
        let narrow = makeTable(.insetGrouped, width: 375, source: source)
        #expect(narrow.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 343, height: 44))
        let wide = makeTable(.insetGrouped, width: 414, source: source)
        #expect(wide.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 374, height: 44))
        let first = try #require(narrow.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(narrow.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(narrow.cellForRow(at: IndexPath(row: 2, section: 0)))
        let single = try #require(narrow.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(first.chrome.roundedCorners == [.topLeft, .topRight] && first.layer.mask != nil)
        #expect(middle.chrome.roundedCorners.isEmpty && middle.layer.mask == nil)
        #expect(last.chrome.roundedCorners == [.bottomLeft, .bottomRight])
        #expect(single.chrome.roundedCorners == [.topLeft, .topRight, .bottomLeft, .bottomRight])
        // No outer hairlines: the first row has none over it, the last none under it.
        #expect(first.topSeparator.isHidden && !first.bottomSeparator.isHidden && last.bottomSeparator.isHidden)
        #expect(first.bottomSeparator.frame == CGRect(x: 16, y: 43.5, width: 327, height: 0.5))
    }

    @Test func separatorsFollowTheStyleInsetAndColour() throws {
        let source = NumberedRows([2])
        let table = makeTable(.plain, source: source)
        table.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        table.separatorColor = .red
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.bottomSeparator.frame == CGRect(x: 0, y: 43.5, width: 310, height: 0.5))
        #expect(cell.bottomSeparator.backgroundColor == .red)
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(cell.bottomSeparator.isHidden)
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let source = NumberedRows([2])
        let table = makeTable(.plain, source: source)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(abs(table.contentSize.height - (60 + 88 + 30)) < 0.001)
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(footer.frame == CGRect(x: 0, y: 148, width: 320, height: 30))
    }

    @Test func delegateHeightsWin() {
        final class Tall: UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                CGFloat(20 + 10 * indexPath.row)
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 12 }
        }
        let source = NumberedRows([3])
        let delegate = Tall()
        let table = makeTable(.plain, source: source)
        table.delegate = delegate
        #expect(table.rectForHeader(inSection: 0).height == 12)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 12 + 20 + 30, width: 320, height: 40))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 40)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 5)) == nil, "a header is not a row")
    }
}
