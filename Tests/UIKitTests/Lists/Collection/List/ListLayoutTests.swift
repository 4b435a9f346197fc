import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// List collection views (iOS 14): the rows of `UICollectionLayoutListConfiguration` sections in each appearance,
/// their separators, corners and backgrounds, the accessories of `UICollectionViewListCell` and self-sizing rows.
/// The numbers are UIKit's list metrics as docs/tables.md ("List collection views") gives them: 44-point rows, the
/// grouped 35-point space above a section, inset-grouped sections 16 points in (20 from 414 wide), separators from the
/// text, 10-point corners.
@Suite(.serialized) struct ListLayoutTests {
    /// Rows "Row n" in list cells, with each cell's accessories chosen by `accessories`.
    final class Rows: UICollectionViewDataSource {
        var counts: [Int]
        var secondaryText: [IndexPath: String] = [:]
        var accessories: (IndexPath) -> [UICellAccessory] = { _ in [] }
        var indentation: (IndexPath) -> Int = { _ in 0 }
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            content.secondaryText = secondaryText[indexPath]
            cell.contentConfiguration = content
            cell.accessories = accessories(indexPath)
            cell.indentationLevel = indentation(indexPath)
            return cell
        }
    }

    func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, rows: Rows, width: CGFloat = 375,
                      configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 667),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        view.layoutIfNeeded()
        return view
    }

    func cell(_ view: UICollectionView, _ item: Int, section: Int = 0) throws -> UICollectionViewListCell {
        let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func rowFramesInEachAppearance() throws {
        let plain = list(.plain, rows: Rows([3]))
        #expect(try (0..<3).map { try cell(plain, $0).frame }
                == [CGRect(x: 0, y: 0, width: 375, height: 44), CGRect(x: 0, y: 44, width: 375, height: 44),
                    CGRect(x: 0, y: 88, width: 375, height: 44)])
        #expect(plain.contentSize == CGSize(width: 375, height: 132))
        #expect(plain.backgroundColor == .systemBackground)

        let grouped = list(.grouped, rows: Rows([2, 1]))
        #expect(try cell(grouped, 0).frame == CGRect(x: 0, y: 35, width: 375, height: 44))
        #expect(try cell(grouped, 0, section: 1).frame == CGRect(x: 0, y: 158, width: 375, height: 44),
                "35 above each section: 35 + 88 + 35")
        #expect(grouped.backgroundColor == .systemGroupedBackground)

        let inset = list(.insetGrouped, rows: Rows([2]))
        #expect(try cell(inset, 1).frame == CGRect(x: 16, y: 79, width: 343, height: 44))
        let wide = list(.insetGrouped, rows: Rows([1]), width: 414)
        #expect(try cell(wide, 0).frame == CGRect(x: 20, y: 35, width: 374, height: 44), "20-point margins from 414 wide")
        let sidebar = list(.sidebar, rows: Rows([1]))
        #expect(try cell(sidebar, 0).frame == CGRect(x: 16, y: 35, width: 343, height: 44))
        let sidebarPlain = list(.sidebarPlain, rows: Rows([1]))
        #expect(try cell(sidebarPlain, 0).frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func separatorsCornersAndBackgroundsFollowTheAppearance() throws {
        let plain = list(.plain, rows: Rows([2]))
        let plainRow = try cell(plain, 0)
        #expect(plainRow.bottomSeparator.frame == CGRect(x: 16, y: 43.5, width: 359, height: 0.5) && !plainRow.bottomSeparator.isHidden)
        #expect(plainRow.topSeparator.isHidden && plainRow.layer.mask == nil)
        #expect(plainRow.separatorLayoutGuide.layoutFrame.minX == 16)
        #expect(plainRow.backgroundConfigurationView?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(plainRow.backgroundConfiguration?.backgroundColor == .systemBackground)

        let grouped = list(.grouped, rows: Rows([2]))
        #expect(try cell(grouped, 0).topSeparator.frame == CGRect(x: 0, y: 0, width: 375, height: 0.5))
        #expect(try cell(grouped, 1).bottomSeparator.frame == CGRect(x: 0, y: 43.5, width: 375, height: 0.5))
        #expect(try cell(grouped, 0).backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)

        let inset = list(.insetGrouped, rows: Rows([3]))
        let (first, middle, last) = (try cell(inset, 0), try cell(inset, 1), try cell(inset, 2))
        #expect(first.layer.mask != nil && middle.layer.mask == nil && last.layer.mask != nil)
        #expect(first.bottomSeparator.frame == CGRect(x: 16, y: 43.5, width: 327, height: 0.5))
        #expect(last.bottomSeparator.isHidden && first.topSeparator.isHidden, "no outer lines in an inset-grouped section")

        let sidebar = list(.sidebar, rows: Rows([2]))
        #expect(try cell(sidebar, 0).bottomSeparator.isHidden, "a sidebar has no separators")
        let hidden = list(.plain, rows: Rows([2])) { $0.showsSeparators = false }
        #expect(try cell(hidden, 0).bottomSeparator.isHidden)
        let tinted = list(.insetGrouped, rows: Rows([1])) { $0.backgroundColor = .systemTeal }
        #expect(tinted.backgroundColor == .systemTeal)
    }

    @Test func accessoriesSitAtTheirEdgesAndShowByEditingState() throws {
        let rows = Rows([2])
        let customView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        rows.accessories = { indexPath in
            indexPath.item == 0
                ? [.delete(), .label(text: "12"), .disclosureIndicator()]
                : [.checkmark(), .customView(configuration: .init(customView: customView, placement: .trailing())),
                   .reorder(displayed: .always)]
        }
        let view = list(.plain, rows: rows)
        let first = try cell(view, 0)
        let shownFirst = first.subviews.compactMap { $0 as? CellAccessoryView }
        #expect(shownFirst.count == 2, "the delete control shows only while editing")
        let chevron = try #require(shownFirst.last)
        #expect(chevron.frame == CGRect(x: 351, y: 0, width: 8, height: 44), "16 from the trailing edge")
        let label = try #require(shownFirst.first)
        let labelWidth = label.frame.width
        #expect(labelWidth > 10 && label.frame.maxX == 343, "8 before the chevron")
        #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 335 - labelWidth, height: 44))

        view.isEditing = true
        first.layoutIfNeeded()
        let editing = first.subviews.compactMap { $0 as? CellAccessoryView }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(editing.count == 3)
        #expect(editing.first?.frame == CGRect(x: 0, y: 0, width: 38, height: 44), "the delete disc ends 38 in")
        #expect(first.contentView.frame.minX == 38)
        #expect(first.bottomSeparator.frame.minX == 54, "the separator starts at the text: 38 + 16")
        #expect(first.separatorLayoutGuide.layoutFrame.minX == 54)

        // A trailing custom view goes at index 0 of the others by default: nearest the content.
        let second = try cell(view, 1)
        let order = second.subviews.compactMap { $0 as? CellAccessoryView }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(order.map { $0.content === customView } == [true, false, false])
        #expect(order.map(\.frame.width) == [30, 14, 18], "custom 30, checkmark 14, reorder grip 18")
        #expect(order.last?.frame.maxX == 359)
    }

    @Test func indentationMovesTheContentAndTheLeadingAccessories() throws {
        let rows = Rows([1])
        rows.indentation = { _ in 2 }
        rows.accessories = { _ in [.multiselect(displayed: .always)] }
        let view = list(.plain, rows: rows)
        let row = try cell(view, 0)
        #expect(row.subviews.compactMap { $0 as? CellAccessoryView }.first?.frame
                == CGRect(x: 20, y: 0, width: 22, height: 44), "two steps of 10")
        #expect(row.contentView.frame.minX == 42)
        row.indentsAccessories = false
        row.layoutIfNeeded()
        #expect(row.subviews.compactMap { $0 as? CellAccessoryView }.first?.frame.minX == 0)
        #expect(row.contentView.frame.minX == 42)
    }

    @Test func rowsSizeThemselvesToTheirText() throws {
        let rows = Rows([3])
        rows.secondaryText[IndexPath(item: 1, section: 0)] = "A second line of text"
        let view = list(.insetGrouped, rows: rows)
        let tall = try cell(view, 1)
        let measured = try #require(tall.configuredContentView as? UIListContentView)
        let expected = measured.fittingHeight(width: tall.contentView.bounds.width)
        #expect(expected > 44)
        #expect(tall.frame.height == expected)
        #expect(try cell(view, 0).frame.height == 44)
        #expect(try cell(view, 2).frame.minY == tall.frame.maxY, "the next row follows the measured one")
    }

    @Test func headersAndFootersAreSupplementaryViews() throws {
        let view = list(.insetGrouped, rows: Rows([1])) {
            $0.headerMode = .supplementary
            $0.footerMode = .supplementary
        }
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 343, height: 55.5))
        #expect(try cell(view, 0).frame.minY == 55.5)
        let footer = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 16, y: 99.5, width: 343, height: 44))
    }
}
