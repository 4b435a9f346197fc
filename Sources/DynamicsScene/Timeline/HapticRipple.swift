import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The ring drawn where a haptic played (`--show-haptics`, `--debug`): it starts small at the event's place and
/// widens while it fades out over `fadeDuration` of scene time (after a continuous event's duration, during which
/// it holds). Its size says the style and the intensity, its colour the style (or, for Core Haptics events, the
/// sharpness). Never opaque, so what is under it stays readable.
@MainActor enum HapticRipple {
    /// Seconds of scene time a ripple takes to fade out.
    static let fadeDuration: TimeInterval = 0.3
    /// The radius a ripple starts at, as a fraction of its final radius.
    static let startFraction: CGFloat = 0.35

    /// A ring for every event of `log` still showing at `time`, oldest first.
    static func views(for log: HapticLog, at time: TimeInterval) -> [UIView] {
        let events = log.events(through: time)
        return events.compactMap { event in
            let age = time - event.time
            guard age < event.duration + (goesOn(event, in: events) ? 0 : fadeDuration) else { return nil }
            return view(for: event, progress: CGFloat(max(0, age - event.duration) / fadeDuration))
        }
    }

    /// Whether continuous `event` goes on as another piece (a player's sent parameters changed it): then its ring
    /// gives way to the next piece's instead of fading.
    private static func goesOn(_ event: HapticEvent, in events: [HapticEvent]) -> Bool {
        event.kind == .continuous && events.contains { next in
            next.kind == .continuous && next.location == event.location
                && abs(next.time - (event.time + event.duration)) < 1e-9
        }
    }

    /// The ring of `event` at `progress` (0 when it plays, 1 when it has faded).
    static func view(for event: HapticEvent, progress: CGFloat) -> UIView {
        let intensity = CGFloat(event.intensity)
        let finalRadius = maximumRadius(of: event) * (0.6 + 0.4 * intensity)
        let eased = 1 - (1 - progress) * (1 - progress)
        let radius = finalRadius * (startFraction + (1 - startFraction) * eased)
        let opacity = (1 - progress) * (0.4 + 0.6 * intensity)
        let ring = UIView(frame: CGRect(x: event.location.x - radius, y: event.location.y - radius,
                                        width: 2 * radius, height: 2 * radius))
        let (red, green, blue) = color(of: event)
        ring.backgroundColor = UIColor(red: red, green: green, blue: blue, alpha: 0.2 * opacity)
        ring.layer.cornerRadius = radius
        ring.layer.borderWidth = 3
        ring.layer.borderColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
        ring.isUserInteractionEnabled = false
        return ring
    }

    /// Final radius in points at full intensity: heavier styles ripple wider.
    static func maximumRadius(of event: HapticEvent) -> CGFloat {
        switch event.style {
        case "light": 22
        case "medium": 30
        case "heavy": 40
        case "soft": 34
        case "rigid": 24
        case "selection": 14
        case "success", "warning", "error": 36
        default: event.kind == .vibration ? 44 : 30
        }
    }

    /// The ring's colour: one per UIKit style and notification type; Core Haptics events go from indigo (dull, sharpness
    /// 0) to pink (crisp, sharpness 1).
    static func color(of event: HapticEvent) -> (CGFloat, CGFloat, CGFloat) {
        switch event.style {
        case "light": return (0.0, 0.48, 1.0)
        case "medium": return (1.0, 0.58, 0.0)
        case "heavy", "error": return (1.0, 0.23, 0.19)
        case "soft": return (0.19, 0.69, 0.78)
        case "rigid": return (0.69, 0.32, 0.87)
        case "selection": return (0.56, 0.56, 0.58)
        case "success": return (0.2, 0.78, 0.35)
        case "warning": return (1.0, 0.8, 0.0)
        default:
            guard let sharpness = event.sharpness.map({ CGFloat($0) }) else { return (0.64, 0.52, 0.37) }
            return (0.35 + 0.65 * sharpness, 0.34 - 0.16 * sharpness, 0.84 - 0.51 * sharpness)
        }
    }
}
