import Dynamics
import Testing

/// Darwin's `arc4random` family inside a scene, through the `Dynamics` umbrella. This file imports only Dynamics, as
/// ported code does: a file that also imports Foundation or Glibc gets Glibc's generator, which no seed reaches.
@Suite("arc4random in a scene")
struct SceneRandomTests {
    /// What a scene drew: five `arc4random_uniform(1000)` while it builds, then one `arc4random()` per tick.
    final class Draws: @unchecked Sendable {
        nonisolated(unsafe) var atBuild: [UInt32] = []
        nonisolated(unsafe) var perTick: [UInt32] = []
    }

    /// Runs a scene that draws for `seconds` and returns what it drew.
    private func draws(for seconds: TimeInterval) -> Draws {
        let draws = Draws()
        let runner = SceneRunner(scene: scene { context in
            draws.atBuild = (0..<5).map { _ in arc4random_uniform(1000) }
            context.onTick { _ in draws.perTick.append(arc4random()) }
        })
        runner.advance(to: seconds)
        return draws
    }

    @Test("two runs of a scene draw the same numbers, and the numbers vary")
    func everyRunDrawsTheSame() {
        let first = draws(for: 1), second = draws(for: 1)
        #expect(first.atBuild == second.atBuild && first.perTick == second.perTick)
        #expect(first.atBuild.allSatisfy { $0 < 1000 } && Set(first.atBuild).count > 1, "\(first.atBuild)")
        #expect(first.perTick.count > 50 && Set(first.perTick).count == first.perTick.count, "\(first.perTick.count)")
    }

    @Test("arc4random_uniform is uniform: 60 000 draws below 6 land within 2 % of 10 000 on each face")
    func uniformBelowTheBound() {
        nonisolated(unsafe) var counts = [Int](repeating: 0, count: 6)
        _ = SceneRunner(scene: scene { _ in
            for _ in 0..<60_000 { counts[Int(arc4random_uniform(6))] += 1 }
        })
        #expect(counts.allSatisfy { abs($0 - 10_000) < 200 }, "\(counts)")
    }

    @Test("a bound below 2 gives 0, as Darwin's")
    func boundsBelowTwo() {
        nonisolated(unsafe) var drawn: [UInt32] = []
        _ = SceneRunner(scene: scene { _ in drawn = [arc4random_uniform(0), arc4random_uniform(1)] })
        #expect(drawn == [0, 0])
        #expect(arc4random_uniform(0) == 0 && arc4random_uniform(1) == 0 && arc4random_uniform(7) < 7)
    }
}
