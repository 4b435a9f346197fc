import Testing
import DynamicsPhysics

@Suite struct FilterTests {
    /// Drops a ball with `ballFilter` onto ground with `groundFilter`; returns whether it is still above ground.
    static func lands(ball ballFilter: Filter, ground groundFilter: Filter) -> Bool {
        let world = Fixture.world()
        let ground = world.createBody(BodyDef(type: .static))
        world.createShape(on: ground, .segment(Segment(Vec2(-5, 0), Vec2(5, 0))), ShapeDef(filter: groundFilter))
        let ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, -0.5)))
        world.createShape(on: ball, .circle(Circle(radius: 0.1)), ShapeDef(filter: ballFilter))
        Fixture.run(world, frames: 60)
        return world.position(of: ball).y < 0
    }

    @Test func categoriesAndMasks() {
        #expect(Self.lands(ball: Filter(), ground: Filter()))
        #expect(!Self.lands(ball: Filter(categoryBits: 2, maskBits: 1), ground: Filter(categoryBits: 1, maskBits: 4)))
        #expect(!Self.lands(ball: Filter(categoryBits: 2, maskBits: ~UInt64(1)), ground: Filter()))
        #expect(Self.lands(ball: Filter(categoryBits: 1 << 40, maskBits: 1), ground: Filter(maskBits: 1 << 40)))
        #expect(Self.lands(ball: Filter(groupIndex: 3), ground: Filter(categoryBits: 2, maskBits: 2, groupIndex: 3)))
        #expect(!Self.lands(ball: Filter(groupIndex: -3), ground: Filter(groupIndex: -3)))
    }

    @Test func changingFilterAtRunTimeTakesEffect() {
        let world = Fixture.world()
        Fixture.ground(world)
        let ball = Fixture.ball(world, at: Vec2(0, -0.1))
        Fixture.run(world, frames: 30)
        #expect(abs(world.position(of: ball).y + 0.1) < 0.01)
        world.setFilter(world.shapes(of: ball)[0], Filter(categoryBits: 2, maskBits: 2))
        Fixture.run(world, frames: 30)
        #expect(world.position(of: ball).y > 0.5, "fell through once filtered out")
    }

    @Test func sameBodyNeverCollidesAndJointsCanDisableCollision() {
        let world = Fixture.world(gravity: 0)
        // Two overlapping shapes on one body: no contact, no motion.
        let body = world.createBody(BodyDef(type: .dynamic))
        world.createShape(on: body, .circle(Circle(radius: 0.2)), ShapeDef())
        world.createShape(on: body, .circle(Circle(center: Vec2(0.1, 0), radius: 0.2)), ShapeDef())
        // Two overlapping bodies joined with collideConnected false stay overlapped.
        let a = Fixture.ball(world, at: Vec2(5, 0), radius: 0.2)
        let b = Fixture.ball(world, at: Vec2(5.1, 0), radius: 0.2)
        world.createJoint(.rope(RopeJointDef(bodyA: a, bodyB: b, maxLength: 1)))
        // And with collideConnected true they push apart.
        let c = Fixture.ball(world, at: Vec2(10, 0), radius: 0.2)
        let d = Fixture.ball(world, at: Vec2(10.1, 0), radius: 0.2)
        world.createJoint(.rope(RopeJointDef(bodyA: c, bodyB: d, maxLength: 1, collideConnected: true)))
        Fixture.run(world, frames: 60)
        #expect(world.position(of: body) == .zero && world.angularVelocity(of: body) == 0)
        #expect(abs(distance(world.position(of: a), world.position(of: b)) - 0.1) < 1e-9)
        #expect(distance(world.position(of: c), world.position(of: d)) > 0.39)
    }
}
