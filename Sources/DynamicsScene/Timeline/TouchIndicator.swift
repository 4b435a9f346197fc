import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// Whether scripted touches are drawn: iOS's "show touches" circle for screen recordings, or nothing (visual tests).
public enum TouchVisibility: String, CaseIterable, Sendable {
    /// Draw a translucent circle under each finger.
    case show
    /// Draw nothing.
    case hide
}

/// The translucent circle drawn where a scripted finger is down, like iOS's "show touches" in screen recordings.
@MainActor enum TouchIndicator {
    /// Diameter in points: Apple's minimum touch target.
    static let diameter: CGFloat = 44

    /// A light grey disc at 30 % with a slightly darker ring at 45 %: never opaque, so the control under the finger
    /// (a chevron, a spring holder, a button title) stays readable through it.
    static func view(at location: CGPoint) -> UIView {
        let circle = UIView(frame: CGRect(x: location.x - diameter / 2, y: location.y - diameter / 2,
                                          width: diameter, height: diameter))
        circle.backgroundColor = UIColor(white: 0.55, alpha: 0.3)
        circle.layer.cornerRadius = diameter / 2
        circle.layer.borderWidth = 1.5
        circle.layer.borderColor = UIColor(white: 0.35, alpha: 0.45)
        circle.isUserInteractionEnabled = false
        return circle
    }
}
