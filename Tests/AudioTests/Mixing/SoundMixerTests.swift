import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

@Suite("the deterministic mix")
struct SoundMixerTests {
    private let tone = SoundFixtures.tone(frames: 4_800)

    private func player(_ stage: SoundStage, url: URL) throws -> AVAudioPlayer {
        try AVAudioPlayer(contentsOf: url)
    }

    @Test("a sound played at 1 s starts at frame 48 000 with the file's samples, silence before")
    func startsAtItsTime() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let sound = try AVAudioPlayer(contentsOf: url)
        stage.at(1) { #expect(sound.play()) }
        let mix = try #require(stage.log.mix(from: 0, duration: 2))
        #expect(mix.frameCount == 96_000)
        // The tone starts with sin(0) = 0, so its first sound is its second frame.
        let firstHeard = try #require(mix.samples.firstIndex { $0 != 0 })
        let toneFirstHeard = try #require(tone.firstIndex { $0 != 0 })
        #expect(firstHeard / 2 == 48_000 + toneFirstHeard / 2)
        #expect(toneFirstHeard / 2 == 1)
        #expect(Array(mix.samples[96_000..<(96_000 + tone.count)]) == tone)
        #expect(mix.samples[(96_000 + tone.count)...].allSatisfy { $0 == 0 })
    }

    @Test("two overlapping plays add sample by sample")
    func overlappingPlaysSum() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let first = try AVAudioPlayer(contentsOf: url), second = try AVAudioPlayer(contentsOf: url)
        stage.at(0.5) { first.play() }
        stage.at(0.55) { second.play() }   // 2 400 frames later, while the first still sounds
        let mix = try #require(stage.log.mix(from: 0, duration: 1))
        for frame in stride(from: 0, to: 7_200, by: 37) {
            let a = frame < 4_800 ? tone[2 * frame] : 0
            let b = frame >= 2_400 ? tone[2 * (frame - 2_400)] : 0
            #expect(mix.samples[2 * (24_000 + frame)] == a + b)
        }
    }

    @Test("volume scales every sample; pan 1 silences the left channel and keeps the right")
    func volumeAndPan() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let quiet = try AVAudioPlayer(contentsOf: url)
        quiet.volume = 0.25
        quiet.pan = 1
        stage.at(0) { quiet.play() }
        let mix = try #require(stage.log.mix(from: 0, duration: 0.1))
        for frame in stride(from: 0, to: 4_800, by: 11) {
            #expect(mix.samples[2 * frame] == 0)
            #expect(mix.samples[2 * frame + 1] == tone[2 * frame + 1] * 0.25)
        }
        #expect(SoundMixer.gains(pan: 0) == (1, 1))
        let half = SoundMixer.gains(pan: -0.5)
        #expect(half.left == 1)
        #expect(abs(half.right - Float(2.0.squareRoot() * sin(Double.pi / 8))) < 1e-6)
    }

    @Test("stop cuts the sound at its tick; pause and play resume where it was")
    func stopCutsAndPauseResumes() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let cut = try AVAudioPlayer(contentsOf: url), paused = try AVAudioPlayer(contentsOf: url)
        stage.at(0) { cut.play() }
        stage.at(0.05) { cut.stop() }                 // frame 2 400
        stage.at(1) { paused.play() }
        stage.at(1.05) { paused.pause() }
        stage.at(1.5) { paused.play() }               // resumes at the sound's frame 2 400
        let mix = try #require(stage.log.mix(from: 0, duration: 2))
        #expect(Array(mix.samples[0..<4_800]) == Array(tone[0..<4_800]))
        #expect(mix.samples[4_800..<96_000].allSatisfy { $0 == 0 })
        #expect(Array(mix.samples[96_000..<100_800]) == Array(tone[0..<4_800]))
        #expect(mix.samples[100_800..<144_000].allSatisfy { $0 == 0 })
        #expect(Array(mix.samples[144_000..<(144_000 + 4_800)]) == Array(tone[4_800..<9_600]))
    }

    @Test("numberOfLoops plays the sound again end to end; rate 2 plays it in half the frames (time-stretched)")
    func loopsAndRate() throws {
        let url = try SoundFixtures.writeWAV(tone)
        let stage = SoundStage()
        let looped = try AVAudioPlayer(contentsOf: url)
        looped.numberOfLoops = 2
        stage.at(0) { looped.play() }
        let mix = try #require(stage.log.mix(from: 0, duration: 0.5))
        #expect(Array(mix.samples[0..<28_800]) == tone + tone + tone)
        #expect(mix.samples[28_800...].allSatisfy { $0 == 0 })

        let fastStage = SoundStage()
        let fast = try AVAudioPlayer(contentsOf: url)
        fast.enableRate = true
        fast.rate = 2
        fastStage.at(0) { fast.play() }
        let fastMix = try #require(fastStage.log.mix(from: 0, duration: 0.1))
        #expect(fastMix.samples[..<4_800].contains { abs($0) > 0.1 })
        #expect(fastMix.samples[4_800...].allSatisfy { $0 == 0 })
    }

    @Test("a sum beyond full scale is clamped to ±1")
    func clamps() throws {
        let loud = [Float](repeating: 0.75, count: 960)
        let url = try SoundFixtures.writeWAV(loud)
        let stage = SoundStage()
        let a = try AVAudioPlayer(contentsOf: url), b = try AVAudioPlayer(contentsOf: url)
        stage.at(0) { a.play(); b.play() }
        let mix = try #require(stage.log.mix(from: 0, duration: 0.01))
        #expect(mix.samples.allSatisfy { $0 == 1 })
    }

    @Test("the WAV file holds the mix's samples exactly, read back by ffmpeg; the same calls give the same bytes")
    func wavIsExactAndRepeatable() throws {
        let url = try SoundFixtures.writeWAV(tone)
        func render() throws -> Data {
            let stage = SoundStage()
            let a = try AVAudioPlayer(contentsOf: url), b = try AVAudioPlayer(contentsOf: url)
            b.volume = 0.3
            b.pan = -0.4
            stage.at(0.1) { a.play() }
            stage.at(0.15) { b.play() }
            return try #require(stage.log.mix(from: 0, duration: 0.5)).wavData
        }
        let first = try render()
        #expect(try render() == first)
        let path = url.deletingLastPathComponent().appendingPathComponent("mix.wav").path
        try first.write(to: URL(fileURLWithPath: path))
        let stage = SoundStage()
        let a = try AVAudioPlayer(contentsOf: url)
        stage.at(0.1) { a.play() }
        let decoded = try SoundFixtures.decodeWithFFmpeg(path)
        #expect(decoded.count == 48_000)
        #expect(Array(decoded[9_600..<12_000]) == Array(tone[0..<2_400]))
    }

    @Test("nothing played: no mix at all")
    func silentSceneHasNoMix() {
        #expect(SoundLog().mix(from: 0, duration: 1) == nil)
    }
}
