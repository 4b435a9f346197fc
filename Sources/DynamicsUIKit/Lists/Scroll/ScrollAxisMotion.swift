import Foundation
import DynamicsGeometry

/// The motion of a scroll view's offset along one axis after the finger lifts: UIKit's exponential deceleration
/// inside the content, a critically damped spring back from past an edge, then rest.
///
/// Every position is evaluated in closed form from the phase's start time, so the offsets do not depend on the frame
/// rate and match the formulas of docs/scrolling.md exactly.
struct ScrollAxisMotion {
    private enum Phase {
        /// offset(τ) = offset + velocity·(e^(kτ) − 1)/k with k = 1000·ln(rate), τ = time − start.
        case decelerating(start: TimeInterval, offset: CGFloat, velocity: CGFloat)
        /// offset(τ) = edge + (x₀ + (v₀ + ωx₀)τ)·e^(−ωτ), x₀ the displacement past the edge.
        case bouncing(start: TimeInterval, edge: CGFloat, displacement: CGFloat, velocity: CGFloat)
        case resting(CGFloat)
    }

    private var phase: Phase
    private let range: ClosedRange<CGFloat>
    private let exponent: CGFloat
    private let bounces: Bool

    /// Starts from `offset` moving at `velocity` points per second at `time`, within the offsets `range`.
    init(offset: CGFloat, velocity: CGFloat, time: TimeInterval, range: ClosedRange<CGFloat>, rate: CGFloat, bounces: Bool) {
        self.range = range
        self.bounces = bounces
        exponent = ScrollPhysics.decayExponent(rate: rate)
        if range.contains(offset) {
            phase = .decelerating(start: time, offset: offset, velocity: velocity)
        } else if bounces {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            phase = .bouncing(start: time, edge: edge, displacement: offset - edge, velocity: velocity)
        } else {
            phase = .resting(min(max(offset, range.lowerBound), range.upperBound))
        }
    }

    /// True once the offset stopped changing.
    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// The offset at `time` (not before the motion's start); moves to the next phase when one is due.
    mutating func offset(at time: TimeInterval) -> CGFloat {
        switch phase {
        case .resting(let offset):
            return offset
        case .decelerating(let start, let offset, let velocity):
            return decelerate(from: offset, velocity: velocity, start: start, time: time)
        case .bouncing(let start, let edge, let displacement, let velocity):
            return bounce(edge: edge, displacement: displacement, velocity: velocity, start: start, time: time)
        }
    }

    private mutating func decelerate(from offset: CGFloat, velocity: CGFloat, start: TimeInterval,
                                     time: TimeInterval) -> CGFloat {
        let k = exponent
        let elapsed = CGFloat(max(0, time - start))
        let resting = offset - velocity / k
        // The edge it would cross on the way to rest, and when: e^(kτ) = 1 + (edge − offset)·k/velocity.
        if !range.contains(resting) {
            let edge = resting < range.lowerBound ? range.lowerBound : range.upperBound
            let crossing = log(1 + (edge - offset) * k / velocity) / k
            if crossing <= elapsed {
                guard bounces else {
                    phase = .resting(edge)
                    return edge
                }
                let edgeVelocity = velocity * exp(k * crossing)
                phase = .bouncing(start: start + TimeInterval(crossing), edge: edge, displacement: 0, velocity: edgeVelocity)
                return self.offset(at: time)
            }
        }
        // Rest when what is left to travel, |v(τ)/k|, is under the threshold.
        if abs(velocity * exp(k * elapsed) / k) < ScrollPhysics.restThreshold {
            phase = .resting(resting)
            return resting
        }
        return offset + velocity * (exp(k * elapsed) - 1) / k
    }

    private mutating func bounce(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, start: TimeInterval,
                                 time: TimeInterval) -> CGFloat {
        let omega = ScrollPhysics.bounceFrequency
        let elapsed = CGFloat(max(0, time - start))
        guard elapsed.isFinite else {
            phase = .resting(edge)
            return edge
        }
        let growth = velocity + omega * displacement
        let decay = exp(-omega * elapsed)
        let position = (displacement + growth * elapsed) * decay
        let speed = (velocity - omega * growth * elapsed) * decay
        if elapsed > 0, abs(position) < ScrollPhysics.restThreshold, abs(speed) / omega < ScrollPhysics.restThreshold {
            phase = .resting(edge)
            return edge
        }
        return edge + position
    }
}
