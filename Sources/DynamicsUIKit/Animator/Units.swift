import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsViews

/// UIKit Dynamics' scale: 100 points per metre of the physics world.
let pointsPerMeter: CGFloat = 100

extension Vec2 {
    /// A point (in points) as a physics position (in metres).
    init(points p: CGPoint) { self.init(Double(p.x / pointsPerMeter), Double(p.y / pointsPerMeter)) }

    /// This physics vector (metres) in points.
    var points: CGPoint { CGPoint(x: CGFloat(x) * pointsPerMeter, y: CGFloat(y) * pointsPerMeter) }
}
