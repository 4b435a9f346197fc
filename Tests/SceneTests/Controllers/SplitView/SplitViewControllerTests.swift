import Dynamics
import Foundation
import Testing

/// Records the delegate calls a split view controller makes, in order, and answers as it is told to.
private final class SplitDelegateLog: UISplitViewControllerDelegate {
    var calls: [String] = []
    var keepsSecondary = true
    var topColumn: UISplitViewController.Column?

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        calls.append("primaryViewController(forCollapsing:)")
        return nil
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        calls.append("collapseSecondary(\(secondaryViewController.title ?? "?"))onto(\(type(of: primaryViewController)))")
        return keepsSecondary
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        calls.append("topColumnForCollapsing(proposed: \(proposedTopColumn.rawValue))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        calls.append("didCollapse")
    }
}

/// UISplitViewController as iOS lays it out: collapsed into the primary's navigation stack on an iPhone held
/// upright, columns side by side on an iPad in landscape (the primary 320 pt), the secondary alone in portrait.
@Suite struct SplitViewControllerTests {
    private struct Classic {
        let split: UISplitViewController
        let list: UIViewController
        let navigation: UINavigationController
        let detail: UIViewController
    }

    /// A classic split view controller (a navigation controller of a list, and a detail) as the root of a scene on
    /// `device`, run to 0.1 s.
    private func classicScene(_ device: DeviceProfile, _ orientation: SceneOrientation,
                              delegate: SplitDelegateLog?) -> (SceneRunner, Classic) {
        let list = UIViewController(), detail = UIViewController()
        list.title = "List"
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [navigation, detail]
        split.delegate = delegate
        var scene = Scene(name: "split", summary: "", size: CGSize(width: 320, height: 480), duration: 1) { context in
            context.window.rootViewController = split
        }
        scene.device = device
        let runner = SceneRunner(scene: scene, screenScale: 2, device: device, orientation: orientation)
        runner.advance(to: 0.1)
        return (runner, Classic(split: split, list: list, navigation: navigation, detail: detail))
    }

