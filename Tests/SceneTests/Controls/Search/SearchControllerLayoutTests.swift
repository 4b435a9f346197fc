import Dynamics
import Foundation
import Testing

/// Where a navigation item's search bar sits as the content scrolls (`hidesSearchBarWhenScrolling`), while the
/// search is active (`hidesNavigationBarDuringPresentation`), what a tap on the dimmed cover does, and the scope bar.
@Suite struct SearchControllerLayoutTests {
    /// Every call the search's three listeners hear, in order.
    final class CallLog: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating,
        @unchecked Sendable {
        var entries: [String] = []
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEndEditing") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            entries.append("scope \(selectedScope)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { entries.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { entries.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { entries.append("didDismiss") }
        func updateSearchResults(for searchController: UISearchController) {
            entries.append("update \(searchController.searchBar.selectedScopeButtonIndex) "
                + "\(searchController.searchBar.text ?? "")")
        }
    }

    /// A table of 40 rows under a navigation bar with a search controller.
    final class ListController: UITableViewController {
        let searchController = UISearchController(searchResultsController: nil)
        let log = CallLog()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "List"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            searchController.searchResultsUpdater = log
            searchController.delegate = log
            searchController.searchBar.delegate = log
            navigationItem.searchController = searchController
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A 320×480 scene (no status bar) with `list` in a navigation controller; `script` adds timed events.
    @MainActor private func run(_ list: ListController, largeTitles: Bool = false,
                                script: @escaping @MainActor (SceneContext) -> Void = { _ in })
        -> (SceneRunner, UINavigationController) {
        let list = list
        nonisolated(unsafe) var navigation: UINavigationController!
        let runner = SceneRunner(scene: Scene(name: "search-layout", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 4) { context in
            navigation = UINavigationController(rootViewController: list)
            navigation.navigationBar.prefersLargeTitles = largeTitles
            context.window.rootViewController = navigation
            script(context)
        })
        runner.advance(to: 0.1)
        return (runner, navigation)
    }

    /// Scrolls `list` to `offset` and lays the window out, as the next tick would.
    @MainActor private func scroll(_ list: ListController, to offset: CGFloat, in runner: SceneRunner) {
        list.tableView.contentOffset = CGPoint(x: 0, y: offset)
        runner.window.layoutIfNeeded()
    }

    @Test func theSearchRowCollapsesWithTheContentAndComesBackAtTheTop() {
        let list = ListController(style: .plain)
        let (runner, navigation) = run(list)
        let bar = list.searchController.searchBar
        #expect(list.tableView.contentOffset.y == -96 && navigation.navigationBar.frame.height == 96)
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        // 20 points up: the row is 32 tall, the field keeps 8 above and below and fades with its height.
        scroll(list, to: -76, in: runner)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 76))
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 320, height: 32))
        #expect(bar.searchTextField.frame == CGRect(x: 16, y: 8, width: 288, height: 16))
        #expect(abs(bar.searchTextField.alpha - 16.0 / 36) < 0.0001)
        scroll(list, to: -50, in: runner)
        #expect(navigation.navigationBar.frame.height == 50 && bar.frame.height == 6)
        #expect(bar.searchTextField.frame.height == 0 && bar.searchTextField.alpha == 0)
        scroll(list, to: -44, in: runner)
        #expect(navigation.navigationBar.frame.height == 44 && bar.frame.height == 0)
        scroll(list, to: 400, in: runner)
        #expect(navigation.navigationBar.frame.height == 44 && bar.frame.height == 0)
        // The safe area keeps the whole row, so the content's resting place is unchanged.
        #expect(list.tableView.safeAreaInsets.top == 96)
        scroll(list, to: -96, in: runner)
        #expect(navigation.navigationBar.frame.height == 96 && bar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        #expect(bar.searchTextField.alpha == 1)
        // Pulled down past the top, the row stays 52 tall.
        scroll(list, to: -130, in: runner)
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test func withoutHidingTheRowStaysAtEveryOffset() {
        let list = ListController(style: .plain)
        let (runner, navigation) = run(list)
        list.navigationItem.hidesSearchBarWhenScrolling = false
        for offset: CGFloat in [-96, -76, -50, 400] {
            scroll(list, to: offset, in: runner)
            #expect(navigation.navigationBar.frame.height == 96)
            #expect(list.searchController.searchBar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        }
    }

    @Test func underALargeTitleTheSearchRowGoesFirst() {
        let list = ListController(style: .plain)
        let (runner, navigation) = run(list, largeTitles: true)
        let bar = list.searchController.searchBar
        #expect(list.tableView.contentOffset.y == -148 && navigation.navigationBar.frame.height == 148)
        #expect(bar.frame == CGRect(x: 0, y: 96, width: 320, height: 52))
        // 30 points up: the search row has lost 30, the large title none.
        scroll(list, to: -118, in: runner)
        #expect(navigation.navigationBar.frame.height == 118 && bar.frame == CGRect(x: 0, y: 96, width: 320, height: 22))
        // 72 up: the row has gone and the large title lost 20.
        scroll(list, to: -76, in: runner)
        #expect(navigation.navigationBar.frame.height == 76 && bar.frame.height == 0)
        scroll(list, to: 0, in: runner)
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func whileSearchingTheTitleRowGoesAndTheSearchBarMovesUpWithTheContent() {
        let list = ListController(style: .plain)
        let (runner, navigation) = run(list) { context in
            context.type("r", into: list.searchController.searchBar.searchTextField, time: 0.5)
            context.at(1.5) { list.searchController.isActive = false }
        }
        let bar = list.searchController.searchBar
        runner.advance(to: 1)
        #expect(list.searchController.isActive)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 52))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 52))
        #expect(list.tableView.safeAreaInsets.top == 52 && list.tableView.contentOffset.y == -52)
        // The dimmed cover starts under the moved bar.
        #expect(list.searchController.view.frame == CGRect(x: 0, y: 52, width: 320, height: 428))
        // The title and its row are faded out above the bar.
        let title = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "List" }
        #expect(title?.alpha == 0 && (title?.frame.maxY ?? 1) <= 0)
        runner.advance(to: 2)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        #expect(list.tableView.safeAreaInsets.top == 96 && list.tableView.contentOffset.y == -96)
        #expect(title?.alpha == 1 && title?.frame.minY == 0)
    }

    @Test func keepingTheNavigationBarLeavesTheTitleRowWhileSearching() {
        let list = ListController(style: .plain)
        list.searchController.hidesNavigationBarDuringPresentation = false
        let (runner, navigation) = run(list) { context in
            context.type("r", into: list.searchController.searchBar.searchTextField, time: 0.5)
        }
        runner.advance(to: 1)
        #expect(list.searchController.isActive && navigation.navigationBar.frame.height == 96)
        #expect(list.searchController.searchBar.frame == CGRect(x: 0, y: 44, width: 320, height: 52))
        #expect(list.tableView.contentOffset.y == -96)
        #expect(list.searchController.view.frame.minY == 96)
    }

    @Test func aTapOnTheDimmedCoverEndsTheSearchAsCancelDoes() {
        let list = ListController(style: .plain)
        let (runner, _) = run(list) { context in
            context.type("r", into: list.searchController.searchBar.searchTextField, time: 0.5)
            context.tap(at: CGPoint(x: 160, y: 300), time: 1.2)
        }
        runner.advance(to: 1)
        #expect(list.log.entries == ["willPresent", "update 0 ", "didPresent", "update 0 r"])
        list.log.entries = []
        runner.advance(to: 1.6)
        #expect(list.log.entries == ["cancel", "willDismiss", "didEndEditing", "update 0 ", "didDismiss"])
        #expect(!list.searchController.isActive && list.searchController.searchBar.text == "")
        #expect(list.searchController.viewIfLoaded?.superview == nil)
    }

    @Test func aCoverThatDoesNotObscureLetsTapsThroughAndKeepsTheSearch() {
        let list = ListController(style: .plain)
        list.searchController.obscuresBackgroundDuringPresentation = false
        let (runner, _) = run(list) { context in
            context.type("r", into: list.searchController.searchBar.searchTextField, time: 0.5)
            context.tap(at: CGPoint(x: 160, y: 300), time: 1.2)
        }
        runner.advance(to: 1.6)
        #expect(list.searchController.isActive && !list.log.entries.contains("cancel"))
        #expect(list.tableView.indexPathForSelectedRow != nil, "the tap reached the table")
    }

    @Test func theScopeBarShowsWhileSearchingAndATapChangesTheScope() throws {
        let list = ListController(style: .plain)
        let (runner, navigation) = run(list) { context in
            context.type("r", into: list.searchController.searchBar.searchTextField, time: 0.5)
            context.tap(at: CGPoint(x: 256, y: 74), time: 1.2)
            context.tap(at: CGPoint(x: 256, y: 74), time: 1.6)
        }
        let bar = list.searchController.searchBar
        bar.scopeButtonTitles = ["All", "Even", "Odd"]
        runner.window.layoutIfNeeded()
        // Not searching: no scope bar, the 52-point row.
        #expect(navigation.navigationBar.frame.height == 96 && bar.frame.height == 52)
        runner.advance(to: 1)
        // Searching: the row is 52 + 44 under the status bar, the control 32 tall in the scope row's middle.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        let scope = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(scope.frame == CGRect(x: 16, y: 58, width: 288, height: 32) && scope.numberOfSegments == 3)
        #expect(bar.searchTextField.frame.minY == 8 && list.tableView.contentOffset.y == -96)
        list.log.entries = []
        runner.advance(to: 1.4)
        // The updater first, then the delegate (iOS 13 and later); the same segment again tells nobody.
        #expect(bar.selectedScopeButtonIndex == 2 && scope.selectedSegmentIndex == 2)
        #expect(list.log.entries == ["update 2 r", "scope 2"])
        runner.advance(to: 1.8)
        #expect(list.log.entries.count == 2 && list.searchController.isActive)
        list.searchController.isActive = false
        runner.window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96 && bar.frame.height == 52 && scope.superview == nil)
    }

    @Test func aStandaloneBarShowsItsScopeBarUnderTheField() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.scopeButtonTitles = ["One", "Two"]
        bar.selectedScopeButtonIndex = 1
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 100)
        #expect(bar.intrinsicContentSize.height == 100)
        bar.frame.size.height = 100
        bar.layoutIfNeeded()
        let scope = try #require(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(scope.frame == CGRect(x: 8, y: 62, width: 304, height: 32) && scope.selectedSegmentIndex == 1)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        bar.showsScopeBar = false
        #expect(scope.superview == nil && bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)
    }
}
