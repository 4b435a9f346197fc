import Dynamics
import Foundation
import Testing

/// Transitions and Core Animation values as the renderer draws them in a running scene.
@Suite struct TransitionRenderTests {
    private func render(_ runner: SceneRunner, at time: TimeInterval) throws -> Image {
        runner.advance(to: time)
        return try Renderer().render(runner.window, scale: 1)
    }

    @Test("A cross dissolve shows (1 − p)·old + p·new; a CATransition push slides the new look in")
    func crossDissolveAndPush() throws {
        let scene = Scene(name: "dissolve", summary: "", size: CGSize(width: 200, height: 100), duration: 2) { context in
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            left.backgroundColor = .red
            context.view.addSubview(left)
            let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            right.backgroundColor = .red
            context.view.addSubview(right)
            context.at(0.5) {
                UIView.transition(with: left, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { left.backgroundColor = .blue })
                let push = CATransition()
                push.type = .push
                push.subtype = .fromRight
                push.duration = 1
                right.layer.add(push, forKey: nil)
                right.backgroundColor = .green
            }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        let before = try render(runner, at: 0.4)
        #expect(before.pixel(x: 50, y: 50) == (255, 0, 0, 255))
        let middle = try render(runner, at: 1)
        let mixed = middle.pixel(x: 50, y: 50)
        #expect(abs(Int(mixed.r) - 128) <= 1 && mixed.g == 0 && abs(Int(mixed.b) - 128) <= 1, "\(mixed)")
        // Half-way through the push the old red has gone left by 50 pt and the new green fills the right half.
        #expect(middle.pixel(x: 125, y: 50) == (255, 0, 0, 255))
        let green = middle.pixel(x: 175, y: 50)
        #expect(green.r == 0 && green.g > 100 && green.b == 0, "\(green)")
        let after = try render(runner, at: 1.6)
        #expect(after.pixel(x: 50, y: 50) == (0, 0, 255, 255))
    }

    @Test("The renderer draws animated corner radius and opacity from the presentation")
    func presentationValuesAreDrawn() throws {
        let scene = Scene(name: "round", summary: "", size: CGSize(width: 100, height: 100), duration: 2) { context in
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            square.backgroundColor = .black
            context.view.addSubview(square)
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.fromValue = 0
            round.toValue = 50
            round.duration = 1
            square.layer.add(round, forKey: "round")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.beginTime = CACurrentMediaTime() + 1
            fade.duration = 1
            fade.fillMode = .both
            square.layer.add(fade, forKey: "fade")
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        #expect(try render(runner, at: 0).pixel(x: 1, y: 1) == (0, 0, 0, 255))
        // Near 1 s the radius is near 50: the corner is white (the fade has not begun).
        let round = try render(runner, at: 0.95)
        #expect(round.pixel(x: 2, y: 2) == (255, 255, 255, 255) && round.pixel(x: 50, y: 50) == (0, 0, 0, 255))
        let half = try render(runner, at: 1.5).pixel(x: 50, y: 50)
        #expect(abs(Int(half.r) - 128) <= 1, "\(half)")
    }

    @Test("A flip turns in perspective: the near edge keeps the view's height, the far one is shorter; no back faces")
    func flipPerspective() throws {
        let scene = Scene(name: "flip3d", summary: "", size: CGSize(width: 300, height: 120), duration: 2) { context in
            let left = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
            left.backgroundColor = .red
            context.view.addSubview(left)
            let top = UIView(frame: CGRect(x: 200, y: 10, width: 100, height: 100))
            top.backgroundColor = .red
            context.view.addSubview(top)
            context.at(0.5) {
                UIView.transition(with: left, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                                  animations: { left.backgroundColor = .blue })
                UIView.transition(with: top, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
                                  animations: { top.backgroundColor = .blue })
            }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        // A quarter of the way the face is dimmed by black at 0.4·sin 45° = 0.283: red 255·(1 − 0.283) = 183.
        let red: (UInt8, UInt8, UInt8, UInt8) = (183, 0, 0, 255), white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        // A quarter of the way (45°, eye 800 pt away, scaled so the near edge keeps 100 pt): the near (left) edge at
        // 50 − 50·cos 45° = 14.6 pt spans the full height; the far edge at 50 + 32.4 = 82.4 pt is 91.5 pt tall.
        let quarter = try render(runner, at: 0.75)
        #expect(quarter.pixel(x: 16, y: 11) == red && quarter.pixel(x: 16, y: 108) == red, "near column, full height")
        #expect(quarter.pixel(x: 12, y: 60) == white)
        #expect(quarter.pixel(x: 80, y: 12) == white && quarter.pixel(x: 80, y: 107) == white, "far column is shorter")
        #expect(quarter.pixel(x: 80, y: 18) == red && quarter.pixel(x: 80, y: 101) == red)
        #expect(quarter.pixel(x: 84, y: 60) == white)
        // The flip from the top: the top edge is near (full width), the bottom far (narrower).
        #expect(quarter.pixel(x: 201, y: 26) == red && quarter.pixel(x: 298, y: 26) == red)
        #expect(quarter.pixel(x: 202, y: 90) == white && quarter.pixel(x: 250, y: 90) == red)
        #expect(quarter.pixel(x: 250, y: 23) == white && quarter.pixel(x: 250, y: 104) == white)
        // Past 90° only the new face shows, turned the right way: no red anywhere on the first card.
        let late = try render(runner, at: 1.1)
        var reds = 0
        for y in 10..<110 {
            for x in 0..<100 {
                let pixel = late.pixel(x: x, y: y)
                if pixel.r > 100 && pixel.g < 100 && pixel.b < 100 { reds += 1 }
            }
        }
        #expect(reds == 0)
        // 0.6 of the way the new face is dimmed by 0.4·sin(0.6π) = 0.380: blue 255·0.620 = 158.
        #expect(late.pixel(x: 50, y: 60) == (0, 0, 158, 255))
        let done = try render(runner, at: 1.6)
        #expect(done.pixel(x: 50, y: 60) == (0, 0, 255, 255), "undimmed once the flip is over")
    }

    @Test("A flip narrows the old look to a line by half-way, then widens the new one; transition(from:to:) swaps views")
    func flipAndSwap() throws {
        // The completions count finished transitions in the card's tag (a scene's build closure is @Sendable).
        let scene = Scene(name: "flip", summary: "", size: CGSize(width: 200, height: 100), duration: 2) { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            context.view.addSubview(card)
            let container = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            context.view.addSubview(container)
            let front = UIView(frame: container.bounds)
            front.backgroundColor = .red
            container.addSubview(front)
            let back = UIView(frame: container.bounds)
            back.backgroundColor = .green
            context.at(0.5) {
                UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                                  animations: { card.backgroundColor = .blue }) { if $0 { card.tag += 1 } }
                UIView.transition(from: front, to: back, duration: 1, options: [.transitionCrossDissolve]) {
                    if $0 { card.tag += 1 }
                }
            }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        let card = runner.rootView.subviews[0], container = runner.rootView.subviews[1]
        // A quarter of the way the old red is cos(π/4) ≈ 0.71 of its width, centred: 14.6 pt of white each side.
        let quarter = try render(runner, at: 0.75)
        // The face is dimmed as it turns (0.4·|sin| of the turn: 0.283 at 45°, red 183).
        #expect(quarter.pixel(x: 8, y: 50) == (255, 255, 255, 255) && quarter.pixel(x: 20, y: 50) == (183, 0, 0, 255))
        #expect(quarter.pixel(x: 92, y: 50) == (255, 255, 255, 255) && quarter.pixel(x: 80, y: 50) == (183, 0, 0, 255))
        let late = try render(runner, at: 1.25)
        #expect(late.pixel(x: 8, y: 50) == (255, 255, 255, 255) && late.pixel(x: 50, y: 50) == (0, 0, 183, 255))
        #expect(container.subviews.count == 1 && container.subviews[0].backgroundColor == .green)
        #expect(card.tag == 0)
        runner.advance(to: 1.6)
        #expect(card.tag == 2, "both completions ran with true")
    }
    /// A view that draws itself red, or blue once `flag` is set.
    final class FlagView: UIView {
        var flag = false
        override func draw(_ rect: CGRect) {
            (flag ? UIColor.blue : UIColor.red).setFill()
            UIRectFill(bounds)
        }
    }

    @Test("A transition started right after setNeedsDisplay() starts from the content last drawn, as on iOS")
    func transitionFromDisplayedContent() throws {
        let scene = Scene(name: "redraw", summary: "", size: CGSize(width: 100, height: 100), duration: 2) { context in
            let view = FlagView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            context.view.addSubview(view)
            context.at(0.5) {
                view.flag = true
                view.setNeedsDisplay()
                UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: nil)
            }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        #expect(try render(runner, at: 0.4).pixel(x: 50, y: 50) == (255, 0, 0, 255))
        // A quarter of the way: 0.75·red + 0.25·blue — the old picture is the red drawn before the change.
        let quarter = try render(runner, at: 0.75).pixel(x: 50, y: 50)
        #expect(abs(Int(quarter.r) - 191) <= 1 && quarter.g == 0 && abs(Int(quarter.b) - 64) <= 1, "\(quarter)")
        #expect(try render(runner, at: 1.6).pixel(x: 50, y: 50) == (0, 0, 255, 255))
    }
}
