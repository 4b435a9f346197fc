import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Behaviour of the TYUIKitDynamicsDemo scenes (375×667), read from the simulated views.
@Suite struct TYDemoTests {
    /// Centre height of a 100-pt picture resting on the floor: the reference-bounds boundary is outset by 1 pt and a
    /// resting box sinks at most Box2D's 0.5 pt linear slop into it (a flat landing just touches).
    private let floorCenterY: CGFloat = 667 + 1 - 50 + 0.5

    @Test func gravityAcceleratesThePictureOffTheScreen() throws {
        let probe = try SceneProbe("gravity")
        probe.runToEnd()
        // 0.2 × 1000 pt/s² → y ≈ 150 + 100 t² (the default resistance 0.1 takes off a few per cent).
        let oneSecond = try probe.state("lufei", at: 1)
        #expect(oneSecond.center.y > 240 && oneSecond.center.y < 250, "\(oneSecond.center.y)")
        let states = probe.states("lufei")
        #expect(states.allSatisfy { $0.center.x == 150 && $0.angle == 0 })
        #expect(try #require(states.last).frame.minY > 667, "gone below the screen")
    }

    @Test func itemsModeFallsOutTogetherKeepingTheGap() throws {
        let probe = try SceneProbe("collision-items")
        probe.runToEnd()
        for (first, second) in zip(probe.states("lufei"), probe.states("lufei-sky")) {
            #expect(abs(second.center.y - first.center.y - 210) < 0.5, "same acceleration, same gap")
            #expect(second.center.x - first.center.x == 30)
        }
        #expect(try #require(probe.states("lufei").last).frame.minY > 667, "both leave through the bottom")
    }

    @Test func boundariesModeLandsBothOnTheFloorOverlapping() throws {
        let probe = try SceneProbe("collision-boundaries")
        probe.runToEnd()
        let first = try #require(probe.states("lufei").last), second = try #require(probe.states("lufei-sky").last)
        #expect(abs(first.center.y - floorCenterY) < 1 && abs(second.center.y - floorCenterY) < 1)
        #expect(first.frame.intersects(second.frame), "they passed through each other")
        #expect(abs(first.angle) < 0.01 && abs(second.angle) < 0.01)
    }

    @Test func everythingModePilesTheUpperPictureOnTheLowerOne() throws {
        let probe = try SceneProbe("collision-everything")
        probe.runToEnd()
        let upper = try #require(probe.states("lufei").last), lower = try #require(probe.states("lufei-sky").last)
        #expect(abs(lower.center.y - floorCenterY) < 1, "the lower picture is on the floor")
        #expect(abs(upper.center.y - (floorCenterY - 100)) < 3, "the upper one rests on it: \(upper.center)")
        #expect(upper.frame.maxY <= lower.frame.minY + 2, "no overlap")
        let landing = try #require(probe.states("lufei-sky").first { $0.center.y >= floorCenterY - 1.5 }).time
        // From y = 410 to the floor at 668: √(2 · 258 / 500) ≈ 1.02 s.
        #expect(abs(landing - 1.02) < 0.08, "the lower picture lands at ≈1.0 s, not \(landing)")
    }

    @Test func springBobsAboutHundredPlusSagBelowTheAnchor() throws {
        let probe = try SceneProbe("spring")
        probe.run(until: 3)
        let anchor = CGPoint(x: 150, y: 350)
        let swing = probe.states("lufei-sky").filter { $0.time > 0.5 }
        let stretch = swing.map { distance($0.center, anchor) }
        let mean = stretch.reduce(0, +) / CGFloat(stretch.count)
        // Rest length 100 plus the static sag g/ω² = 1000 / (2π)² ≈ 25 pt.
        #expect(abs(mean - 125) < 15, "mean distance \(mean)")
        #expect((stretch.max() ?? 0) - (stretch.min() ?? 0) > 20, "it bobs")
        let below = swing.map { $0.center.y - anchor.y }
        #expect(below.reduce(0, +) / CGFloat(below.count) > 80, "hangs below the anchor")

        probe.runToEnd()
        let holder = try #require(probe.states("lufei").last)
        #expect(distance(holder.center, CGPoint(x: 180, y: 300)) < 0.5, "the holder stays where the finger left it")
        let afterDrag = probe.states("lufei-sky").filter { $0.time > 6 }.map { distance($0.center, holder.center) }
        #expect(afterDrag.allSatisfy { $0 > 60 && $0 < 200 }, "still tethered to the moved anchor")
    }

