import Dynamics
import Foundation

/// SitePoint, "Gravity and Collision" with the tutorial's "barrier" boundary: an invisible line across the view at
/// y = 350 (the source draws nothing there), so the square lands on it after a 150 pt fall, bounces (elasticity
/// 0.7) and comes to rest with its bottom edge on the line.
let barrierScene = gravityAndCollisionScene(
    name: "barrier",
    summary: "SitePoint: the bouncing square stops on the invisible \"barrier\" boundary line at y = 350; 320×568",
    barrierHeight: 350
)
