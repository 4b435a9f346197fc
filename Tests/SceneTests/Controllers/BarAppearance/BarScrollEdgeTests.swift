import Dynamics
import Foundation
import Testing

/// A table of `rows` plain rows over a blue table background (what shows where no row is).
private final class RowsController: UITableViewController {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
        title = "Rows"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

private func isBlue(_ p: Pixel) -> Bool { p.r == 0 && p.g == 0 && p.b == 255 }
private func isWhite(_ p: Pixel) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }
/// The system chrome blur over white rows: white 0.97 at 72 % over white, 249–250.
private func isChromeOverWhite(_ p: Pixel) -> Bool { (247...251).contains(p.r) && p.r == p.g && p.g == p.b }

/// iOS 15's bars: transparent while the content's edge meets them, the standard look once content lies under them.
@Suite("Bar appearances at the scroll edge")
struct BarScrollEdgeTests {
    /// A 320 × 480 scene with a 20 pt status bar showing `root` (already in its containers) as the window's root.
    @MainActor private func run(_ root: UIViewController) -> SceneRunner {
        let runner = SceneRunner(scene: Scene(name: "bars", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            context.statusBar = .automatic
            context.window.rootViewController = root
        })
        runner.advance(to: 0.1)
        return runner
    }

    @Test("navigation bar: transparent with no shadow at the top, blurred chrome and a hairline once scrolled")
    func navigationBarFollowsTheTable() throws {
        let list = RowsController(rows: 40)
        let navigation = UINavigationController(rootViewController: list)
        let runner = run(navigation)
        let table = list.tableView!
        #expect(table.contentOffset.y == -64 && navigation.navigationBar.frame.maxY == 64)
        let top = try Renderer().render(runner.window, scale: 2)
        // The bar's area (x 10 pt, away from the title) and its bottom edge show the table's blue background.
        #expect(isBlue(top.pixel(x: 20, y: 100)) && isBlue(top.pixel(x: 20, y: 127)), "\(top.pixel(x: 20, y: 100))")
        #expect(navigation.navigationBar.shownAppearance.backgroundEffect == nil)

        table.contentOffset = CGPoint(x: 0, y: 200)
        let scrolled = try Renderer().render(runner.window, scale: 2)
        // White rows lie under the bar now: the chrome blur tints them; its hairline (black 30 %) lies on pixel 128.
        #expect(isChromeOverWhite(scrolled.pixel(x: 20, y: 100)), "\(scrolled.pixel(x: 20, y: 100))")
        #expect(scrolled.pixel(x: 20, y: 128).r < 200, "the hairline: \(scrolled.pixel(x: 20, y: 128))")
        #expect(navigation.navigationBar.shownAppearance.backgroundEffect?.style == .systemChromeMaterial)

        // Back at the top, transparent again.
        table.contentOffset = CGPoint(x: 0, y: -64)
        #expect(navigation.navigationBar.shownAppearance.backgroundEffect == nil)
    }

    @Test("tab bar: transparent while the rows end above it, the standard look while rows lie under it")
    func tabBarFollowsTheTablesBottom() throws {
        let short = RowsController(rows: 3), long = RowsController(rows: 40)
        let tabs = UITabBarController()
        tabs.viewControllers = [short, long]
        let runner = run(tabs)
        // Three rows end far above the bar: the blue background shows through it, with no shadow line.
        let shortImage = try Renderer().render(runner.window, scale: 2)
        #expect(isBlue(shortImage.pixel(x: 20, y: 2 * 431)) && isBlue(shortImage.pixel(x: 20, y: 2 * 440)),
                "\(shortImage.pixel(x: 20, y: 2 * 431))")

        tabs.selectedIndex = 1
        runner.advance(to: 0.2)
        let longImage = try Renderer().render(runner.window, scale: 2)
        #expect(longImage.pixel(x: 20, y: 2 * 431).r < 200, "the hairline: \(longImage.pixel(x: 20, y: 2 * 431))")
        #expect(isChromeOverWhite(longImage.pixel(x: 20, y: 2 * 476)), "\(longImage.pixel(x: 20, y: 2 * 476))")

        // Scrolled to the end, the last row ends at the bar's top: transparent again.
        let table = long.tableView!
        table.contentOffset.y = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        runner.advance(to: 0.3)
        let end = try Renderer().render(runner.window, scale: 2)
        #expect(isWhite(end.pixel(x: 20, y: 2 * 440)) || isBlue(end.pixel(x: 20, y: 2 * 440)),
                "\(end.pixel(x: 20, y: 2 * 440))")
        #expect(end.pixel(x: 20, y: 2 * 431).r > 240 || isBlue(end.pixel(x: 20, y: 2 * 431)))
    }

    @Test("a set scroll-edge appearance, an opaque standard one and a named content scroll view are used")
    func setAppearancesAndContentScrollView() throws {
        let list = RowsController(rows: 40)
        let navigation = UINavigationController(rootViewController: list)
        let bar = navigation.navigationBar
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .red
        opaque.titleTextAttributes = [.foregroundColor: UIColor.green]
        bar.standardAppearance = opaque
        bar.scrollEdgeAppearance = opaque
        opaque.backgroundColor = .yellow   // the bar keeps its own copy
        let runner = run(navigation)
        let image = try Renderer().render(runner.window, scale: 2)
        let red = image.pixel(x: 20, y: 100)
        #expect(red.r == 255 && red.g == 0 && red.b == 0, "\(red)")
        #expect(bar.standardAppearance.backgroundColor == .red && bar.standardAppearance !== opaque)

        // A controller naming another scroll view: the bar follows that one, and stays standard while it is scrolled.
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        other.contentSize = CGSize(width: 320, height: 1000)
        list.view.addSubview(other)
        bar.scrollEdgeAppearance = nil
        list.setContentScrollView(other, for: .top)
        #expect(list.contentScrollView(for: .top) === other)
        other.contentOffset = CGPoint(x: 0, y: 300)
        #expect(bar.shownAppearance.backgroundColor == .red)
        other.contentOffset = CGPoint(x: 0, y: -1000)
        #expect(bar.shownAppearance.backgroundColor == nil && bar.shownAppearance.shadowColor == nil)
    }
}
