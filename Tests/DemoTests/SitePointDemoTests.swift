import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Behaviour of the SitePoint tutorial's demos, read from the simulated views.
@Suite struct SitePointDemoTests {
    /// Heights of the square's centre at its turning points: bottoms (floor contacts) and tops (apexes).
    /// Where the vertical motion turns, ignoring frames without movement (positions are whole half points, so a
    /// slow apex spans several equal frames).
    private func turningPoints(_ states: [ItemState]) -> (bottoms: [CGFloat], apexes: [CGFloat]) {
        var bottoms: [CGFloat] = [], apexes: [CGFloat] = []
        var lastChange: CGFloat = 0
        for (here, next) in zip(states, states.dropFirst()) {
            let change = next.center.y - here.center.y
            guard change != 0 else { continue }
            if change > 0 && lastChange < 0 { apexes.append(here.center.y) }
            if change < 0 && lastChange > 0 { bottoms.append(here.center.y) }
            lastChange = change
        }
        return (bottoms, apexes)
    }

    /// The reference-bounds boundary is the view's bounds outset by 1 pt, and a resting box sinks at most Box2D's
    /// 0.5 pt linear slop into it: on the 568-pt screen a 100-pt square rests with its centre at y = 519…519.5
    /// (a flat landing, stopped by speculative contacts, just touches).
    private let floorCenterY: CGFloat = 568 + 1 - 50 + 0.5

    @Test func bounceSettlesOnTheFloorWithDecreasingApexes() throws {
        let probe = try SceneProbe("bounce")
        probe.runToEnd()
        let states = probe.states("square")
        #expect(states.allSatisfy { $0.center.y < floorCenterY + 1 }, "never sinks into the floor")
        // Rebounds higher than 20 pt.
        let rebounds = turningPoints(states).apexes.filter { $0 < floorCenterY - 20 }
        #expect(rebounds.count >= 2, "bounces: \(rebounds)")
        for (higher, lower) in zip(rebounds, rebounds.dropFirst()) {
            #expect(lower > higher, "each rebound is lower (larger y) than the one before: \(rebounds)")
        }
        let last = try #require(states.last)
        #expect(abs(last.center.y - floorCenterY) < 0.6)
        // Impacts keep bouncing down to the 100 pt/s restitution threshold, which a flat bounce reaches at ≈3.95 s.
        let finalFrames = states.filter { $0.time > probe.runner.scene.duration - 0.03 }
        #expect(finalFrames.count >= 2 && finalFrames.allSatisfy { $0.center == last.center }, "at rest at the end")
        let firstRebound = try #require(rebounds.first)
        // Elasticity 0.7 and UIKit's default resistance 0.1 (linear damping over the 0.86 s fall and the rise)
        // keep about 0.44 of the 369 pt drop: the first apex is near y = 519 − 161.
        #expect(abs(firstRebound - 358) < 10, "first apex of \(rebounds)")
        #expect(states.allSatisfy { abs($0.angle) < 0.05 }, "a flat landing bounces flat")
        #expect(abs(last.center.x - 150) < 0.5, "and straight up")
    }

    @Test func barrierStopsTheSquareOnTheLineAtY350() throws {
        let probe = try SceneProbe("barrier")
        probe.runToEnd()
        let states = probe.states("square")
        #expect(states.allSatisfy { $0.center.y < 301 }, "never passes the barrier line")
        let last = try #require(states.last)
        #expect(abs(last.center.y - 300) < 0.6, "rests with its bottom edge on y = 350: \(last.center)")
        #expect(abs(last.angle) < 0.01)
        #expect(turningPoints(states).apexes.count >= 2, "bounces on the line first")
    }

