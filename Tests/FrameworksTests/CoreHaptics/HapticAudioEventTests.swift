import Dynamics
import DynamicsAudio
import Foundation
import Testing

/// Core Haptics' audio-file events play their files into the scene's sound track, on the scene clock, as
/// HapticRicochet's collisions do (an AHAP of a transient and an `AudioCustom` event naming a WAV beside it).
@Suite struct HapticAudioEventTests {
    /// `frames` stereo frames of a 440 Hz tone at 0.5, the right channel at a quarter: samples whose products with
    /// powers of two are exact, so the mix can be compared sample for sample.
    static func tone(frames: Int) -> [Float] {
        (0..<frames).flatMap { frame -> [Float] in
            let left = Float(sin(2 * .pi * 440 * Double(frame) / 48_000)) * 0.5
            return [left, left / 4]
        }
    }

    /// A fresh folder holding `sound` as `hit.wav` (32-bit float, which ffmpeg decodes back unchanged) and the AHAP
    /// `pattern.ahap`: a tap at 0 and `hit.wav` at 0.25 s at volume 0.5, named by its bare file name.
    static func folder(with sound: [Float]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haptic-audio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AudioMix(samples: sound, startTime: 0).wavData.write(to: folder.appendingPathComponent("hit.wav"))
        let ahap = """
        {"Version": 1.0, "Pattern": [
          {"Event": {"Time": 0, "EventType": "HapticTransient",
                     "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.0}]}},
          {"Event": {"Time": 0.25, "EventType": "AudioCustom", "EventWaveformPath": "hit.wav",
                     "EventParameters": [{"ParameterID": "AudioVolume", "ParameterValue": 0.5}]}}
        ]}
        """
        try Data(ahap.utf8).write(to: folder.appendingPathComponent("pattern.ahap"))
        return folder
    }

    /// Runs a 3 s scene whose `body` runs at 0.5 s with a started engine; returns the runner.
    func run(_ body: @escaping (CHHapticEngine) throws -> Void) -> SceneRunner {
        nonisolated(unsafe) let body = body
        let runner = SceneRunner(scene: emptyScene { context in
            context.at(0.5) {
                do {
                    let engine = try CHHapticEngine(audioSession: .sharedInstance())
                    try engine.start()
                    try body(engine)
                } catch {
                    Issue.record(error)
                }
            }
        })
        runner.advance(to: 3)
        return runner
    }

    @Test func anAHAPsAudioFileEventPlaysItsFileAtItsTimeAndVolume() throws {
        let sound = Self.tone(frames: 2_400)
        let ahap = try Self.folder(with: sound).appendingPathComponent("pattern.ahap")
        let runner = run { engine in
            let player = try engine.makePlayer(with: CHHapticPattern(contentsOf: ahap))
            try player.sendParameters([CHHapticDynamicParameter(parameterID: .audioVolumeControl, value: 0.5,
                                                                relativeTime: 0)], atTime: CHHapticTimeImmediate)
            try player.start(atTime: CHHapticTimeImmediate)
        }
        // The tap is felt at the start; the file is heard 0.25 s later, at 0.5 (AudioVolume) × 0.5 (the control).
        #expect(runner.hapticLog.events().map(\.time) == [0.5])
        #expect(runner.sounds.events.map(\.time) == [0.75])
        #expect(runner.sounds.events.map(\.source) == ["Core Haptics (hit.wav)"])
        let mix = try #require(runner.sounds.mix(from: 0, duration: 1))
        #expect(mix.samples[..<72_000].allSatisfy { $0 == 0 })
        #expect(Array(mix.samples[72_000..<76_800]) == sound.map { $0 * 0.25 })
        #expect(mix.samples[76_800...].allSatisfy { $0 == 0 })
    }

    @Test func aStopCutsTheSoundAndAnEventDurationShortensIt() throws {
        let sound = Self.tone(frames: 24_000)
        let folder = try Self.folder(with: sound)
        let cut = run { engine in
            let player = try engine.makePlayer(with: CHHapticPattern(contentsOf: folder.appendingPathComponent("pattern.ahap")))
            try player.start(atTime: engine.currentTime - 0.25)
            try player.stop(atTime: engine.currentTime + 0.1)
        }
        // Started in the past (so at once, 0.5 s: the file at 0.75 s), stopped at 0.6 s, before the file's time.
        let silence = try #require(cut.sounds.mix(from: 0, duration: 2)).samples
        #expect(silence.allSatisfy { $0 == 0 })

        let stopped = run { engine in
            let player = try engine.makePlayer(with: CHHapticPattern(contentsOf: folder.appendingPathComponent("pattern.ahap")))
            try player.start(atTime: CHHapticTimeImmediate)
            try player.stop(atTime: engine.currentTime + 0.35)
        }
        // Heard from 0.75 s (frame 36 000) at 0.5 until the stop at 0.85 s (frame 40 800).
        let heard = try #require(stopped.sounds.mix(from: 0, duration: 2)).samples
        #expect(Array(heard[72_000..<81_600]) == sound[..<9_600].map { $0 * 0.5 })
        #expect(heard[81_600...].allSatisfy { $0 == 0 })

        let short = run { engine in
            let id = try engine.registerAudioResource(folder.appendingPathComponent("hit.wav"))
            try engine.makePlayer(with: CHHapticPattern(events: [
                CHHapticEvent(audioResourceID: id, parameters: [], relativeTime: 0.1, duration: 0.02),
            ], parameters: [])).start(atTime: CHHapticTimeImmediate)
        }
        // A registered resource at full volume from 0.6 s (frame 28 800) for its 0.02 s (960 frames).
        let brief = try #require(short.sounds.mix(from: 0, duration: 2)).samples
        #expect(Array(brief[57_600..<59_520]) == Array(sound[..<1_920]))
        #expect(brief[59_520...].allSatisfy { $0 == 0 })
    }

    @Test func mutedAudioIsSilentAndAMissingFileIsAnError() throws {
        let folder = try Self.folder(with: Self.tone(frames: 2_400))
        let muted = run { engine in
            engine.isMutedForAudio = true
            try engine.makePlayer(with: CHHapticPattern(contentsOf: folder.appendingPathComponent("pattern.ahap")))
                .start(atTime: CHHapticTimeImmediate)
        }
        #expect(muted.sounds.isSilent)
        #expect(muted.hapticLog.events().map(\.time) == [0.5])

        let engine = try CHHapticEngine()
        let nowhere = try CHHapticPattern(dictionary: [.pattern: [[CHHapticPattern.Key.event: [
            CHHapticPattern.Key.eventType: "AudioCustom", .time: 0.0, .eventWaveformPath: "nowhere-\(UUID()).wav",
        ] as [CHHapticPattern.Key: Any]]]])
        do {
            _ = try engine.makePlayer(with: nowhere)
            Issue.record("a player of a missing file was made")
        } catch let error as CHHapticError {
            #expect(error.code == .fileNotFound)
        }
        // The dictionary keeps the name it was given.
        let exported = try nowhere.exportDictionary()[.pattern] as? [[CHHapticPattern.Key: Any]]
        let event = exported?.first?[.event] as? [CHHapticPattern.Key: Any]
        #expect((event?[.eventWaveformPath] as? String)?.hasPrefix("nowhere-") == true)
    }
}
