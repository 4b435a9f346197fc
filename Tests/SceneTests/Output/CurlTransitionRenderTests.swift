import Dynamics
import Foundation
import Testing

/// Page curls (`.transitionCurlUp/Down`) as the renderer draws them in a running scene. The geometry, for a
/// 100 × 100 view: radius 100/6 = 16.67 pt (a half turn is 52.36 pt), distances measured along
/// n = (sin 0.2, cos 0.2) = (0.199, 0.980); the corners lie at 0, 19.9, 98.0 and 117.9 along n, so the axis sweeps
/// from 117.9 (nothing curled) to 0 − 52.36 (all rolled over) — 170.2 pt — linearly in the transition's progress.
@Suite struct CurlTransitionRenderTests {
    private func render(_ runner: SceneRunner, at time: TimeInterval) throws -> Image {
        runner.advance(to: time)
        return try Renderer().render(runner.window, scale: 1)
    }

    /// A red card that curls to blue at 0.5 s over 1 s with the given options.
    private func curlScene(_ options: UIView.AnimationOptions) -> SceneRunner {
        let scene = Scene(name: "curl", summary: "", size: CGSize(width: 100, height: 100), duration: 2) { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            context.view.addSubview(card)
            context.at(0.5) {
                UIView.transition(with: card, duration: 1, options: options,
                                  animations: { card.backgroundColor = .blue })
            }
        }
        return SceneRunner(scene: scene, screenScale: 1)
    }

    private func close(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: (Int, Int, Int),
                       tolerance: Int = 2) -> Bool {
        abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
            && abs(Int(pixel.b) - expected.2) <= tolerance && pixel.a == 255
    }

    @Test("A curl up lifts the old picture from the bottom, shows its back washed out over the top, reveals the new")
    func curlUp() throws {
        let runner = curlScene([.transitionCurlUp, .curveLinear])
        let start = try render(runner, at: 0.5)
        #expect(close(start.pixel(x: 50, y: 5), (255, 0, 0)) && close(start.pixel(x: 99, y: 99), (255, 0, 0)))
        // A quarter of the way the axis is at 117.9 − 42.6 = 75.3 along n. (50, 5) lies at 14.8: flat, the old
        // front as it was. (90, 99) lies at 114.9, 39.6 past the axis: past the cylinder's far side (16.7) and the
        // shadow's fade (33.3), so the new look shows plainly.
        let quarter = try render(runner, at: 0.75)
        #expect(close(quarter.pixel(x: 50, y: 5), (255, 0, 0)), "\(quarter.pixel(x: 50, y: 5))")
        #expect(close(quarter.pixel(x: 90, y: 99), (0, 0, 255)), "\(quarter.pixel(x: 90, y: 99))")
        // The right side lifts first (the axis slants): at y = 80, (2, 80) lies at 78.8, 3.5 past the axis, on
        // the cylinder's front, barely turned (red); (98, 80) lies at 97.9, 22.6 past it, revealed, in the shadow
        // that fades from the cylinder's far side (16.7) over one radius: 0.35·(1 − 5.9/16.7) = 0.226 black over
        // blue, 197.
        #expect(close(quarter.pixel(x: 2, y: 80), (253, 0, 0), tolerance: 4), "\(quarter.pixel(x: 2, y: 80))")
        #expect(close(quarter.pixel(x: 98, y: 80), (0, 0, 197), tolerance: 4), "\(quarter.pixel(x: 98, y: 80))")
        // Half-way the axis is at 32.8. (50, 95) lies 70.3 past it: revealed, blue. (50, 5) lies 17.9 before it,
        // where the page's back lies flat over the front (the point 70.3 past the axis, mirrored about the line
        // at 26.2): the old red, washed out with white at 0.6 — lighter than the front.
        let middle = try render(runner, at: 1)
        #expect(close(middle.pixel(x: 50, y: 95), (0, 0, 255)), "\(middle.pixel(x: 50, y: 95))")
        #expect(close(middle.pixel(x: 50, y: 5), (255, 153, 153)), "\(middle.pixel(x: 50, y: 5))")
        let end = try render(runner, at: 1.6)
        #expect(close(end.pixel(x: 50, y: 5), (0, 0, 255)) && close(end.pixel(x: 50, y: 95), (0, 0, 255)))
    }

    @Test("A curl down rolls the new picture down from the top over the old: the curl up run backwards")
    func curlDown() throws {
        let runner = curlScene([.transitionCurlDown, .curveLinear])
        // A quarter of the way is a curl up three quarters of the way, of the new picture: the axis at −9.8, so
        // the new page is all rolled over the top edge and the old red shows everywhere below the roll.
        let quarter = try render(runner, at: 0.75)
        #expect(close(quarter.pixel(x: 50, y: 95), (255, 0, 0)), "\(quarter.pixel(x: 50, y: 95))")
        #expect(close(quarter.pixel(x: 50, y: 50), (255, 0, 0)), "\(quarter.pixel(x: 50, y: 50))")
        // Three quarters of the way (a curl up a quarter of the way): the new blue lies flat over the top,
        // the old red still shows in the bottom-right corner, past the roll and its shadow.
        let late = try render(runner, at: 1.25)
        #expect(close(late.pixel(x: 50, y: 5), (0, 0, 255)), "\(late.pixel(x: 50, y: 5))")
        #expect(close(late.pixel(x: 90, y: 99), (255, 0, 0)), "\(late.pixel(x: 90, y: 99))")
        let end = try render(runner, at: 1.6)
        #expect(close(end.pixel(x: 90, y: 99), (0, 0, 255)))
    }

    @Test("Curls use the options' curve, ease-in-out when none is given")
    func curlTiming() throws {
        let scene = Scene(name: "curl-timing", summary: "", size: CGSize(width: 100, height: 100),
                          duration: 2) { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            context.view.addSubview(card)
            context.at(0.5) {
                UIView.transition(with: card, duration: 1, options: .transitionCurlUp,
                                  animations: { card.backgroundColor = .blue })
            }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        runner.advance(to: 0.75)
        let card = runner.rootView.subviews[0]
        let transition = try #require(card.layer.presentation()?.transition)
        #expect(transition.kind == .curl(up: true))
        // The ease-in-out Bézier (0.42, 0) (0.58, 1) at x = 0.25 has y = 0.1291 (solved by bisection).
        #expect(abs(transition.progress - 0.1291) < 0.001, "\(transition.progress)")
    }
}
