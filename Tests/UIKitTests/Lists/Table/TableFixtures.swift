import Foundation
import DynamicsGeometry
@testable import DynamicsUIKit

/// A data source and delegate of `counts[section]` rows per section, with optional section titles; cells are
/// `CountingTableCell`s named "section-row".
final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var style: UITableViewCell.CellStyle = .default
    var log: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "\(indexPath.section)-\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("display \(indexPath.section)-\(indexPath.row)")
    }
}

/// A cell that counts how often it was created and reused.
final class CountingTableCell: UITableViewCell {
    /// Cells created on this thread: tests run side by side, each synchronous test on one thread.
    static var created: Int {
        get { Thread.current.threadDictionary["CountingTableCell.created"] as? Int ?? 0 }
        set { Thread.current.threadDictionary["CountingTableCell.created"] = newValue }
    }
    var reuses = 0

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingTableCell.created += 1
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A table of `style` and `frame` showing `source`, with `CountingTableCell` registered as "cell".
func makeTable(_ style: UITableView.Style, width: CGFloat = 320, height: CGFloat = 480,
               source: NumberedRows) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    return table
}
