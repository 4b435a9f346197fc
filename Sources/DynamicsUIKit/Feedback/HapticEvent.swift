import Foundation
import DynamicsGeometry

/// One haptic the scene played: a feedback generator's tap, a Core Haptics event, a system vibration. A device makes
/// the user feel it; a render records it (`HapticLog`), writes it into `--trace` and draws it as a ripple.
public struct HapticEvent: Equatable, Sendable {
    /// What played it.
    public enum Kind: String, Sendable, CaseIterable {
        /// `UIImpactFeedbackGenerator.impactOccurred`.
        case impact
        /// `UISelectionFeedbackGenerator.selectionChanged`.
        case selection
        /// `UINotificationFeedbackGenerator.notificationOccurred`.
        case notification
        /// A Core Haptics `hapticTransient` event.
        case transient
        /// A Core Haptics `hapticContinuous` event (it lasts `duration`).
        case continuous
        /// A system vibration (`AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)`).
        case vibration
    }

    /// Where the location came from (the rule is in docs/frameworks.md).
    public enum Origin: String, Sendable {
        /// The generator's view, or a location given in its coordinates.
        case view
        /// The latest scripted touch of the scene.
        case touch
        /// The window's centre: nothing nearer said where.
        case window
    }

    /// Scene time in seconds at which it plays.
    public var time: TimeInterval
    /// What played it.
    public var kind: Kind
    /// The generator's style or notification type (`light`, `medium`, `heavy`, `soft`, `rigid`, `success`,
    /// `warning`, `error`); nil for kinds without one.
    public var style: String?
    /// Strength from 0 to 1 (a generator's intensity, a Core Haptics event's `hapticIntensity` times the player's
    /// intensity control).
    public var intensity: Double
    /// Core Haptics' `hapticSharpness` from 0 to 1; nil where the API has none (UIKit's generators).
    public var sharpness: Double?
    /// How long it lasts in seconds: 0 for a tap, the event's duration for a continuous one.
    public var duration: TimeInterval
    /// Where it is shown, in window coordinates.
    public var location: CGPoint
    /// Which rule gave `location`.
    public var origin: Origin

    /// An event with every field given.
    public init(time: TimeInterval, kind: Kind, style: String? = nil, intensity: Double, sharpness: Double? = nil,
                duration: TimeInterval = 0, location: CGPoint, origin: Origin) {
        self.time = time
        self.kind = kind
        self.style = style
        self.intensity = intensity
        self.sharpness = sharpness
        self.duration = duration
        self.location = location
        self.origin = origin
    }
}
