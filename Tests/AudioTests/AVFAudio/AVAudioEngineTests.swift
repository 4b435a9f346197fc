import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

/// An engine with player nodes, on a `SoundStage`'s clock: what the nodes play lands in the stage's log.
@MainActor private final class EngineRig {
    let stage = SoundStage()
    let engine = AVAudioEngine()
    let players: [AVAudioPlayerNode]

    init(players count: Int = 1) {
        players = (0..<count).map { _ in AVAudioPlayerNode() }
        stage.at(0) {
            for player in players {
                engine.attach(player)
                engine.connect(player, to: engine.mainMixerNode, format: nil)
            }
            engine.prepare()
            #expect(throws: Never.self) { try engine.start() }
        }
    }

    /// Runs every tick before `time`, then `body` at `time`, as a scene's timeline would.
    func at(_ time: TimeInterval, _ body: () -> Void) {
        stage.run(to: time - 1e-6)
        stage.at(time, body)
    }

    /// The mix from 0 for `duration` seconds, after running every tick to then.
    func mix(through duration: TimeInterval) throws -> [Float] {
        stage.run(to: duration)
        return try #require(stage.log.mix(from: 0, duration: duration)).samples
    }
}

/// A stereo 48 kHz float buffer holding `samples` (interleaved left/right).
private func buffer(_ samples: [Float], rate: Double = 48_000) throws -> AVAudioPCMBuffer {
    let format = try #require(AVAudioFormat(standardFormatWithSampleRate: rate, channels: 2))
    let frames = samples.count / 2
    let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(frames)))
    buffer.frameLength = AVAudioFrameCount(frames)
    let channels = try #require(buffer.floatChannelData)
    for frame in 0..<frames {
        channels[0][frame] = samples[2 * frame]
        channels[1][frame] = samples[2 * frame + 1]
    }
    return buffer
}

/// The index of the first frame with a sample that is not 0.
private func firstHeardFrame(_ samples: [Float]) -> Int? {
    samples.firstIndex { $0 != 0 }.map { $0 / 2 }
}

@Suite("AVAudioEngine and its player nodes on the scene clock")
@MainActor struct AVAudioEngineTests {
    private let tone = SoundFixtures.tone(frames: 4_800)   // 0.1 s

    @Test("a buffer played at 1.0 s starts at frame 48 000 with the buffer's samples exactly, then silence")
    func bufferAtOneSecond() throws {
        let rig = EngineRig()
        let player = rig.players[0]
        let sound = try buffer(tone)
        rig.at(1) {
            player.scheduleBuffer(sound)
            player.play()
        }
        let mix = try rig.mix(through: 1.5)
        // The tone's first sample is sin 0 = 0: the first heard frame is the tone's own first one, 48 000 frames on.
        #expect(firstHeardFrame(mix) == 48_000 + firstHeardFrame(tone)!)
        #expect(Array(mix[96_000..<(96_000 + tone.count)]) == tone)
        #expect(mix[(96_000 + tone.count)...].allSatisfy { $0 == 0 })
        #expect(player.isPlaying)   // a node plays on with nothing left, as on iOS
    }

    @Test("a file scheduled on a node plays the samples ffmpeg decodes from it, at the play's frame")
    func fileAtItsOffset() throws {
        let url = try SoundFixtures.writeWAV(tone, name: "click.wav")
        let file = try AVAudioFile(forReading: url)
        #expect(file.length == 4_800)
        #expect(file.processingFormat.channelCount == 2 && file.processingFormat.isStandard)
        #expect(file.fileFormat.sampleRate == 48_000)
        let rig = EngineRig()
        rig.at(0.5) {
            rig.players[0].scheduleFile(file, at: nil)
            rig.players[0].play()
        }
        let mix = try rig.mix(through: 1)
        let decoded = try SoundFixtures.decodeWithFFmpeg(url.path)
        #expect(firstHeardFrame(mix) == 24_000 + firstHeardFrame(decoded)!)
        #expect(Array(mix[48_000..<(48_000 + decoded.count)]) == decoded)
        #expect(rig.stage.log.events.map(\.kind).contains(.schedule("file click.wav")))
    }

