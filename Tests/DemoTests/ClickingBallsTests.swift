import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// The clicking-balls demo: its collisions are heard and felt when they happen, stronger the harder they are.
@Suite struct ClickingBallsTests {
    @Test func everyClickFollowsAnImpactAndHardHitsAreLouder() throws {
        let probe = try SceneProbe("clicking-balls")
        probe.runToEnd()
        let sounds = probe.runner.sounds
        // The first bounce: the first tick at which a falling ball moves up again.
        let bounces = (0..<6).compactMap { index -> TimeInterval? in
            let states = probe.states("ball\(index)")
            return zip(states, states.dropFirst()).first { $1.center.y < $0.center.y }?.1.time
        }
        let firstBounce = try #require(bounces.min())
        let plays = sounds.events.filter { if case .play = $0.kind { true } else { false } }
        let volumes = sounds.events.compactMap { event -> Float? in
            if case .volume(let volume, _) = event.kind { volume } else { nil }
        }
        #expect(plays.count >= 10, "\(plays.count) clicks")
        // The contact begins in the step that reverses the ball, reported at that tick or the one before it.
        #expect(plays[0].time <= firstBounce + 1e-9 && plays[0].time >= firstBounce - 2.0 / 60 - 1e-9,
                "first click \(plays[0].time), first bounce \(firstBounce)")
        #expect(volumes.count == plays.count)
        #expect(volumes.allSatisfy { $0 > 0 && $0 <= 1 })
        #expect(Set(volumes).count > 3, "volumes follow the impact speed: \(volumes)")
        // Every click buzzes on a ball, at the click's time and strength.
        let buzzes = probe.runner.hapticLog.events()
        #expect(buzzes.map(\.time) == plays.map(\.time))
        #expect(zip(buzzes, volumes).allSatisfy { abs($0.intensity - Double($1)) < 1e-6 })
        #expect(buzzes.allSatisfy { $0.kind == .impact && $0.style == "rigid" && $0.origin == .view })
        let mix = try #require(sounds.mix(from: 0, duration: probe.runner.scene.duration))
        let peak = mix.samples.map(abs).max() ?? 0
        #expect(peak > 0.2 && peak <= 1)
    }
}
