import Dynamics
import Foundation
import Testing

/// A looping player plans its events a tick ahead of the scene clock and extends the plan as the clock advances, so
/// a control sent every frame (HapticRicochet's rolling texture) re-plans a tick's events, not ten minutes of them.
@Suite struct HapticLoopPlanTests {
    /// Rounds to the nanosecond so pattern arithmetic and tick times compare.
    func rounded(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }

    /// Four taps a loop (0, 0.125, 0.25, 0.375 s; intensity 0.8) looping every 0.5 s from 0.5 s; at 1.25 s the
    /// intensity control is sent as 0.5. Returns the events and, for each of `probes`, the latest event time the
    /// log held then.
    func run(probes: [TimeInterval]) -> (events: [HapticEvent], planned: [TimeInterval]) {
        let planned = Times()
        let runner = SceneRunner(scene: emptyScene { context in
            nonisolated(unsafe) var player: (any CHHapticAdvancedPatternPlayer)?
            context.at(0.5) {
                do {
                    let engine = try CHHapticEngine()
                    try engine.start()
                    let taps = [0, 0.125, 0.25, 0.375].map { time in
                        CHHapticEvent(eventType: .hapticTransient, parameters: [
                            CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8),
                        ], relativeTime: time)
                    }
                    player = try engine.makeAdvancedPlayer(with: CHHapticPattern(events: taps, parameters: []))
                    player?.loopEnabled = true
                    player?.loopEnd = 0.5
                    try player?.start(atTime: CHHapticTimeImmediate)
                } catch {
                    Issue.record(error)
                }
            }
            context.at(1.25) {
                #expect(throws: Never.self) {
                    try player?.sendParameters([CHHapticDynamicParameter(parameterID: .hapticIntensityControl,
                                                                         value: 0.5, relativeTime: 0)], atTime: 0)
                }
            }
            for probe in probes {
                context.at(probe) { planned.values.append(context.hapticLog.events().map(\.time).max() ?? -1) }
            }
        })
        runner.advance(to: 2)
        return (runner.hapticLog.events(), planned.values)
    }

    @Test func aLoopIsPlannedATickAheadAndASendChangesWhatFollowsIt() {
        let (events, planned) = run(probes: [1.0, 1.5])
        // Every pass at 0.5 s intervals, the boundary taps (1.0, 1.5, 2.0) once each; 2.0 is within the tick ahead.
        let expected = stride(from: 0.5, through: 2.0, by: 0.125).map(rounded)
        #expect(events.map { rounded($0.time) } == expected)
        #expect(events.allSatisfy { $0.kind == .transient })
        // 0.8 before the send at 1.25 s; 0.8 × 0.5 from it on (the tap at 1.25 itself included).
        let intensities = events.map { rounded($0.intensity) }
        let before = expected.filter { $0 < 1.25 }.count
        #expect(intensities[..<before].allSatisfy { $0 == rounded(Double(Float(0.8))) })
        #expect(intensities[before...].allSatisfy { $0 == rounded(Double(Float(0.8)) * 0.5) })
        #expect(before == 6 && intensities.count == 13)
        // At 1.0 s the log held the taps up to 1.0 (the next, 1.125, is more than a tick away); at 1.5 s up to 1.5.
        #expect(planned.map(rounded) == [1.0, 1.5])
    }

    @Test func aContinuousEventFollowsACurveTickByTick() throws {
        nonisolated(unsafe) let pattern = try CHHapticPattern(events: [
            CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: 1),
        ], parameterCurves: [
            CHHapticParameterCurve(parameterID: .hapticIntensityControl, controlPoints: [
                CHHapticParameterCurve.ControlPoint(relativeTime: 0, value: 1),
                CHHapticParameterCurve.ControlPoint(relativeTime: 0.5, value: 0),
            ], relativeTime: 0),
        ])
        let runner = SceneRunner(scene: emptyScene { context in
            context.at(0.5) {
                let engine = try! CHHapticEngine()
                try! engine.start()
                try! engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
            }
        })
        runner.advance(to: 2)
        let pieces = runner.hapticLog.events()
        // One piece per tick while the curve falls from 1 to 0 over 0.5 s, then the rest of the buzz at 0.
        #expect(pieces.count == 31)
        for (k, piece) in pieces.enumerated() {
            #expect(abs(piece.time - (0.5 + Double(k) / 60)) < 1e-9)
            #expect(abs(piece.intensity - max(0, 1 - Double(k) / 30)) < 1e-6, "piece \(k): \(piece.intensity)")
        }
        #expect(abs(pieces.last!.duration - 0.5) < 1e-9)
        let total: TimeInterval = pieces.reduce(0) { $0 + $1.duration }
        #expect(abs(total - 1) < 1e-9)
    }
}