    @Test("the node's volume and the main mixer's output volume scale the samples; pan moves them")
    func volumesScale() throws {
        let rig = EngineRig()
        let player = rig.players[0]
        player.volume = 0.5
        rig.engine.mainMixerNode.outputVolume = 0.5
        let sound = try buffer(tone)
        rig.at(0.25) {
            player.scheduleBuffer(sound)
            player.play()
        }
        rig.at(0.5) {
            player.volume = 1
            player.pan = -1
            player.scheduleBuffer(sound)
        }
        let mix = try rig.mix(through: 1)
        #expect(Array(mix[24_000..<(24_000 + tone.count)]) == tone.map { $0 * 0.25 })
        let panned = Array(mix[48_000..<(48_000 + tone.count)])
        #expect(stride(from: 0, to: tone.count, by: 2).allSatisfy { panned[$0] == tone[$0] * 0.5 && panned[$0 + 1] == 0 })
    }

    @Test("two nodes mix: their samples add")
    func twoNodesMix() throws {
        let rig = EngineRig(players: 2)
        let sound = try buffer(tone)
        rig.at(0.5) {
            rig.players[0].scheduleBuffer(sound)
            rig.players[0].play()
        }
        rig.at(0.55) {   // 2 400 frames later
            rig.players[1].scheduleBuffer(sound)
            rig.players[1].play()
        }
        let mix = try rig.mix(through: 1)
        for frame in 0..<7_200 {
            for channel in 0..<2 {
                let expected = (frame < 4_800 ? tone[2 * frame + channel] : 0)
                    + (frame >= 2_400 ? tone[2 * (frame - 2_400) + channel] : 0)
                #expect(mix[2 * (24_000 + frame) + channel] == expected)
            }
        }
    }

    @Test("a looping buffer repeats exactly until an interrupting buffer; interruptsAtLoop waits for the pass")
    func loopsAndInterrupts() throws {
        let rig = EngineRig(players: 2)
        let loop = try buffer(Array(tone[0..<2_000]))   // 1 000 frames
        let click = try buffer(Array(tone[0..<200]))    // 100 frames
        var finished: [TimeInterval] = []
        rig.at(0.5) {
            rig.players[0].scheduleBuffer(loop, at: nil, options: .loops) { finished.append(rig.stage.clock.now) }
            rig.players[0].play()
            rig.players[1].scheduleBuffer(loop, at: nil, options: .loops)
            rig.players[1].play()
            rig.players[1].volume = 0   // heard only after its pass ends, below
        }
        rig.at(1) { rig.players[0].scheduleBuffer(click, at: nil, options: .interrupts) }
        rig.at(1.5) {
            rig.players[1].volume = 1
            rig.players[1].scheduleBuffer(click, at: nil, options: .interruptsAtLoop)
        }
        let mix = try rig.mix(through: 2)
        // Player 1: the loop from frame 24 000 to 48 000 (24 passes exactly), then the click, then nothing.
        for frame in 24_000..<48_000 {
            #expect(mix[2 * frame] == tone[2 * ((frame - 24_000) % 1_000)])
        }
        #expect(Array(mix[96_000..<96_200]) == Array(tone[0..<200]))
        #expect(mix[96_200..<144_000].allSatisfy { $0 == 0 })
        // Told on the main queue's next turn after the cut at 1 s.
        #expect(finished.count == 1 && finished.allSatisfy { $0 > 1 && $0 <= 1 + 1.0 / 60 + 1e-9 }, "told at \(finished)")
        // Player 2 at 1.5 s (frame 72 000) is 48 000 frames into its loop: a pass ends there, so the click plays at once.
        #expect(Array(mix[144_000..<144_200]) == Array(tone[0..<200]))
        #expect(mix[144_200...].allSatisfy { $0 == 0 })
    }

