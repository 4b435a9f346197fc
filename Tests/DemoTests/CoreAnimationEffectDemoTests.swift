import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Behaviour of the CoreAnimationEffect scenes (320×568) and of the overview article's boundary outline.
@Suite struct CoreAnimationEffectDemoTests {
    @Test func nothingMovesBeforeTheTouch() throws {
        for name in ["path-collision", "line-collision", "noise-field"] {
            let probe = try SceneProbe(name)
            probe.run(until: 0.45)
            #expect(probe.states("red").allSatisfy { $0.center == CGPoint(x: 75, y: 75) }, "\(name)")
            #expect(probe.states("purple").allSatisfy { $0.center == CGPoint(x: 75, y: 175) }, "\(name)")
        }
    }

    @Test func pathCollisionSettlesTheRedSquareAtTheBottomOfTheCircle() throws {
        let probe = try SceneProbe("path-collision")
        probe.runToEnd()
        let red = probe.states("red")
        let circleCenter = CGPoint(x: 160, y: 160)
        for state in red {
            let corners = [state.frame.origin, CGPoint(x: state.frame.maxX, y: state.frame.maxY)]
            #expect(corners.allSatisfy { distance($0, circleCenter) < 160 + 40 }, "stays inside the circle")
        }
        let last = try #require(red.last)
        // The oval is cut into UIKit's chords of about 10 pt (100 of them), so the square comes to rest on two chords
        // just left of the lowest vertex, tilted by about one chord's turn (0.04 rad), not square at (160, 293).
        #expect(abs(last.center.x - 154) < 3 && abs(last.center.y - 293) < 3, "rests at \(last.center), expected ≈(154, 293)")
        let quarterTurns = last.angle / (.pi / 2)
        #expect(abs(quarterTurns - quarterTurns.rounded()) < 0.04, "sits on its lower corners: \(last.angle)")
        #expect(try #require(probe.states("purple").last).frame.minY > 568, "purple has no collision and falls away")
    }

    @Test func lineCollisionSlidesTheRedSquareIntoTheCorner() throws {
        let probe = try SceneProbe("line-collision")
        probe.runToEnd()
        func aboveLine1(_ point: CGPoint) -> Bool { point.y <= 160 + point.x * 0.75 + 1 }
        for state in probe.states("red") {
            let frame = state.frame
            #expect(frame.maxX <= 321.5, "line2 holds it left of x = 320")
            #expect(aboveLine1(state.center), "never below line1")
        }
        let last = try #require(probe.states("red").last)
        #expect(last.frame.maxX > 318, "ends against the vertical line: \(last.frame)")
        #expect(last.center.y > 300 && last.center.y < 400, "low in the wedge: \(last.center)")
        #expect(try #require(probe.states("purple").last).frame.minY > 568)
    }

    @Test func noiseFieldPushesTheSquaresSidewaysInsideTheInsetBounds() throws {
        let probe = try SceneProbe("noise-field")
        probe.runToEnd()
        // The inset boundary is outset by 1 pt like every reference boundary; a square landing at ≈950 pt/s may
        // sink another 2.5 pt into it for a frame.
        let inset = CGRect(x: 5, y: 20, width: 320 - 10, height: 568 - 25).insetBy(dx: -3.5, dy: -3.5)
        for name in ["red", "purple"] {
            let states = probe.states(name)
            #expect(states.allSatisfy { inset.contains($0.frame) }, "\(name) stays inside the inset box")
            // Until the device tilts at 3 s gravity is vertical: only the field moves the squares sideways.
            let upright = states.filter { $0.time < 3 }
            #expect(upright.contains { abs($0.center.x - 75) > 5 }, "\(name) is pushed sideways by the noise")
            #expect(try #require(states.last).frame.maxY > 560, "\(name) ends on the inset floor")
        }
    }

    /// The source's CMMotionManager handler sets gravity to (g.x, −g.y) every 0.1 s: the scripted device tips 40° to
    /// the right at 3 s and 40° to the left at 5.5 s, and the squares slide to that wall each time.
    @Test func noiseFieldGravityFollowsTheDeviceTilt() throws {
        let probe = try SceneProbe("noise-field")
        probe.run(until: 2.9)
        let settled = try ["red", "purple"].map { try #require(probe.states($0).last).center.x }
        #expect(settled.allSatisfy { $0 < 160 }, "both rest in the left half before the tilt: \(settled)")
        probe.run(until: 5.4)
        let right = try ["red", "purple"].map { try #require(probe.states($0).last).frame }
        #expect(right.map(\.maxX).max()! > 312, "one square is against the right wall: \(right)")
        #expect(right.allSatisfy { $0.minX > 200 }, "both have slid right: \(right)")
        probe.runToEnd()
        let left = try ["red", "purple"].map { try #require(probe.states($0).last).frame }
        #expect(left.map(\.minX).min()! < 8, "one square is against the left wall: \(left)")
        #expect(left.allSatisfy { $0.maxX < 120 }, "both have slid back left: \(left)")
    }

    /// The source switches the animator's debug drawing on, so the field shows without asking for `--debug`.
    @Test func noiseFieldDrawsTheDebugOverlayItSwitchesOn() throws {
        let scene = try #require(demoScenes.first { $0.name == "noise-field" })
        let plain = SceneRunner(scene: scene), debug = SceneRunner(scene: scene)
        debug.showsDebugOverlay = true
        plain.advance(to: 2)
        debug.advance(to: 2)
        let renderer = Renderer()
        let plainFrame = try renderer.render(plain.window, scale: 1)
        let debugFrame = try renderer.render(debug.window, scale: 1)
        let showsOverlayByItself = plainFrame == debugFrame
        #expect(showsOverlayByItself, "the frame without --debug lacks the field overlay")
    }

    @Test func boundaryOutlineFollowsTheRedViewsFrame() throws {
        let probe = try SceneProbe("boundary-outline")
        let canvas = try #require(probe.rootView.subviews.compactMap { $0 as? RedRectView }.first)
        var grew = false
        for tick in 1...Int(probe.runner.scene.duration * 60) {
            probe.run(until: Double(tick) / 60)
            let red = try #require(probe.view("red"))
            #expect(canvas.redRect == red.frame, "the action hands over the frame every step")
            grew = grew || canvas.redRect.width > 62
        }
        #expect(grew, "the outline grows while the red view turns")
        let last = try #require(probe.states("red").last)
        #expect(last.center.x > 280 && last.center.y > 550, "tumbles into the bottom-right corner: \(last.center)")
        #expect(CGRect(x: 0, y: 0, width: 375, height: 667).insetBy(dx: -1.5, dy: -1.5).contains(last.frame))
    }
}
