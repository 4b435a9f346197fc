import Dynamics
import Foundation

/// `.everything`: the upper picture piles onto the lower one.
let collisionEverythingScene = collisionScene(
    mode: .everything,
    name: "collision-everything",
    summary: "TYUIKitDynamicsDemo: two pictures, gravity 0.5, collision mode .everything: the lower one lands, the upper one piles onto it; 375×667"
)
