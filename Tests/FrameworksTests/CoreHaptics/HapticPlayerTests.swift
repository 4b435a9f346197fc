import Dynamics
import Foundation
import Testing

/// A 200×200 scene with nothing in it.
func emptyScene(_ build: @escaping @MainActor @Sendable (SceneContext) -> Void) -> Scene {
    Scene(name: "frameworks", summary: "", size: CGSize(width: 200, height: 200), duration: 3, build: build)
}

/// Scene times a scene's closures write down for the test (scenes are `@Sendable`).
final class Times: @unchecked Sendable {
    var values: [TimeInterval] = []
}

/// Core Haptics players schedule their pattern's events on the scene clock, relative to the player's start.
@Suite struct HapticPlayerTests {
    /// A tap at 0, a 0.5 s buzz at 0.25 (intensity 0.6, sharpness 0.3) and a tap at 1.0, with the intensity control
    /// halved from 0.9 on.
    func pattern() throws -> CHHapticPattern {
        try CHHapticPattern(events: [
            CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0),
            CHHapticEvent(eventType: .hapticContinuous, parameters: [
                CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.6),
                CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.3),
            ], relativeTime: 0.25, duration: 0.5),
            CHHapticEvent(eventType: .hapticTransient, parameters: [
                CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.9),
            ], relativeTime: 1.0),
        ], parameters: [CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0.9)])
    }

    /// Runs a scene whose `body` runs at 0.5 s with a started engine, to 3 s, and returns its haptic events.
    func events(at start: TimeInterval = 0.5, _ body: @escaping (CHHapticEngine) throws -> Void) -> [HapticEvent] {
        nonisolated(unsafe) let body = body
        let runner = SceneRunner(scene: emptyScene { context in
            context.at(start) {
                do {
                    let engine = try CHHapticEngine()
                    try engine.start()
                    try body(engine)
                } catch {
                    Issue.record(error)
                }
            }
        })
        runner.advance(to: 3)
        return runner.hapticLog.events()
    }

    @Test func patternEventsPlayAtTheirTimesAfterTheStart() throws {
        let pattern = try pattern()
        #expect(pattern.duration == 1.0)
        let played = events { engine in try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate) }
        #expect(played.map(\.time) == [0.5, 0.75, 1.5])
        #expect(played.map(\.kind) == [.transient, .continuous, .transient])
        #expect(played.map(\.intensity) == [1, Double(Float(0.6)), 0.5])
        #expect(played.map { $0.sharpness ?? -1 } == [0.5, Double(Float(0.3)), Double(Float(0.9))])
        #expect(played.map(\.duration) == [0, 0.5, 0])
        #expect(played.allSatisfy { $0.location == CGPoint(x: 100, y: 100) && $0.origin == .window })
    }

    @Test func aLaterStartTimeAndAStopTakeBackWhatHasNotPlayed() throws {
        let pattern = try pattern()
        let played = events { engine in
            let player = try engine.makePlayer(with: pattern)
            try player.start(atTime: engine.currentTime + 0.25)
            try player.stop(atTime: engine.currentTime + 0.75)
        }
        // Start at 0.75: the tap at 0.75, the buzz from 1.0 cut at the stop (1.25), the last tap (1.75) gone.
        #expect(played.map(\.time) == [0.75, 1.0])
        #expect(played.map(\.duration) == [0, 0.25])
    }

    @Test func theAdvancedPlayerFollowsItsRateLoopsAndTellsItsCompletion() throws {
        nonisolated(unsafe) let pattern = try pattern()
        let finished = Times()
        let runner = SceneRunner(scene: emptyScene { context in
            context.at(0.5) {
                let engine = try! CHHapticEngine()
                try! engine.start()
                let player = try! engine.makeAdvancedPlayer(with: pattern)
                player.playbackRate = 2
                player.completionHandler = { error in
                    #expect(error == nil)
                    finished.values.append(context.time)
                }
                try! player.start(atTime: CHHapticTimeImmediate)
            }
        })
        runner.advance(to: 3)
        #expect(runner.hapticLog.events().map(\.time) == [0.5, 0.625, 1.0])
        #expect(runner.hapticLog.events()[1].duration == 0.25)
        #expect(finished.values == [1.0])

        let looped = events { engine in
            let player = try engine.makeAdvancedPlayer(with: CHHapticPattern(events: [
                CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0.1),
            ], parameters: []))
            player.loopEnabled = true
            player.loopEnd = 0.5
            try player.start(atTime: CHHapticTimeImmediate)
            try player.stop(atTime: engine.currentTime + 2)
        }
        #expect(looped.map(\.time) == [0.6, 1.1, 1.6, 2.1])
    }

    @Test func sentControlsChangeTheEventsThatPlayAfterThem() throws {
        let pattern = try pattern()
        let played = events { engine in
            let player = try engine.makePlayer(with: pattern)
            try player.start(atTime: CHHapticTimeImmediate)
            try player.sendParameters([CHHapticDynamicParameter(parameterID: .hapticSharpnessControl, value: -0.2,
                                                                relativeTime: 0)], atTime: engine.currentTime + 0.1)
        }
        #expect(played.map { $0.sharpness ?? -1 }.map { ($0 * 1000).rounded() / 1000 } == [0.5, 0.1, 0.7])
    }

    @Test func aPatternDictionaryPlaysAsItsEventsAndExportsBack() throws {
        let dictionary: [CHHapticPattern.Key: Any] = [
            .version: 1.0,
            .pattern: [
                [CHHapticPattern.Key.event: [CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticTransient.rawValue,
                                             CHHapticPattern.Key.time: 0.0,
                                             CHHapticPattern.Key.eventParameters: [
                                                [CHHapticPattern.Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity.rawValue,
                                                 CHHapticPattern.Key.parameterValue: 0.25],
                                             ]]],
                [CHHapticPattern.Key.event: [CHHapticPattern.Key.eventType: "HapticContinuous",
                                             CHHapticPattern.Key.time: 0.2,
                                             CHHapticPattern.Key.eventDuration: 0.4]],
            ],
        ]
        let pattern = try CHHapticPattern(dictionary: dictionary)
        #expect(abs(pattern.duration - 0.6) < 1e-12)
        let played = events { engine in try engine.makePlayer(with: pattern).start(atTime: 0) }
        #expect(played.map(\.time) == [0.5, 0.7])
        #expect(played.map(\.intensity) == [0.25, 1])
        let again = try CHHapticPattern(dictionary: pattern.exportDictionary())
        #expect(abs(again.duration - 0.6) < 1e-12)
        let json = Data(#"{"Version":1.0,"Pattern":[{"Event":{"EventType":"HapticTransient","Time":0.3}}]}"#.utf8)
        #expect(events { engine in try engine.playPattern(from: json) }.map(\.time) == [0.5 + 0.3])
    }

    @Test func aDictionaryLiteralMayHoldTheTypedNamesAsValues() throws {
        // puterman's HapticTest writes the event type and parameter ID as their Swift types, not their strings: on iOS
        // they are strings (bridged to NSString), so the dictionary reads the same.
        let dictionary = [
            CHHapticPattern.Key.pattern: [
                [CHHapticPattern.Key.event: [
                    CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticContinuous,
                    CHHapticPattern.Key.time: 0.001,
                    CHHapticPattern.Key.eventDuration: 0.25,
                    CHHapticPattern.Key.eventParameters: [[CHHapticPattern.Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity,
                                                           CHHapticPattern.Key.parameterValue: 0.5]]] as [CHHapticPattern.Key: Any]],
                [CHHapticPattern.Key.parameter: [CHHapticPattern.Key.parameterID: CHHapticDynamicParameter.ID.hapticIntensityControl,
                                                 CHHapticPattern.Key.parameterValue: 0.5,
                                                 CHHapticPattern.Key.time: 0.0] as [CHHapticPattern.Key: Any]],
            ],
        ]
        let pattern = try CHHapticPattern(dictionary: dictionary)
        #expect(abs(pattern.duration - 0.251) < 1e-12)
        let played = events { engine in try engine.makePlayer(with: pattern).start(atTime: 0) }
        #expect(played.map(\.kind) == [.continuous])
        #expect(played.map(\.time) == [0.501])
        #expect(played.map(\.intensity) == [0.25])
    }

    @Test func mistakesAreErrorsWithTheSDKsCodes() throws {
        #expect(throws: CHHapticError.self) {
            try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -1)],
                                parameters: [])
        }
        do {
            _ = try CHHapticPattern(dictionary: [.version: 1.0])
            Issue.record("a dictionary without a pattern was accepted")
        } catch let error as CHHapticError {
            #expect(error.code == .invalidPatternDictionary && error.errorCode == -4814)
        }
        let engine = try CHHapticEngine()
        let player = try engine.makePlayer(with: pattern())
        do {
            try player.start(atTime: CHHapticTimeImmediate)
            Issue.record("a stopped engine started a player")
        } catch let error as CHHapticError {
            #expect(error.code == .engineNotRunning && error.errorCode == -4805)
        }
        #expect(CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let intensity = try CHHapticEngine.capabilitiesForHardware()
            .attributes(forEventParameter: .hapticIntensity, eventType: .hapticTransient)
        #expect(intensity.minValue == 0 && intensity.maxValue == 1 && intensity.defaultValue == 1)
    }

    @Test func stoppingTheEngineStopsItsPlayersAndTellsOnlyThoseThatPlayed() throws {
        nonisolated(unsafe) let pattern = try pattern()
        let finished = Times()
        let runner = SceneRunner(scene: emptyScene { context in
            context.at(0.5) {
                let engine = try! CHHapticEngine()
                try! engine.start()
                let playing = try! engine.makeAdvancedPlayer(with: pattern)
                let idle = try! engine.makeAdvancedPlayer(with: pattern)
                playing.completionHandler = { _ in finished.values.append(context.time) }
                idle.completionHandler = { _ in finished.values.append(-1) }
                try! playing.start(atTime: CHHapticTimeImmediate)
                context.at(1.0) { engine.stop() }
            }
        })
        runner.advance(to: 3)
        #expect(runner.hapticLog.events().map(\.time) == [0.5, 0.75])
        #expect(runner.hapticLog.events()[1].duration == 0.25)
        #expect(finished.values == [1.0])
    }

    @Test func mutedHapticsRecordNothing() throws {
        let pattern = try pattern()
        let played = events { engine in
            engine.isMutedForHaptics = true
            try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
        }
        #expect(played.isEmpty)
    }
}
