import Dynamics
import Foundation
import Testing

/// UIMenu on a button with `showsMenuAsPrimaryAction`: a tap shows the menu's entries below the button, a tap on an
/// entry closes the menu and runs its handler, a tap elsewhere closes it.
@Suite struct MenuTests {
    @MainActor private func menuScene(_ log: Log, script: @escaping @MainActor (UIButton, SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "menu", summary: "", size: CGSize(width: 320, height: 480), duration: 2) { context in
            let button = UIButton(type: .system)
            button.setTitle("Sort", for: .normal)
            button.frame = CGRect(x: 20, y: 60, width: 80, height: 44)
            let deferred = UIDeferredMenuElement { completion in
                completion([UIAction(title: "Later") { _ in log.entries.append("Later") }])
            }
            button.menu = UIMenu(title: "", children: [
                UIAction(title: "Name", state: .on) { action in
                    log.entries.append("\(action.title) from \(action.sender === button ? "button" : "?")")
                },
                UIAction(title: "Date") { _ in log.entries.append("Date") },
                UIAction(title: "Hidden", attributes: .hidden) { _ in log.entries.append("Hidden") },
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in log.entries.append("Delete") },
                    deferred,
                ]),
            ])
            button.showsMenuAsPrimaryAction = true
            button.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
            context.view.addSubview(button)
            script(button, context)
        }, screenScale: 1)
    }

    /// The labels of the rows of the menu on screen, top to bottom, with their window frames.
    @MainActor private func rows(in window: UIWindow) -> [(String, CGRect)] {
        var found: [(String, CGRect)] = []
        func walk(_ view: UIView) {
            if view is UIControl, !(view is UIButton), view.bounds.height == 44, view.bounds.width == 250,
               let label = view.subviews.compactMap({ $0 as? UILabel }).first(where: { $0.text?.isEmpty == false }) {
                found.append((label.text ?? "", view.convert(view.bounds, to: nil)))
            }
            view.subviews.forEach(walk)
        }
        walk(window)
        return found.sorted { $0.1.minY < $1.1.minY }
    }

    @Test func aTapShowsTheEntriesAndChoosingOneRunsItsHandler() throws {
        let log = Log()
        let runner = menuScene(log) { _, context in
            context.tap(at: CGPoint(x: 60, y: 82), time: 0.1)
            // Rows: Name 112…156, Date …200, then an 8-point group gap, Delete 208…252, Later …296.
            context.tap(at: CGPoint(x: 100, y: 230), time: 0.5)
        }
        runner.advance(to: 0.2)
        let shown = rows(in: runner.window)
        #expect(shown.map(\.0) == ["Name", "Date", "Delete", "Later"])
        #expect(shown.first?.1 == CGRect(x: 20, y: 112, width: 250, height: 44))
        #expect(shown[2].1.minY == 208, "an inline submenu is a group after an 8-point gap")
        #expect(log.entries.isEmpty, "the primary action does not run")
        runner.advance(to: 0.6)
        #expect(log.entries == ["Delete"])
        #expect(rows(in: runner.window).isEmpty, "the menu closed")
    }

    @Test func theHandlerSeesTheButtonAndATapOutsideCloses() throws {
        let log = Log()
        let runner = menuScene(log) { _, context in
            context.tap(at: CGPoint(x: 60, y: 82), time: 0.1)
            context.tap(at: CGPoint(x: 100, y: 130), time: 0.3)
            context.tap(at: CGPoint(x: 60, y: 82), time: 0.5)
            context.tap(at: CGPoint(x: 300, y: 450), time: 0.7)
        }
        runner.advance(to: 0.4)
        #expect(log.entries == ["Name from button"])
        runner.advance(to: 0.6)
        #expect(rows(in: runner.window).count == 4)
        runner.advance(to: 0.8)
        #expect(rows(in: runner.window).isEmpty && log.entries == ["Name from button"])
    }

    @Test func destructiveEntriesAreRed() throws {
        let log = Log()
        let runner = menuScene(log) { _, context in context.tap(at: CGPoint(x: 60, y: 82), time: 0.1) }
        runner.advance(to: 0.2)
        let image = try Renderer().render(runner.window, scale: 1)
        var red = 0, black = 0
        for y in 208..<252 { for x in 20..<270 {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 120 && p.b < 120 { red += 1 }
        } }
        for y in 112..<156 { for x in 20..<270 {
            let p = image.pixel(x: x, y: y)
            if p.r < 80 && p.g < 80 && p.b < 80 { black += 1 }
        } }
        #expect(red > 20 && black > 20)
        // The panel's fill left of the text.
        let fill = image.pixel(x: 24, y: 180)
        #expect((238...243).contains(Int(fill.r)) && fill.r == fill.g)
    }
}
