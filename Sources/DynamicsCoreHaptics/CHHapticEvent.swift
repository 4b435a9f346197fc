import Foundation

/// One haptic or audio event of a pattern: a tap (`hapticTransient`) or a buzz that lasts (`hapticContinuous`), at a
/// time relative to the pattern's start.
open class CHHapticEvent: NSObject {
    /// The kinds of event.
    public struct EventType: RawRepresentable, Hashable, Sendable {
        /// The key an AHAP file or pattern dictionary uses, e.g. `HapticTransient`.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A buzz lasting the event's duration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A synthesised tone lasting the event's duration (see `ContinuousTone`).
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// An audio file: a registered resource, or an AHAP's `EventWaveformPath`.
        public static let audioCustom = EventType(rawValue: "AudioCustom")

        /// The four types Core Haptics knows.
        static let known: Set<EventType> = [.hapticTransient, .hapticContinuous, .audioContinuous, .audioCustom]
    }

    /// The parameters an event can carry.
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        /// The key an AHAP file or pattern dictionary uses, e.g. `HapticIntensity`.
        public let rawValue: String
        /// The parameter named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Strength, 0…1 (default 1).
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// Crispness, 0…1 (default 0.5).
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// Envelope attack time.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// Envelope decay time.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// Envelope release time.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// 1 when a continuous event sustains for its duration.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// Audio volume.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// Audio pitch.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// Audio pan.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// Audio brightness.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")

        /// Every parameter Core Haptics knows.
        static let known: Set<ParameterID> = [.hapticIntensity, .hapticSharpness, .attackTime, .decayTime,
                                              .releaseTime, .sustained, .audioVolume, .audioPitch, .audioPan,
                                              .audioBrightness]
    }

    /// The event's type.
    public let type: EventType
    /// The event's parameters (may be empty).
    public let eventParameters: [CHHapticEventParameter]
    /// Seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// Seconds a continuous event lasts (0 for a transient one).
    open var duration: TimeInterval
    /// The registered audio file an `audioCustom` event plays.
    let audioResourceID: CHHapticAudioResourceID?
    /// The audio file an `audioCustom` event of a pattern dictionary names (`EventWaveformPath`).
    let waveformPath: String?

    /// An event of `type` at `relativeTime` with no duration (a continuous event needs `init(eventType:parameters:relativeTime:duration:)`).
    public convenience init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
                            relativeTime time: TimeInterval) {
        self.init(eventType: type, parameters: eventParams, relativeTime: time, duration: 0)
    }

    /// An event of `type` at `relativeTime` lasting `duration` seconds.
    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
                relativeTime time: TimeInterval, duration: TimeInterval) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
        audioResourceID = nil
        waveformPath = nil
        super.init()
    }

    /// An event of a pattern dictionary: `waveformPath` is its `EventWaveformPath`, if it has one.
    init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
         duration: TimeInterval, waveformPath: String?) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
        audioResourceID = nil
        self.waveformPath = waveformPath
        super.init()
    }

    /// An `audioCustom` event playing the registered resource `resID` at `relativeTime`.
    public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter],
                            relativeTime time: TimeInterval) {
        self.init(audioResourceID: resID, parameters: eventParams, relativeTime: time, duration: 0)
    }

    /// An `audioCustom` event playing the registered resource `resID` at `relativeTime` for `duration` seconds.
    public init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter],
                relativeTime time: TimeInterval, duration: TimeInterval) {
        type = .audioCustom
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
        audioResourceID = resID
        waveformPath = nil
        super.init()
    }

    /// A new event with the same type, parameters, time, duration and resource.
    func copy() -> CHHapticEvent {
        let parameters = eventParameters.map { CHHapticEventParameter(parameterID: $0.parameterID, value: $0.value) }
        if let audioResourceID {
            return CHHapticEvent(audioResourceID: audioResourceID, parameters: parameters, relativeTime: relativeTime,
                                 duration: duration)
        }
        return CHHapticEvent(eventType: type, parameters: parameters, relativeTime: relativeTime, duration: duration,
                             waveformPath: waveformPath)
    }

    /// The value of `parameter` on this event, if it carries one.
    func value(of parameter: ParameterID) -> Float? {
        eventParameters.last { $0.parameterID == parameter }?.value
    }

    /// True for the two types felt rather than heard.
    var isHaptic: Bool { type == .hapticTransient || type == .hapticContinuous }

    /// True for an event that plays an audio file.
    var playsFile: Bool { type == .audioCustom && (audioResourceID != nil || waveformPath != nil) }
}

/// The number `CHHapticEngine.registerAudioResource(_:options:)` gives an audio file.
public typealias CHHapticAudioResourceID = Int
