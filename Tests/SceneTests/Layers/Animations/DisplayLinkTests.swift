import Dynamics
import Foundation
import Testing

@Suite struct DisplayLinkTests {
    @Test("a display link fires once per tick at the scene time, pauses, honours its frame rate and stops")
    func firesOnTheSceneClock() {
        nonisolated(unsafe) var times: [TimeInterval] = []
        nonisolated(unsafe) var halfRate: [TimeInterval] = []
        let scene = Scene(name: "link", summary: "", size: CGSize(width: 100, height: 100), duration: 1) { context in
            let link = CADisplayLink { link in times.append(link.timestamp) }
            link.add(to: .main, forMode: .common)
            let slow = CADisplayLink { link in halfRate.append(link.timestamp) }
            slow.preferredFramesPerSecond = 30
            slow.add(to: .main, forMode: .default)
            context.at(0.1) { link.isPaused = true }
            context.at(0.2) { link.isPaused = false }
            context.at(0.3) { link.invalidate(); slow.invalidate() }
        }
        SceneRunner(scene: scene).advance(to: 1)
        // Links fire at the start of each tick, with the tweens, before that tick's scripted events: the first frame
        // is tick 0, the pause at tick 6 takes effect from tick 7, the resume at tick 12 from tick 13, and the link
        // still fires at tick 18 before it is invalidated.
        let ticks = times.map { Int(($0 * 60).rounded()) }
        #expect(ticks == Array(0...6) + Array(13...18), "\(ticks)")
        #expect(halfRate.map { Int(($0 * 60).rounded()) } == Array(stride(from: 0, through: 18, by: 2)))
    }
}
