import Foundation

/// The sounds `AVAudioUnitDistortion.loadFactoryPreset(_:)` offers (AVFAudio's `AVAudioUnitDistortionPreset`).
public enum AVAudioUnitDistortionPreset: Int, Sendable {
    /// Bit-crushed drums.
    case drumsBitBrush = 0
    /// Drums through a short repeating buffer.
    case drumsBufferBeats = 1
    /// Low-fidelity drums.
    case drumsLoFi = 2
    /// A broken loudspeaker.
    case multiBrokenSpeaker = 3
    /// A concert heard through a phone.
    case multiCellphoneConcert = 4
    /// Decimated, lightly.
    case multiDecimated1 = 5
    /// Decimated more.
    case multiDecimated2 = 6
    /// Decimated more still.
    case multiDecimated3 = 7
    /// Decimated most.
    case multiDecimated4 = 8
    /// A funky distortion.
    case multiDistortedFunk = 9
    /// A cubic distortion.
    case multiDistortedCubed = 10
    /// A squared distortion.
    case multiDistortedSquared = 11
    /// An echo.
    case multiEcho1 = 12
    /// A longer echo.
    case multiEcho2 = 13
    /// A tight echo.
    case multiEchoTight1 = 14
    /// A tighter echo.
    case multiEchoTight2 = 15
    /// Everything broken at once.
    case multiEverythingIsBroken = 16
    /// Alien chatter.
    case speechAlienChatter = 17
    /// Cosmic interference.
    case speechCosmicInterference = 18
    /// Golden π.
    case speechGoldenPi = 19
    /// A radio tower.
    case speechRadioTower = 20
    /// Waves.
    case speechWaves = 21

    /// The distortion's stages for this preset. Apple does not publish its presets' settings: these follow the
    /// names (the table is in DECISIONS.md).
    var settings: DistortionChain.Settings {
        var settings = DistortionChain.Settings()
        switch self {
        case .drumsBitBrush: (settings.holdFrames, settings.bits, settings.decimationMix) = (4, 6, 1)
        case .drumsBufferBeats: (settings.echoDelay, settings.echoFeedback, settings.echoMix) = (0.0625, 0.8, 0.8)
        case .drumsLoFi:
            (settings.holdFrames, settings.bits, settings.decimationMix) = (3, 8, 1)
            settings.softClipGain = 6
        case .multiBrokenSpeaker: (settings.cubic, settings.polynomialMix, settings.softClipGain) = (8, 1, 12)
        case .multiCellphoneConcert:
            (settings.holdFrames, settings.bits, settings.decimationMix) = (6, 8, 1)
            (settings.squared, settings.polynomialMix) = (2, 0.5)
        case .multiDecimated1: (settings.holdFrames, settings.bits, settings.decimationMix) = (2, 12, 1)
        case .multiDecimated2: (settings.holdFrames, settings.bits, settings.decimationMix) = (4, 10, 1)
        case .multiDecimated3: (settings.holdFrames, settings.bits, settings.decimationMix) = (8, 8, 1)
        case .multiDecimated4: (settings.holdFrames, settings.bits, settings.decimationMix) = (16, 6, 1)
        case .multiDistortedFunk:
            (settings.squared, settings.polynomialMix) = (4, 1)
            (settings.ringFrequency, settings.ringMix) = (120, 0.3)
        case .multiDistortedCubed: (settings.cubic, settings.polynomialMix) = (10, 1)
        case .multiDistortedSquared: (settings.squared, settings.polynomialMix) = (10, 1)
        case .multiEcho1: (settings.echoDelay, settings.echoFeedback, settings.echoMix) = (0.12, 0.55, 0.6)
        case .multiEcho2: (settings.echoDelay, settings.echoFeedback, settings.echoMix) = (0.2, 0.6, 0.6)
        case .multiEchoTight1: (settings.echoDelay, settings.echoFeedback, settings.echoMix) = (0.04, 0.5, 0.5)
        case .multiEchoTight2: (settings.echoDelay, settings.echoFeedback, settings.echoMix) = (0.06, 0.6, 0.5)
        case .multiEverythingIsBroken:
            (settings.holdFrames, settings.bits, settings.decimationMix) = (8, 4, 1)
            (settings.cubic, settings.polynomialMix) = (6, 1)
            (settings.ringFrequency, settings.ringMix) = (60, 0.3)
        case .speechAlienChatter: (settings.ringFrequency, settings.ringMix) = (300, 1)
        case .speechCosmicInterference:
            (settings.ringFrequency, settings.ringMix) = (1_000, 0.5)
            (settings.echoDelay, settings.echoFeedback, settings.echoMix) = (0.03, 0.4, 0.5)
        case .speechGoldenPi: (settings.ringFrequency, settings.ringMix) = (31.4159, 0.6)
        case .speechRadioTower:
            (settings.holdFrames, settings.bits, settings.decimationMix) = (2, 6, 1)
            (settings.squared, settings.polynomialMix) = (3, 0.5)
        case .speechWaves: (settings.ringFrequency, settings.ringMix) = (4, 1)
        }
        return settings
    }
}
