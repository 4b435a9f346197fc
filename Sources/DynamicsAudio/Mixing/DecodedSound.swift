import Foundation

/// A sound file decoded once into the mix's format: 32-bit float samples at `SoundMixer.sampleRate`, two channels
/// interleaved (a mono file is put on both channels at full level, as iOS plays it on both speakers).
package final class DecodedSound: Sendable {
    /// Interleaved left/right samples.
    package let samples: [Float]
    /// The channels the file itself has (`AVAudioPlayer.numberOfChannels`).
    package let fileChannels: Int

    package init(samples: [Float], fileChannels: Int) {
        self.samples = samples
        self.fileChannels = fileChannels
    }

    /// Sample frames (one left and one right sample each).
    package var frameCount: Int { samples.count / 2 }

    /// Seconds of sound.
    package var duration: TimeInterval { TimeInterval(frameCount) / TimeInterval(SoundMixer.sampleRate) }
}
