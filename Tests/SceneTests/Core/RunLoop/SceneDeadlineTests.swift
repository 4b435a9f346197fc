import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// Deadlines read on the scene clock (`DispatchTime.sceneNow()`, what `dynamics port` writes for
/// `DispatchTime.now()`): a deadline computed at one tick and used at a later one keeps its distance from the reading,
/// however long the wall clock took in between.
@Suite("Deadlines read on the scene clock", .serialized)
struct SceneDeadlineTests {
    /// Keeps the CPU busy for `seconds` of wall-clock time, as a slow tick on a loaded machine does.
    static func spin(_ seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        while Double(DispatchTime.now().uptimeNanoseconds - start) < seconds * 1e9 {}
    }

    /// The deadline a scene reads at one tick and uses at later ones.
    final class Deadline: @unchecked Sendable { var when: DispatchTime? }

    @Test("read at 0.5 s and used at 1 s and 2 s: due at 1.5 s and at once, the same with any busy wait between", arguments: [
        0.0, 0.05, 0.3,
    ])
    func aDeadlineReadEarlierKeepsItsSceneTime(busy: Double) throws {
        let log = Log()
        let deadline = Deadline()
        let runner = SceneRunner(scene: scene { context in
            let context = context
            context.at(0.5) { deadline.when = DispatchTime.sceneNow() + 1 }
            context.at(1) {
                Self.spin(busy)
                guard let when = deadline.when else { return }
                DispatchQueue.main.asyncAfter(deadline: when) { log.entries.append("due \(context.time)") }
            }
            context.at(2) {
                guard let when = deadline.when else { return }
                DispatchQueue.main.asyncAfter(deadline: when) { log.entries.append("past \(context.time)") }
            }
        })
        runner.advance(to: 1)
        Self.spin(busy)
        runner.advance(to: 3)
        #expect(log.entries == ["due 1.5", "past 2.0"])
        let when = try #require(deadline.when)
        #expect(SceneDeadline.sceneTime(of: when) == 1.5)
    }

    @Test("a reading is the scene's time; outside a scene it is the wall clock's")
    func readings() {
        let read = Log()
        let runner = SceneRunner(scene: scene { context in
            context.at(0.25) { read.entries.append("\(SceneDeadline.sceneTime(of: DispatchTime.sceneNow()) ?? -1)") }
        })
        runner.advance(to: 1)
        #expect(read.entries == ["0.25"])
        let before = DispatchTime.now().uptimeNanoseconds
        let outside = DispatchTime.sceneNow().uptimeNanoseconds
        #expect(SceneDeadline.sceneTime(of: DispatchTime(uptimeNanoseconds: outside)) == nil)
        #expect(outside >= before && outside < before + 60_000_000_000)
    }

    @Test("wall-clock deadlines and distantFuture are not scene time; scene deadlines carry over to the wall clock")
    func rangesAndCarryOver() throws {
        #expect(SceneDeadline.sceneTime(of: .now() + 5) == nil)
        #expect(SceneDeadline.sceneTime(of: .distantFuture) == nil)
        #expect(SceneDeadline.sceneTime(of: SceneDeadline.reading(at: 1.25) + 0.5) == 1.75)
        // A scene reading's uptime then: 2 s of scene time from it is 2 s of wall clock from then.
        let before = DispatchTime.now().uptimeNanoseconds
        let reading = SceneDeadline.reading(at: 3)
        let after = DispatchTime.now().uptimeNanoseconds
        let carried = SceneDeadline.wallClockDeadline(reading + 2).uptimeNanoseconds
        #expect(carried >= before + 2_000_000_000 && carried <= after + 2_000_000_000)
        // A deadline in the past of the reading is due at once; a wall-clock deadline is left as it is.
        #expect(SceneDeadline.wallClockDeadline(SceneDeadline.reading(at: 3) - 1).uptimeNanoseconds <= DispatchTime.now().uptimeNanoseconds)
        let wall = DispatchTime.now() + 7
        #expect(SceneDeadline.wallClockDeadline(wall) == wall)
        // Scene delays: exact for a scene deadline, none for one past.
        #expect(SceneDeadline.sceneDelay(until: SceneDeadline.reading(at: 0.5) + 0.75, now: 1) == 0.25)
        #expect(SceneDeadline.sceneDelay(until: SceneDeadline.reading(at: 0.5), now: 1) == 0)
    }
}
