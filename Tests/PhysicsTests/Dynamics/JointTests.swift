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
    /// Returns the extension sampled every 1/60 s frame.
    static func oscillate(frequency: Double, damping: Double, frames: Int) -> [Double] {
        let world = Fixture.world(gravity: 0, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        let body = Fixture.box(world, at: Vec2(1.1, 0))
        world.createJoint(.distance(DistanceJointDef(bodyA: anchor, bodyB: body, length: 1, frequencyHz: frequency,
                                                     dampingRatio: damping)))
        var extension_: [Double] = []
        for _ in 0..<frames {
            world.advance(by: 1.0 / 60.0)
            extension_.append(world.position(of: body).x - 1)
        }
        return extension_
    }

    @Test(arguments: [0.5, 1.0, 2.0, 4.0])
    func frequencyMatchesDampedOscillator(frequency: Double) throws {
        let damping = 0.05
        let signal = Self.oscillate(frequency: frequency, damping: damping, frames: Int(60 * 4 / frequency))
        let crossings = upwardCrossings(signal, dt: 1.0 / 60.0)
        try #require(crossings.count >= 3)
        let measured = Double(crossings.count - 1) / (crossings.last! - crossings.first!)
        let expected = frequency * (1 - damping * damping).squareRoot()
        #expect(abs(measured / expected - 1) < 0.03)
    }

    @Test(arguments: [1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 240.0])
    func noGrowthAtAnyFrequency(frequency: Double) {
        for damping in [0.0, 0.5, 1.0] {
            let signal = Self.oscillate(frequency: frequency, damping: damping, frames: 600)
            let peak = signal.map(abs).max() ?? .infinity
            let finite = signal.allSatisfy { $0.isFinite }
            #expect(finite)
            #expect(peak <= 0.1 + 1e-9, "f = \(frequency) Hz, ζ = \(damping)")
            #expect(abs(signal.last!) <= peak)
        }
    }
}
