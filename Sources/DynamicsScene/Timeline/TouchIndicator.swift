import Foundation
import DynamicsGeometry
import DynamicsViews
import DynamicsUIKit
import DynamicsRender

/// The semi-transparent grey circle drawn where a scripted finger is down, like the simulator's touch indicator.
enum TouchIndicator {
    /// Diameter in points: Apple's minimum touch target.
    static let diameter: CGFloat = 44

    static func view(at location: CGPoint) -> UIView {
        let circle = UIView(frame: CGRect(x: location.x - diameter / 2, y: location.y - diameter / 2,
                                          width: diameter, height: diameter))
        circle.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        circle.layer.cornerRadius = diameter / 2
        circle.layer.borderWidth = 1
        circle.layer.borderColor = UIColor(white: 0.3, alpha: 0.6)
        circle.isUserInteractionEnabled = false
        return circle
    }
}
