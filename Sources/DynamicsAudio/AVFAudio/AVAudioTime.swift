import Foundation

/// A moment on an audio timeline: a sample time at a rate, a host time, or both (AVFAudio's `AVAudioTime`).
///
/// Host time here is the scene time in nanoseconds (there is no `mach_absolute_time` on Linux and no wall clock in
/// a scene): `AVAudioTime.hostTime(forSeconds: 1.5)` is 1.5 s of scene time.
open class AVAudioTime: NSObject {
    /// The time in sample frames, when `isSampleTimeValid`.
    public let sampleTime: AVAudioFramePosition
    /// The rate `sampleTime` counts at.
    public let sampleRate: Double
    /// The scene time in nanoseconds, when `isHostTimeValid`.
    public let hostTime: UInt64
    /// Whether `sampleTime` and `sampleRate` are set.
    public let isSampleTimeValid: Bool
    /// Whether `hostTime` is set.
    public let isHostTimeValid: Bool

    /// A time `sampleTime` frames into a timeline counting `sampleRate` frames per second.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        hostTime = 0
        isSampleTimeValid = sampleRate.isFinite && sampleRate > 0
        isHostTimeValid = false
        super.init()
    }

    /// A time on the host clock (here: scene nanoseconds).
    public init(hostTime: UInt64) {
        sampleTime = 0
        sampleRate = 0
        self.hostTime = hostTime
        isSampleTimeValid = false
        isHostTimeValid = true
        super.init()
    }

    /// A time given both ways.
    public init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        self.hostTime = hostTime
        isSampleTimeValid = sampleRate.isFinite && sampleRate > 0
        isHostTimeValid = true
        super.init()
    }

    /// The host time of `seconds` (nanoseconds here); 0 for a negative or non-finite number.
    open class func hostTime(forSeconds seconds: TimeInterval) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return UInt64(min(seconds * 1e9, Double(UInt64.max / 2)).rounded())
    }

    /// The seconds of a host time.
    open class func seconds(forHostTime hostTime: UInt64) -> TimeInterval {
        TimeInterval(hostTime) / 1e9
    }

    /// The sample time in seconds, when valid.
    var sampleSeconds: TimeInterval? {
        isSampleTimeValid ? TimeInterval(sampleTime) / sampleRate : nil
    }
}