    @Test func attachKeepsTheRodLengthWhileTheAnchorIsDragged() throws {
        let probe = try SceneProbe("attach")
        probe.runToEnd()
        let squares = probe.states("square"), anchors = probe.states("anchor")
        #expect(squares.count == anchors.count)
        let rod = distance(CGPoint(x: 150, y: 150), CGPoint(x: 170, y: 294))
        for (square, anchor) in zip(squares, anchors) {
            #expect(abs(distance(square.center, anchor.center) - rod) < 2,
                    "rod \(distance(square.center, anchor.center)) at \(square.time) s")
        }
        let swing = squares.filter { $0.time < 2.5 }.map(\.center.x)
        #expect((swing.max() ?? 0) - (swing.min() ?? 0) > 100, "the square swings before the pan")
        let lastAnchor = try #require(anchors.last)
        #expect(distance(lastAnchor.center, CGPoint(x: 150, y: 200)) < 0.5, "the marker stays where the finger left it")
    }

    @Test func snapEndsCentredOnEveryTap() throws {
        let probe = try SceneProbe("snap")
        let settleTimes = snapTaps.dropFirst().map(\.time) + [probe.runner.scene.duration]
        for (tap, settleTime) in zip(snapTaps, settleTimes) {
            probe.run(until: settleTime - 1.0 / 60)
            let square = try #require(probe.states("square").last)
            #expect(distance(square.center, tap.point) < 1, "square at \(square.center), tap at \(tap.point)")
            #expect(abs(square.angle) < 0.02, "upright again, angle \(square.angle)")
        }
        let flights = probe.states("square").filter { $0.time > snapTaps[0].time && $0.time < snapTaps[1].time }
        #expect(flights.contains { abs($0.angle) > 0.05 }, "the square twists on the way")
    }

    @Test func continuousPushOvertakesInstantaneousNearTwoSeconds() throws {
        let probe = try SceneProbe("push")
        probe.runToEnd()
        let red = probe.states("red"), blue = probe.states("blue")
        let early = try #require(red.first { $0.time >= 0.5 }), earlyBlue = try #require(blue.first { $0.time >= 0.5 })
        #expect(earlyBlue.center.y > early.center.y + 20, "blue leads at first")
        let crossing = try #require(zip(red, blue).first { $0.0.time > 0.1 && $0.0.center.y >= $0.1.center.y }?.0.time)
        // Both accelerate at a = 120 pt/s² (red) or start at 120 pt/s (blue), damped by the default resistance
        // c = 0.1: red y = 1200 t − 12000 (1 − e^(−0.1 t)), blue y = 1200 (1 − e^(−0.1 t)) from y = 125. They meet
        // where t = 11 (1 − e^(−0.1 t)): t ≈ 1.94 s (2 s without resistance), centres at y ≈ 338.
        #expect(abs(crossing - 1.94) < 0.05, "overtakes at \(crossing) s")
        let crossingY = try #require(red.first { $0.time >= crossing }).center.y
        #expect(abs(crossingY - 338) < 8, "level near y ≈ 338 when red catches up: \(crossingY)")
        #expect(red.allSatisfy { $0.center.x == 65 } && blue.allSatisfy { $0.center.x == 245 }, "straight down")
        let redOut = try #require(red.first { $0.frame.minY > 568 }).time
        let blueOut = blue.first { $0.frame.minY > 568 }?.time ?? .infinity
        #expect(redOut < blueOut, "red leaves the screen first")
    }

    @Test func alertSnapsInSnapsBackThenFallsAway() throws {
        let probe = try SceneProbe("alert")
        let screenCenter = CGPoint(x: 160, y: 284)
        probe.run(until: 0.45)
        #expect(try probe.state("dialog", at: 0.45).center == CGPoint(x: 125, y: 75), "waits at the top-left corner")

        probe.run(until: 1.95)
        let shown = try probe.state("dialog", at: 1.95)
        #expect(distance(shown.center, screenCenter) < 1.5 && abs(shown.angle) < 0.03, "snapped to the centre")
        #expect(probe.view("dialog")?.alpha == 1)
        let overlay = try #require(probe.rootView.subviews.first { $0.backgroundColor == .gray }, "the grey overlay")
        #expect(overlay.alpha == 1, "faded in over 0.4 s")

        probe.run(until: 3.9)
        let dragged = probe.states("dialog").filter { $0.time > 2 && $0.time < 3 }
        #expect(dragged.contains { abs($0.angle) > 0.1 }, "the offset attachment twists the dialog")
        #expect(dragged.contains { distance($0.center, screenCenter) > 40 }, "the pan moves it")
        let back = try probe.state("dialog", at: 3.9)
        #expect(distance(back.center, screenCenter) < 2 && abs(back.angle) < 0.03, "snapped back: \(back)")

        probe.runToEnd()
        let falling = probe.states("dialog").filter { $0.time > 4.75 }
        #expect(falling.count >= 3, "still in the tree while the overlay fades")
        for (earlier, later) in zip(falling, falling.dropFirst()) {
            #expect(later.center.y > earlier.center.y && later.angle < earlier.angle, "falls turning counter-clockwise")
        }
        #expect(try #require(falling.last).frame.minY > 568, "off the bottom before it is removed")
        #expect(probe.view("dialog") == nil, "removed when the overlay's fade-out completes")
        #expect(overlay.alpha == 0 && overlay.layer.presentation()?.opacity == 0, "the overlay faded out")
    }
}
