import Dynamics
import Foundation
import Testing

@Suite("UITabBarController: tabs, the drawn bar and switching by tap")
struct TabBarControllerTests {
    /// A black square icon: drawn as a template, it takes the item's colour.
    private static let square = UIImage(size: CGSize(width: 25, height: 25)) { context in
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: 25, height: 25))
    }

    /// Counts the pixels of `rect` (points at scale 1) that are system blue or system grey.
    private func ink(_ image: Image, in rect: CGRect) -> (blue: Int, gray: Int) {
        var blue = 0, gray = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 { blue += 1 }
                if abs(Int(p.r) - 142) < 8 && abs(Int(p.b) - 147) < 8 { gray += 1 }
            }
        }
        return (blue, gray)
    }

    @Test("the bar is 49 pt at the bottom; the selected item is blue, the other grey; a tap switches tabs")
    func drawnBarAndTap() throws {
        let log = CallLog()
        let first = CallLogController("Cards", log, color: .white)
        let second = CallLogController("Settings", log, color: .white)
        first.title = "Cards"
        second.tabBarItem = UITabBarItem(title: "Settings", image: Self.square, tag: 2)
        first.tabBarItem.image = Self.square
        nonisolated(unsafe) var tabs: UITabBarController!
        let runner = SceneRunner(scene: Scene(name: "tabs", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            context.window.rootViewController = tabs
            context.tap(at: CGPoint(x: 240, y: 455), time: 0.5)
        })
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs.tabBar.shownTitles == ["Cards", "Settings"] && tabs.selectedIndex == 0)
        #expect(first.view.safeAreaInsets.bottom == 49 && first.tabBarController === tabs)
        #expect(log.take() == ["Cards viewDidLoad", "Cards viewWillAppear", "Cards viewDidAppear"])
        let before = try Renderer().render(runner.window, scale: 1)
        let left = CGRect(x: 0, y: 436, width: 160, height: 42), right = CGRect(x: 160, y: 436, width: 160, height: 42)
        #expect(ink(before, in: left).blue > 400 && ink(before, in: left).gray == 0, "\(ink(before, in: left))")
        #expect(ink(before, in: right).gray > 400 && ink(before, in: right).blue == 0, "\(ink(before, in: right))")
        // The icon's square sits 7 pt below the bar's top, centred in its half.
        #expect(ink(before, in: CGRect(x: 70, y: 440, width: 20, height: 20)).blue == 400)
        // No scroll view: the bar is at the scroll edge, transparent with no hairline (iOS 15), over the white view.
        #expect(before.pixel(x: 160, y: 431).r == 255 && before.pixel(x: 160, y: 433).r == 255, "a transparent bar: \(before.pixel(x: 160, y: 431))")

        runner.advance(to: 1)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        #expect(log.take() == ["Settings viewDidLoad", "Cards viewWillDisappear", "Settings viewWillAppear",
                               "Cards viewDidDisappear", "Settings viewDidAppear"])
        #expect(first.view.superview == nil && second.view.superview === tabs.view)
        let after = try Renderer().render(runner.window, scale: 1)
        #expect(ink(after, in: right).blue > 400 && ink(after, in: left).blue == 0)
    }

    @Test("the delegate can refuse a switch; selectedIndex and the title follow the controllers")
    func delegateAndIndex() {
        final class Refusing: UITabBarControllerDelegate {
            var asked = 0
            func tabBarController(_ tabBarController: UITabBarController,
                                  shouldSelect viewController: UIViewController) -> Bool {
                asked += 1
                return false
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        let delegate = Refusing()
        tabs.delegate = delegate
        tabs.tabBar(tabs.tabBar, didSelect: b.tabBarItem)
        #expect(delegate.asked == 1 && tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === a.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === b && b.view.superview === tabs.view && a.view.superview == nil)
        b.title = "Later"
        #expect(tabs.tabBar.shownTitles == [nil, "Later"])
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1, "an index out of range changes nothing")
    }

    @Test("a navigation controller's tab takes its root controller's title, before and after it is embedded")
    @MainActor func navigationTabTakesTheRootTitle() {
        let titledFirst = UIViewController()
        titledFirst.title = "firstVC"
        let first = UINavigationController(rootViewController: titledFirst)
        let laterRoot = UIViewController()
        let second = UINavigationController(rootViewController: laterRoot)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        laterRoot.title = "secondVC"
        #expect(first.tabBarItem.title == "firstVC")
        #expect(second.tabBarItem.title == "secondVC")
        let named = UINavigationController(rootViewController: UIViewController())
        named.title = "Own"
        named.viewControllers.first?.title = "root"
        #expect(named.tabBarItem.title == "Own")
    }
}

