import Foundation

/// The range and default of one parameter on this hardware.
public protocol CHHapticParameterAttributes: NSObjectProtocol {
    /// The lowest value.
    var minValue: Float { get }
    /// The highest value.
    var maxValue: Float { get }
    /// The value used when an event does not set it.
    var defaultValue: Float { get }
}

/// What the device's haptic hardware can do.
public protocol CHHapticDeviceCapability {
    /// True when haptic events can be felt (here: recorded and drawn).
    var supportsHaptics: Bool { get }
    /// True when audio events can be heard.
    var supportsAudio: Bool { get }
    /// The range of `inParameter` for events of `type`.
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID,
                    eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes
    /// The range of the control `inParameter`.
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes
}

/// The scene's iPhone: haptics supported (so apps that check take their haptic path and their events are drawn),
/// audio supported, the SDK's documented parameter ranges.
struct TapticEngineCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { true }
    var supportsAudio: Bool { true }

    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID,
                    eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes {
        let range: (Float, Float, Float)? = switch inParameter {
        case .hapticIntensity, .audioVolume: (0, 1, 1)
        case .hapticSharpness: (0, 1, 0.5)
        case .audioBrightness: (0, 1, 1)
        case .attackTime, .decayTime, .releaseTime: (0, 1, 0)
        case .sustained: (0, 1, 1)
        case .audioPitch, .audioPan: (-1, 1, 0)
        default: nil
        }
        guard let range else {
            throw CHHapticError(.invalidParameterType, "unknown event parameter '\(inParameter.rawValue)'")
        }
        return ParameterRange(minValue: range.0, maxValue: range.1, defaultValue: range.2)
    }

    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes {
        let range: (Float, Float, Float)? = switch inParameter {
        case .hapticIntensityControl, .audioVolumeControl: (0, 1, 1)
        case .hapticSharpnessControl, .audioBrightnessControl, .audioPanControl, .audioPitchControl: (-1, 1, 0)
        case .hapticAttackTimeControl, .hapticDecayTimeControl, .hapticReleaseTimeControl,
             .audioAttackTimeControl, .audioDecayTimeControl, .audioReleaseTimeControl: (-1, 1, 0)
        default: nil
        }
        guard let range else {
            throw CHHapticError(.invalidParameterType, "unknown dynamic parameter '\(inParameter.rawValue)'")
        }
        return ParameterRange(minValue: range.0, maxValue: range.1, defaultValue: range.2)
    }
}

/// One parameter's range.
final class ParameterRange: NSObject, CHHapticParameterAttributes {
    let minValue: Float
    let maxValue: Float
    let defaultValue: Float

    init(minValue: Float, maxValue: Float, defaultValue: Float) {
        self.minValue = minValue
        self.maxValue = maxValue
        self.defaultValue = defaultValue
        super.init()
    }
}
