import Dynamics
import Foundation
import Testing

/// `isEditing`, `setEditing(_:animated:)` and `editButtonItem`, and a table view controller whose Edit button puts
/// its table in editing mode: delete controls on the rows its data source lets edit, the content moved aside.
@Suite struct EditingModeTests {
    final class Fruits: UITableViewController {
        var committed: [String] = []
        var fruits = ["Apple", "Banana", "Cherry"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = fruits[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 1
        }
        override func tableView(_ tableView: UITableView,
                                editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row == 2 ? .insert : .delete
        }
    }

    /// The button the navigation bar made for `item`.
    @MainActor private func button(in bar: UIView, titled title: String) -> UIButton? {
        if let button = bar as? UIButton, button.title(for: .normal) == title { return button }
        for subview in bar.subviews {
            if let found = button(in: subview, titled: title) { return found }
        }
        return nil
    }

    @Test func theEditButtonTogglesTheTablesEditingControls() throws {
        let fruits = Fruits(style: .plain)
        nonisolated(unsafe) var navigation: UINavigationController!
        let runner = SceneRunner(scene: Scene(name: "editing", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 3) { context in
            fruits.navigationItem.rightBarButtonItem = fruits.editButtonItem
            navigation = UINavigationController(rootViewController: fruits)
            context.window.rootViewController = navigation
        })
        runner.advance(to: 0.1)
        let table: UITableView = fruits.tableView
        #expect(!fruits.isEditing && !table.isEditing)
        #expect(fruits.editButtonItem === fruits.editButtonItem && fruits.editButtonItem.title == "Edit")
        let cells = try (0..<3).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0))) }
        #expect(cells.allSatisfy { $0.contentView.frame.minX == 0 && !$0.isEditing })

        let edit = try #require(button(in: navigation.navigationBar, titled: "Edit"))
        edit.sendActions(for: .touchUpInside)
        #expect(fruits.isEditing && table.isEditing)
        #expect(fruits.editButtonItem.title == "Done" && fruits.editButtonItem.style == .done)
        #expect(edit.title(for: .normal) == "Done", "the shown button is retitled")
        #expect(cells.map(\.editingStyle) == [.delete, .none, .insert])
        #expect(cells.map(\.isEditing) == [true, false, true], "a row that cannot be edited stays out of editing")
        runner.advance(to: 1)
        // Editable rows move their content 38 pt right for the control; the accessory gives way to the editing one.
        #expect(cells.map(\.contentView.frame.minX) == [38, 0, 38])
        #expect(cells[0].contentView.frame.maxX == cells[0].bounds.width)
        #expect(cells[1].contentView.frame.maxX < cells[1].bounds.width - 16, "a row that cannot edit keeps its chevron")

        // Taps do not select while editing, as `allowsSelectionDuringEditing` is false.
        runner.context.tap(at: CGPoint(x: 200, y: table.convert(cells[0].center, to: nil).y), time: 1.2)
        runner.advance(to: 1.5)
        #expect(table.indexPathForSelectedRow == nil)

        fruits.isEditing = false
        #expect(!table.isEditing && fruits.editButtonItem.title == "Edit" && edit.title(for: .normal) == "Edit")
        #expect(cells.map(\.contentView.frame.minX) == [0, 0, 0])
        #expect(cells.allSatisfy { !$0.isEditing })
    }

    @Test func editingAnimatedSlidesTheContentOnTheAnimationClock() throws {
        let fruits = Fruits(style: .plain)
        let runner = SceneRunner(scene: Scene(name: "editing-slide", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            context.window.rootViewController = fruits
        })
        runner.advance(to: 0.1)
        let cell = try #require(fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        runner.context.at(0.15) { fruits.setEditing(true, animated: true) }
        runner.advance(to: 0.3)
        let halfway = cell.contentView.layer.presentation()?.frame.minX ?? -1
        #expect(halfway > 0 && halfway < 38, "part of the way 0.15 s into 0.3 s: \(halfway)")
        runner.advance(to: 0.7)
        #expect(cell.contentView.layer.presentation()?.frame.minX == 38)
    }
}
