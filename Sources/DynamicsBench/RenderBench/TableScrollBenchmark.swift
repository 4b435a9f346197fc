import Dynamics
import Foundation

/// `dynamics-bench table-scroll [--seconds S]`: a 10,000-row plain `UITableView` on a 375×667 screen scrolled at a
/// steady 2,000 pt/s (simulation, layout and drawing at 2×, no encoding), against a plain view of the same pixel size
/// whose one subview moves as fast. It prints frames/s of both, their ratio (the table is meant to stay within 1.5×:
/// cells are reused and nothing off screen is laid out or drawn) and how many cells the table ever made.
/// Figures, not a test: run a release build on an idle machine.
func runTableScrollBenchmark(arguments: [String]) -> Int32 {
    var seconds = 5.0
    if let index = arguments.firstIndex(of: "--seconds"), index + 1 < arguments.count,
       let value = Double(arguments[index + 1]), value.isFinite, value > 0, value <= 60 {
        seconds = value
    }
    do {
        let frames = Int(seconds * 60)
        let table = TableScrollFixture()
        let tableFPS = try measureFrames(TableScrollFixture.scene(table), frames: frames)
        let plainFPS = try measureFrames(TableScrollFixture.plainScene, frames: frames)
        print("10,000-row table scrolled for \(String(format: "%.1f", seconds)) s at 2,000 pt/s, 375×667 at 2×")
        print(String(format: "plain view      %8.1f frames/s", plainFPS))
        print(String(format: "table view      %8.1f frames/s", tableFPS))
        print(String(format: "ratio           %8.2f× (target ≤ 1.50×)", plainFPS / tableFPS))
        print("cells made      \(table.cellsMade) (rows passed: \(Int(2000 * seconds / 44)))")
        return 0
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
}

/// Frames per second of simulating and drawing `frames` consecutive 60 Hz frames, after one unmeasured frame.
@MainActor private func measureFrames(_ scene: Scene, frames: Int) throws -> Double {
    let runner = SceneRunner(scene: scene)
    let renderer = Renderer()
    _ = try renderer.render(runner.window, scale: 2)
    let start = Date()
    for index in 1...frames {
        runner.advance(to: Double(index) / 60)
        _ = try renderer.render(runner.window, scale: 2)
    }
    return Double(frames) / Date().timeIntervalSince(start)
}

/// The table under test and a count of the cells its data source had to make.
@MainActor private final class TableScrollFixture: UITableViewDataSource {
    private(set) var cellsMade = 0
    static let rowCount = 10_000
    static let speed: CGFloat = 2000
    static let size = CGSize(width: 375, height: 667)

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
            cellsMade += 1
            return UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        }()
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Reused cell, drawn only on screen"
        return cell
    }

    static func scene(_ fixture: TableScrollFixture) -> Scene {
        Scene(name: "table-scroll", summary: "bench", size: size, duration: 60) { context in
            let table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
            table.dataSource = fixture
            context.view.addSubview(table)
            context.onTick { time in table.contentOffset = CGPoint(x: 0, y: speed * CGFloat(time)) }
        }
    }

    /// The same screenful without a table: one row view (title, subtitle, separator) per visible row, moved and
    /// relabelled as the rows pass, so both scenes draw the same pixels and the ratio is what the table adds.
    static let plainScene = Scene(name: "plain-scroll", summary: "bench", size: size, duration: 60) { context in
        let rowHeight: CGFloat = 44
        let plain = UIView(frame: CGRect(origin: .zero, size: size))
        plain.backgroundColor = .white
        context.view.addSubview(plain)
        let rows = (0...Int(size.height / rowHeight)).map { _ in
            let row = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: rowHeight))
            let title = UILabel(frame: CGRect(x: 16, y: 4, width: 343, height: 20))
            title.font = .systemFont(ofSize: 17)
            let detail = UILabel(frame: CGRect(x: 16, y: 24, width: 343, height: 16))
            detail.font = .systemFont(ofSize: 12)
            let separator = UIView(frame: CGRect(x: 16, y: rowHeight - 0.5, width: size.width - 16, height: 0.5))
            separator.backgroundColor = .separator
            for part in [title, detail, separator] { row.addSubview(part) }
            plain.addSubview(row)
            return (row, title, detail)
        }
        context.onTick { time in
            let offset = speed * CGFloat(time)
            let first = Int(offset / rowHeight)
            for (slot, (row, title, detail)) in rows.enumerated() {
                row.frame.origin.y = CGFloat(first + slot) * rowHeight - offset
                title.text = "Row \(first + slot)"
                detail.text = "Reused cell, drawn only on screen"
            }
        }
    }
}
