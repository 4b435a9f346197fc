import Dynamics
import Foundation
import Testing

/// Row and item context menus: a press held on a table row or a collection item asks the delegate for that index
/// path's configuration and shows the menu beside the pressed cell; the delegate hears display and end in order.
@Suite struct ItemContextMenuTests {
    final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegate, @unchecked Sendable {
        var log: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("row \(indexPath.row) at \(point.y)")
            return configuration()
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay")
        }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("item \(indexPath.item)")
            return configuration()
        }
        func collectionView(_ collectionView: UICollectionView,
                            willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay")
        }

        private func configuration() -> UIContextMenuConfiguration {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Share") { _ in self.log.append("Share") }])
            }
        }
    }

    /// The shown menu's panel: the overlay's rounded view that holds rows.
    @MainActor private func panel(_ runner: SceneRunner) -> UIView? {
        runner.window.subviews.lazy.compactMap { overlay in
            overlay.subviews.first { $0.layer.cornerRadius == 13 && $0.subviews.contains { $0 is UIControl } }
        }.first
    }

    @Test func aPressHeldOnTheThirdRowShowsItsMenuBelowThatRow() throws {
        let recorder = Recorder()
        let runner = plainTable(recorder) { context, _ in
            // Row 2 is y 88…132 (44-point rows); the press is in its middle.
            context.longPress(at: CGPoint(x: 100, y: 110), time: 0.1, duration: 0.8)
            // The menu's first row is 8 points under the row: y 140…184.
            context.tap(at: CGPoint(x: 100, y: 160), time: 1.2)
        }
        runner.advance(to: 0.62)
        #expect(recorder.log == ["row 2 at 110.0", "willDisplay"])
        let shown = try #require(panel(runner))
        // The cell spans the window, so the panel keeps the window's 8-point inset on the leading side.
        #expect(shown.frame == CGRect(x: 8, y: 140, width: 250, height: 44), "panel at \(shown.frame)")
        runner.advance(to: 2)
        #expect(recorder.log == ["row 2 at 110.0", "willDisplay", "willEnd", "Share"])
    }

    @Test func aPressHeldOnACollectionItemAsksForThatItem() throws {
        let recorder = Recorder()
        let runner = SceneRunner(scene: Scene(name: "item-menu", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collection.dataSource = recorder
            collection.delegate = recorder
            context.view.addSubview(collection)
            // Three 100-point items a row, 10 apart: (150, 160) is the second row's middle item, item 4.
            context.longPress(at: CGPoint(x: 160, y: 160), time: 0.1, duration: 0.8)
        })
        runner.advance(to: 0.62)
        #expect(recorder.log == ["item 4", "willDisplay"])
        // The panel sits 8 points under item 4 (y 110…210).
        let shown = try #require(panel(runner))
        #expect(shown.frame.minY == 218)
    }

    /// A table delegate without context menus: it only hears selections.
    final class PlainList: NSObject, UITableViewDelegate, @unchecked Sendable {
        var log: [String] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
    }

    /// A 320×480 scene with a plain table of the recorder's ten rows and `list` as its delegate; `script` gets the
    /// table.
    @MainActor private func plainTable(_ list: some UITableViewDelegate,
                                       script: @escaping @MainActor (SceneContext, UITableView) -> Void) -> SceneRunner {
        nonisolated(unsafe) let list = list
        let rows = Recorder()
        return SceneRunner(scene: Scene(name: "plain-rows", summary: "", size: CGSize(width: 320, height: 480),
                                 duration: 2) { context in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = rows
            table.delegate = list
            context.view.addSubview(table)
            script(context, table)
        })
    }

    /// The row menus' own press on `table` (the long press its interaction put there).
    @MainActor private func menuPress(_ table: UITableView) -> UILongPressGestureRecognizer? {
        table.gestureRecognizers?.compactMap { $0 as? UILongPressGestureRecognizer }.first
    }

    @Test func withoutMenusTheAppsOwnLongPressOnACellRecognisesAndTheMenuPressFails() throws {
        let list = PlainList()
        nonisolated(unsafe) var table: UITableView!
        nonisolated(unsafe) var states: [String] = []
        let runner = plainTable(list) { context, shown in
            table = shown
            context.at(0.05) {
                let cell = shown.cellForRow(at: IndexPath(row: 2, section: 0))
                let press = UILongPressGestureRecognizer { recognizer in
                    if recognizer.state == .began { states.append("app began") }
                    if recognizer.state == .ended { states.append("app ended") }
                }
                press.minimumPressDuration = 0.5
                cell?.addGestureRecognizer(press)
            }
            context.longPress(at: CGPoint(x: 100, y: 110), time: 0.1, duration: 0.8)
        }
        runner.advance(to: 0.7)
        #expect(states == ["app began"])
        let press = try #require(menuPress(table))
        #expect(press.state == .failed || press.state == .possible)
        #expect(panel(runner) == nil, "no menu")
        runner.advance(to: 1.2)
        #expect(states == ["app began", "app ended"])
    }

    @Test func withoutMenusAHeldRowStillSelectsWhenTheFingerLifts() {
        let list = PlainList()
        let runner = plainTable(list) { context, _ in
            context.longPress(at: CGPoint(x: 100, y: 110), time: 0.1, duration: 0.8)
        }
        runner.advance(to: 1.2)
        #expect(list.log == ["select 2"])
    }

    /// Rows whose menus have a preview controller; it logs the preview's commit.
    final class PreviewList: NSObject, UITableViewDelegate, @unchecked Sendable {
        let preview = UIViewController()
        var log: [String] = []

        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("row \(indexPath.row)")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: { [preview] in preview }) { _ in
                UIMenu(title: "", children: [UIAction(title: "Open") { _ in }])
            }
        }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
        }
        func tableView(_ tableView: UITableView,
                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                       animator: any UIContextMenuInteractionCommitAnimating) {
            log.append("preview \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
            animator.addCompletion { [self] in
                log.append(animator.previewViewController === preview ? "show preview" : "other")
            }
        }
    }

    @Test func tappingThePreviewCommitsItThenEndsTheMenu() {
        let list = PreviewList()
        let runner = plainTable(list) { context, _ in
            context.longPress(at: CGPoint(x: 100, y: 110), time: 0.1, duration: 0.8)
            // The preview is 288 × 192 centred on row 2 (y 14…206).
            context.tap(at: CGPoint(x: 160, y: 100), time: 1.2)
        }
        runner.advance(to: 1.1)
        #expect(list.log == ["row 2"] && panel(runner) != nil)
        runner.advance(to: 1.3)
        #expect(list.log == ["row 2", "preview pop", "willEnd"])
        runner.advance(to: 1.8)
        #expect(list.log == ["row 2", "preview pop", "willEnd", "show preview"])
        #expect(panel(runner) == nil, "the menu is gone")
    }
}