    @Test("interruptsAtLoop in the middle of a pass waits for its end")
    func interruptsAtTheEndOfThePass() throws {
        let rig = EngineRig()
        let loop = try buffer(Array(tone[0..<2_000]))   // 1 000 frames
        let click = try buffer(Array(tone[0..<200]))
        rig.at(0) {
            rig.players[0].scheduleBuffer(loop, at: nil, options: .loops)
            rig.players[0].play()
        }
        rig.at(0.51) {   // frame 24 480, in the pass from 24 000 to 25 000
            rig.players[0].scheduleBuffer(click, at: nil, options: .interruptsAtLoop)
        }
        let mix = try rig.mix(through: 1)
        #expect(mix[2 * 24_999] == tone[2 * 999])
        #expect(Array(mix[50_000..<50_200]) == Array(tone[0..<200]))
        #expect(mix[50_200...].allSatisfy { $0 == 0 })
    }

    @Test("buffers without a time play back to back; completion handlers run at their ends; stop cuts and tells")
    func queueCompletionAndStop() throws {
        let rig = EngineRig()
        let player = rig.players[0]
        let sound = try buffer(tone)   // 0.1 s
        var ends: [TimeInterval] = []
        rig.at(0.5) {
            player.scheduleBuffer(sound) { ends.append(rig.stage.clock.now) }
            player.scheduleBuffer(sound, completionCallbackType: .dataPlayedBack) { type in
                #expect(type == .dataPlayedBack)
                ends.append(rig.stage.clock.now)
            }
            player.scheduleBuffer(sound) { ends.append(rig.stage.clock.now) }
            player.play()
        }
        rig.at(0.75) { player.stop() }
        let mix = try rig.mix(through: 1)
        #expect(Array(mix[48_000..<57_600]) == tone)
        #expect(Array(mix[57_600..<67_200]) == tone)
        #expect(Array(mix[67_200..<72_000]) == Array(tone[0..<4_800]))   // the third, cut at 0.75 s after 2 400 frames
        #expect(mix[72_000...].allSatisfy { $0 == 0 })
        // The first two end at 0.6 and 0.7 s and are told at the first tick at or after it; the third on the main
        // queue's next turn after the stop at 0.75 s.
        #expect(ends.count == 3)
        for (told, end) in zip(ends, [0.6, 0.7, 0.75 + 1e-6]) {
            #expect(told >= end - 1e-9 && told <= end + 1.0 / 60 + 1e-9, "told at \(told) for an end at \(end)")
        }
        #expect(!player.isPlaying)
    }

    @Test("pause holds the node's timeline; play goes on from there")
    func pauseAndResume() throws {
        let rig = EngineRig()
        let player = rig.players[0]
        let sound = try buffer(tone)
        rig.at(0.5) {
            player.scheduleBuffer(sound)
            player.play()
        }
        rig.at(0.55) { player.pause() }   // after 2 400 frames
        rig.at(1) { player.play() }
        let mix = try rig.mix(through: 1.5)
        #expect(Array(mix[48_000..<52_800]) == Array(tone[0..<4_800]))
        #expect(mix[52_800..<96_000].allSatisfy { $0 == 0 })
        #expect(Array(mix[96_000..<100_800]) == Array(tone[4_800...]))
    }

    @Test("play(at:) a sample time of the render timeline, and a buffer at a sample time of the node's own")
    func playAtSampleTimes() throws {
        let rig = EngineRig()
        let player = rig.players[0]
        let sound = try buffer(tone)
        rig.at(0.5) {
            let now = player.lastRenderTime
            #expect(now?.sampleTime == 24_000)
            player.scheduleBuffer(sound, at: AVAudioTime(sampleTime: 22_050, atRate: 44_100), options: [])
            player.play(at: AVAudioTime(sampleTime: (now?.sampleTime ?? 0) + 12_000, atRate: 48_000))
        }
        let mix = try rig.mix(through: 1.5)
        // The node starts at 0.75 s; its buffer half a second into the node's timeline: 1.25 s.
        #expect(firstHeardFrame(mix) == 60_000 + firstHeardFrame(tone)!)
        #expect(Array(mix[120_000..<(120_000 + tone.count)]) == tone)
    }

