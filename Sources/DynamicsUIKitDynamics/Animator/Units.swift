import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// UIKit Dynamics' scale: 100 points per metre of the physics world.
let pointsPerMeter: CGFloat = 100

extension Vec2 {
    /// A point (in points) as a physics position (in metres).
    init(points p: CGPoint) { self.init(Double(p.x / pointsPerMeter), Double(p.y / pointsPerMeter)) }

    /// This physics vector (metres) in points.
    var points: CGPoint { CGPoint(x: CGFloat(x) * pointsPerMeter, y: CGFloat(y) * pointsPerMeter) }
}

/// A length in points as metres of the physics world.
func meters(_ points: CGFloat) -> Double { Double(points / pointsPerMeter) }

/// A length in metres of the physics world as points.
func points(_ meters: Double) -> CGFloat { CGFloat(meters) * pointsPerMeter }

/// Half of a length in points, in metres: the half-extent of a box or the radius of a circle of that size.
func halfMeters(_ points: CGFloat) -> Double { meters(points) / 2 }
