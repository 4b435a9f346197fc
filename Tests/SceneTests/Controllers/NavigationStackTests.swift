import Dynamics
import Foundation
import Testing

/// `UINavigationController.viewControllers` set as a whole, as code that builds the stack in `init()` does.
@Suite struct NavigationStackTests {
    final class Titled: UIViewController {
        var didMoveCalls = 0
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            if parent != nil { didMoveCalls += 1 }
        }
    }

    @Test func settingTheStackBeforeAndAfterTheViewLoadsShowsItsTop() {
        let first = Titled(), second = Titled(), third = Titled()
        first.title = "First"
        second.title = "Second"
        third.title = "Third"
        nonisolated(unsafe) var navigation: UINavigationController!
        let runner = SceneRunner(scene: Scene(name: "stack", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            navigation = UINavigationController(nibName: nil, bundle: nil)
            navigation.viewControllers = [first, second]
            context.window.rootViewController = navigation
        })
        runner.advance(to: 0.1)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)
        #expect(first.parent === navigation && second.parent === navigation)
        #expect(first.didMoveCalls == 1 && second.didMoveCalls == 1)
        #expect(navigation.navigationBar.shownTitle == "Second" && navigation.navigationBar.shownLeftTitle == "‹ First")
        #expect(second.view.superview === navigation.view)
        // Replaced while shown: the old top leaves, the kept root stays a child, the new top's view is shown.
        navigation.setViewControllers([first, third], animated: false)
        #expect(second.parent == nil && second.viewIfLoaded?.superview == nil)
        #expect(first.didMoveCalls == 1 && third.didMoveCalls == 1 && third.view.superview === navigation.view)
        #expect(navigation.navigationBar.shownTitle == "Third")
    }

    @Test func theOldNameOfObscuringStillWorks() {
        let search = UISearchController(nibName: nil, bundle: nil)
        #expect(search.searchResultsController == nil && search.obscuresBackgroundDuringPresentation)
        search.setDims(false)
        #expect(!search.obscuresBackgroundDuringPresentation)
    }
}

/// The deprecated name, as 2018 code sets it, reached through a requirement so that the test itself compiles without
/// a deprecation warning.
@MainActor private protocol DimmingSearchController: AnyObject {
    var dimsBackgroundDuringPresentation: Bool { get set }
}

extension UISearchController: DimmingSearchController {}

private extension UISearchController {
    func setDims(_ dims: Bool) {
        let legacy: any DimmingSearchController = self
        legacy.dimsBackgroundDuringPresentation = dims
    }
}
