import Dynamics
import Foundation
import Testing

/// UISearchBar and UISearchController under scripted typing: the delegate and the updater per typed character, the
/// Search key and Cancel, the bar under a navigation bar's title, a table filtered as the classic tutorial does,
/// and how the field draws.
@Suite struct SearchControllerTests {
    final class BarLog: UISearchBarDelegate, @unchecked Sendable {
        var entries: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("begin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search \(searchBar.text ?? "")") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
    }

    /// The classic tutorial's controller: a table of candies filtered by the search text.
    final class CandyController: UITableViewController, UISearchResultsUpdating {
        static let candies = ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate", "Lollipop", "Candy Cane",
                              "Jaw Breaker", "Caramel", "Sour Chew", "Gummi Bear"]
        var filtered: [String] = []
        var updates: [String] = []
        let searchController = UISearchController(searchResultsController: nil)

        var isFiltering: Bool { searchController.isActive && !(searchController.searchBar.text ?? "").isEmpty }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Candies"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            searchController.searchResultsUpdater = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = "Search Candies"
            navigationItem.searchController = searchController
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            isFiltering ? filtered.count : Self.candies.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : Self.candies[indexPath.row]
            return cell
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            updates.append(text)
            filtered = Self.candies.filter { $0.lowercased().contains(text.lowercased()) }
            tableView.reloadData()
        }
    }

    /// The Cancel button's frame in the bar, if it shows.
    @MainActor private func cancelFrame(_ bar: UISearchBar) -> CGRect? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" }?.frame
    }

    @Test func aStandaloneBarTellsItsDelegateOfEveryCharacterTheSearchKeyAndCancel() throws {
        let log = BarLog()
        nonisolated(unsafe) var bar: UISearchBar!
        let runner = SceneRunner(scene: Scene(name: "search-bar", summary: "", size: CGSize(width: 320, height: 400),
                                              duration: 2) { context in
            context.view.backgroundColor = .white
            bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 56))
            bar.delegate = log
            context.view.addSubview(bar)
            context.type("ab\n", into: bar.searchTextField, time: 0.1)
            context.at(0.5) { bar.setShowsCancelButton(true, animated: false) }
            context.at(0.6) {
                let cancel = cancelFrame(bar) ?? .zero
                context.tap(at: CGPoint(x: cancel.midX, y: 100 + cancel.midY), time: 0.7)
            }
        })
        runner.advance(to: 0.05)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(bar.searchTextField.placeholder == "Search" && bar.text == "")
        runner.advance(to: 0.55)
        #expect(log.entries == ["begin", "text a", "text ab", "search ab"])
        // The Cancel button takes its width and 8 points from the field, 8 points in from the right side.
        let cancel = try #require(cancelFrame(bar))
        #expect(abs(cancel.maxX - 312) < 0.001 && abs(bar.searchTextField.frame.maxX - (cancel.minX - 8)) < 0.001)
        runner.advance(to: 1)
        #expect(log.entries.last == "cancel")
    }

    @Test func aNavigationItemsSearchBarSitsUnderTheTitleAndFiltersTheTable() throws {
        let candies = CandyController(style: .plain)
        nonisolated(unsafe) var navigation: UINavigationController!
        let runner = SceneRunner(scene: Scene(name: "candy-search", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 3) { context in
            navigation = UINavigationController(rootViewController: candies)
            context.window.rootViewController = navigation
            context.type("cho", into: candies.searchController.searchBar.searchTextField, time: 0.5)
            context.at(1.2) { candies.searchController.isActive = false }
        })
        runner.advance(to: 0.1)
        // 44 + 52: the search row under the title row; the field 16 in from each side, centred in the row.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        let bar = candies.searchController.searchBar
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        #expect(bar.searchTextField.frame == CGRect(x: 16, y: 8, width: 288, height: 36))
        #expect(bar.searchTextField.placeholder == "Search Candies")
        #expect(candies.tableView.safeAreaInsets.top == 96)
        #expect(candies.tableView.numberOfRows(inSection: 0) == 9)
        runner.advance(to: 1)
        // One update when the search began (empty text), then one per typed character.
        #expect(candies.updates == ["", "c", "ch", "cho"])
        #expect(candies.searchController.isActive && bar.showsCancelButton)
        #expect(candies.tableView.numberOfRows(inSection: 0) == 3)
        let shown = candies.tableView.visibleCells.compactMap { $0.textLabel?.text }.sorted()
        #expect(shown == ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate"])
        runner.advance(to: 1.5)
        #expect(candies.updates.last == "" && candies.updates.count == 5)
        #expect(!candies.searchController.isActive && !bar.showsCancelButton && bar.text == "")
        #expect(candies.tableView.numberOfRows(inSection: 0) == 9)
    }

    @Test func theFieldIsAGreyRoundedPlateWithAGreyMagnifyingGlass() throws {
        nonisolated(unsafe) var bar: UISearchBar!
        let runner = SceneRunner(scene: Scene(name: "search-pixels", summary: "", size: CGSize(width: 320, height: 200),
                                              duration: 1) { context in
            context.view.backgroundColor = .white
            bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 56))
            bar.searchBarStyle = .minimal
            context.view.addSubview(bar)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // tertiarySystemFill over white inside the field (y 110…146), white outside it.
        let plate = image.pixel(x: 200, y: 128)
        #expect((237...240).contains(Int(plate.r)) && (238...241).contains(Int(plate.b)))
        #expect(image.pixel(x: 4, y: 128).r == 255 && image.pixel(x: 200, y: 106).r == 255)
        // The glass (x 16…32) is a mid grey, darker than the plate; the placeholder after it is grey too.
        var darkest = 255
        for y in 120...136 { for x in 16...32 { darkest = min(darkest, Int(image.pixel(x: x, y: y).r)) } }
        #expect(darkest < 200 && darkest > 60)
        var placeholder = 255
        for y in 118...138 { for x in 40...100 { placeholder = min(placeholder, Int(image.pixel(x: x, y: y).r)) } }
        #expect(placeholder < 200)
    }
}
