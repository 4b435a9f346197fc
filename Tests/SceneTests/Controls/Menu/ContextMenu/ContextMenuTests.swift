import Dynamics
import Foundation
import Testing

/// UIContextMenuInteraction under a scripted long press: the delegate's calls in UIKit's order, the menu beside the
/// pressed view over the dimmed window, an action's handler after the menu went, a background tap that only ends it.
@Suite struct ContextMenuTests {
    final class Recorder: UIContextMenuInteractionDelegate, @unchecked Sendable {
        var log: [String] = []
        var returnsConfiguration = true

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration \(location.x) \(location.y)")
            guard returnsConfiguration else { return nil }
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggested in
                self.log.append("menu \(suggested.count)")
                return UIMenu(title: "", children: [
                    UIAction(title: "Copy") { _ in self.log.append("handler Copy") },
                    UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("handler Delete") },
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay \(configuration.identifier as? NSString ?? "")")
            animator?.addCompletion { self.log.append("shown") }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
            animator?.addCompletion { self.log.append("ended") }
        }
    }

    /// A 100-point orange square at (40, 60) in a white 320 × 480 window, with a context-menu interaction.
    private func menuScene(_ recorder: Recorder, script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "context-menu", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
            context.view.backgroundColor = .white
            let square = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
            square.backgroundColor = .systemOrange
            square.addInteraction(UIContextMenuInteraction(delegate: recorder))
            context.view.addSubview(square)
            script(context)
        })
    }

    /// The shown menu's panel: the overlay's rounded view that holds rows.
    @MainActor private func panel(_ runner: SceneRunner) -> UIView? {
        runner.window.subviews.lazy.compactMap { overlay in
            overlay.subviews.first { $0.layer.cornerRadius == 13 && $0.subviews.contains { $0 is UIControl } }
        }.first
    }

    @Test func aLongPressShowsTheMenuBelowThePressedViewAndAnActionRunsAfterItGoes() throws {
        let recorder = Recorder()
        let runner = menuScene(recorder) { context in
            context.longPress(at: CGPoint(x: 90, y: 110), time: 0.1, duration: 0.8)
            // The first row ("Copy") is at y 168…212 under the square.
            context.tap(at: CGPoint(x: 100, y: 190), time: 1.2)
        }
        runner.advance(to: 0.55)
        #expect(recorder.log.isEmpty, "half a second has not passed")
        runner.advance(to: 0.62)
        #expect(recorder.log == ["configuration 50.0 50.0", "menu 0", "willDisplay photo"])
        let shownPanel = try #require(panel(runner))
        #expect(shownPanel.frame == CGRect(x: 40, y: 168, width: 250, height: 88))
        runner.advance(to: 1)
        #expect(recorder.log.last == "shown")
        let image = try Renderer().render(runner.window, scale: 1)
        // The window is dimmed (black at 20 % over white), the pressed square is not, the panel is light grey.
        let dimmed = image.pixel(x: 10, y: 10)
        #expect((202...206).contains(Int(dimmed.r)) && dimmed.r == dimmed.g)
        let square = image.pixel(x: 60, y: 80)
        #expect(square.r == 0xFF && square.g == 0x95 && square.b == 0x00)
        let panelPixel = image.pixel(x: 280, y: 170)
        #expect((236...244).contains(Int(panelPixel.r)))
        runner.advance(to: 1.3)
        #expect(recorder.log.suffix(1) == ["willEnd"], "the handler waits for the menu to go")
        runner.advance(to: 1.6)
        #expect(recorder.log.suffix(3) == ["willEnd", "ended", "handler Copy"])
        #expect(panel(runner) == nil)
    }

    @Test func aTapOnTheBackgroundEndsTheMenuWithoutAnAction() {
        let recorder = Recorder()
        let runner = menuScene(recorder) { context in
            context.longPress(at: CGPoint(x: 90, y: 110), time: 0.1, duration: 0.6)
            context.tap(at: CGPoint(x: 300, y: 450), time: 1)
        }
        runner.advance(to: 2)
        #expect(recorder.log == ["configuration 50.0 50.0", "menu 0", "willDisplay photo", "shown", "willEnd", "ended"])
    }

    @Test func aShortPressOrANilConfigurationShowsNothing() {
        let recorder = Recorder()
        recorder.returnsConfiguration = false
        let runner = menuScene(recorder) { context in
            context.longPress(at: CGPoint(x: 90, y: 110), time: 0.1, duration: 0.3)
            context.longPress(at: CGPoint(x: 90, y: 110), time: 1, duration: 0.8)
        }
        runner.advance(to: 2)
        #expect(recorder.log == ["configuration 50.0 50.0"], "asked once, for the held press")
        #expect(runner.window.subviews.last is UIControl == false)
    }
}
