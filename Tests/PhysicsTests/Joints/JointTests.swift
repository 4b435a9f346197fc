import Foundation
import Testing
import DynamicsPhysics

/// Times of the upward zero crossings of `signal` (linear interpolation between samples `dt` apart).
func upwardCrossings(_ signal: [Double], dt: Double) -> [Double] {
    var times: [Double] = []
    for i in 1..<signal.count where signal[i - 1] < 0 && signal[i] >= 0 {
        let fraction = -signal[i - 1] / (signal[i] - signal[i - 1])
        times.append((Double(i - 1) + fraction) * dt)
    }
    return times
}

@Suite struct PendulumTests {
    @Test(arguments: [0.5, 1.0, 2.0])
    func rigidPendulumPeriodAndLength(length: Double) throws {
        let world = Fixture.world(gravity: 10, sleep: false)
        let pivot = world.createBody(BodyDef(type: .static, position: Vec2(0, 0)))
        let amplitude = 4.0 * Double.pi / 180
        let bob = Fixture.ball(world, at: Vec2(length * sin(amplitude), length * cos(amplitude)), radius: 0.05)
        world.createJoint(.distance(DistanceJointDef(bodyA: pivot, bodyB: bob, length: length)))
        var xs: [Double] = []
        var worstLengthError = 0.0
        for _ in 0..<(60 * 12) {
            world.advance(by: 1.0 / 60.0)
            let p = world.position(of: bob)
            xs.append(p.x)
            worstLengthError = max(worstLengthError, abs(p.length - length))
        }
        let crossings = upwardCrossings(xs, dt: 1.0 / 60.0)
        try #require(crossings.count >= 4)
        let measured = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 2 * Double.pi * (length / 10).squareRoot()
        #expect(abs(measured / expected - 1) < 0.01)
        #expect(worstLengthError < 0.001, "length held within 0.1 pt")
    }
}

@Suite struct SpringTests {
    /// A 1 kg body on a soft distance joint to a static anchor, gravity off, released 0.1 m beyond rest length.
    /// Returns the extension and its rate after every sub-step (1/120 s, advanced at 60 Hz frames).
    static func oscillate(frequency: Double, damping: Double, seconds: Double, model: SpringModel = .box2d)
        -> (extension: [Double], rate: [Double]) {
        var settings = WorldSettings()
        settings.enableSleep = false
        settings.springModel = model
        let world = World(gravity: .zero, settings: settings)
        let anchor = world.createBody(BodyDef(type: .static))
        let body = Fixture.box(world, at: Vec2(1.1, 0))
        world.createJoint(.distance(DistanceJointDef(bodyA: anchor, bodyB: body, length: 1, frequencyHz: frequency,
                                                     dampingRatio: damping)))
        var result: (extension: [Double], rate: [Double]) = ([], [])
        for _ in 0..<Int(seconds * 60) {
            world.advance(by: 1.0 / 60.0) { _ in }
            result.extension.append(world.position(of: body).x - 1)
            result.rate.append(world.linearVelocity(of: body).x)
        }
        return result
    }

    /// Measured damped frequency (from zero crossings) and damping ratio (from the decay of the oscillator's
    /// invariant x² + ((ẋ + ζωx)/ω_d)², which falls as e^(−2ζωt)) of a run sampled at 60 Hz.
    static func measure(_ run: (extension: [Double], rate: [Double]), frequency: Double, damping: Double)
        throws -> (frequency: Double, damping: Double) {
        let crossings = upwardCrossings(run.extension, dt: 1.0 / 60.0)
        try #require(crossings.count >= 3)
        let measuredFrequency = Double(crossings.count - 1) / (crossings.last! - crossings.first!)
        let omega = 2 * Double.pi * frequency, omegaD = omega * (1 - damping * damping).squareRoot()
        func invariant(_ i: Int) -> Double {
            let x = run.extension[i], v = run.rate[i]
            return x * x + ((v + damping * omega * x) / omegaD) * ((v + damping * omega * x) / omegaD)
        }
        // Over whole damped periods, so the sampling phase cancels.
        let periodFrames = Int((60 / (frequency * (1 - damping * damping).squareRoot())).rounded())
        let first = 0, last = first + 2 * periodFrames
        let measuredDamping = log(invariant(first) / invariant(last)) / (2 * omega * Double(last - first) / 60)
        return (measuredFrequency, measuredDamping)
    }

    @Test(arguments: [0.5, 1.0, 2.0, 4.0])
    func box2dSpringFrequencyMatchesUpToFourHertz(frequency: Double) throws {
        // UIKit's own discretisation: within 3% of f√(1−ζ²) only while ω·h stays small (see SpringModel).
        let damping = 0.05
        let run = Self.oscillate(frequency: frequency, damping: damping, seconds: 4 / frequency)
        let measured = try Self.measure(run, frequency: frequency, damping: damping)
        #expect(abs(measured.frequency / (frequency * (1 - damping * damping).squareRoot()) - 1) < 0.03)
    }

