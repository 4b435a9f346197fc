import Dynamics
import Foundation
import Testing

/// Swipe actions of list collection views: the section's swipe-action providers, driven by scripted touches on the
/// scene clock through the same machinery as the table's (docs/tables.md, "Swipe actions"): where the row and its
/// buttons are, what they draw, and what the handlers and the data see.
@Suite struct ListSwipeActionsTests {
    /// Ten rows "Row n" in a plain list; Delete (trailing, deletes the row) and Pin (leading, blue, completes
    /// with false).
    final class Rows: UICollectionViewDataSource, UICollectionViewDelegate {
        var count = 10
        let log: Log
        init(log: Log) { self.log = log }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.entries.append("select \(indexPath.item)")
        }

        func configuration(for collectionView: UICollectionView) -> UICollectionLayoutListConfiguration {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self, unowned collectionView] indexPath in
                log.entries.append("trailing \(indexPath.item)")
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] action, _, done in
                    log.entries.append("handler \(action.title ?? "")")
                    count -= 1
                    collectionView.deleteItems(at: [indexPath])
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                log.entries.append("leading \(indexPath.item)")
                let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] action, _, done in
                    log.entries.append("handler \(action.title ?? "")")
                    done(false)
                }
                pin.backgroundColor = .systemBlue
                return UISwipeActionsConfiguration(actions: [pin])
            }
            return configuration
        }
    }

    final class Box: @unchecked Sendable { var view: UICollectionView? }

    /// A 320×480 scene at scale 1 holding a plain list over the whole canvas; row 1 spans y 44…88.
    private func listScene(_ rows: Rows, then body: @escaping @MainActor (UICollectionView, SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "list-swipe", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            let view = UICollectionView(frame: context.view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            view.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: rows.configuration(for: view))
            view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            view.dataSource = rows
            view.delegate = rows
            context.view.addSubview(view)
            body(view, context)
        }, screenScale: 1)
    }

    private func swipeRowOne(_ context: SceneContext, by distance: CGFloat, from time: TimeInterval = 0.1) {
        let start: CGFloat = distance > 0 ? 280 : 40
        context.pan(along: [CGPoint(x: start, y: 66), CGPoint(x: start - distance, y: 66)], from: time, duration: 0.2)
    }

    @Test func aRowSwipedLeftRestsOpenOverItsTrailingAction() throws {
        let log = Log()
        let rows = Rows(log: log)
        let box = Box()
        let runner = listScene(rows) { view, context in
            box.view = view
            swipeRowOne(context, by: 100)
        }
        runner.advance(to: 0.2)
        let view = try #require(box.view)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(cell.frame.minX + 50) < 0.01, "halfway through the drag the row has moved 50 pt left")
        runner.advance(to: 0.7)
        #expect(cell.frame.minX == -74, "the Delete button's width")
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
        let image = try Renderer().render(runner.window, scale: 1)
        let red = image.pixel(x: 250, y: 50)
        #expect(red.r == 255 && red.g == 59 && red.b == 48, "systemRed")
        let row = image.pixel(x: 240, y: 50)
        #expect(row.r == 255 && row.g == 255 && row.b == 255, "the row's white ends where the button starts")
        #expect(log.entries == ["trailing 1"])
    }

    @Test func tappingDeleteRunsTheHandlerAndTheRowGoes() throws {
        let log = Log()
        let rows = Rows(log: log)
        let box = Box()
        let runner = listScene(rows) { view, context in
            box.view = view
            swipeRowOne(context, by: 100)
            context.tap(at: CGPoint(x: 283, y: 66), time: 0.8)
        }
        runner.advance(to: 1.6)
        let view = try #require(box.view)
        #expect(log.entries == ["trailing 1", "handler Delete"])
        #expect(view.numberOfItems(inSection: 0) == 9)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        let image = try Renderer().render(runner.window, scale: 1)
        #expect(image.pixel(x: 283, y: 60).g > 200, "the button went with the row")
    }

    @Test func aTapElsewhereClosesTheRowWithoutSelecting() throws {
        let log = Log()
        let rows = Rows(log: log)
        let box = Box()
        let runner = listScene(rows) { view, context in
            box.view = view
            swipeRowOne(context, by: 100)
            context.tap(at: CGPoint(x: 100, y: 200), time: 0.8)
        }
        runner.advance(to: 1.4)
        let view = try #require(box.view)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        #expect(log.entries == ["trailing 1"], "closed; row 4 not selected")
    }

    @Test func aFullSwipePerformsTheFirstAction() throws {
        let log = Log()
        let rows = Rows(log: log)
        let box = Box()
        let runner = listScene(rows) { view, context in
            box.view = view
            context.pan(along: [CGPoint(x: 300, y: 66), CGPoint(x: 40, y: 66)], from: 0.1, duration: 0.3)
        }
        runner.advance(to: 1.5)
        let view = try #require(box.view)
        #expect(log.entries == ["trailing 1", "handler Delete"], "past 60 % of the row the lift performs Delete")
        #expect(view.numberOfItems(inSection: 0) == 9)
    }

    @Test func aRowSwipedRightShowsItsLeadingActionAndCompletingFalseClosesIt() throws {
        let log = Log()
        let rows = Rows(log: log)
        let box = Box()
        let runner = listScene(rows) { view, context in
            box.view = view
            swipeRowOne(context, by: -100)
            context.tap(at: CGPoint(x: 37, y: 66), time: 0.8)
        }
        runner.advance(to: 0.7)
        let view = try #require(box.view)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.minX == 74)
        let image = try Renderer().render(runner.window, scale: 1)
        let blue = image.pixel(x: 10, y: 50)
        #expect(blue.r == 0 && blue.g == 122 && blue.b == 255, "systemBlue, as the action set it")
        runner.advance(to: 1.4)
        #expect(log.entries == ["leading 1", "handler Pin"])
        #expect(cell.frame.minX == 0, "completion(false) closes the row")
    }
}
