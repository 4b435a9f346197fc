import Foundation

/// A parameter/value pair that sets an event's character (its intensity, its sharpness…).
open class CHHapticEventParameter: NSObject {
    /// Which parameter.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value.
    open var value: Float

    /// The parameter `parameterID` with `value`.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
        super.init()
    }
}

/// A control that changes the events of a playing pattern from `relativeTime` on: the intensity control multiplies
/// their intensity, the sharpness control is added to their sharpness.
open class CHHapticDynamicParameter: NSObject {
    /// The kinds of control.
    public struct ID: RawRepresentable, Hashable, Sendable {
        /// The key an AHAP file or pattern dictionary uses, e.g. `HapticIntensityControl`.
        public let rawValue: String
        /// The control named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Multiplies events' intensity (0…1).
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Added to events' sharpness (−1…1).
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Changes the attack time.
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        /// Changes the decay time.
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        /// Changes the release time.
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        /// Audio volume.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        /// Audio pan.
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        /// Audio brightness.
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
        /// Audio pitch.
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        /// Audio attack time.
        public static let audioAttackTimeControl = ID(rawValue: "AudioAttackTimeControl")
        /// Audio decay time.
        public static let audioDecayTimeControl = ID(rawValue: "AudioDecayTimeControl")
        /// Audio release time.
        public static let audioReleaseTimeControl = ID(rawValue: "AudioReleaseTimeControl")

        /// Every control Core Haptics knows.
        static let known: Set<ID> = [.hapticIntensityControl, .hapticSharpnessControl, .hapticAttackTimeControl,
                                     .hapticDecayTimeControl, .hapticReleaseTimeControl, .audioVolumeControl,
                                     .audioPanControl, .audioBrightnessControl, .audioPitchControl,
                                     .audioAttackTimeControl, .audioDecayTimeControl, .audioReleaseTimeControl]
    }

    /// Which control.
    public let parameterID: ID
    /// Its value.
    open var value: Float
    /// Seconds from the pattern's start at which it takes effect.
    open var relativeTime: TimeInterval

    /// The control `parameterID` set to `value` from `relativeTime`.
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
        super.init()
    }
}

/// A control that moves between control points, linearly, from `relativeTime` on.
open class CHHapticParameterCurve: NSObject {
    /// One point of the curve: a value at a time relative to the curve's start.
    open class ControlPoint: NSObject {
        /// Seconds from the curve's start.
        open var relativeTime: TimeInterval
        /// The value there.
        open var value: Float

        /// The point `value` at `relativeTime`.
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
            super.init()
        }
    }

    /// Which control the curve drives.
    public let parameterID: CHHapticDynamicParameter.ID
    /// Seconds from the pattern's start at which the curve starts.
    open var relativeTime: TimeInterval
    /// The points, in time order.
    public let controlPoints: [ControlPoint]

    /// A curve of `parameterID` through `controlPoints`, starting at `relativeTime`.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints.sorted { $0.relativeTime < $1.relativeTime }
        self.relativeTime = relativeTime
        super.init()
    }

    /// The curve's value `time` seconds after the pattern's start: before the first point the first value, after the
    /// last the last, linear in between; nil before the curve starts.
    func value(at time: TimeInterval) -> Float? {
        let local = time - relativeTime
        guard local >= 0, let first = controlPoints.first, let last = controlPoints.last else { return nil }
        if local <= first.relativeTime { return first.value }
        if local >= last.relativeTime { return last.value }
        for (a, b) in zip(controlPoints, controlPoints.dropFirst()) where local <= b.relativeTime {
            let span = b.relativeTime - a.relativeTime
            guard span > 0 else { return b.value }
            return a.value + (b.value - a.value) * Float((local - a.relativeTime) / span)
        }
        return last.value
    }
}
