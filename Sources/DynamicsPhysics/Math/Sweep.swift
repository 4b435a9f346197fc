import Foundation

/// The motion of a body over one time step, for continuous collision: the centre of mass moves linearly from
/// `c0` to `c` and the angle from `a0` to `a`, over the normalised time interval [`alpha0`, 1].
public struct Sweep: Hashable, Sendable {
    /// The centre of mass in the body's local frame.
    public var localCenter: Vec2
    /// The world centre of mass at time `alpha0`.
    public var c0: Vec2
    /// The world centre of mass at time 1.
    public var c: Vec2
    /// The angle at time `alpha0`.
    public var a0: Double
    /// The angle at time 1.
    public var a: Double
    /// The fraction of the step already consumed, in [0, 1).
    public var alpha0: Double

    /// A sweep from (`c0`, `a0`) at `alpha0` to (`c`, `a`) at the end of the step.
    public init(localCenter: Vec2, c0: Vec2, c: Vec2, a0: Double, a: Double, alpha0: Double = 0) {
        self.localCenter = localCenter; self.c0 = c0; self.c = c; self.a0 = a0; self.a = a; self.alpha0 = alpha0
    }

    /// The body's transform (of its origin) at `beta` in [0, 1] along the remaining interval: 0 is `alpha0`,
    /// 1 is the end of the step.
    public func transform(at beta: Double) -> Transform {
        let center = (1 - beta) * c0 + beta * c
        let q = Rot(angle: (1 - beta) * a0 + beta * a)
        return Transform(p: center - q.apply(localCenter), q: q)
    }

    /// Moves the start of the sweep forward to the step fraction `alpha` (≥ `alpha0`, ≤ 1), keeping the end.
    /// A sweep already at the end of the step stays there.
    public mutating func advance(to alpha: Double) {
        guard alpha0 < 1 else {
            c0 = c
            a0 = a
            return
        }
        let beta = (alpha - alpha0) / (1 - alpha0)
        c0 += beta * (c - c0)
        a0 += beta * (a - a0)
        alpha0 = alpha
    }

    /// Shifts both angles by the same whole number of turns so that `a0` lies in (−π, π]; the rotation over the
    /// sweep is unchanged.
    public mutating func normalize() {
        let turns = (a0 / (2 * Double.pi)).rounded()
        let shift = turns * 2 * Double.pi
        a0 -= shift
        a -= shift
        if a0 <= -Double.pi { a0 += 2 * Double.pi; a += 2 * Double.pi }
    }
}
