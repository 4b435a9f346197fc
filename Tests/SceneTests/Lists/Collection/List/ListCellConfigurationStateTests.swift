import Dynamics
import Foundation
import Testing

/// A list cell's configuration updates on the scene clock: `updateConfiguration(using:)` then
/// `configurationUpdateHandler`, once per layout pass that follows a change of the cell's state — a touch that
/// highlights then selects the row, a swipe that opens and closes it, editing — with the state of that moment, and
/// the list background's grey (`systemGray4`) that the automatic background update draws for a selected row.
@Suite struct ListCellConfigurationStateTests {
    /// A list cell that logs its updates.
    final class LoggingCell: UICollectionViewListCell {
        var log: Log?
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            log?.entries.append("update " + Self.flags(state))
        }
        static func flags(_ state: UICellConfigurationState) -> String {
            [state.isHighlighted ? "H" : "-", state.isSelected ? "S" : "-", state.isEditing ? "E" : "-",
             state.isSwiped ? "W" : "-"].joined()
        }
    }

    /// Ten rows "Row n" of `LoggingCell`s in a plain list; row 1's updates are logged, row 1 swipes to a Delete
    /// button.
    final class Rows: UICollectionViewDataSource {
        let log: Log
        var automaticBackground = true
        init(log: Log) { self.log = log }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! LoggingCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.automaticallyUpdatesBackgroundConfiguration = automaticBackground
            guard indexPath.item == 1 else { return cell }
            cell.log = log
            cell.configurationUpdateHandler = { [log] _, state in log.entries.append("handler " + LoggingCell.flags(state)) }
            return cell
        }
    }

    final class Box: @unchecked Sendable { var view: UICollectionView? }

    /// A 320×480 scene at scale 1 holding a plain list over the whole canvas; row 1 spans y 44…88.
    private func listScene(_ rows: Rows, then body: @escaping @MainActor (UICollectionView, SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "list-state", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    done(false)
                }])
            }
            let view = UICollectionView(frame: context.view.bounds,
                                        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            view.register(LoggingCell.self, forCellWithReuseIdentifier: "row")
            view.dataSource = rows
            context.view.addSubview(view)
            body(view, context)
        }, screenScale: 1)
    }

    @Test func aTapHighlightsThenSelectsWithOneUpdateEach() throws {
        let log = Log()
        let runner = listScene(Rows(log: log)) { _, context in context.tap(at: CGPoint(x: 100, y: 66), time: 0.5) }
        runner.advance(to: 0.4)
        #expect(log.entries == ["update ----", "handler ----"], "one update before the row first shows")
        log.entries = []
        runner.advance(to: 1.0)
        #expect(log.entries == ["update -S--", "handler -S--"],
                "a quick tap: the scroll view delays the touch, so highlight, unhighlight and select meet in one update")
        let image = try Renderer().render(runner.window, scale: 1)
        let selected = image.pixel(x: 200, y: 50), other = image.pixel(x: 200, y: 110)
        #expect(selected.r == 209 && selected.g == 209 && selected.b == 214, "systemGray4 behind the selected row")
        #expect(other.r == 255 && other.g == 255 && other.b == 255)
    }

    @Test func withoutAutomaticBackgroundUpdatesASelectedRowStaysWhite() throws {
        let rows = Rows(log: Log())
        rows.automaticBackground = false
        let runner = listScene(rows) { _, context in context.tap(at: CGPoint(x: 100, y: 66), time: 0.5) }
        runner.advance(to: 1.0)
        let image = try Renderer().render(runner.window, scale: 1)
        let row = image.pixel(x: 200, y: 50)
        #expect(row.r == 255 && row.g == 255 && row.b == 255)
    }

    @Test func aSwipeAndEditingAreInTheState() throws {
        let log = Log()
        let box = Box()
        let runner = listScene(Rows(log: log)) { view, context in
            box.view = view
            context.pan(along: [CGPoint(x: 280, y: 66), CGPoint(x: 180, y: 66)], from: 0.5, duration: 0.2)
            context.tap(at: CGPoint(x: 100, y: 300), time: 1.2)
        }
        runner.advance(to: 0.4)
        log.entries = []
        runner.advance(to: 1.0)
        // Here the row is highlighted (one more update) before the swipe takes the touch; iOS's order there is not
        // measured, so only the last update is required.
        #expect(log.entries.suffix(2) == ["update ---W", "handler ---W"], "the swipe opened the row: \(log.entries)")
        log.entries = []
        runner.advance(to: 2.0)
        #expect(log.entries == ["update ----", "handler ----"], "a tap elsewhere closed it")
        log.entries = []
        let view = try #require(box.view)
        view.isEditing = true
        view.layoutIfNeeded()
        view.cellForItem(at: IndexPath(item: 1, section: 0))?.layoutIfNeeded()
        #expect(log.entries == ["update --E-", "handler --E-"])
    }
}