    @Test(arguments: [0.5, 1.0, 2.0, 5.0, 8.0, 10.0], [0.2, 0.3, 0.6])
    func exactSpringMatchesFrequencyAndDecay(frequency: Double, damping: Double) throws {
        try Self.checkExact(frequency: frequency, damping: damping)
    }

    @Test(arguments: [0.5, 1.0, 2.0])
    func exactLightlyDampedSpringMatchesAtLowFrequency(frequency: Double) throws {
        // Lighter damping at higher ω·h would need negative effective damping beyond −k·h/2, which the model
        // refuses for stability with several springs on one body.
        try Self.checkExact(frequency: frequency, damping: 0.05)
    }

    static func checkExact(frequency: Double, damping: Double) throws {
        let run = Self.oscillate(frequency: frequency, damping: damping, seconds: 4 / frequency, model: .exact)
        let measured = try Self.measure(run, frequency: frequency, damping: damping)
        let expected = frequency * (1 - damping * damping).squareRoot()
        #expect(abs(measured.frequency / expected - 1) < 0.03, "frequency \(measured.frequency) vs \(expected)")
        #expect(abs(measured.damping / damping - 1) < 0.05, "damping ratio \(measured.damping) vs \(damping)")
    }

    @Test(arguments: [1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 240.0])
    func noGrowthAtAnyFrequency(frequency: Double) {
        for model in [SpringModel.box2d, .exact] {
            for damping in [0.0, 0.5, 1.0] {
                let signal = Self.oscillate(frequency: frequency, damping: damping, seconds: 10, model: model).extension
                let peak = signal.map(abs).max() ?? .infinity
                let finite = signal.allSatisfy { $0.isFinite }
                #expect(finite)
                #expect(peak <= 0.1 + 1e-9, "\(model) f = \(frequency) Hz, ζ = \(damping)")
                // And the spring acts (a missing joint leaves the body at 0.1 m): damped, it has brought the body
                // back to its rest length; undamped, it swings the body through it to the other side (by less at
                // high frequencies, which the sub-steps damp).
                if damping > 0 {
                    #expect(abs(signal.last!) < 1e-3, "\(model) f = \(frequency) Hz, ζ = \(damping): \(signal.last!) m")
                } else {
                    #expect(signal.min()! < 0, "\(model) f = \(frequency) Hz undamped: lowest \(signal.min()!) m")
                }
            }
        }
    }

    @Test(arguments: [1.0, 4.0, 30.0, 120.0, 240.0])
    func fourCornerSpringsLikeSnapNeverGrow(frequency: Double) {
        // UIKit's snap: four springs from the item's corners to a static anchor's corners, rest length 0.5 m.
        for model in [SpringModel.box2d, .exact] {
            for damping in [0.0, 0.5] {
                var settings = WorldSettings()
                settings.enableSleep = false
                settings.springModel = model
                let world = World(gravity: .zero, settings: settings)
                let anchor = world.createBody(BodyDef(type: .static, position: Vec2(2, 1)))
                let item = Fixture.box(world, at: Vec2(0, 0), angle: 0.7)
                let corners = [(Vec2(-0.5, -0.5), Vec2(-1, -0.5)), (Vec2(-0.5, -0.5), Vec2(-0.5, -1)),
                               (Vec2(0.5, 0.5), Vec2(1, 0.5)), (Vec2(0.5, 0.5), Vec2(0.5, 1))]
                for (onItem, onAnchor) in corners {
                    world.createJoint(.distance(DistanceJointDef(bodyA: anchor, bodyB: item, localAnchorA: onAnchor,
                                                                 localAnchorB: onItem, length: 0.5,
                                                                 frequencyHz: frequency, dampingRatio: damping)))
                }
                var farthest = 0.0
                var energy: [Double] = []
                for _ in 0..<600 {
                    world.advance(by: 1.0 / 60.0)
                    farthest = max(farthest, distance(world.position(of: item), Vec2(2, 1)))
                    let v = world.linearVelocity(of: item), w = world.angularVelocity(of: item)
                    energy.append(0.5 * v.lengthSquared + 0.5 * w * w / 6)
                }
                #expect(farthest < 2.3, "\(model) \(frequency) Hz ζ \(damping): reached \(farthest) m")
                let early = energy[0..<300].max() ?? 0, late = energy[300...].max() ?? .infinity
                #expect(late <= early * 1.01 + 1e-9, "\(model) \(frequency) Hz ζ \(damping): kinetic energy grew")
            }
        }
    }
}
