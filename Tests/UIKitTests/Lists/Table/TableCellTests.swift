import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// UITableViewCell's built-in styles, accessories, content configurations and self-sizing rows.
@Suite(.serialized) struct TableCellTests {
    /// A 320×44 cell of `style` laid out as a table lays it out.
    private func laidOut(_ cell: UITableViewCell) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutCellContent()
        return cell
    }

    @Test func value1PutsTheDetailAtTheTrailingMarginOrBeforeTheAccessory() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        _ = laidOut(cell)
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.maxX == 304 && detail.textColor == .secondaryLabel)
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(abs(detail.frame.midY - 22) < 0.001)
        cell.accessoryType = .disclosureIndicator
        _ = laidOut(cell)
        // The 8×13 chevron ends 16 pt from the edge; the content view stops 8 pt before it.
        #expect(cell.glyphView.frame == CGRect(x: 296, y: 15.5, width: 8, height: 13))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 288, height: 44))
        #expect(detail.frame.maxX == 288)
        cell.accessoryType = .checkmark
        _ = laidOut(cell)
        #expect(cell.glyphView.frame == CGRect(x: 290, y: 16, width: 14, height: 12))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = custom
        _ = laidOut(cell)
        #expect(custom.frame == CGRect(x: 253, y: 6.5, width: 51, height: 31) && cell.glyphView.superview == nil)
    }

    @Test func subtitleStacksTheTextsAndValue2HasABlueLeadingColumn() throws {
        let subtitle = laidOut({
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            return cell
        }())
        let title = try #require(subtitle.textLabel), detail = try #require(subtitle.detailTextLabel)
        #expect(title.frame.maxY == detail.frame.minY)
        #expect(abs((title.frame.minY + detail.frame.maxY) / 2 - 22) < 0.001, "the block is centred")
        #expect(detail.font.pointSize == 12)
        let value2 = laidOut({
            let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
            cell.textLabel?.text = "mobile"
            cell.detailTextLabel?.text = "555 0100"
            return cell
        }())
        #expect(value2.textLabel?.frame == CGRect(x: 16, y: value2.textLabel!.frame.minY, width: 91,
                                                  height: value2.textLabel!.frame.height))
        #expect(value2.textLabel?.textAlignment == .right && value2.textLabel?.textColor == .systemBlue)
        #expect(abs((value2.detailTextLabel?.frame.minX ?? 0) - (16 + 91 + 8)) < 0.001)
    }

    @Test func anImageMovesTheTextAndTheSeparatorInwards() throws {
        let source = NumberedRows([1])
        let table = makeTable(.plain, source: source)
        let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        shown.imageView?.image = UIImage(size: CGSize(width: 29, height: 29)) { _ in }
        shown.layoutCellContent()
        #expect(shown.imageView?.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(shown.textLabel?.frame.minX == 61)
        #expect(shown.bottomSeparator.frame.minX == 61)
    }

    @Test func listContentConfigurationReplacesTheBuiltInLabels() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Bluetooth"
        configuration.secondaryText = "On"
        cell.contentConfiguration = configuration
        _ = laidOut(cell)
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.frame == cell.contentView.bounds)
        let labels = list.subviews.compactMap { $0 as? UILabel }
        let on = try #require(labels.first { $0.text == "On" })
        #expect(on.frame.maxX == 304 && on.textColor == .secondaryLabel && on.font.pointSize == 17)
        #expect(labels.first { $0.text == "Bluetooth" }?.frame.minX == 16)
        #expect(cell.textLabel?.isHidden == true)
        configuration.secondaryText = "Off"
        cell.contentConfiguration = configuration
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === list, "the view is updated")
        #expect(list.subviews.compactMap { $0 as? UILabel }.contains { $0.text == "Off" })
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "A"
        subtitle.secondaryText = "B"
        cell.contentConfiguration = subtitle
        _ = laidOut(cell)
        let stacked = list.subviews.compactMap { $0 as? UILabel }
        let a = try #require(stacked.first { $0.text == "A" }), b = try #require(stacked.first { $0.text == "B" })
        #expect(a.frame.maxY == b.frame.minY)
    }

    @Test func selfSizingRowsTakeTheirCellsHeight() throws {
        final class BoxCell: UITableViewCell {
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Boxes: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
            }
        }
        let source = Boxes()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 50
        table.dataSource = source
        #expect(table.indexPathsForVisibleRows?.isEmpty == false)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 300)
        // Rows not yet shown keep the estimate.
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)).height == 50)

        let builtIn = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = NumberedRows([3])
        builtIn.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        builtIn.rowHeight = UITableView.automaticDimension
        builtIn.dataSource = rows
        _ = builtIn.visibleCells
        #expect(builtIn.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44, "one line of 17 pt text: 44 pt")
    }
}
