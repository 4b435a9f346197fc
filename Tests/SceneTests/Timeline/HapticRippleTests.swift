import Dynamics
@testable import DynamicsScene
import Foundation
import Testing

/// The ripple `--show-haptics` and `--debug` draw where a haptic played: present on the frames within 0.3 s of it,
/// at its place, in its style's colour, and absent without the option.
@Suite struct HapticRippleTests {
    /// A white 200×200 scene with a medium impact at full intensity at (60, 120) on tick 30 (no touch, no view: the
    /// scene's window centre would be (100, 100), so the location comes from a view at (60, 120)).
    func impactScene() -> Scene {
        scene { context in
            let spot = UIView(frame: CGRect(x: 50, y: 110, width: 20, height: 20))
            context.view.addSubview(spot)
            context.at(0.5) { UIImpactFeedbackGenerator(style: .medium, view: spot).impactOccurred() }
        }
    }

    func pixel(_ image: Image, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = image.pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test func theRingIsDrawnAtTheEventAndFadesAfterThreeTenths() throws {
        let runner = SceneRunner(scene: impactScene(), screenScale: 1)
        runner.showsHaptics = true
        runner.advance(to: 31.0 / 60)
        let image = try Renderer().render(runner.window, scale: 1)
        // One tick after the impact the ring's radius is 30 × (0.35 + 0.65 × eased(1/18)) ≈ 12.6 points; its 3-point
        // border is orange (1, 0.58, 0) at about 94 % over white.
        let progress = (1.0 / 60) / 0.3
        let eased = 1 - (1 - progress) * (1 - progress)
        let radius = 30 * (0.35 + 0.65 * eased)
        let ring = pixel(image, 60 + Int(radius - 1.5), 120)
        let opacity = 1 - progress
        let expectedGreen = Int((0.58 * opacity + (1 - opacity)) * 255)
        #expect(ring.0 >= 250 && abs(ring.1 - expectedGreen) <= 6 && ring.2 < 30)
        // Inside, the faint fill (20 % of the ring's opacity); outside, the white canvas.
        let inside = pixel(image, 60, 120)
        #expect(inside.0 >= 250 && inside.2 < 230 && inside.2 > 190)
        #expect(pixel(image, 60 + Int(radius) + 4, 120) == (255, 255, 255))
        runner.advance(to: 0.5 + 0.3 + 1.0 / 60)
        let later = try Renderer().render(runner.window, scale: 1)
        #expect(pixel(later, 60 + Int(radius - 1.5), 120) == (255, 255, 255))
    }

    @Test func withoutTheOptionNothingIsDrawnAndDebugDrawsItToo() throws {
        let plain = SceneRunner(scene: impactScene(), screenScale: 1)
        plain.advance(to: 31.0 / 60)
        let image = try Renderer().render(plain.window, scale: 1)
        for x in 40...80 { #expect(pixel(image, x, 120) == (255, 255, 255)) }
        #expect(plain.hapticLog.events().count == 1)
        let debug = SceneRunner(scene: impactScene(), screenScale: 1)
        debug.showsDebugOverlay = true
        debug.advance(to: 31.0 / 60)
        let drawn = try Renderer().render(debug.window, scale: 1)
        #expect((40...80).contains { pixel(drawn, $0, 120) != (255, 255, 255) })
    }

    @Test func heavierAndStrongerImpactsRippleWider() {
        func radius(_ style: String, _ intensity: Double) -> CGFloat {
            let event = HapticEvent(time: 0, kind: .impact, style: style, intensity: intensity, location: .zero,
                                    origin: .window)
            return HapticRipple.view(for: event, progress: 1).bounds.width / 2
        }
        #expect(radius("light", 1) < radius("medium", 1) && radius("medium", 1) < radius("heavy", 1))
        #expect(radius("heavy", 0.2) < radius("heavy", 1))
        #expect(radius("heavy", 1) == 40)
    }
}
