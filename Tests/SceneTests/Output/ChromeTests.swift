import Dynamics
import Foundation
import Testing

@Suite("Status bar and device frame")
struct ChromeTests {
    /// Counts pixels of a frame's top 20 rows whose red channel is below 100 (dark) or above 200 (light).
    private func topBandInk(_ image: Image) -> (dark: Int, light: Int) {
        var dark = 0, light = 0
        for y in 0..<20 {
            for x in 0..<image.width {
                let r = image.pixel(x: x, y: y).r
                if r < 100 { dark += 1 } else if r > 200 { light += 1 }
            }
        }
        return (dark, light)
    }

    @Test("the status bar draws time, signal, Wi-Fi and battery in the top 20 pt, dark or light")
    func statusBar() throws {
        let renderer = Renderer()
        let plain = SceneRunner(scene: scene { _ in })
        plain.advance(to: 0)
        #expect(topBandInk(try renderer.render(plain.window, scale: 1)).dark == 0)

        let dark = SceneRunner(scene: scene { $0.statusBar = .dark })
        dark.advance(to: 0)
        let darkImage = try renderer.render(dark.window, scale: 1)
        #expect(topBandInk(darkImage).dark > 150, "\(topBandInk(darkImage))")
        // Battery fill at the right edge, the signal's tallest bar at the left; nothing below the bar.
        #expect(darkImage.pixel(x: darkImage.width - 18, y: 10).r < 60)
        #expect(darkImage.pixel(x: 21, y: 12).r < 60)
        for x in 0..<darkImage.width { #expect(darkImage.pixel(x: x, y: 21).r == 255) }

        let light = SceneRunner(scene: scene { context in
            context.view.backgroundColor = .black
            context.statusBar = .light
        })
        light.advance(to: 0)
        #expect(topBandInk(try renderer.render(light.window, scale: 1)).light > 150)
    }

    @Test("an automatic status bar follows the controller UIKit asks: root, presented, named child; hidden when asked")
    func automaticStatusBar() throws {
        let renderer = Renderer()
        /// A controller over a black view whose status bar wishes are set from outside.
        final class Wishes: UIViewController {
            var style = UIStatusBarStyle.default, hidden = false, child: UIViewController?
            override var preferredStatusBarStyle: UIStatusBarStyle { style }
            override var prefersStatusBarHidden: Bool { hidden }
            override var childForStatusBarStyle: UIViewController? { child }
            override func viewDidLoad() { view.backgroundColor = .gray }
        }
        let root = Wishes(), presented = Wishes(), child = Wishes()
        let runner = SceneRunner(scene: scene { context in
            context.statusBar = .automatic
            context.window.rootViewController = root
        })
        func ink() throws -> (dark: Int, light: Int) {
            runner.advance(to: runner.time + 1 / 60)
            return topBandInk(try renderer.render(runner.window, scale: 1))
        }
        let defaultInk = try ink()
        #expect(defaultInk.dark > 150 && defaultInk.light == 0, "\(defaultInk)")
        root.style = .lightContent
        let lightInk = try ink()
        #expect(lightInk.light > 150 && lightInk.dark == 0, "\(lightInk)")
        root.hidden = true
        #expect(try ink() == (0, 0))
        root.hidden = false
        root.child = child
        #expect(try ink().dark > 150, "the named child's default style wins over the root's light one")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        presented.style = .lightContent
        #expect(try ink().light > 150, "a presented controller takes over the status bar")
        presented.hidden = true
        #expect(try ink() == (0, 0))
        root.dismiss(animated: false)
        #expect(try ink().dark > 150)
    }

    @Test("a device frame puts a rounded dark bezel 16 pt wide around the scene")
    func deviceFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = RenderOptions(folder: folder.path)
        options.fps = 10
        options.frames = .range(0...0)
        options.transparent = true
        options.encoderThreads = 0
        options.deviceFrame = true
        let recording = try SceneRenderer.render(scene { $0.view.backgroundColor = .white }, options: options)
        let frame = try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path)
        let size = scene { _ in }.size
        #expect(recording.pixelWidth == Int((size.width + 32) * 2) && recording.pixelHeight == Int((size.height + 32) * 2))
        #expect(frame.pixel(x: 0, y: 0).a == 0, "outside the rounded corner is transparent")
        let bezel = frame.pixel(x: 16, y: frame.height / 2)
        #expect(bezel.a == 255 && bezel.r < 40, "\(bezel)")
        let screen = frame.pixel(x: frame.width / 2, y: frame.height / 2)
        #expect(screen.r == 255 && screen.a == 255)
    }
}
