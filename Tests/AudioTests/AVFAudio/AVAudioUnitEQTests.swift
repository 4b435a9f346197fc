import DynamicsAudio
import DynamicsUIKit
import Foundation
import Testing

@Suite("AVAudioUnitEQ: every filter type against ffmpeg's biquad filters, bands, global gain, defaults")
@MainActor struct AVAudioUnitEQTests {
    /// A band's settings and the ffmpeg filter that should sound the same (ffmpeg's af_biquads is an implementation
    /// of the same cookbook that is not ours).
    struct Band: Sendable, CustomTestStringConvertible {
        let type: AVAudioUnitEQFilterType
        let frequency: Float
        var bandwidth: Float = 1
        var gain: Float = 0
        let ffmpeg: String
        var testDescription: String { "\(type) ≈ \(ffmpeg)" }
    }

    nonisolated static let bands: [Band] = [
        Band(type: .parametric, frequency: 1_000, bandwidth: 1, gain: 6, ffmpeg: "equalizer=f=1000:t=o:w=1:g=6"),
        Band(type: .parametric, frequency: 250, bandwidth: 0.3, gain: -12, ffmpeg: "equalizer=f=250:t=o:w=0.3:g=-12"),
        Band(type: .lowPass, frequency: 2_000, ffmpeg: "lowpass=f=2000:p=2:t=q:w=0.7071067811865476"),
        Band(type: .highPass, frequency: 500, ffmpeg: "highpass=f=500:p=2:t=q:w=0.7071067811865476"),
        Band(type: .resonantLowPass, frequency: 3_000, bandwidth: 0.5, ffmpeg: "lowpass=f=3000:p=2:t=o:w=0.5"),
        Band(type: .resonantHighPass, frequency: 300, bandwidth: 2, ffmpeg: "highpass=f=300:p=2:t=o:w=2"),
        Band(type: .bandPass, frequency: 1_000, bandwidth: 2, ffmpeg: "bandpass=f=1000:t=o:w=2"),
        Band(type: .bandStop, frequency: 1_000, bandwidth: 1, ffmpeg: "bandreject=f=1000:t=o:w=1"),
        Band(type: .lowShelf, frequency: 200, gain: 6, ffmpeg: "lowshelf=f=200:g=6:t=s:w=1"),
        Band(type: .highShelf, frequency: 4_000, gain: -6, ffmpeg: "highshelf=f=4000:g=-6:t=s:w=1"),
        Band(type: .resonantLowShelf, frequency: 150, bandwidth: 0.5, gain: 9, ffmpeg: "lowshelf=f=150:g=9:t=o:w=0.5"),
        Band(type: .resonantHighShelf, frequency: 6_000, bandwidth: 1, gain: 6, ffmpeg: "highshelf=f=6000:g=6:t=o:w=1"),
    ]

    /// 0.25 s of seeded white noise at −12 dBFS, the right channel the left's negative: every frequency at once.
    static let noise: [Float] = {
        var state: UInt64 = 37
        return (0..<12_000).flatMap { _ -> [Float] in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Float(Int64(bitPattern: state) >> 40) / Float(1 << 23) * 0.25
            return [value, -value]
        }
    }()

    /// The largest difference between the first `count` samples of two signals.
    static func largestDifference(_ ours: [Float], _ theirs: [Float], count: Int) -> Float {
        zip(ours.prefix(count), theirs.prefix(count)).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }

    /// `noise` played at 0 s through `eq` in an engine, as the render mixes it.
    static func mixed(through eq: AVAudioUnitEQ) throws -> [Float] {
        let chain = EffectChain([eq])
        try chain.play(noise, at: 0)
        return try chain.mix(through: 0.5)
    }

    @Test("one band of each filter type equals ffmpeg's filter within 2e-6 (−114 dBFS) on every sample", arguments: bands)
    func matchesFFmpeg(_ band: Band) throws {
        let eq = AVAudioUnitEQ(numberOfBands: 1)
        let parameters = eq.bands[0]
        parameters.filterType = band.type
        parameters.frequency = band.frequency
        parameters.bandwidth = band.bandwidth
        parameters.gain = band.gain
        parameters.bypass = false
        let ours = try Self.mixed(through: eq)
        let theirs = try SignalMeasures.ffmpeg(Self.noise, filter: band.ffmpeg)
        #expect(theirs.count == Self.noise.count)
        let largest = Self.largestDifference(ours, theirs, count: Self.noise.count)
        #expect(largest < 2e-6, "largest difference \(largest)")
        // The filter did something: the output is not the input.
        #expect(Self.largestDifference(ours, Self.noise, count: Self.noise.count) > 0.01)
    }

