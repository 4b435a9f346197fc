import Dynamics
import Foundation
import Testing

/// `leftBarButtonItems` and `rightBarButtonItems`: several items on each side of the navigation bar.
@MainActor @Suite struct NavigationItemListsTests {
    final class Box: @unchecked Sendable { var navigation: UINavigationController? }

    private func buttons(_ bar: UINavigationBar) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for case let button as UIButton in bar.subviews { frames[button.title(for: .normal) ?? "?"] = button.frame }
        return frames
    }

    @Test func itemsRunFromTheEdgesInwardEightPointsApart() throws {
        let box = Box(), root = UIViewController(), detail = UIViewController()
        root.title = "Root"
        let controllers = (root, detail)
        let runner = SceneRunner(scene: Scene(name: "nav-items", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            let (root, detail) = controllers
            root.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "One"), UIBarButtonItem(title: "Two")]
            root.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Left"), UIBarButtonItem(title: "Next")]
            detail.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Extra")]
            detail.navigationItem.leftItemsSupplementBackButton = true
            let navigation = UINavigationController(rootViewController: root)
            box.navigation = navigation
            context.window.rootViewController = navigation
            context.at(0.5) { navigation.pushViewController(detail, animated: false) }
        })
        let navigation = try #require(box.navigation)
        runner.advance(to: 0.1)
        #expect(root.navigationItem.rightBarButtonItem?.title == "One")
        var frames = buttons(navigation.navigationBar)
        let one = try #require(frames["One"]), two = try #require(frames["Two"])
        let left = try #require(frames["Left"]), next = try #require(frames["Next"])
        #expect(one.maxX == 312 && two.maxX == one.minX - 8, "the first item is nearest the right edge")
        #expect(left.minX == 8 && next.minX == left.maxX + 8)
        #expect(one.height == 44 && two.minY == 0)
        #expect(navigation.navigationBar.shownTitle == "Root")
        // Setting the single item replaces the list.
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Only")
        #expect(root.navigationItem.rightBarButtonItems?.map(\.title) == ["Only"])
        runner.advance(to: 0.6)
        frames = buttons(navigation.navigationBar)
        let back = try #require(frames["‹ Root"], "\(frames)"), extra = try #require(frames["Extra"])
        #expect(back.minX == 8 && extra.minX == back.maxX + 8, "the back button stays, the items follow it")
        let pop = try #require(navigation.interactivePopGestureRecognizer)
        #expect(pop.delegate?.gestureRecognizerShouldBegin(pop) == true, "a supplemented back button still swipes")
    }
}
