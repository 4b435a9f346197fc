import Foundation

/// An error Core Haptics throws, with the SDK's codes (`CHHapticErrors.h`) and a sentence saying what was wrong.
public struct CHHapticError: CustomNSError, LocalizedError, Hashable, Sendable {
    /// The SDK's error codes.
    public enum Code: Int, Sendable {
        /// The engine is not running (`start()` was not called, or `stop` was).
        case engineNotRunning = -4805
        /// The operation is not permitted now.
        case operationNotPermitted = -4806
        /// The engine took too long to start.
        case engineStartTimeout = -4808
        /// The hardware does not support haptics.
        case notSupported = -4809
        /// The haptic server could not start.
        case serverInitFailed = -4810
        /// The haptic server was interrupted.
        case serverInterrupted = -4811
        /// The player is not valid (its engine was reset).
        case invalidPatternPlayer = -4812
        /// The pattern's data is invalid.
        case invalidPatternData = -4813
        /// The pattern dictionary is invalid.
        case invalidPatternDictionary = -4814
        /// The audio session is invalid.
        case invalidAudioSession = -4815
        /// An engine parameter is invalid.
        case invalidEngineParameter = -4816
        /// A parameter type is unknown.
        case invalidParameterType = -4820
        /// An event type is unknown.
        case invalidEventType = -4821
        /// An event time is invalid.
        case invalidEventTime = -4822
        /// An event duration is invalid.
        case invalidEventDuration = -4823
        /// An audio resource is invalid.
        case invalidAudioResource = -4824
        /// A resource is not available.
        case resourceNotAvailable = -4825
        /// An event entry is malformed.
        case badEventEntry = -4830
        /// A parameter entry is malformed.
        case badParameterEntry = -4831
        /// A time is invalid.
        case invalidTime = -4840
        /// The file was not found.
        case fileNotFound = -4851
        /// Not enough power.
        case insufficientPower = -4897
        /// Something else failed.
        case unknownError = -4898
        /// Out of memory.
        case memoryError = -4899
    }

    /// The error domain, as on iOS.
    public static let errorDomain = "com.apple.CoreHaptics"
    /// What went wrong.
    public let code: Code
    /// One sentence saying why.
    public let reason: String

    /// An error of `code` for `reason`.
    public init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The reason, for `localizedDescription`.
    public var errorDescription: String? { reason }
}
