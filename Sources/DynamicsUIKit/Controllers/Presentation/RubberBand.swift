import DynamicsGeometry
import Foundation

/// UIKit's rubber band: how far a view dragged `offset` points past where it may go is shown, as scroll views and
/// sheets resist a drag: `(1 − 1 / (|offset| · c / dimension + 1)) · dimension` with c = 0.55, which follows the finger
/// at first and approaches `dimension` however far the finger goes. The formula and its constant are the public
/// reading of UIScrollView's bounce (docs/controllers.md).
enum RubberBand {
    /// UIKit's resistance constant.
    static let coefficient: CGFloat = 0.55

    /// The shown offset for a finger `offset` points past the limit (the sign is kept), against a view `dimension`
    /// points long in the drag's direction.
    static func offset(_ offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let shown = (1 - 1 / (abs(offset) * coefficient / dimension + 1)) * dimension
        return offset < 0 ? -shown : shown
    }
}

/// Where a flick would carry what it moves: the distance a scroll view's normal deceleration (a rate of 0.998 per
/// millisecond) covers from `velocity` points per second, the projection Apple's WWDC 2018 session "Designing Fluid
/// Interfaces" uses to decide where a released gesture goes.
enum FlickProjection {
    /// `UIScrollView.DecelerationRate.normal`.
    static let decelerationRate: CGFloat = 0.998

    /// How many points past its current place a release at `velocity` points per second ends.
    static func distance(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}
