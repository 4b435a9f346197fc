import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

/// A player node whose sound goes through `units`, in order, to the engine's output, on a `SoundStage` (shared by the
/// effect-unit tests).
@MainActor final class EffectChain {
    let stage = SoundStage()
    let engine = AVAudioEngine()
    let player = AVAudioPlayerNode()

    init(_ units: [AVAudioUnit]) {
        stage.at(0) {
            let nodes: [AVAudioNode] = [player] + units + [engine.outputNode]
            for node in nodes.dropLast() { engine.attach(node) }
            for (from, to) in zip(nodes, nodes.dropFirst()) { engine.connect(from, to: to, format: nil) }
            #expect(throws: Never.self) { try engine.start() }
        }
    }

    /// Schedules `samples` (48 kHz stereo) and plays them at scene time `time`; `done` runs when the node is done.
    func play(_ samples: [Float], at time: TimeInterval, done: @escaping () -> Void = {}) throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count / 2)))
        buffer.frameLength = buffer.frameCapacity
        let channels = try #require(buffer.floatChannelData)
        for frame in 0..<(samples.count / 2) {
            channels[0][frame] = samples[2 * frame]
            channels[1][frame] = samples[2 * frame + 1]
        }
        stage.run(to: time - 1e-6)
        stage.at(time) {
            player.scheduleBuffer(buffer, completionHandler: done)
            player.play()
        }
    }

    /// The mix from 0 for `duration` seconds, after every tick to then.
    func mix(through duration: TimeInterval) throws -> [Float] {
        stage.run(to: duration)
        return try #require(stage.log.mix(from: 0, duration: duration)).samples
    }
}

@Suite("AVAudioEngine's effect units: time-pitch, varispeed, reverb, delay and distortion in the graph")
@MainActor struct AVAudioUnitTests {
    private let tone = SignalMeasures.sine(440, seconds: 1)

    @Test("pitch +1200 cents: a 440 Hz sine played at 0.5 s measures 880 Hz (±1 %) and lasts its 1 s (±1 grain)")
    func octaveUp() throws {
        let timePitch = AVAudioUnitTimePitch()
        timePitch.pitch = 1200
        let chain = EffectChain([timePitch])
        try chain.play(tone, at: 0.5)
        let mix = try chain.mix(through: 2)
        let heard = try #require(SignalMeasures.heardFrames(mix))
        #expect(abs(heard.lowerBound - 24_000) <= 1, "starts at frame \(heard.lowerBound)")
        #expect(abs(heard.count - 48_000) <= 2_048, "lasts \(heard.count) frames")
        let frequency = SignalMeasures.frequency(of: SignalMeasures.left(mix), from: 28_800, to: 67_200)
        #expect(abs(frequency - 880) / 880 < 0.01, "measured \(frequency) Hz")
    }

    @Test("pitch +1200 cents measures as ffmpeg's rubberband=pitch=2 does: both 880 Hz (±1 %), lengths within 0.1 s")
    func octaveUpAgainstRubberband() throws {
        let timePitch = AVAudioUnitTimePitch()
        timePitch.pitch = 1200
        let chain = EffectChain([timePitch])
        try chain.play(tone, at: 0)
        let ours = try chain.mix(through: 1.5)
        let theirs = try SignalMeasures.ffmpeg(tone, filter: "rubberband=pitch=2")
        let oursHeard = try #require(SignalMeasures.heardFrames(ours))
        let theirsHeard = try #require(SignalMeasures.heardFrames(theirs))
        #expect(abs(oursHeard.count - theirsHeard.count) <= 4_800, "ours \(oursHeard), rubberband \(theirsHeard)")
        for (name, signal) in [("ours", ours), ("rubberband", theirs)] {
            let frequency = SignalMeasures.frequency(of: SignalMeasures.left(signal), from: 4_800, to: 43_200)
            #expect(abs(frequency - 880) / 880 < 0.01, "\(name): \(frequency) Hz")
        }
    }

    @Test("rate 2 halves the length at the same pitch, and the completion handler runs when the half is over")
    func rateTwo() throws {
        let timePitch = AVAudioUnitTimePitch()
        timePitch.rate = 2
        let chain = EffectChain([timePitch])
        var doneAt: TimeInterval?
        try chain.play(tone, at: 0.5) { doneAt = chain.stage.clock.now }
        let mix = try chain.mix(through: 2)
        let heard = try #require(SignalMeasures.heardFrames(mix))
        #expect(abs(heard.count - 24_000) <= 2_048, "lasts \(heard.count) frames")
        let frequency = SignalMeasures.frequency(of: SignalMeasures.left(mix), from: 26_400, to: 45_600)
        #expect(abs(frequency - 440) / 440 < 0.01, "measured \(frequency) Hz")
        // The node's timeline runs twice as fast: its 48 000 frames are consumed by 1.0 s (the tick at or after it).
        #expect(doneAt.map { abs($0 - 1.0) < 1.0 / 60 + 1e-9 } == true, "done at \(String(describing: doneAt))")
    }

