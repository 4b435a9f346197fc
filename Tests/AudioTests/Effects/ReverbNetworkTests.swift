@testable import DynamicsAudio
import Foundation
import Testing

@Suite("The Schroeder–Moorer reverb network and its tail")
struct ReverbNetworkTests {
    /// 0.1 s of a stereo impulse: one full-scale sample, then silence.
    private let impulse = [Float(1), 1] + [Float](repeating: 0, count: 2 * 4_799)

    @Test("a cathedral's impulse response decays in every 0.25 s window after the first reflections, and is silent before its pre-delay")
    func tailDecays() throws {
        let character = AVAudioUnitReverbPreset.cathedral.character
        let response = EffectRender.render(impulse, through: ReverbNetwork(character), looping: false)
        let left = SignalMeasures.left(response)
        let preDelay = Int(character.preDelay * 48_000)
        #expect(left[..<preDelay].allSatisfy { $0 == 0 })
        let window = 12_000
        let energies = stride(from: 24_000, to: left.count - window, by: window).map {
            SignalMeasures.rms(left[$0..<($0 + window)])
        }
        #expect(energies.count > 8)
        #expect(zip(energies, energies.dropFirst()).allSatisfy { $1 < $0 }, "\(energies)")
        // The tail stops where it falls below −100 dBFS, at most a block later.
        let lastBlock = response[(response.count - 2 * EffectRender.tailBlock)...]
        #expect(lastBlock.contains { abs($0) >= EffectRender.silence })
    }

    @Test("undamped, the decay time measured by Schroeder's backward integration is the T60 asked for, within 15 %",
          arguments: [0.5, 1.5, 4.0])
    func decayTime(_ seconds: Double) {
        let measured = decayTime(of: ReverbNetwork.Character(decayTime: seconds, damping: 0, preDelay: 0))
        #expect(abs(measured - seconds) / seconds < 0.15, "measured \(measured) s for \(seconds) s")
    }

    @Test("damping shortens the decay: high frequencies die sooner, as in a room")
    func dampingShortens() {
        let bright = decayTime(of: ReverbNetwork.Character(decayTime: 2, damping: 0, preDelay: 0))
        let dull = decayTime(of: ReverbNetwork.Character(decayTime: 2, damping: 1, preDelay: 0))
        #expect(dull < bright * 0.9, "damped \(dull) s, undamped \(bright) s")
    }

    /// T60 of the network's impulse response (left channel), from the energy still to come after each frame
    /// (Schroeder's backward integration): twice the time from −5 dB to −35 dB (T30).
    private func decayTime(of character: ReverbNetwork.Character) -> Double {
        let response = SignalMeasures.left(EffectRender.render(impulse, through: ReverbNetwork(character),
                                                               looping: false))
        var remaining = response.reversed().reduce(into: [Double]()) { sums, sample in
            sums.append((sums.last ?? 0) + Double(sample) * Double(sample))
        }
        remaining.reverse()
        let total = remaining[0]
        func frame(at decibels: Double) -> Int {
            remaining.firstIndex { 10 * log10($0 / total) <= decibels } ?? remaining.count
        }
        return Double(frame(at: -35) - frame(at: -5)) / 48_000 * 2
    }

    @Test("the network renders the same samples every run")
    func deterministic() {
        let character = AVAudioUnitReverbPreset.largeHall.character
        #expect(EffectRender.render(impulse, through: ReverbNetwork(character), looping: false)
            == EffectRender.render(impulse, through: ReverbNetwork(character), looping: false))
    }

    @Test("a looping sound's tail is folded onto its start: the same length, and the tail's sum is kept")
    func loopFolds() {
        let character = AVAudioUnitReverbPreset.mediumRoom.character
        let open = EffectRender.render(impulse, through: ReverbNetwork(character), looping: false)
        let folded = EffectRender.render(impulse, through: ReverbNetwork(character), looping: true)
        #expect(folded.count == impulse.count)
        let openSum = open.reduce(0.0) { $0 + Double($1) }, foldedSum = folded.reduce(0.0) { $0 + Double($1) }
        #expect(abs(openSum - foldedSum) < 1e-3)
    }
}
