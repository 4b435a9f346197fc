import Foundation
import DynamicsGeometry

/// How far an animation has come: one eased fraction for most values, and one per axis for points, since a spring
/// with a two-dimensional initial velocity (`UISpringTimingParameters.initialVelocity`) moves x and y differently.
struct AnimationProgress: Equatable {
    /// The fraction for x coordinates of points.
    var x: CGFloat
    /// The fraction for y coordinates of points.
    var y: CGFloat
    /// The fraction for every other value (and for points when the axes agree).
    var scalar: CGFloat

    /// The same fraction everywhere.
    init(_ fraction: CGFloat) { x = fraction; y = fraction; scalar = fraction }

    init(x: CGFloat, y: CGFloat, scalar: CGFloat) { self.x = x; self.y = y; self.scalar = scalar }

    static let start = AnimationProgress(0)
    static let end = AnimationProgress(1)
}

/// The curve that turns an animation's time into progress: a cubic timing curve over the time fraction, or a
/// spring (per axis when its initial velocity has two components) over the elapsed seconds.
enum TimingModel: Equatable {
    case curve(TimingCurve)
    case spring(x: DampedSpring, y: DampedSpring, scalar: DampedSpring)

    /// A spring with the same velocity on every axis.
    static func spring(_ spring: DampedSpring) -> TimingModel { .spring(x: spring, y: spring, scalar: spring) }

    /// The progress `fraction` (0…1) of the way through an animation lasting `duration` seconds.
    func progress(fraction: Double, duration: Double) -> AnimationProgress {
        switch self {
        case .curve(let curve):
            return AnimationProgress(curve.progress(at: CGFloat(fraction)))
        case let .spring(x, y, scalar):
            // A spring animation ends on its target: UIKit's springs have settled by then, and Core Animation
            // snaps a spring cut short by its duration.
            guard fraction < 1 else { return .end }
            let t = fraction * duration
            return AnimationProgress(x: CGFloat(x.progress(at: t)), y: CGFloat(y.progress(at: t)),
                                     scalar: CGFloat(scalar.progress(at: t)))
        }
    }
}