    @Test("rate 1 and pitch 0, bypass, and wetDryMix 0 leave the sound sample for sample as it is")
    func identities() throws {
        let timePitch = AVAudioUnitTimePitch()
        let reverb = AVAudioUnitReverb()
        reverb.loadFactoryPreset(.cathedral)
        reverb.wetDryMix = 0
        let delay = AVAudioUnitDelay()
        delay.bypass = true
        let distortion = AVAudioUnitDistortion()
        distortion.loadFactoryPreset(.multiEcho1)
        distortion.wetDryMix = 0
        let chain = EffectChain([timePitch, reverb, delay, distortion])
        try chain.play(tone, at: 0.25)
        let mix = try chain.mix(through: 1.5)
        #expect(Array(mix[24_000..<(24_000 + tone.count)]) == tone)
        #expect(mix[(24_000 + tone.count)...].allSatisfy { $0 == 0 })
    }

    @Test("a cathedral reverb at 50 % rings on after the sound: half the dry level during it, a decaying tail after")
    func reverbTail() throws {
        let reverb = AVAudioUnitReverb()
        reverb.loadFactoryPreset(.cathedral)
        reverb.wetDryMix = 50
        let chain = EffectChain([reverb])
        let short = Array(tone[..<9_600])   // 0.1 s
        try chain.play(short, at: 0)
        let mix = SignalMeasures.left(try chain.mix(through: 3))
        // Before the pre-delay (30 ms) only the dry half is heard.
        #expect(zip(mix[..<1_400], SignalMeasures.left(short)[..<1_400]).allSatisfy { $0 == $1 * 0.5 })
        let windows = stride(from: 9_600, to: 120_000, by: 24_000).map { SignalMeasures.rms(mix[$0..<($0 + 24_000)]) }
        #expect(windows.first! > 1e-3)
        #expect(zip(windows, windows.dropFirst()).allSatisfy { $1 < $0 }, "\(windows)")
    }

    @Test("the same graph renders the same samples every run")
    func deterministic() throws {
        func render() throws -> [Float] {
            let timePitch = AVAudioUnitTimePitch()
            timePitch.pitch = -700
            timePitch.rate = 0.8
            let reverb = AVAudioUnitReverb()
            reverb.loadFactoryPreset(.mediumHall)
            let chain = EffectChain([timePitch, reverb])
            try chain.play(Array(tone[..<24_000]), at: 0.1)
            return try chain.mix(through: 1)
        }
        #expect(try render() == render())
    }

    @Test("the distortion's multiEcho1 repeats an impulse every 120 ms, each echo softer than the one before, nothing between")
    func multiEcho() throws {
        let distortion = AVAudioUnitDistortion()
        distortion.loadFactoryPreset(.multiEcho1)
        distortion.wetDryMix = 100
        let chain = EffectChain([distortion])
        try chain.play([0.5, 0.5] + [Float](repeating: 0, count: 2 * 99), at: 0)
        let mix = SignalMeasures.left(try chain.mix(through: 1))
        let echoes = (0...4).map { abs(mix[5_760 * $0]) }
        #expect(echoes[0] > 0)
        #expect(zip(echoes, echoes.dropFirst()).allSatisfy { $1 < $0 && $1 > 0 }, "\(echoes)")
        #expect(mix.enumerated().allSatisfy { $0.offset % 5_760 == 0 || $0.element == 0 })
    }

    @Test("varispeed at rate 2 plays in half the time an octave up, reading every other sample")
    func varispeed() throws {
        let varispeed = AVAudioUnitVarispeed()
        varispeed.rate = 2
        let chain = EffectChain([varispeed])
        try chain.play(tone, at: 0)
        let mix = try chain.mix(through: 1)
        let everyOther = stride(from: 0, to: tone.count, by: 4).flatMap { [tone[$0], tone[$0 + 1]] }
        #expect(Array(mix[..<48_000]) == everyOther)
        #expect(mix[48_000...].allSatisfy { $0 == 0 })
    }

    @Test("parameters are clamped to iOS's ranges and non-finite values ignored")
    func ranges() {
        let timePitch = AVAudioUnitTimePitch()
        timePitch.pitch = 5_000
        timePitch.rate = .nan
        #expect(timePitch.pitch == 2_400 && timePitch.rate == 1)
        let reverb = AVAudioUnitReverb()
        reverb.wetDryMix = -3
        #expect(reverb.wetDryMix == 0)
        let delay = AVAudioUnitDelay()
        delay.delayTime = 9
        delay.feedback = .infinity
        #expect(delay.delayTime == 2 && delay.feedback == 50 && delay.lowPassCutoff == 15_000 && delay.wetDryMix == 100)
        #expect(AVAudioUnitDistortion().preGain == -6 && AVAudioUnitDistortion().wetDryMix == 50)
    }
}
