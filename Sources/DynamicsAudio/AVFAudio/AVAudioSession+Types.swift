import Foundation

extension AVAudioSession {
    /// How the app's sound mixes with other apps' (`AVAudioSessionCategory`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name, as iOS spells it (`AVAudioSessionCategoryAmbient`).
        public let rawValue: String
        /// A category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mixes with other audio, silenced by the ring/silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: silences other audio and the switch silences it.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that the switch does not silence.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording only.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// What the audio is for (`AVAudioSessionMode`).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name, as iOS spells it (`AVAudioSessionModeDefault`).
        public let rawValue: String
        /// A mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No special processing.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Voice over IP.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Game Center voice chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Recording video.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measuring input or output.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Playing movies.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Video calls.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Spoken audio such as audiobooks.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Short spoken prompts.
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Modifiers of a category (`AVAudioSessionCategoryOptions`), with iOS's bit values.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio while playing.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Hands-free Bluetooth devices as inputs.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Hands-free Bluetooth devices as inputs (iOS 26's name).
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
        /// Route to the speaker rather than the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Pause spoken audio of other apps and mix with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Stream to Bluetooth A2DP devices.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// Stream to AirPlay devices.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keep playing when the microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options of `setActive(_:options:)`.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps they may resume when this session deactivates.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How the session's route is shared (`AVAudioSessionRouteSharingPolicy`).
    public enum RouteSharingPolicy: UInt, Sendable {
        /// Follow the system's routing.
        case `default` = 0
        /// Long-form audio such as music and podcasts.
        case longFormAudio = 1
        /// A route of the app's own.
        case independent = 2
        /// Long-form video.
        case longFormVideo = 3
    }
}