    @Test func snapDampingSettlesOnTheFirstRoundAndUsesTheSeededSequence() throws {
        let probe = try SceneProbe("snap-damping")
        let label = try #require(probe.rootView.subviews.compactMap { $0 as? UILabel }.first)
        for (index, tap) in snapTaps.enumerated() {
            let next = index + 1 < snapTaps.count ? snapTaps[index + 1].time : tap.time + 1.5
            probe.run(until: next - 1.0 / 60)
            let picture = try #require(probe.states("lufei").last)
            #expect(distance(picture.center, tap.point) < 1, "damping 0.75 settles on \(tap.point): \(picture.center)")
            #expect(label.text == "damping 0.75")
        }
        var source = SeededRandomSource(seed: snapDampingSeed)
        for tap in snapTaps {
            let time = tap.time + snapDampingSecondRoundDelay
            probe.run(until: time + 0.75)
            let damping = Double(source.uniform(10)) / 10
            #expect(label.text == String(format: "damping %.2f", damping))
            let recent = probe.states("lufei").filter { $0.time > time + 0.5 }
            let meanX = recent.map(\.center.x).reduce(0, +) / CGFloat(recent.count)
            let meanY = recent.map(\.center.y).reduce(0, +) / CGFloat(recent.count)
            #expect(distance(CGPoint(x: meanX, y: meanY), tap.point) < 25, "oscillates about the tap with damping \(damping)")
        }
    }

    @Test func pushTapPushesFromTheCentreTowardsTheTap() throws {
        let probe = try SceneProbe("push-tap")
        probe.runToEnd()
        let states = probe.states("lufei")
        func velocity(after time: TimeInterval) throws -> CGVector {
            let start = try probe.state("lufei", at: time + 0.1), end = try probe.state("lufei", at: time + 0.2)
            return CGVector(dx: (end.center.x - start.center.x) * 10, dy: (end.center.y - start.center.y) * 10)
        }
        let first = try velocity(after: pushTaps[0].time)
        #expect(abs(first.dx - 100) < 5 && abs(first.dy) < 1, "full-strength push to the right: \(first)")
        let beforeSecond = try velocity(after: pushTaps[1].time - 0.3)
        let second = try velocity(after: pushTaps[1].time)
        #expect(abs(second.dy - beforeSecond.dy + 80) < 8, "adds 80 pt/s upwards: \(beforeSecond) → \(second)")
        let screen = CGRect(x: 0, y: 0, width: 375, height: 667).insetBy(dx: -1.5, dy: -1.5)
        #expect(states.allSatisfy { screen.contains($0.frame) }, "the walls keep it on the screen")
        #expect(states.contains { $0.frame.maxX > 374 }, "it reaches the right wall")
    }

    @Test func propertiesKeepTheElasticPictureUprightAndBouncing() throws {
        let probe = try SceneProbe("properties")
        probe.runToEnd()
        let elastic = probe.states("lufei"), plain = probe.states("lufei-sky")
        #expect(elastic.allSatisfy { $0.angle == 0 }, "allowsRotation = false keeps angle 0")
        let contacts = zip(elastic.dropFirst(), elastic.dropFirst(2)).enumerated().filter { index, pair in
            pair.0.center.y > elastic[index].center.y && pair.0.center.y >= pair.1.center.y
        }
        #expect(contacts.count >= 3, "bounces again and again: \(contacts.count)")
        let last = try #require(plain.last)
        #expect(abs(last.center.y - floorCenterY) < 0.6 && abs(last.angle) < 0.01, "the default picture lies on the floor")
        #expect(plain.filter { $0.time > 2 }.allSatisfy { abs($0.center.y - floorCenterY) < 3 }, "and stays there")
    }
}
