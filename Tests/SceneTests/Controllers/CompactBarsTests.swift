import Dynamics
import Foundation
import Testing

/// Bars on a phone held sideways: compact both ways (every phone but the wide ones) gives iOS's 32-point navigation
/// bar, toolbar and tab bar and no large title; a wide phone (regular wide in landscape) keeps 44 and 49 points but
/// no large title either; bar items stay inside the side safe areas.
@Suite struct CompactBarsTests {
    private final class Holder: @unchecked Sendable {
        var navigation: UINavigationController?
        var content = UIViewController()
    }

    /// A navigation controller preferring large titles, with a toolbar and a right button, on `device`.
    private func navigationScene(_ device: DeviceProfile, _ orientation: SceneOrientation,
                                 turns: Bool = false) -> (SceneRunner, Holder) {
        let holder = Holder()
        var scene = Scene(name: "bars", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            holder.content = UIViewController()
            holder.content.title = "Inbox"
            holder.content.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
            holder.content.toolbarItems = [UIBarButtonItem(title: "Left", style: .plain),
                                           UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
                                           UIBarButtonItem(title: "Right", style: .plain)]
            let navigation = UINavigationController(rootViewController: holder.content)
            navigation.navigationBar.prefersLargeTitles = true
            navigation.isToolbarHidden = false
            holder.navigation = navigation
            context.window.rootViewController = navigation
            if turns {
                context.rotate(to: .landscape, at: 1)
                context.rotate(to: .portrait, at: 2)
            }
        }
        scene.device = device
        let runner = SceneRunner(scene: scene, screenScale: 1, device: device, orientation: orientation)
        runner.advance(to: 0.1)
        return (runner, holder)
    }

    private func buttons(in view: UIView) -> [UIButton] {
        view.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
    }

    @Test func aLandscapeIPhone15ProShowsCompactBars() throws {
        let (runner, holder) = navigationScene(.iPhone15Pro, .landscape)
        let navigation = try #require(holder.navigation)
        // 852 × 393 with no status bar: the bar at the top, 32 tall, no large title (prefersLargeTitles is set).
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(navigation.navigationBar.shownTitle == "Inbox")
        // The toolbar 32 tall over the 21 pt home-indicator inset.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32))
        // The content's safe area: under the bar, above the toolbar, inside the housing's 59 pt sides.
        #expect(holder.content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
        // The right button ends 8 pt inside the right safe area; the toolbar's items 16 pt inside both.
        let edit = try #require(buttons(in: navigation.navigationBar).first { $0.title(for: .normal) == "Edit" })
        #expect(edit.frame.maxX == 852 - 59 - 8 && edit.frame.height == 32)
        let toolbarButtons = buttons(in: navigation.toolbar).sorted { $0.frame.minX < $1.frame.minX }
        let firstMinX: CGFloat = toolbarButtons.first?.frame.minX ?? 0, lastMaxX: CGFloat = toolbarButtons.last?.frame.maxX ?? 0
        #expect(abs(firstMinX - 75) < 0.001, "16 pt inside the left safe area (59 pt)")
        #expect(abs(lastMaxX - 777) < 0.001, "16 pt inside the right safe area (852 − 59 pt)")
        withExtendedLifetime(runner) {}  // the window, and the bars in it, live as long as the runner
    }

    @Test func aWidePhoneKeepsRegularBarsButNoLargeTitle() throws {
        let (runner, holder) = navigationScene(.iPhone15ProMax, .landscape)
        let navigation = try #require(holder.navigation)
        #expect(navigation.traitCollection.horizontalSizeClass == .regular)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 932, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 430 - 21 - 44, width: 932, height: 44))
        #expect(holder.content.view.safeAreaInsets.top == 44 && holder.content.view.safeAreaInsets.bottom == 65)
        withExtendedLifetime(runner) {}  // the window, and the bars in it, live as long as the runner
    }

    @Test func aHomeButtonPhoneHidesItsStatusBarAndShowsACompactBar() throws {
        let (runner, holder) = navigationScene(.iPhoneSE3, .landscape)
        let navigation = try #require(holder.navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 375 - 32, width: 667, height: 32))
        #expect(holder.content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
        withExtendedLifetime(runner) {}  // the window, and the bars in it, live as long as the runner
    }

    @Test func turningSwapsTheBarsInTheLayoutPass() throws {
        let (runner, holder) = navigationScene(.iPhone15Pro, .portrait, turns: true)
        let navigation = try #require(holder.navigation)
        // Portrait: under the 59 pt status bar, the 44 pt row and the 52 pt large title; a 44 pt toolbar.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(holder.content.view.safeAreaInsets == UIEdgeInsets(top: 155, left: 0, bottom: 78, right: 0))
        runner.advance(to: 1.5)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(navigation.toolbar.frame.height == 32)
        #expect(holder.content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
        runner.advance(to: 2.5)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(holder.content.view.safeAreaInsets == UIEdgeInsets(top: 155, left: 0, bottom: 78, right: 0))
    }

    @Test func aLandscapeTabBarIsCompactAndKeepsItsItemsInsideTheSafeArea() throws {
        let holder = Holder()
        var scene = Scene(name: "tabs", summary: "", size: CGSize(width: 320, height: 480), duration: 1) { context in
            holder.content = UIViewController()
            let first = holder.content, second = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
            second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            context.window.rootViewController = tabs
        }
        scene.device = .iPhone15Pro
        let landscape = SceneRunner(scene: scene, screenScale: 1, device: .iPhone15Pro, orientation: .landscape)
        landscape.advance(to: 0.1)
        let tabs = try #require(landscape.window.rootViewController as? UITabBarController)
        holder.content = try #require(tabs.selectedViewController)
        // 32 pt of bar over the 21 pt inset, which its background fills.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 53))
        #expect(holder.content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 53, right: 59))
        // The two items share the 734 pt between the housings.
        let items = tabs.tabBar.subviews.filter { $0.frame.height == 32 }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(items.map(\.frame) == [CGRect(x: 59, y: 0, width: 367, height: 32),
                                       CGRect(x: 426, y: 0, width: 367, height: 32)])

        let portrait = SceneRunner(scene: scene, screenScale: 1, device: .iPhone15Pro, orientation: .portrait)
        portrait.advance(to: 0.1)
        let upright = try #require(portrait.window.rootViewController as? UITabBarController)
        holder.content = try #require(upright.selectedViewController)
        #expect(upright.tabBar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 83))
        #expect(holder.content.view.safeAreaInsets.bottom == 83)
    }
}
