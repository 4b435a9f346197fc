import Foundation

/// A damped harmonic oscillator in closed form that carries an animation across a unit distance: progress 0 at
/// t = 0, at rest at 1 (docs/animation.md derives the three cases and the parameter mappings).
///
/// The displacement from rest is x(t) = progress − 1, with x(0) = −1 and x′(0) = `initialVelocity` (unit distances
/// per second, positive towards the target), solving m·x″ + c·x′ + k·x = 0.
struct DampedSpring: Equatable {
    /// The mass m (> 0).
    let mass: Double
    /// The stiffness k (> 0).
    let stiffness: Double
    /// The damping coefficient c (≥ 0).
    let damping: Double
    /// The velocity at t = 0, in unit distances per second towards the target.
    let initialVelocity: Double

    /// A spring from its physical parameters, clamped as Core Animation clamps them (mass and stiffness above 0,
    /// damping not negative).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite ? max(mass, 1e-6) : 1
        self.stiffness = stiffness.isFinite ? max(stiffness, 1e-6) : 100
        self.damping = damping.isFinite ? max(damping, 0) : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// ω₀ = √(k/m), the undamped angular frequency.
    var undampedFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement's closed form: x(t) = e^(−ζω₀t)(A cos ω_d t + B sin ω_d t) below critical damping,
    /// (A + Bt)e^(−ω₀t) at it, C₁e^(r₁t) + C₂e^(r₂t) above it.
    private enum Solution {
        case under(decay: Double, frequency: Double, a: Double, b: Double)
        case critical(rate: Double, a: Double, b: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private var solution: Solution {
        let omega = undampedFrequency, zeta = dampingRatio, x0 = -1.0, v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return .critical(rate: omega, a: x0, b: v0 + omega * x0)
        } else if zeta < 1 {
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            return .under(decay: zeta * omega, frequency: frequency, a: x0, b: (v0 + zeta * omega * x0) / frequency)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            return .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    /// x(t), the signed distance from rest (−1 at t = 0).
    func displacement(at t: Double) -> Double {
        switch solution {
        case let .under(decay, frequency, a, b):
            return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case let .critical(rate, a, b):
            return (a + b * t) * exp(-rate * t)
        case let .over(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The progress 1 + x(t): 0 at the start, 1 at rest, above 1 while overshooting.
    func progress(at t: Double) -> Double { 1 + displacement(at: t) }

    /// x′(t), in unit distances per second.
    func velocity(at t: Double) -> Double {
        switch solution {
        case let .under(decay, frequency, a, b):
            let e = exp(-decay * t), c = cos(frequency * t), s = sin(frequency * t)
            return e * ((b * frequency - a * decay) * c - (a * frequency + b * decay) * s)
        case let .critical(rate, a, b):
            return (b - rate * (a + b * t)) * exp(-rate * t)
        case let .over(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// The share of the distance below which the spring counts as at rest (Core Animation's settling threshold as
    /// reproduced in docs/animation.md).
    static let restThreshold = 0.001

    /// An upper bound of |x(t)|: (|A| + |B|)e^(−ζω₀t), (|A| + |B|t)e^(−ω₀t) or |C₁|e^(r₁t) + |C₂|e^(r₂t).
    private func envelope(at t: Double) -> Double {
        switch solution {
        case let .under(decay, _, a, b): return (abs(a) + abs(b)) * exp(-decay * t)
        case let .critical(rate, a, b): return (abs(a) + abs(b) * t) * exp(-rate * t)
        case let .over(r1, r2, c1, c2): return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time after which the envelope stays below `restThreshold`: `CASpringAnimation.settlingDuration`.
    /// Infinite for an undamped spring.
    var settlingDuration: Double {
        guard damping > 0 else { return .infinity }
        let epsilon = DampedSpring.restThreshold
        var high = 1 / undampedFrequency
        var doublings = 0
        while envelope(at: high) >= epsilon, doublings < 64 { high *= 2; doublings += 1 }
        // The envelope can rise before it falls (critical damping with a large initial velocity): find the last
        // sample above the threshold, then bisect that interval.
        let samples = 1000
        var low = 0.0
        for index in stride(from: samples, through: 0, by: -1) {
            let t = high * Double(index) / Double(samples)
            if envelope(at: t) >= epsilon { low = t; break }
        }
        high = min(high, low + high / Double(samples))
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if envelope(at: middle) >= epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// The spring UIKit builds for `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: mass 1, the damping ratio clamped to 0.002…1 and
    /// the duration to 0.01…10 s, and the undamped frequency ω₀ for which the oscillation's amplitude
    /// |ζω₀ − v| / ω_d · e^(−ζω₀d) (critically damped: ((ω₀ − v)d + 1)e^(−ω₀d)) has fallen to 0.001 at the duration
    /// d (Framer's derivation, which reproduces UIKit's curves; see docs/animation.md). Of two such frequencies the
    /// stiffer is taken; when none exists (a large initial velocity against heavy damping) the one for zero velocity.
    static func uikit(dampingRatio ratio: Double, duration: Double, initialVelocity velocity: Double) -> DampedSpring {
        let zeta = ratio.isFinite ? min(max(ratio, 0.002), 1) : 1
        let d = duration.isFinite ? min(max(duration, 0.01), 10) : 0.01
        let v = velocity.isFinite ? velocity : 0
        let omega = frequency(zeta: zeta, duration: d, velocity: v) ?? frequency(zeta: zeta, duration: d, velocity: 0) ?? 5 / d
        let stiffness = omega * omega
        return DampedSpring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
                            initialVelocity: v)
    }

    /// Framer's amplitude at the duration, as a function of ω₀.
    private static func amplitude(_ omega: Double, zeta: Double, duration d: Double, velocity v: Double) -> Double {
        if zeta >= 1 { return exp(-omega * d) * ((omega - v) * d + 1) }
        return (zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot()) * exp(-zeta * omega * d)
    }

    private static func frequency(zeta: Double, duration d: Double, velocity v: Double) -> Double? {
        let epsilon = restThreshold
        func excess(_ omega: Double) -> Double { amplitude(omega, zeta: zeta, duration: d, velocity: v) - epsilon }
        var high = 5 / d
        var steps = 0
        while excess(high) > 0, steps < 200 { high *= 2; steps += 1 }
        guard excess(high) <= 0 else { return nil }
        var low = high
        steps = 0
        while excess(low) <= 0, steps < 200 { low /= 1.25; steps += 1 }
        guard excess(low) > 0 else { return nil }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if excess(middle) > 0 { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// SwiftUI's and iOS 17's perceptual spring: mass 1, stiffness (2π / duration)², damping ratio 1 − bounce for a
    /// bounce ≥ 0 and 1 / (1 + bounce) below 0.
    static func perceptual(duration: Double, bounce: Double, initialVelocity: Double = 0) -> DampedSpring {
        let d = duration.isFinite ? max(duration, 1e-3) : 0.5
        let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        let stiffness = pow(2 * Double.pi / d, 2)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        return DampedSpring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
                            initialVelocity: initialVelocity)
    }
}
