import Testing
import DynamicsPhysics

@Suite struct WorldAPITests {
    /// As Box2D asserts on them, a debug build stops at a non-finite input or a stale id, naming it, so the caller's
    /// mistake shows where it is made (a release build ignores the call and the world stays as it was).
    @Test func debugBuildsStopOnNonFiniteInputAndStaleIds() async {
        func text(_ result: ExitTest.Result?) -> String {
            String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        }
        let velocity = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let world = Fixture.world()
            world.setLinearVelocity(Fixture.box(world, at: .zero), Vec2(.nan, 0))
        }
        #expect(text(velocity).contains("non-finite velocity"))
        let force = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let world = Fixture.world()
            world.applyForceToCenter(Fixture.box(world, at: .zero), Vec2(.infinity, 0))
        }
        #expect(text(force).contains("non-finite load or point"))
        let density = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let world = Fixture.world()
            let body = Fixture.box(world, at: .zero)
            world.setDensity(world.shapes(of: body)[0], .nan)
        }
        #expect(text(density).contains("non-finite density"))
        let stale = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let world = Fixture.world()
            let body = Fixture.box(world, at: .zero)
            world.destroyBody(body)
            world.setLinearVelocity(body, Vec2(1, 0))
        }
        #expect(text(stale).contains("stale or invalid BodyID(index: 0, generation: 0)"), "\(text(stale))")
    }

    @Test func staleIdsStayStaleAndBadStepsAreIgnored() {
        let world = Fixture.world()
        let body = Fixture.box(world, at: .zero)
        let shape = world.shapes(of: body)[0]
        world.advance(by: .nan)
        world.advance(by: -1)
        world.step(.infinity)
        #expect(world.position(of: body) == .zero)

        world.destroyBody(body)
        #expect(!world.isValid(body) && !world.isValid(shape))
        // The slot is reused with a new generation: the old id still names nothing.
        let reused = Fixture.box(world, at: Vec2(3, 0))
        #expect(reused.index == body.index && reused != body)
        #expect(!world.isValid(body) && world.isValid(reused))
        #expect(world.createChain(on: reused, points: [Vec2(0, 0), Vec2(.nan, 1)], isLoop: false, ShapeDef()).isEmpty)
    }

    @Test func massFollowsShapesDensityAndType() {
        let world = Fixture.world(gravity: 0)
        let body = world.createBody(BodyDef(type: .dynamic))
        #expect(world.mass(of: body) == 1, "a dynamic body without shapes weighs 1 kg, as in Box2D")
        let box = world.createShape(on: body, .polygon(Polygon.box(halfWidth: 0.5, halfHeight: 0.5)), ShapeDef(density: 2))
        let ball = world.createShape(on: body, .circle(Circle(center: Vec2(2, 0), radius: 0.5)), ShapeDef(density: 4))
        let circleMass = 4 * Double.pi * 0.25
        #expect(abs(world.mass(of: body) - (2 + circleMass)) < 1e-12)
        #expect(abs(world.localCenter(of: body).x - 2 * circleMass / (2 + circleMass)) < 1e-12)
        world.setDensity(box, 4)
        #expect(abs(world.mass(of: body) - (4 + circleMass)) < 1e-12)
        world.destroyShape(ball)
        #expect(abs(world.mass(of: body) - 4) < 1e-12)
        #expect(world.localCenter(of: body) == .zero)
        world.setType(body, .kinematic)
        #expect(world.mass(of: body) == 0)
        world.setType(body, .dynamic)
        #expect(abs(world.mass(of: body) - 4) < 1e-12)
    }

    @Test func anchoredBodyBecomesABoundary() {
        // UIKit's isAnchored: a static body that others collide with and that never moves.
        let world = Fixture.world()
        let anchored = Fixture.box(world, at: Vec2(0, 1))
        world.setType(anchored, .static)
        let ball = Fixture.ball(world, at: Vec2(0, -0.2))
        Fixture.run(world, frames: 60)
        #expect(world.position(of: anchored) == Vec2(0, 1))
        #expect(abs(world.position(of: ball).y - 0.4) < 0.01, "resting on the anchored box's top at y = 0.5")
        world.setLinearVelocity(anchored, Vec2(1, 0))
        #expect(world.linearVelocity(of: anchored) == .zero)
    }
}
