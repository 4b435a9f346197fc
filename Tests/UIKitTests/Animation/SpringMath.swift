import Foundation

/// The damped harmonic oscillator written out independently of the library, for checking its curves: the progress
/// 0 → 1 of a spring with mass m, stiffness k, damping c and initial velocity v (distances per second).
struct ReferenceSpring {
    var mass = 1.0
    var stiffness: Double
    var damping: Double
    var velocity = 0.0

    func progress(_ t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (velocity - zeta * w0) / wd
            return 1 + exp(-zeta * w0 * t) * (-cos(wd * t) + b * sin(wd * t))
        } else if abs(zeta - 1) < 1e-9 {
            return 1 + (-1 + (velocity - w0) * t) * exp(-w0 * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (velocity + r1) / (r2 - r1)
            return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// UIKit's spring for a duration and damping ratio (docs/animation.md): mass 1 and the ω₀ at which Framer's
    /// amplitude has fallen to 0.001 at the duration, found here by bisection over a wide bracket.
    static func uikit(dampingRatio zeta: Double, duration d: Double, velocity v: Double = 0) -> ReferenceSpring {
        func amplitude(_ w: Double) -> Double {
            zeta >= 1 ? exp(-w * d) * ((w - v) * d + 1)
                : (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * d)
        }
        var low = max(v / zeta, 0) + 1e-6, high = 1e4
        // The larger root: where the amplitude falls through 0.001 for good.
        var peak = low
        var best = -Double.infinity
        for i in 0...20000 {
            let w = low + (high - low) * Double(i) / 20000
            if amplitude(w) > best { best = amplitude(w); peak = w }
        }
        low = peak
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if amplitude(middle) > 0.001 { low = middle } else { high = middle }
        }
        let w0 = (low + high) / 2
        return ReferenceSpring(stiffness: w0 * w0, damping: 2 * zeta * w0, velocity: v)
    }
}

/// The y of a cubic Bézier timing curve at x, solved by bisection (independent of the library's Newton solver).
func referenceBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
}
