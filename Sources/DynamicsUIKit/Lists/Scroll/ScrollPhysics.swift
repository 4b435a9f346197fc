import Foundation
import DynamicsGeometry

/// The curves of UIKit's scrolling (docs/scrolling.md gives each with its source).
enum ScrollPhysics {
    /// The rubber-band stiffness: 0.55 makes a drag of one view height move the content about a third of it.
    static let rubberBandCoefficient: CGFloat = 0.55
    /// Angular frequency, in rad/s, of the critically damped spring (mass 1, stiffness 100) that returns content
    /// past an edge.
    static let bounceFrequency: CGFloat = 10
    /// Motion ends when what is left to travel is under half a pixel of a 2× screen.
    static let restThreshold: CGFloat = 0.25

    /// How far content moves when the finger has dragged it `overshoot` points past an edge of a view `dimension`
    /// points long: f(x, d) = (1 − 1/(x·c/d + 1))·d, which follows the finger at first and never reaches d.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger overshoot that `rubberBand` turns into `banded` (so a new drag resumes where a bounce is).
    static func fingerOvershoot(forBanded banded: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, banded > 0 else { return 0 }
        let fraction = min(banded / dimension, 0.999)
        return (1 / (1 - fraction) - 1) * dimension / rubberBandCoefficient
    }

    /// A dragged offset with the part beyond `range` rubber-banded (or clamped when the view does not bounce).
    static func banded(_ raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound - rubberBand(range.lowerBound - raw, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// The raw drag offset that `banded` turns into `offset`.
    static func unbanded(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound - fingerOvershoot(forBanded: range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + fingerOvershoot(forBanded: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// 1000·ln(rate): the exponent per second of UIKit's per-millisecond velocity decay.
    static func decayExponent(rate: CGFloat) -> CGFloat {
        1000 * log(min(max(rate, 0.5), 0.999999))
    }

    /// Where a deceleration from `offset` at `velocity` (points per second) comes to rest:
    /// offset − velocity / (1000·ln rate).
    static func restingOffset(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        offset - velocity / decayExponent(rate: rate)
    }

    /// The starting velocity that makes a deceleration from `offset` come to rest at `target`.
    static func velocity(from offset: CGFloat, restingAt target: CGFloat, rate: CGFloat) -> CGFloat {
        (offset - target) * decayExponent(rate: rate)
    }
}
