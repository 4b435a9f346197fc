import Foundation
import Testing
import DynamicsPhysics

@Suite struct MoreJointTests {
    @Test func ropeNeverExceedsItsLengthButGoesSlack() {
        let world = Fixture.world(gravity: 10, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        let ball = Fixture.ball(world, at: Vec2(0.3, 0))
        let rope = world.createJoint(.rope(RopeJointDef(bodyA: anchor, bodyB: ball, maxLength: 1)))
        var longest = 0.0, shortest = Double.infinity
        for _ in 0..<240 {
            world.advance(by: 1.0 / 60.0)
            let length = world.position(of: ball).length
            longest = max(longest, length)
            shortest = min(shortest, length)
        }
        #expect(longest < 1.001)
        #expect(shortest < 0.5, "slack at first: the ball falls freely")
        #expect(longest > 0.99, "then taut")
        world.setMaxLength(rope, 0.5)
        Fixture.run(world, frames: 120)
        #expect(world.position(of: ball).length < 0.501)
        #expect(world.length(of: rope) == 0.5)
    }

    @Test func revoluteFrictionTorqueStopsASpin() {
        let world = Fixture.world(gravity: 0, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        let wheel = Fixture.box(world, at: .zero)
        world.setAngularVelocity(wheel, 10)
        // Friction torque 1 N·m on I = 1/6 kg·m²: ω falls by 6 rad/s², stopping after 10/6 s.
        let pin = world.createJoint(.revolute(RevoluteJointDef(bodyA: anchor, bodyB: wheel, enableMotor: true,
                                                               maxMotorTorque: 1)))
        var n = 0
        while world.angularVelocity(of: wheel) > 0 && n < 400 { n += world.advance(by: 1.0 / 60.0) }
        #expect(abs(Double(n) * Fixture.h - 10.0 / 6.0) < 0.02)
        #expect(world.position(of: wheel).length < 1e-9)

        // Without the friction torque it spins freely.
        world.setMaxMotorTorque(pin, 0)
        world.setAngularVelocity(wheel, 5)
        Fixture.run(world, frames: 60)
        #expect(abs(world.angularVelocity(of: wheel) - 5) < 1e-9)
    }

    @Test func revoluteLimitsKeepAPendulumInRange() throws {
        let world = Fixture.world(gravity: 10, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        let arm = Fixture.box(world, at: Vec2(0.5, 0), halfWidth: 0.5, halfHeight: 0.05)
        let pin = world.createJoint(.revolute(RevoluteJointDef(bodyA: anchor, bodyB: arm, localAnchorB: Vec2(-0.5, 0),
                                                               enableLimit: true, lowerAngle: -0.3, upperAngle: 0.6)))
        var highest = -Double.infinity, lowest = Double.infinity, stray = 0.0
        for _ in 0..<240 {
            world.advance(by: 1.0 / 60.0)
            highest = max(highest, world.angle(of: arm))
            lowest = min(lowest, world.angle(of: arm))
            stray = max(stray, world.transform(of: arm).apply(Vec2(-0.5, 0)).length)
        }
        #expect(highest < 0.6 + 0.02 && highest > 0.55, "the arm swings down (+y) to the upper limit")
        #expect(lowest > -0.3 - 0.02)
        #expect(stray < 0.002, "pin held")
        let anchors = try #require(world.anchors(of: pin))
        #expect(distance(anchors.0, anchors.1) < 0.002)
    }

    @Test func prismaticSlidesAlongItsAxisWithoutTurning() {
        let world = Fixture.world(gravity: 10, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        // Axis at 45° downward; limit at 1 m of travel.
        let axis = Vec2(1, 1).normalized
        let slider = Fixture.box(world, at: .zero, halfWidth: 0.2, halfHeight: 0.1)
        world.createJoint(.prismatic(PrismaticJointDef(bodyA: anchor, bodyB: slider, localAxisA: axis,
                                                       enableLimit: true, lowerTranslation: -1,
                                                       upperTranslation: 1)))
        var positions: [Vec2] = []
        var worstAngle = 0.0, worstOffAxis = 0.0
        for _ in 0..<120 {
            world.advance(by: 1.0 / 60.0)
            let p = world.position(of: slider)
            positions.append(p)
            worstAngle = max(worstAngle, abs(world.angle(of: slider)))
            worstOffAxis = max(worstOffAxis, abs(cross(axis, p)))
        }
        #expect(worstAngle < 1e-3)
        #expect(worstOffAxis < 1e-3)
        // Free part (frame 15, 29 sub-steps): a = g·sin 45° along the axis, as on a frictionless incline.
        let n = 29
        let travelled = dot(positions[14], axis)
        let expected = 10 * sin(Double.pi / 4) * Fixture.h * Fixture.h * Double(n * (n + 1)) / 2
        #expect(abs(travelled - expected) < 1e-6)
        #expect(abs(dot(positions.last!, axis) - 1) < 0.01, "stopped at the upper limit")
    }

    @Test func weldHoldsACantileverAndSoftWeldSprings() {
        let world = Fixture.world(gravity: 10, sleep: false)
        let wall = world.createBody(BodyDef(type: .static))
        let beam = Fixture.box(world, at: Vec2(0.5, 0), halfWidth: 0.5, halfHeight: 0.05)
        world.createJoint(.weld(WeldJointDef(bodyA: wall, bodyB: beam, localAnchorA: .zero,
                                             localAnchorB: Vec2(-0.5, 0))))
        Fixture.run(world, frames: 120)
        #expect(distance(world.position(of: beam), Vec2(0.5, 0)) < 0.005)
        #expect(abs(world.angle(of: beam)) < 0.01)

        let soft = Fixture.world(gravity: 10, sleep: false)
        let softWall = soft.createBody(BodyDef(type: .static))
        let softBeam = Fixture.box(soft, at: Vec2(0.5, 0), halfWidth: 0.5, halfHeight: 0.05)
        soft.createJoint(.weld(WeldJointDef(bodyA: softWall, bodyB: softBeam, localAnchorB: Vec2(-0.5, 0),
                                            frequencyHz: 2, dampingRatio: 0.1)))
        var lowest = 0.0
        for _ in 0..<120 {
            soft.advance(by: 1.0 / 60.0)
            lowest = max(lowest, soft.angle(of: softBeam))
        }
        #expect(lowest > 0.02, "the soft weld bends under gravity (+angle turns the free end down)")
        #expect(lowest < 1)
    }

    @Test func jointSettersAndReactionForce() {
        let world = Fixture.world(gravity: 10, sleep: false)
        let anchor = world.createBody(BodyDef(type: .static))
        let bob = Fixture.box(world, at: Vec2(0, 1))
        let joint = world.createJoint(.distance(DistanceJointDef(bodyA: anchor, bodyB: bob, length: 1)))
        Fixture.run(world, frames: 60)
        // Hanging at rest: the rod pulls the 1 kg bob up with 10 N.
        #expect(distance(world.reactionForce(of: joint), Vec2(0, -10)) < 1e-3)
        world.setLength(joint, 2)
        Fixture.run(world, frames: 120)
        #expect(abs(world.position(of: bob).length - 2) < 0.002)
        world.setFrequency(joint, 2)
        world.setDamping(joint, 1)
        #expect(world.length(of: joint) == 2)
        #expect(world.bodies(of: joint)?.1 == bob)
        world.destroyJoint(joint)
        #expect(!world.isValid(joint))
        Fixture.run(world, frames: 10)
        #expect(world.position(of: bob).y > 2.01, "free fall after the joint is gone")
        #expect(!world.isValid(world.createJoint(.distance(DistanceJointDef(bodyA: bob, bodyB: bob, length: 1)))))
    }
}
