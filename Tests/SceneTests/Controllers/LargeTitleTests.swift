import Dynamics
import Foundation
import Testing

/// A controller whose view is a tall scroll view, titled.
private final class ListController: UIViewController {
    let scrollView = UIScrollView()

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        view = scrollView
    }
}

/// How many dark pixels (all channels below 80) the rectangle holds.
private func darkPixels(_ image: Image, in rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
            let pixel = image.pixel(x: x, y: y)
            if pixel.r < 80 && pixel.g < 80 && pixel.b < 80 { count += 1 }
        }
    }
    return count
}

@Suite("UINavigationBar: large titles")
struct LargeTitleTests {
    /// A 320×480 scene with a 20 pt status bar whose navigation controller prefers large titles over `root`.
    @MainActor private func run(_ root: UIViewController) -> (SceneRunner, UINavigationController) {
        let root = root
        nonisolated(unsafe) var navigation: UINavigationController!
        let runner = SceneRunner(scene: Scene(name: "large", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            context.statusBar = .automatic
            navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            context.window.rootViewController = navigation
        })
        runner.advance(to: 0.1)
        return (runner, navigation)
    }

    @Test("open: a 96 pt bar with the 34 pt bold title under the 44 pt row; the content starts below it")
    func openLargeTitle() throws {
        let list = ListController(title: "Inbox")
        let (runner, navigation) = run(list)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 96))
        #expect(list.scrollView.adjustedContentInset.top == 116 && list.scrollView.contentOffset.y == -116)
        let image = try Renderer().render(runner.window, scale: 1)
        // The large title's ink lies left, in the area below the row (y 64–116); the row's middle holds no title.
        #expect(darkPixels(image, in: CGRect(x: 16, y: 70, width: 110, height: 40)) > 100)
        #expect(darkPixels(image, in: CGRect(x: 110, y: 25, width: 100, height: 35)) == 0)
    }

    @Test("scrolling up collapses it point for point to the standard bar with the small title; pulling down grows it")
    func collapses() throws {
        let list = ListController(title: "Inbox")
        let (runner, navigation) = run(list)
        list.scrollView.contentOffset = CGPoint(x: 0, y: -116 + 30)
        #expect(navigation.navigationBar.frame.height == 66)
        list.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(navigation.navigationBar.frame.height == 44)
        runner.advance(to: 0.2)
        let image = try Renderer().render(runner.window, scale: 1)
        #expect(darkPixels(image, in: CGRect(x: 110, y: 25, width: 100, height: 35)) > 20, "the small title shows")
        list.scrollView.contentOffset = CGPoint(x: 0, y: -136)
        #expect(navigation.navigationBar.frame.height == 116)
    }

    @Test("largeTitleDisplayMode: .never pushes a standard bar, .automatic follows the item below")
    func displayModes() {
        let list = ListController(title: "Inbox")
        let (runner, navigation) = run(list)
        let detail = ListController(title: "Message")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        runner.advance(to: 0.2)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 64, "20 pt status bar + the 44 pt bar")
        let more = ListController(title: "More")
        navigation.pushViewController(more, animated: false)
        #expect(navigation.navigationBar.frame.height == 44, "automatic follows the .never below it")
        navigation.popToRootViewController(animated: false)
        #expect(navigation.navigationBar.frame.height == 96)
        navigation.navigationBar.prefersLargeTitles = false
        runner.advance(to: 0.3)
        #expect(navigation.navigationBar.frame.height == 44 && list.view.safeAreaInsets.top == 64)
    }
}
