import Foundation
import Testing
import DynamicsPhysics

@Suite struct FrictionTests {
    @Test(arguments: [(0.5, 5.0), (0.2, 3.0), (0.8, 4.0)])
    func slidingBoxStopsAtKinematicDistance(friction: Double, speed: Double) {
        let world = Fixture.world(gravity: 10)
        Fixture.ground(world, friction: friction)
        let box = Fixture.box(world, at: Vec2(0, -0.1), halfWidth: 0.1, halfHeight: 0.1, velocity: Vec2(speed, 0),
                              friction: friction)
        Fixture.run(world, frames: 60 * 4)
        let expected = speed * speed / (2 * friction * 10)
        #expect(abs(world.position(of: box).x / expected - 1) < 0.02)
        #expect(abs(world.linearVelocity(of: box).x) < 1e-9)
        #expect(abs(world.angle(of: box)) < 1e-3)
    }

    /// A 0.2 m box resting on a segment inclined by `angle` (positive: the +x end is lower), released at rest.
    /// Returns its travel down the slope after `seconds`.
    static func slide(angle: Double, friction: Double, seconds: Double) -> Double {
        let world = Fixture.world(gravity: 10, sleep: false)
        let slope = world.createBody(BodyDef(type: .static, angle: angle))
        world.createShape(on: slope, .segment(Segment(Vec2(-20, 0), Vec2(20, 0))), ShapeDef(friction: friction))
        let q = Rot(angle: angle)
        let start = q.apply(Vec2(0, -0.1))
        let box = Fixture.box(world, at: start, halfWidth: 0.1, halfHeight: 0.1, angle: angle, friction: friction)
        Fixture.run(world, frames: Int(seconds * 60))
        return dot(world.position(of: box) - start, q.apply(Vec2(1, 0)))
    }

    @Test func boxSticksWhenTangentBelowFriction() {
        let friction = 0.5
        for degrees in [10.0, 20.0, 25.0] {
            #expect(tan(degrees * .pi / 180) < friction)
            let travel = Self.slide(angle: degrees * .pi / 180, friction: friction, seconds: 3)
            #expect(abs(travel) < 0.001, "\(degrees)° crept \(travel) m")
        }
    }

    @Test func boxSlidesWhenTangentAboveFriction() {
        let friction = 0.5
        for degrees in [30.0, 40.0] {
            let angle = degrees * .pi / 180
            #expect(tan(angle) > friction)
            let seconds = 1.0
            let travel = Self.slide(angle: angle, friction: friction, seconds: seconds)
            let acceleration = 10 * (sin(angle) - friction * cos(angle))
            let expected = 0.5 * acceleration * seconds * seconds
            #expect(abs(travel / expected - 1) < 0.03, "\(degrees)°: \(travel) m, expected \(expected) m")
        }
    }
}