    @Test("a 44.1 kHz mono buffer plays on both channels over its own duration")
    func otherRateMono() throws {
        let rig = EngineRig()
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1))
        let mono = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4_410))
        mono.frameLength = 4_410
        let samples = try #require(mono.floatChannelData)[0]
        for frame in 0..<4_410 { samples[frame] = 0.25 }
        rig.at(0.5) {
            rig.players[0].scheduleBuffer(mono)
            rig.players[0].play()
        }
        let mix = try rig.mix(through: 1)
        let heard = (0..<(mix.count / 2)).filter { mix[2 * $0] != 0 }
        #expect(heard.first == 24_000)
        #expect(heard.count == 4_800)   // 0.1 s at 48 kHz
        // The last frame reads between the buffer's last sample and the silence after it.
        #expect(heard.dropLast().allSatisfy { mix[2 * $0] == 0.25 && mix[2 * $0 + 1] == 0.25 })
    }

    @Test("a node not reaching the output is silent; playing on a stopped engine plays nothing")
    func silentWhereIOSWouldBe() throws {
        let stage = SoundStage()
        let engine = AVAudioEngine()
        let loose = AVAudioPlayerNode(), idle = AVAudioPlayerNode()
        let sound = try buffer(tone)
        stage.at(0) {
            engine.attach(loose)
            engine.attach(idle)
            engine.connect(idle, to: engine.mainMixerNode, format: nil)
            idle.scheduleBuffer(sound)
            idle.play()                        // the engine is not running: nothing
            #expect(!idle.isPlaying)
            #expect(throws: Never.self) { try engine.start() }
            loose.scheduleBuffer(sound)
            loose.play()                       // attached, connected nowhere
        }
        stage.run(to: 0.5)
        #expect(stage.log.mix(from: 0, duration: 0.5) == nil)
        #expect(engine.isRunning)
        #expect(engine.attachedNodes.count == 4)
    }

    @Test("PCM buffers hold their format's samples; a file reads into them from its frame position")
    func buffersAndFileReads() throws {
        let int16 = try #require(AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 48_000, channels: 2,
                                               interleaved: true))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: int16, frameCapacity: 8))
        #expect(buffer.floatChannelData == nil && buffer.int16ChannelData != nil)
        #expect(buffer.stride == 2)
        buffer.frameLength = 20
        #expect(buffer.frameLength == 8)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 0, channels: 2) == nil)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)?.description
            == "<AVAudioFormat: 2 ch, 44100 Hz, Float32, deinterleaved>")

        let url = try SoundFixtures.writeWAV(tone)
        let file = try AVAudioFile(forReading: url)
        let chunk = try #require(AVAudioPCMBuffer(pcmFormat: file.processingFormat, frameCapacity: 1_000))
        file.framePosition = 4_000
        try file.read(into: chunk)
        #expect(chunk.frameLength == 800)
        #expect(file.framePosition == 4_800)
        let channels = try #require(chunk.floatChannelData)
        #expect((0..<800).allSatisfy { channels[0][$0] == tone[2 * (4_000 + $0)] && channels[1][$0] == tone[2 * (4_000 + $0) + 1] })
        try file.read(into: chunk)
        #expect(chunk.frameLength == 0)
        let mono = try #require(AVAudioPCMBuffer(pcmFormat: AVAudioFormat(standardFormatWithSampleRate: 48_000,
                                                                           channels: 1)!, frameCapacity: 10))
        #expect(throws: (any Error).self) { try file.read(into: mono) }
    }

    @Test("the same engine script gives the same samples every run")
    func deterministic() throws {
        func run() throws -> [Float] {
            let rig = EngineRig(players: 2)
            let loop = try buffer(Array(tone[0..<3_000]))
            let sound = try buffer(tone, rate: 44_100)
            rig.at(0.1) {
                rig.players[0].scheduleBuffer(loop, at: nil, options: .loops)
                rig.players[0].pan = 0.3
                rig.players[0].play()
            }
            rig.at(0.4) {
                rig.players[1].scheduleBuffer(sound)
                rig.players[1].play()
                rig.players[0].volume = 0.4
            }
            return try rig.mix(through: 1)
        }
        #expect(try run() == run())
    }
}
