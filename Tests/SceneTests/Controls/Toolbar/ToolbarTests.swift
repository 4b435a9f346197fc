import Dynamics
import Foundation
import Testing

/// UIToolbar's row of items (margins, gaps, fixed and flexible spaces), its drawing, a tapped item's action, and a
/// navigation controller's toolbar showing the top controller's `toolbarItems`.
@Suite struct ToolbarTests {
    final class Log: @unchecked Sendable { var entries: [String] = [] }
    final class Box: @unchecked Sendable { var toolbar: UIToolbar?; var navigation: UINavigationController? }

    /// [Edit, flexible, trash, fixed 20, add] on a 320-wide toolbar at the bottom of a 320 × 400 window.
    private func toolbarScene(_ log: Log, _ box: Box, script: @escaping @MainActor @Sendable (SceneContext) -> Void)
        -> SceneRunner {
        SceneRunner(scene: Scene(name: "toolbar", summary: "", size: CGSize(width: 320, height: 400), duration: 1) { context in
            context.view.backgroundColor = .white
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 356, width: 320, height: 44))
            toolbar.items = [
                UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { _ in log.entries.append("edit") }),
                .flexibleSpace(),
                UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in log.entries.append("trash") }),
                .fixedSpace(20),
                UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in log.entries.append("add") }),
            ]
            box.toolbar = toolbar
            context.view.addSubview(toolbar)
            script(context)
        })
    }

    /// The toolbar's buttons, leading to trailing.
    @MainActor private func buttons(_ toolbar: UIToolbar) -> [UIButton] {
        toolbar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
    }

    @Test func itemsSitSixteenFromTheSidesEightApartWithTheFlexibleSpaceTakingTheRest() throws {
        let log = Log(), box = Box()
        let runner = toolbarScene(log, box) { _ in }
        runner.advance(to: 0.1)
        let toolbar = try #require(box.toolbar)
        let frames = buttons(toolbar).map(\.frame)
        try #require(frames.count == 3)
        #expect(frames[0].minX == 16 && frames[0].height == 44 && frames[0].minY == 0)
        #expect(abs(frames[2].maxX - 304) < 0.001, "the flexible space pushes the rest to the trailing margin")
        // trash, 8 + 20 + 8 of gap and fixed space, add.
        #expect(abs(frames[2].minX - frames[1].maxX - 36) < 0.001)
        // Edit's width, then 8 + flexible + 8 up to the trash can.
        #expect(frames[1].minX - frames[0].maxX > 100)
        #expect(buttons(toolbar)[0].title(for: .normal) == "Edit")
        #expect(buttons(toolbar)[1].image(for: .normal) != nil)
    }

    @Test func aTapOnTheTrashCanRunsItsActionOnly() throws {
        let log = Log(), box = Box()
        let runner = toolbarScene(log, box) { context in
            context.at(0.05) {
                let trash = buttons(box.toolbar!)[1]
                context.tap(at: trash.convert(CGPoint(x: trash.bounds.midX, y: trash.bounds.midY), to: context.view),
                            time: 0.1)
            }
        }
        runner.advance(to: 0.5)
        #expect(log.entries == ["trash"])
    }

    @Test func theBarIsTheChromeBlurWithAHairlineOnTopAndBlueItems() throws {
        let log = Log(), box = Box()
        let runner = toolbarScene(log, box) { _ in }
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 2)
        // The default appearance: the system chrome blur, white 0.97 at 72 % over the blurred white: 249–250.
        let bar = image.pixel(x: 2 * 160, y: 2 * 395)
        #expect((248...251).contains(Int(bar.r)) && bar.r == bar.g && bar.g == bar.b, "\(bar)")
        // The half-point hairline is the 2× picture's row 711 (y 355.5…356): 30 % black over white.
        let hairline = image.pixel(x: 2 * 160, y: 711)
        #expect((176...181).contains(Int(hairline.r)))
        #expect(image.pixel(x: 2 * 160, y: 708).r == 255)
        // The trash can is drawn in system blue.
        let trash = buttons(box.toolbar!)[1].frame
        var bluest = (r: 255, b: 0)
        for y in Int(2 * (356 + trash.minY))..<Int(2 * (356 + trash.maxY)) {
            for x in Int(2 * trash.minX)..<Int(2 * trash.maxX) {
                let pixel = image.pixel(x: x, y: y)
                if Int(pixel.b) - Int(pixel.r) > bluest.b - bluest.r { bluest = (Int(pixel.r), Int(pixel.b)) }
            }
        }
        #expect(bluest.r < 60 && bluest.b > 200)
    }

    @Test func aNavigationControllersToolbarShowsTheTopControllersItemsAndSlidesAway() throws {
        let box = Box()
        let root = UIViewController(), detail = UIViewController()
        let controllers = (root, detail)
        let runner = SceneRunner(scene: Scene(name: "nav-toolbar", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 2) { context in
            let (root, detail) = controllers
            root.toolbarItems = [UIBarButtonItem(title: "Root")]
            detail.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Detail")]
            let navigation = UINavigationController(rootViewController: root)
            box.navigation = navigation
            context.window.rootViewController = navigation
            context.at(0.1) { navigation.isToolbarHidden = false }
            context.at(0.2) { navigation.pushViewController(detail, animated: false) }
            context.at(0.5) { navigation.setToolbarHidden(true, animated: true) }
        })
        let navigation = try #require(box.navigation)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden, "hidden by default, as in UIKit")
        #expect(root.view.safeAreaInsets.bottom == 0)
        runner.advance(to: 0.15)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(!navigation.toolbar.isHidden && root.view.safeAreaInsets.bottom == 44)
        #expect(buttons(navigation.toolbar).map { $0.title(for: .normal) } == ["Root"])
        runner.advance(to: 0.25)
        let shown = buttons(navigation.toolbar)
        #expect(shown.map { $0.title(for: .normal) } == ["Detail"])
        #expect(abs((shown.first?.frame.maxX ?? 0) - 304) < 0.001)
        #expect(detail.view.safeAreaInsets.bottom == 44)
        runner.advance(to: 0.6)
        let sliding = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
        #expect(sliding > 436 && sliding < 480, "half-way down at \(sliding)")
        #expect(detail.view.safeAreaInsets.bottom == 0, "the safe area gives the space back at once")
        runner.advance(to: 0.8)
        #expect(navigation.toolbar.isHidden)
    }
}
