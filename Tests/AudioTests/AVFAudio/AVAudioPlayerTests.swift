import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

/// Records the delegate's calls with the scene time they came at.
private final class FinishRecorder: NSObject, AVAudioPlayerDelegate {
    var finishes: [(time: TimeInterval, successfully: Bool)] = []
    let clock: AnimationClock
    init(clock: AnimationClock) { self.clock = clock }
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        MainActor.assumeIsolated { finishes.append((clock.now, flag)) }
    }
}

@Suite("AVAudioPlayer on the scene clock")
struct AVAudioPlayerTests {
    private let tone = SoundFixtures.tone(frames: 24_000)   // 0.5 s

    @Test("duration, channels and url are known at init; a file that is not sound throws one line")
    func initReadsTheFile() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let player = try AVAudioPlayer(contentsOf: url)
        #expect(player.duration == 0.5)
        #expect(player.numberOfChannels == 2)
        #expect(player.url == url)
        #expect(player.data == nil)
        let fromData = try AVAudioPlayer(data: Data(contentsOf: url), fileTypeHint: "com.microsoft.waveform-audio")
        #expect(fromData.duration == 0.5)
        #expect(fromData.data != nil)

        let junk = url.deletingLastPathComponent().appendingPathComponent("junk.wav")
        try Data("not a sound".utf8).write(to: junk)
        do {
            _ = try AVAudioPlayer(contentsOf: junk)
            Issue.record("a file that is not sound was accepted")
        } catch {
            let error = error as NSError
            #expect(error.domain == NSOSStatusErrorDomain)
            #expect(error.code == 1_954_115_647)
            #expect(!error.localizedDescription.contains("\n"))
            #expect(error.localizedDescription.contains("junk.wav"))
        }
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.wav")) }
    }

    @Test("with enableRate, rate 2 plays a 440 Hz file in half its time at 440 Hz (±1 %), as iOS keeps the pitch")
    @MainActor func rateKeepsThePitch() throws {
        let sine = SignalMeasures.sine(440, seconds: 1)
        let player = try AVAudioPlayer(contentsOf: SoundFixtures.writeWAV(sine))
        player.enableRate = true
        player.rate = 2
        let stage = SoundStage()
        stage.at(0) { #expect(player.play()) }
        stage.run(to: 1)
        let mix = try #require(stage.log.mix(from: 0, duration: 1)).samples
        let heard = try #require(SignalMeasures.heardFrames(mix))
        #expect(abs(heard.upperBound - 24_000) <= 2_048, "heard to frame \(heard.upperBound)")
        let frequency = SignalMeasures.frequency(of: SignalMeasures.left(mix), from: 2_400, to: 21_600)
        #expect(abs(frequency - 440) / 440 < 0.01, "measured \(frequency) Hz")
    }

    @Test("a mono 44.1 kHz file plays on both channels at full level")
    func monoFileOnBothChannels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audio-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("mono.wav").path
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["ffmpeg", "-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=0.2",
                          "-ac", "1", path]
        try make.run()
        make.waitUntilExit()
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: path))
        #expect(player.numberOfChannels == 1)
        #expect(abs(player.duration - 0.2) < 1.0 / 48_000)
        let stage = SoundStage()
        stage.at(0) { player.play() }
        let mix = try #require(stage.log.mix(from: 0, duration: 0.2))
        let reference = try SoundFixtures.decodeWithFFmpeg(path, extra: ["-af", "pan=stereo|c0=c0|c1=c0"])
        #expect(stride(from: 0, to: mix.samples.count, by: 2).allSatisfy { mix.samples[$0] == mix.samples[$0 + 1] })
        #expect(zip(mix.samples, reference).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(mix.samples.map(abs).max()! > 0.1)
    }

    @Test("isPlaying and currentTime follow the scene clock; the delegate hears the end at its tick")
    func followsTheClock() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let player = try AVAudioPlayer(contentsOf: url)
        let delegate = FinishRecorder(clock: stage.clock)
        player.delegate = delegate
        #expect(!player.isPlaying)
        #expect(!player.play())   // no scene: nothing plays
        stage.at(1) { #expect(player.play()) }
        #expect(player.isPlaying)
        stage.run(to: 1.25)
        stage.at(1.25) { #expect(player.currentTime == 0.25) }
        stage.run(to: 1.5 - 1.0 / 60)
        #expect(delegate.finishes.isEmpty)
        #expect(player.isPlaying)
        stage.run(to: 1.5)
        #expect(delegate.finishes.map(\.time) == [1.5])
        #expect(delegate.finishes.map(\.successfully) == [true])
        stage.at(1.5) {
            #expect(!player.isPlaying)
            #expect(player.currentTime == 0)
        }
        let kinds = stage.log.events.map(\.kind)
        #expect(kinds == [.play(from: 0), .finished])
        #expect(stage.log.events.map(\.time) == [1, 1.5])
    }

    @Test("stop keeps currentTime and tells the delegate nothing; seeking moves the sound")
    func stopAndSeek() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let player = try AVAudioPlayer(contentsOf: url)
        let delegate = FinishRecorder(clock: stage.clock)
        player.delegate = delegate
        stage.at(0) { player.play() }
        stage.at(0.1) { player.stop() }
        stage.run(to: 1)
        #expect(delegate.finishes.isEmpty)
        stage.at(1) {
            #expect(abs(player.currentTime - 0.1) < 1e-9)
            player.currentTime = 0.25
            player.play()
        }
        let mix = try #require(stage.log.mix(from: 0, duration: 2))
        #expect(Array(mix.samples[96_000..<(96_000 + 2 * 12_000)]) == Array(tone[24_000..<48_000]))
        stage.run(to: 1.25)
        #expect(delegate.finishes.map(\.time) == [1.25])
    }

    @Test("play(atTime:) starts later on the deviceCurrentTime clock; numberOfLoops −1 loops until stopped")
    func playAtTimeAndLoopForever() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let player = try AVAudioPlayer(contentsOf: url)
        player.numberOfLoops = -1
        stage.at(0.5) {
            #expect(player.deviceCurrentTime == 0.5)
            #expect(player.play(atTime: player.deviceCurrentTime + 0.25))
        }
        stage.run(to: 3)
        stage.at(3) { player.stop() }
        let mix = try #require(stage.log.mix(from: 0, duration: 4))
        #expect(mix.samples[0..<72_000].allSatisfy { $0 == 0 })
        for loop in 0..<4 {
            let start = 72_000 + loop * 48_000
            #expect(Array(mix.samples[start..<(start + 48_000)]) == tone)
        }
        #expect(Array(mix.samples[264_000..<288_000]) == Array(tone[0..<24_000]))   // the last loop, cut at 3 s
        #expect(mix.samples[288_000...].allSatisfy { $0 == 0 })
    }

    @Test("a fade moves the volume in a straight line over scene time")
    func fades() throws {
        let steady = [Float](repeating: 0.5, count: 96_000)
        let url = try SoundFixtures.writeWAV(steady)
        let stage = SoundStage()
        let player = try AVAudioPlayer(contentsOf: url)
        stage.at(0) { player.play() }
        stage.at(0.25) { player.setVolume(0, fadeDuration: 0.5) }
        #expect(player.volume == 0)
        let mix = try #require(stage.log.mix(from: 0, duration: 1))
        #expect(mix.samples[2 * 11_999] == 0.5)
        #expect(abs(mix.samples[2 * 24_000] - 0.25) < 1e-6)   // halfway through the fade
        #expect(mix.samples[2 * 36_000] == 0)
        #expect(stage.log.events.map(\.kind) == [.play(from: 0), .volume(0, fade: 0.5)])
    }

    @Test("values that are not finite are ignored, others clamped to the documented ranges")
    func badValues() throws {
        let player = try AVAudioPlayer(contentsOf: SoundFixtures.writeWAV(tone))
        player.volume = .nan
        #expect(player.volume == 1)
        player.volume = 3
        #expect(player.volume == 1)
        player.pan = -.infinity
        #expect(player.pan == 0)
        player.pan = -7
        #expect(player.pan == -1)
        player.rate = 9
        #expect(player.rate == 2)
        player.currentTime = .nan
        #expect(player.currentTime == 0)
        #expect(!player.play(atTime: .infinity))

        let empty = AVAudioPlayer()
        SoundStage().at(0) { #expect(!empty.play()) }
        #expect(empty.duration == 0)
        #expect(empty.currentTime == 0)
    }

    @Test("a player made and played in DispatchQueue.global work at 0.5 s is heard from frame 24 000, sample for sample")
    @MainActor func playedFromAGlobalQueue() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        // Kept as an app keeps its players: one that goes away stops.
        nonisolated(unsafe) var kept: [AVAudioPlayer] = []
        stage.at(0.5) {
            DispatchQueue.global(qos: .userInitiated).async {
                guard let player = try? AVAudioPlayer(contentsOf: url) else { return }
                kept.append(player)
                player.prepareToPlay()
                player.play()
            }
        }
        #expect(kept.count == 1)
        #expect(stage.log.events.map(\.time) == [0.5])
        let mix = try #require(stage.log.mix(from: 0, duration: 1.5)).samples
        #expect(mix[..<48_000].allSatisfy { $0 == 0 })
        #expect(Array(mix[48_000..<96_000]) == tone)
    }

    @Test("two scenes keep their own logs")
    func scenesDoNotMix() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let one = SoundStage(), two = SoundStage()
        let a = try AVAudioPlayer(contentsOf: url), b = try AVAudioPlayer(contentsOf: url)
        one.at(0.5) { a.play() }
        two.at(0.25) { b.play() }
        #expect(one.log.events.map(\.time) == [0.5])
        #expect(two.log.events.map(\.time) == [0.25])
    }
}