    @Test func anIPhoneCollapsesToThePrimaryWhenTheDelegateKeepsTheSecondary() {
        let log = SplitDelegateLog()
        let (runner, made) = classicScene(.iPhone8, .portrait, delegate: log)

        #expect(log.calls == ["primaryViewController(forCollapsing:)", "collapseSecondary(Detail)onto(UINavigationController)",
                              "didCollapse"])
        #expect(made.split.isCollapsed)
        #expect(made.split.viewControllers.count == 1 && made.split.viewControllers.first === made.navigation)
        #expect(made.navigation.viewControllers.count == 1 && made.navigation.topViewController === made.list)
        #expect(made.navigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(made.detail.viewIfLoaded?.window == nil)
        #expect(runner.window.rootViewController === made.split)
    }

    @Test func anIPhoneCollapsesTheSecondaryOntoThePrimarysStackByDefault() {
        let (_, made) = classicScene(.iPhone8, .portrait, delegate: nil)

        #expect(made.split.isCollapsed)
        #expect(made.navigation.viewControllers.count == 2 && made.navigation.topViewController === made.detail)
        #expect(made.detail.navigationController === made.navigation)
        #expect(made.detail.view.frame.size == CGSize(width: 375, height: 667))
    }

    @Test func anIPadInLandscapeShowsThePrimary320PointsWideBesideTheSecondary() {
        let log = SplitDelegateLog()
        let (_, made) = classicScene(.iPadPro11, .landscape, delegate: log)

        #expect(log.calls.isEmpty)
        #expect(!made.split.isCollapsed)
        #expect(made.split.displayMode == .oneBesideSecondary && made.split.primaryColumnWidth == 320)
        #expect(made.split.viewControllers.count == 2)
        #expect(made.navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        // One pixel (half a point at 2×) of separator between the columns.
        #expect(made.detail.view.frame == CGRect(x: 320.5, y: 0, width: 1194 - 320.5, height: 834))
        #expect(made.detail.splitViewController === made.split && made.list.splitViewController === made.split)
    }

    @Test func anIPadUprightShowsTheSecondaryAlone() {
        let (_, made) = classicScene(.iPadPro11, .portrait, delegate: nil)

        #expect(!made.split.isCollapsed && made.split.displayMode == .secondaryOnly)
        #expect(made.detail.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(made.navigation.viewIfLoaded?.superview == nil)
    }

    @Test func thePreferredModeAndWidthsArrangeTheColumns() {
        let (runner, made) = classicScene(.iPadPro11, .portrait, delegate: nil)
        made.split.preferredDisplayMode = .oneBesideSecondary
        made.split.preferredPrimaryColumnWidthFraction = 0.4
        made.split.maximumPrimaryColumnWidth = 300
        runner.advance(to: 0.2)

        #expect(made.split.displayMode == .oneBesideSecondary && made.split.primaryColumnWidth == 300)
        #expect(made.navigation.view.frame == CGRect(x: 0, y: 0, width: 300, height: 1194))
        #expect(made.detail.view.frame == CGRect(x: 300.5, y: 0, width: 834 - 300.5, height: 1194))

        made.split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
        made.split.preferredDisplayMode = .oneOverSecondary
        runner.advance(to: 0.3)
        #expect(made.navigation.view.frame == CGRect(x: 0, y: 0, width: 334, height: 1194))
        #expect(made.detail.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(made.split.view.subviews.last === made.navigation.view)
    }

    @Test func showDetailReplacesTheSecondaryOnAnIPadAndPushesOnACollapsedIPhone() {
        let (padRunner, pad) = classicScene(.iPadPro11, .landscape, delegate: nil)
        let other = UIViewController()
        pad.list.showDetailViewController(other, sender: nil)
        padRunner.advance(to: 0.2)
        #expect(pad.split.viewControllers.count == 2 && pad.split.viewControllers.last === other)
        #expect(other.view.frame == CGRect(x: 320.5, y: 0, width: 1194 - 320.5, height: 834))
        #expect(pad.detail.parent == nil)

        let (phoneRunner, phone) = classicScene(.iPhone8, .portrait, delegate: SplitDelegateLog())
        let pushed = UIViewController()
        phone.list.showDetailViewController(pushed, sender: nil)
        phoneRunner.advance(to: 1)
        #expect(phone.navigation.viewControllers.count == 2 && phone.navigation.topViewController === pushed)
        #expect(phone.split.viewControllers.count == 1)
    }

    @Test func columnsCollapseWithTheSecondaryOnTopUnlessTheDelegateChoosesThePrimary() {
        func columnScene(topColumn: UISplitViewController.Column?) -> (UISplitViewController, SplitDelegateLog, UIViewController, UIViewController) {
            let log = SplitDelegateLog()
            log.topColumn = topColumn
            let list = UIViewController(), detail = UIViewController()
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            split.delegate = log
            var scene = Scene(name: "columns", summary: "", size: CGSize(width: 320, height: 480), duration: 1) { context in
                context.window.rootViewController = split
            }
            scene.device = .iPhone8
            let runner = SceneRunner(scene: scene, screenScale: 2, device: .iPhone8, orientation: .portrait)
            runner.advance(to: 0.1)
            return (split, log, list, detail)
        }

        let (split, log, list, detail) = columnScene(topColumn: nil)
        #expect(split.style == .doubleColumn && split.viewController(for: .primary) === list)
        #expect(log.calls == ["topColumnForCollapsing(proposed: 2)", "didCollapse"])
        let stack = (split.viewControllers.first as? UINavigationController)?.viewControllers ?? []
        #expect(stack.count == 2 && stack.first === list && stack.last === detail)

        let (primaryOnTop, _, list2, _) = columnScene(topColumn: .primary)
        let shortStack = (primaryOnTop.viewControllers.first as? UINavigationController)?.viewControllers ?? []
        #expect(shortStack.count == 1 && shortStack.first === list2)
    }
}
