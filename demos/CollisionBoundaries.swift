import Dynamics
import Foundation

/// `.boundaries`: both pictures land on the bottom edge, overlapping.
let collisionBoundariesScene = collisionScene(
    mode: .boundaries,
    name: "collision-boundaries",
    summary: "TYUIKitDynamicsDemo: two pictures, gravity 0.5, collision mode .boundaries: both land on the floor, passing through each other; 375×667"
)
