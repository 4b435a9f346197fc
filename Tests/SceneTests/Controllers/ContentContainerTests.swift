import Dynamics
import Foundation
import Testing

/// `UIContentContainer` on controllers: preferred sizes reported to the parent, the child size a parent gives, and
/// the trait change a rotation announces before the size change.
@Suite struct ContentContainerTests {
    final class Parent: UIViewController {
        var reported: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            reported.append(container.preferredContentSize)
        }
    }

    @Test func aChildsPreferredSizeIsReportedToItsParentOncePerChange() {
        let parent = Parent(), child = UIViewController()
        #expect(child.preferredContentSize == .zero)
        child.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(parent.reported.isEmpty, "no parent yet")
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 120)
        #expect(parent.reported == [CGSize(width: 300, height: 200), CGSize(width: 320, height: 120)])
        let given = parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 375, height: 667))
        #expect(given == CGSize(width: 375, height: 667))
    }

    final class Turning: UIViewController {
        var calls: [String] = []
        override func willTransition(to newCollection: UITraitCollection,
                                     with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            calls.append("traits vertical=\(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            calls.append("size \(Int(size.width))x\(Int(size.height))")
        }
    }

    @Test func aTurnThatChangesASizeClassAnnouncesTheTraitsFirst() {
        let root = UINavigationController(rootViewController: Turning()), child = root.viewControllers[0] as! Turning
        let runner = SceneRunner(scene: Scene(name: "turn", summary: "", size: CGSize(width: 375, height: 667),
                                              duration: 2) { context in
            context.window.rootViewController = root
        })
        runner.advance(to: 0.1)
        let window = runner.window
        runner.context.at(0.2) { window.transition(to: CGSize(width: 667, height: 375), duration: 0) }
        runner.context.at(0.4) { window.transition(to: CGSize(width: 667, height: 380), duration: 0) }
        runner.context.at(0.6) { window.transition(to: CGSize(width: 375, height: 667), duration: 0) }
        runner.advance(to: 0.8)
        #expect(child.calls == ["traits vertical=compact", "size 667x375", "size 667x380",
                                "traits vertical=regular", "size 375x667"])
    }
}
