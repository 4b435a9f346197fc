import Foundation
import DynamicsGeometry

/// Values at key times and how to pass between them: what `CAKeyframeAnimation` and `UIView.animateKeyframes`
/// animate through.
struct Keyframes {
    /// How values between key times are computed (`CAAnimationCalculationMode`).
    enum Mode {
        /// Straight-line interpolation between neighbouring values at their key times.
        case linear
        /// Each value holds until the next key time.
        case discrete
        /// Key times are ignored; the values are passed at constant speed.
        case paced
        /// A Catmull-Rom spline through the values (for points, rects and numbers; others interpolate linearly).
        case cubic
        /// The spline, at constant speed along its control polygon.
        case cubicPaced
    }

    var values: [AnimatableValue]
    /// One per value (for `.discrete`, one more than the values), ascending in 0…1; nil spaces them evenly.
    var keyTimes: [Double]?
    var mode: Mode = .linear
    /// One timing curve per segment, applied within it (`CAKeyframeAnimation.timingFunctions`).
    var segmentCurves: [TimingCurve]?

    /// The key times in effect: paced modes space them by distance, missing or mismatched ones evenly.
    private var times: [Double] {
        let count = values.count
        if mode == .paced || mode == .cubicPaced {
            var lengths = [0.0]
            for index in 1..<count { lengths.append(lengths[index - 1] + Double(values[index - 1].distance(to: values[index]))) }
            let total = lengths[count - 1]
            return total > 0 ? lengths.map { $0 / total } : (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
        }
        let wanted = mode == .discrete ? count + 1 : count
        if let keyTimes, keyTimes.count == wanted || mode == .discrete && keyTimes.count == count { return keyTimes }
        return (0..<wanted).map { Double($0) / Double(max(wanted - 1, 1)) }
    }

    /// The value at `fraction` (0…1) of the animation.
    func value(at fraction: Double) -> AnimatableValue {
        guard let first = values.first else { return .scalar(0) }
        guard values.count > 1 else { return first }
        let times = self.times
        if mode == .discrete {
            let index = times.lastIndex { $0 <= fraction + 1e-12 } ?? 0
            return values[min(index, values.count - 1)]
        }
        if fraction <= times[0] { return first }
        for index in 0..<(values.count - 1) where fraction < times[index + 1] {
            let span = times[index + 1] - times[index]
            var local = span > 0 ? (fraction - times[index]) / span : 1
            if let curves = segmentCurves, index < curves.count { local = Double(curves[index].progress(at: CGFloat(local))) }
            if mode == .cubic || mode == .cubicPaced, let value = spline(segment: index, at: local) { return value }
            return values[index].interpolated(to: values[index + 1], fraction: CGFloat(local))
        }
        return values[values.count - 1]
    }

    /// The Catmull-Rom point `t` of the way along segment `index`, the end values doubling as their own neighbours.
    private func spline(segment index: Int, at t: Double) -> AnimatableValue? {
        let p0 = values[max(index - 1, 0)], p1 = values[index], p2 = values[index + 1]
        let p3 = values[min(index + 2, values.count - 1)]
        guard let c0 = p0.components, let c1 = p1.components, let c2 = p2.components, let c3 = p3.components,
              c0.count == c1.count, c1.count == c2.count, c2.count == c3.count else { return nil }
        let t = CGFloat(t), t2 = t * t, t3 = t2 * t
        let result = (0..<c1.count).map { i in
            0.5 * (2 * c1[i] + (c2[i] - c0[i]) * t + (2 * c0[i] - 5 * c1[i] + 4 * c2[i] - c3[i]) * t2
                   + (3 * c1[i] - c0[i] - 3 * c2[i] + c3[i]) * t3)
        }
        return p1.with(components: result)
    }
}
