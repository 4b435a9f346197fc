import DynamicsGeometry
@testable import DynamicsUIKit
import Foundation
import Testing

/// Table cells right to left: the whole row is the mirror image of its left-to-right layout, as iOS lays it out —
/// the accessory 16 points inside the left edge, the content view to its right, the image at the right margin and the
/// text to its left, a value cell's detail at the left, the separator inset from the right.
@MainActor @Suite struct RightToLeftCellTests {
    private func cell(_ style: UITableViewCell.CellStyle, rightToLeft: Bool) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        if rightToLeft { cell.traitOverrides.layoutDirection = .rightToLeft }
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.imageView?.image = UIImage(size: CGSize(width: 29, height: 29)) { _ in }
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        return cell
    }

    private func mirror(_ rect: CGRect, in width: CGFloat) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    @Test func aValueCellIsTheMirrorImageOfItsLeftToRightLayout() throws {
        let leftToRight = cell(.value1, rightToLeft: false)
        let rightToLeft = cell(.value1, rightToLeft: true)
        // Left to right: the chevron 16 inside the right edge, the content view up to 8 before it.
        let chevron = leftToRight.glyphView.frame
        #expect(abs(chevron.maxX - (390 - 16)) < 1e-9)
        #expect(leftToRight.contentView.frame.minX == 0 && leftToRight.contentView.frame.maxX == chevron.minX - 8)
        // Right to left: the same frames reflected.
        #expect(rightToLeft.glyphView.frame == mirror(chevron, in: 390))
        #expect(abs(rightToLeft.glyphView.frame.minX - 16) < 1e-9)
        #expect(rightToLeft.contentView.frame == mirror(leftToRight.contentView.frame, in: 390))
        let width = rightToLeft.contentView.bounds.width
        for (view, reference) in [(rightToLeft.imageView, leftToRight.imageView),
                                  (rightToLeft.textLabel, leftToRight.textLabel),
                                  (rightToLeft.detailTextLabel, leftToRight.detailTextLabel)] {
            let frame = try #require(view?.frame), expected = try #require(reference?.frame)
            #expect(frame == mirror(expected, in: width))
        }
        // The image at the right margin (16 inside the content view's right edge), the title to its left.
        let image = try #require(rightToLeft.imageView?.frame)
        #expect(image.maxX == width - 16)
        #expect(try #require(rightToLeft.textLabel?.frame).maxX == image.minX - 16)
        #expect(try #require(rightToLeft.detailTextLabel?.frame).minX == 0)
    }

    @Test func aValue2CellMirrorsItsColumnsAndItsTitlesAlignment() throws {
        let leftToRight = cell(.value2, rightToLeft: false)
        let rightToLeft = cell(.value2, rightToLeft: true)
        let width = rightToLeft.contentView.bounds.width
        // The title column (91 points) at the right, after the image; the detail 8 points to its left.
        let title = try #require(rightToLeft.textLabel?.frame), detail = try #require(rightToLeft.detailTextLabel?.frame)
        #expect(title == mirror(try #require(leftToRight.textLabel?.frame), in: width))
        #expect(detail == mirror(try #require(leftToRight.detailTextLabel?.frame), in: width))
        #expect(title.width == 91 && title.maxX == width - 16 - 29 - 16)
        #expect(detail.maxX == title.minX - 8)
        // The title hugs the detail: right-aligned left to right, left-aligned right to left.
        #expect(leftToRight.textLabel?.textAlignment == .right)
        #expect(rightToLeft.textLabel?.textAlignment == .left)
        // Turned back, it follows; an alignment the app sets stays.
        rightToLeft.traitOverrides.layoutDirection = .leftToRight
        rightToLeft.layoutIfNeeded()
        #expect(rightToLeft.textLabel?.textAlignment == .right)
        rightToLeft.textLabel?.textAlignment = .center
        rightToLeft.traitOverrides.layoutDirection = .rightToLeft
        rightToLeft.layoutIfNeeded()
        #expect(rightToLeft.textLabel?.textAlignment == .center)
    }

    @Test func theSeparatorIsInsetFromTheRightRightToLeft() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.traitOverrides.layoutDirection = .rightToLeft
        let source = RowSource()
        table.dataSource = source
        table.layoutIfNeeded()
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(!row.bottomSeparator.isHidden)
        // Left to right the line would start at the text (16 + 29 + 16 = 61) and run to the right edge.
        #expect(row.bottomSeparator.frame.minX == 0)
        #expect(abs(row.bottomSeparator.frame.maxX - (390 - 61)) < 1e-9)
        withExtendedLifetime(source) {}
    }
}

/// Two rows with an image, as a table's data source.
private final class RowSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.imageView?.image = UIImage(size: CGSize(width: 29, height: 29)) { _ in }
        return cell
    }
}
