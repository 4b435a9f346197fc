import Dynamics
import Foundation
import Testing

/// Parameters sent to a player while a long continuous event plays change that event for the rest of its duration,
/// as on iOS (Linus Åkerlund's HapticTest drags a finger to scale a 1000 s buzz).
@Suite struct ContinuousHapticControlTests {
    /// Starts a 1000 s buzz (intensity 0.8) at 0.5 s, runs `sends` at their times, stops it at 2.5 s; the events.
    func buzz(_ sends: [(time: TimeInterval, parameters: [CHHapticDynamicParameter])]) -> [HapticEvent] {
        nonisolated(unsafe) let sends = sends
        let runner = SceneRunner(scene: emptyScene { context in
            // Kept for the whole scene, as the app keeps them in properties.
            nonisolated(unsafe) var engine: CHHapticEngine?
            nonisolated(unsafe) var player: (any CHHapticPatternPlayer)?
            context.at(0.5) {
                do {
                    let started = try CHHapticEngine()
                    try started.start()
                    engine = started
                    let pattern = try CHHapticPattern(events: [
                        CHHapticEvent(eventType: .hapticContinuous, parameters: [
                            CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8),
                        ], relativeTime: 0, duration: 1000),
                    ], parameters: [])
                    player = try started.makePlayer(with: pattern)
                    try player?.start(atTime: 0)
                } catch {
                    Issue.record(error)
                }
            }
            for send in sends {
                context.at(send.time) { #expect(throws: Never.self) { try player?.sendParameters(send.parameters, atTime: 0) } }
            }
            context.at(2.5) {
                #expect(throws: Never.self) { try player?.stop(atTime: 0) }
                #expect(engine != nil, "the engine is kept until the scene lets it go")
                engine = nil
            }
        })
        runner.advance(to: 3)
        return runner.hapticLog.events()
    }

    /// Rounds to the microsecond so tick times (k/60 in floating point) compare.
    func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

    @Test func sentIntensityScalesTheRestOfTheBuzzUntilTheStop() {
        let played = buzz([
            (1.0, [CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0)]),
            // The same value again changes nothing: the piece goes on.
            (1.5, [CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0)]),
            // A value due a quarter second after it is sent changes the buzz then.
            (2.0, [CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.25, relativeTime: 0.25)]),
        ])
        #expect(played.map(\.kind) == [.continuous, .continuous, .continuous])
        #expect(played.map { rounded($0.time) } == [0.5, 1.0, 2.25])
        #expect(played.map { rounded($0.duration) } == [0.5, 1.25, 0.25])
        #expect(played.map { rounded($0.intensity) } == [rounded(Double(Float(0.8))),
                                                          rounded(Double(Float(0.8)) * 0.5),
                                                          rounded(Double(Float(0.8)) * 0.25)])
        // The buzz is one touch-less player's: every piece is where it started.
        #expect(played.allSatisfy { $0.location == CGPoint(x: 100, y: 100) })
    }

    @Test func sentSharpnessShiftsTheRestOfTheBuzz() {
        let played = buzz([(1.5, [CHHapticDynamicParameter(parameterID: .hapticSharpnessControl, value: 0.3,
                                                            relativeTime: 0)])])
        #expect(played.map { rounded($0.time) } == [0.5, 1.5])
        #expect(played.map { rounded($0.duration) } == [1.0, 1.0])
        #expect(played.map { rounded($0.sharpness ?? -1) } == [0.5, rounded(0.5 + Double(Float(0.3)))])
        #expect(played.map { rounded($0.intensity) } == [rounded(Double(Float(0.8))), rounded(Double(Float(0.8)))])
    }

    @Test func withoutSentParametersTheBuzzLastsUntilTheStop() {
        let played = buzz([])
        #expect(played.map { rounded($0.time) } == [0.5])
        #expect(played.map { rounded($0.duration) } == [2.0])
    }
}
