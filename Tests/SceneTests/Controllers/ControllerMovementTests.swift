import Dynamics
import Foundation
import Testing

/// Why a controller appears or disappears — `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`,
/// `isBeingDismissed` — read inside the appearance callbacks, and containment's own calls, in order.
@Suite struct ControllerMovementTests {
    /// Every call a controller hears, with the flags UIKit code reads there.
    final class Logged: UIViewController {
        let name: String
        let log: CallLog
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.add("\(name) willAppear toParent=\(isMovingToParent) presented=\(isBeingPresented)")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.add("\(name) didAppear toParent=\(isMovingToParent) presented=\(isBeingPresented)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.add("\(name) willDisappear fromParent=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.add("\(name) didDisappear fromParent=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
        }
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.add("\(name) willMove \(parent == nil ? "nil" : "parent")")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.add("\(name) didMove \(parent == nil ? "nil" : "parent")")
        }
    }

    final class CallLog {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
        func take() -> [String] {
            defer { entries = [] }
            return entries
        }
    }

    @Test func aPushAndAPopTellTheControllerWhyItAppearsAndDisappears() {
        let log = CallLog()
        let root = Logged("A", log: log), pushed = Logged("B", log: log)
        nonisolated(unsafe) var navigation: UINavigationController!
        let runner = SceneRunner(scene: Scene(name: "moves", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 3) { context in
            navigation = UINavigationController(rootViewController: root)
            context.window.rootViewController = navigation
        })
        runner.advance(to: 0.1)
        // The root was added to the navigation controller before its first appearance.
        #expect(log.take() == ["A willMove parent", "A didMove parent", "A willAppear toParent=true presented=false",
                               "A didAppear toParent=true presented=false"])
        #expect(!root.isMovingToParent)

        var movingToParentAtPush = false, rootMovingFromParentAtPush = true
        runner.context.at(0.2) {
            navigation.pushViewController(pushed, animated: true)
            movingToParentAtPush = pushed.isMovingToParent
            rootMovingFromParentAtPush = root.isMovingFromParent
        }
        runner.advance(to: 1)
        #expect(movingToParentAtPush && !rootMovingFromParentAtPush)
        #expect(log.take() == ["B willMove parent", "A willDisappear fromParent=false dismissed=false",
                               "B willAppear toParent=true presented=false", "B didMove parent",
                               "A didDisappear fromParent=false dismissed=false",
                               "B didAppear toParent=true presented=false"])
        #expect(!pushed.isMovingToParent)

        var movingFromParentAtPop = false
        runner.context.at(1.2) {
            navigation.popViewController(animated: true)
            movingFromParentAtPop = pushed.isMovingFromParent
        }
        runner.advance(to: 2)
        #expect(movingFromParentAtPop)
        #expect(log.take() == ["B willMove nil", "B willDisappear fromParent=true dismissed=false",
                               "A willAppear toParent=false presented=false", "B didMove nil",
                               "B didDisappear fromParent=true dismissed=false",
                               "A didAppear toParent=false presented=false"])
        #expect(!pushed.isMovingFromParent && pushed.parent == nil)
    }

    @Test func aPresentationIsNotAMoveToAParent() {
        let log = CallLog()
        let root = Logged("A", log: log), modal = Logged("M", log: log)
        modal.modalPresentationStyle = .fullScreen
        let runner = SceneRunner(scene: Scene(name: "present", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 3) { context in
            context.window.rootViewController = root
        })
        runner.advance(to: 0.1)
        _ = log.take()
        runner.context.at(0.2) { root.present(modal, animated: true) }
        runner.advance(to: 1)
        #expect(log.take() == ["A willDisappear fromParent=false dismissed=false",
                               "M willAppear toParent=false presented=true",
                               "A didDisappear fromParent=false dismissed=false",
                               "M didAppear toParent=false presented=true"])
        #expect(!modal.isBeingPresented)
        runner.context.at(1.2) { root.dismiss(animated: true) }
        runner.advance(to: 2)
        #expect(log.take() == ["M willDisappear fromParent=false dismissed=true",
                               "A willAppear toParent=false presented=false",
                               "M didDisappear fromParent=false dismissed=true",
                               "A didAppear toParent=false presented=false"])
    }

    /// A container that tells its child of appearances itself.
    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test func aContainerThatForwardsAppearanceItselfTellsItsChildWithBeginAndEnd() {
        let log = CallLog()
        let container = ManualContainer(), child = Logged("C", log: log)
        let runner = SceneRunner(scene: Scene(name: "manual", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            context.window.rootViewController = container
        })
        runner.advance(to: 0.1)
        #expect(log.take() == ["C willMove parent", "C didMove parent"], "no appearance reaches the child by itself")
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.take() == ["C willAppear toParent=true presented=false", "C didAppear toParent=true presented=false"],
                "each call once, however often the container asks")
        child.willMove(toParent: nil)
        child.beginAppearanceTransition(false, animated: false)
        child.view.removeFromSuperview()
        child.removeFromParent()
        child.endAppearanceTransition()
        #expect(log.take() == ["C willMove nil", "C willDisappear fromParent=true dismissed=false", "C didMove nil",
                               "C didDisappear fromParent=true dismissed=false"])
        #expect(!child.isMovingFromParent)
    }

    @Test func aContainerSwapsTwoChildrenWithTheirAppearanceCallsAroundTheTransition() {
        let log = CallLog()
        let container = UIViewController(), first = Logged("F", log: log), second = Logged("S", log: log)
        let runner = SceneRunner(scene: Scene(name: "swap", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            container.addChild(first)
            container.view.addSubview(first.view)
            first.didMove(toParent: container)
            context.window.rootViewController = container
        })
        runner.advance(to: 0.1)
        _ = log.take()
        var finished: Bool?
        var swappedAtOnce = false
        var callsAtOnce: [String] = []
        runner.context.at(0.2) {
            // UIKit's documented sequence: the new child joins, the old one is told it leaves, then the swap.
            container.addChild(second)
            first.willMove(toParent: nil)
            _ = log.take()
            container.transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve],
                                 animations: { second.view.alpha = 0.5 }) { done in
                finished = done
                log.add("completion")
            }
            swappedAtOnce = second.view.superview === container.view && first.viewIfLoaded?.superview == nil
            callsAtOnce = log.take()
        }
        runner.advance(to: 0.6)
        #expect(swappedAtOnce)
        #expect(callsAtOnce == ["F willDisappear fromParent=true dismissed=false",
                                "S willAppear toParent=true presented=false"])
        #expect(log.take() == ["F didDisappear fromParent=true dismissed=false",
                               "S didAppear toParent=true presented=false", "completion"])
        #expect(finished == true && second.view.alpha == 0.5)
        // Not both children: nothing happens.
        container.transition(from: second, to: UIViewController(), duration: 0, animations: nil)
        #expect(log.take().isEmpty && second.view.superview === container.view)
    }

    /// Counts the root view's safe area and margin changes.
    final class InsetWatcher: UIViewController {
        var safeAreaChanges = 0
        var marginChanges = 0
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            marginChanges += 1
        }
    }

    @Test func additionalInsetsReachTheSafeAreaAndTellTheController() {
        let watcher = InsetWatcher()
        let runner = SceneRunner(scene: Scene(name: "insets", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            context.window.rootViewController = watcher
        })
        runner.advance(to: 0.1)
        let before = watcher.safeAreaChanges
        let top = watcher.view.safeAreaInsets.top
        watcher.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
        runner.advance(to: 0.2)
        #expect(watcher.safeAreaChanges > before)
        #expect(watcher.view.safeAreaInsets.top == top + 30)
        let changes = watcher.safeAreaChanges
        watcher.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
        #expect(watcher.safeAreaChanges == changes, "the same insets again change nothing")
        watcher.view.layoutMargins = UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 24)
        #expect(watcher.marginChanges == 1)
    }
}
