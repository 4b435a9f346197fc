import Dynamics
import Foundation
import Testing

/// `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars` and the bars' `isTranslucent`: where a child's view
/// goes under a navigation controller's bars and a tab bar, and what the bars then add to its safe area.
@MainActor @Suite struct ExtendedLayoutTests {
    final class Box: @unchecked Sendable { var navigation: UINavigationController? }

    /// A 320 × 480 scene with a status bar (20 pt) and a navigation controller over `root`, set up by `prepare`
    /// before it is shown; the runner has run one tick.
    private func shown(_ root: UIViewController, _ box: Box,
                       prepare: @escaping @MainActor @Sendable (UINavigationController) -> Void = { _ in })
        -> SceneRunner {
        let runner = SceneRunner(scene: Scene(name: "extended", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            context.statusBar = .dark
            let navigation = UINavigationController(rootViewController: root)
            prepare(navigation)
            box.navigation = navigation
            context.window.rootViewController = navigation
        })
        runner.advance(to: 0.1)
        return runner
    }

    @Test func byDefaultTheViewReachesUnderTheTranslucentBar() {
        let root = UIViewController()
        let runner = shown(root, Box())
        #expect(runner.time > 0)
        #expect(root.edgesForExtendedLayout == .all && !root.extendedLayoutIncludesOpaqueBars)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.view.safeAreaInsets.top == 64)
    }

    @Test func withoutTheTopEdgeTheViewStartsBelowTheBarAndHasNoTopInset() {
        let root = UIViewController()
        root.edgesForExtendedLayout = []
        let runner = shown(root, Box())
        #expect(runner.time > 0)
        #expect(root.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(root.view.safeAreaInsets == .zero)
        #expect(root.topLayoutGuide.length == 0)
    }

    @Test func anOpaqueBarEndsTheViewUnlessItIncludesOpaqueBars() {
        let plain = UIViewController(), including = UIViewController()
        including.extendedLayoutIncludesOpaqueBars = true
        let first = shown(plain, Box()) { $0.navigationBar.isTranslucent = false }
        let second = shown(including, Box()) { $0.navigationBar.isTranslucent = false }
        #expect(first.time > 0 && second.time > 0)
        #expect(plain.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(plain.view.safeAreaInsets.top == 0)
        #expect(including.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(including.view.safeAreaInsets.top == 64)
    }

    @Test func withoutTheBottomEdgeTheViewEndsAboveTheToolbar() {
        let root = UIViewController()
        root.edgesForExtendedLayout = .top
        let runner = shown(root, Box()) { $0.isToolbarHidden = false }
        #expect(runner.time > 0)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(root.view.safeAreaInsets.top == 64 && root.view.safeAreaInsets.bottom == 0)
    }

    @Test func changingTheEdgesOnScreenMovesTheViewAtTheNextLayout() throws {
        let root = UIViewController(), box = Box()
        let runner = shown(root, box)
        root.edgesForExtendedLayout = [.left, .bottom, .right]
        #expect(root.view.frame.minY == 0, "not before the layout pass")
        runner.advance(to: 0.2)
        #expect(root.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        root.edgesForExtendedLayout = .all
        try #require(box.navigation).navigationBar.isTranslucent = false
        runner.advance(to: 0.3)
        #expect(root.view.frame.minY == 64, "an opaque bar still ends it")
    }

    @Test func aPushedControllerWithoutTheTopEdgeSlidesInBelowTheBar() throws {
        let root = UIViewController(), pushed = UIViewController(), box = Box()
        pushed.edgesForExtendedLayout = []
        let runner = shown(root, box)
        try #require(box.navigation).pushViewController(pushed, animated: true)
        runner.advance(to: 0.5)
        #expect(pushed.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(root.view.superview == nil)
    }

    @Test func aTabWithoutTheBottomEdgeEndsAboveTheTabBar() {
        let first = UIViewController(), second = UIViewController()
        first.edgesForExtendedLayout = []
        let tabs = UITabBarController()
        let runner = SceneRunner(scene: Scene(name: "extended-tabs", summary: "",
                                              size: CGSize(width: 320, height: 480), duration: 1) { context in
            tabs.viewControllers = [first, second]
            context.window.rootViewController = tabs
        })
        runner.advance(to: 0.1)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(first.view.safeAreaInsets.bottom == 0)
        tabs.selectedIndex = 1
        runner.advance(to: 0.2)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(second.view.safeAreaInsets.bottom == 49)
    }
}