    @Test("three bands in series and a −3 dB global gain equal ffmpeg's three filters and volume=-3dB within 2e-6")
    func cascadeAndGlobalGain() throws {
        let eq = AVAudioUnitEQ(numberOfBands: 4)
        for (parameters, (type, frequency, gain)) in zip(eq.bands, [(AVAudioUnitEQFilterType.highPass, Float(80), Float(0)),
                                                          (.parametric, 2_500, 4), (.highShelf, 8_000, -9)]) {
            parameters.filterType = type
            parameters.frequency = frequency
            parameters.gain = gain
            parameters.bypass = false
        }
        // The fourth band stays bypassed, as iOS makes it: it changes nothing.
        eq.bands[3].filterType = .lowPass
        eq.bands[3].frequency = 100
        eq.globalGain = -3
        let ours = try Self.mixed(through: eq)
        let theirs = try SignalMeasures.ffmpeg(Self.noise, filter: "highpass=f=80:p=2:t=q:w=0.7071067811865476,"
                                               + "equalizer=f=2500:t=o:w=1:g=4,highshelf=f=8000:g=-9:t=s:w=1,volume=-3dB")
        let largest = Self.largestDifference(ours, theirs, count: Self.noise.count)
        #expect(largest < 2e-6, "largest difference \(largest)")
    }

    @Test("a 100 Hz tone through a 4 kHz high-pass loses 64 dB (12 dB an octave over 5.3 octaves), a 10 kHz one keeps 0 dB ±0.5")
    func highPassAttenuation() throws {
        for (frequency, expected, tolerance) in [(100.0, -64.1, 1.0), (10_000.0, 0.0, 0.5)] {
            let eq = AVAudioUnitEQ()
            eq.bands[0].filterType = .highPass
            eq.bands[0].frequency = 4_000
            eq.bands[0].bypass = false
            let tone = SignalMeasures.sine(frequency, seconds: 0.5)
            let chain = EffectChain([eq])
            try chain.play(tone, at: 0)
            let mix = try chain.mix(through: 0.5)
            // The second half, once the filter has settled.
            let level = 20 * log10(SignalMeasures.rms(mix[24_000..<48_000]) / SignalMeasures.rms(tone[24_000..<48_000]))
            #expect(abs(level - expected) < tolerance, "\(frequency) Hz: \(level) dB")
        }
    }

    @Test("iOS's defaults: init() has one band, every band starts bypassed (the sound passes sample for sample), parametric at 0 dB")
    func defaults() throws {
        #expect(AVAudioUnitEQ().bands.count == 1)
        let eq = AVAudioUnitEQ(numberOfBands: 10)
        #expect(eq.bands.count == 10 && AVAudioUnitEQ(numberOfBands: -1).bands.isEmpty)
        #expect(eq.bands.allSatisfy { $0.bypass && $0.filterType == .parametric && $0.gain == 0 })
        #expect(eq.globalGain == 0 && !eq.bypass)
        for band in eq.bands { band.gain = 12 }
        let mix = try Self.mixed(through: eq)
        #expect(Array(mix.prefix(Self.noise.count)) == Self.noise)
        #expect(mix.dropFirst(Self.noise.count).allSatisfy { $0 == 0 })
    }

    @Test("values beyond the documented ranges are clamped; values that are not finite are ignored")
    func ranges() {
        let eq = AVAudioUnitEQ()
        let band = eq.bands[0]
        band.frequency = 5
        band.bandwidth = 9
        band.gain = 40
        eq.globalGain = -200
        #expect(band.frequency == 20 && band.bandwidth == 5 && band.gain == 24 && eq.globalGain == -96)
        band.frequency = 100_000
        band.bandwidth = 0
        #expect(band.frequency == 24_000 && band.bandwidth == 0.05)
        band.frequency = .nan
        band.gain = .infinity
        eq.globalGain = .nan
        #expect(band.frequency == 24_000 && band.gain == 24 && eq.globalGain == -96)
        #expect(AVAudioUnitEQFilterType(rawValue: 10) == .resonantHighShelf && AVAudioUnitEQFilterType.lowPass.rawValue == 1)
    }
}
