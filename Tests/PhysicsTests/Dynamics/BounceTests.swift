import Foundation
import Testing
import DynamicsPhysics

@Suite struct BounceTests {
    /// Drops a 0.1 m ball from `height` (of its bottom) onto a segment and returns the apex heights after each
    /// bounce, measured from the resting height, sampled every sub-step.
    static func apexes(restitution: Double, height: Double, seconds: Double) -> [Double] {
        let world = Fixture.world(gravity: 10)
        Fixture.ground(world)
        let radius = 0.1
        let ball = Fixture.ball(world, at: Vec2(0, -radius - height), radius: radius, restitution: restitution)
        var apexes: [Double] = []
        var previousVelocity = 0.0
        for _ in 0..<Int(seconds * 120) {
            world.step(Fixture.h)
            let v = world.linearVelocity(of: ball).y
            if previousVelocity < 0 && v >= 0 { apexes.append(-radius - world.position(of: ball).y) }
            previousVelocity = v
        }
        return apexes
    }

    @Test(arguments: [0.3, 0.5, 0.8, 1.0])
    func reboundWithoutGravityFollowsTheReflectedPath(restitution: Double) {
        // A ball at 5 m/s hits a wall at x = 1: afterwards it must be exactly where bouncing at the surface at
        // the moment of impact puts it, moving back at e × 5 m/s.
        let world = Fixture.world(gravity: 0)
        let wall = world.createBody(BodyDef(type: .static))
        world.createShape(on: wall, .segment(Segment(Vec2(1, -1), Vec2(1, 1))), ShapeDef())
        let radius = 0.1, speed = 5.0
        let ball = Fixture.ball(world, at: Vec2(0, 0), radius: radius, velocity: Vec2(speed, 0),
                                restitution: restitution)
        let impactTime = (1 - radius) / speed
        for _ in 0..<60 { world.step(Fixture.h) }
        let elapsed = 60 * Fixture.h
        let expectedX = 1 - radius - restitution * speed * (elapsed - impactTime)
        #expect(abs(world.position(of: ball).x - expectedX) < 1e-9)
        #expect(abs(world.linearVelocity(of: ball).x + restitution * speed) < 1e-9)
        #expect(abs(world.position(of: ball).y) < 1e-12)
    }

    @Test(arguments: [(0.3, 10.0), (0.5, 5.0), (0.8, 5.0), (0.95, 5.0)])
    func apexShrinksByRestitutionSquared(restitution: Double, height: Double) throws {
        let apexes = Self.apexes(restitution: restitution, height: height, seconds: 12)
        try #require(apexes.count >= 2)
        var previous = height
        var checked = 0
        // Rebounds of at least 0.5 m (3.2 m/s): semi-implicit Euler at 1/120 s lowers a ballistic apex by about
        // g·h/v relative, under 3% there; a wrong restitution law misses by far more.
        for apex in apexes where apex >= 0.5 {
            #expect(abs(apex / previous / (restitution * restitution) - 1) < 0.04, "apex \(apex) after \(previous)")
            previous = apex
            checked += 1
        }
        #expect(checked >= 1)
    }

    @Test func impactBelowThresholdDoesNotBounce() {
        // Falling 4 cm gives 0.89 m/s at impact, under the 1 m/s threshold: no apex above 1 mm.
        let apexes = Self.apexes(restitution: 0.9, height: 0.04, seconds: 1)
        #expect(apexes.allSatisfy { $0 < 0.001 })
        // Just above the threshold (6 cm, 1.1 m/s) it does bounce.
        let bouncing = Self.apexes(restitution: 0.9, height: 0.06, seconds: 1)
        #expect((bouncing.first ?? 0) > 0.02)
    }
}
