import Dynamics
import Foundation

/// `.items`: the pictures fall side by side out of the screen, never touching.
let collisionItemsScene = collisionScene(
    mode: .items,
    name: "collision-items",
    summary: "TYUIKitDynamicsDemo: two pictures, gravity 0.5, collision mode .items: they fall out of the screen together; 375×667"
)
