import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// A vector of length `magnitude` along `angle`, computed as UIKit computes it: with single-precision `sincosf`.
///
/// So `directionVector(angle: .pi, magnitude: 2)` is (−2, −1.7e-7), as on a device, not (−2, −2.4e-16).
func directionVector(angle: CGFloat, magnitude: CGFloat) -> CGVector {
    let floatAngle = Float(angle)
    return CGVector(dx: CGFloat(cosf(floatAngle)) * magnitude, dy: CGFloat(sinf(floatAngle)) * magnitude)
}

extension CGVector {
    /// Euclidean length.
    var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
    /// Angle from +x toward +y (clockwise on a y-down screen).
    var angle: CGFloat { atan2(dy, dx) }
}
