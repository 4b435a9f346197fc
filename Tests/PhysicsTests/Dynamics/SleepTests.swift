import Testing
import DynamicsPhysics

@Suite struct SleepTests {
    @Test func restingBodySleepsOnThirtyFirstFrameAsUIKit() {
        // A body at rest from the start: 0.5 s of sub-steps is 60; the first 1/60 frame runs one, later ones two.
        let world = Fixture.world(gravity: 0)
        Fixture.box(world, at: .zero)
        var frames = 0
        while world.hasAwakeBodies && frames < 100 {
            world.advance(by: 1.0 / 60.0)
            frames += 1
        }
        #expect(frames == 31)
    }

    @Test func bouncingBallComesToRestAndSleeps() {
        let world = Fixture.world()
        Fixture.ground(world)
        let ball = Fixture.ball(world, at: Vec2(0, -1), restitution: 0.5)
        Fixture.run(world, frames: 60 * 4)
        #expect(!world.hasAwakeBodies)
        #expect(!world.isAwake(ball))
        #expect(world.linearVelocity(of: ball) == .zero)
        #expect(abs(world.position(of: ball).y + 0.1) < 0.01)
    }

    @Test func impulseForceAndTransformWakeASleepingBody() {
        let world = Fixture.world(gravity: 0)
        let body = Fixture.box(world, at: .zero)
        world.setAwake(body, false)
        #expect(!world.hasAwakeBodies)
        world.applyLinearImpulseToCenter(body, Vec2(1, 0))
        #expect(world.isAwake(body))
        world.setAwake(body, false)
        world.applyForceToCenter(body, Vec2(1, 0), wake: false)
        #expect(!world.isAwake(body))
        #expect(world.force(of: body) == .zero)
        world.setTransform(body, position: Vec2(1, 1), angle: 0)
        #expect(world.isAwake(body))
    }

    @Test func hittingASleepingStackWakesItsIsland() {
        let world = Fixture.world()
        Fixture.ground(world)
        let bottom = Fixture.box(world, at: Vec2(0, -0.5))
        let top = Fixture.box(world, at: Vec2(0, -1.5))
        Fixture.run(world, frames: 120)
        #expect(!world.isAwake(bottom) && !world.isAwake(top))
        // A ball thrown at the bottom box wakes both boxes (they form one island through their contact).
        Fixture.ball(world, at: Vec2(-3, -0.5), velocity: Vec2(8, 0))
        var woke = false
        for _ in 0..<60 {
            world.advance(by: 1.0 / 60.0)
            if world.isAwake(bottom) && world.isAwake(top) { woke = true; break }
        }
        #expect(woke)
    }

    @Test func sleepDisabledKeepsBodiesAwake() {
        let world = Fixture.world(gravity: 0, sleep: false)
        Fixture.box(world, at: .zero)
        Fixture.run(world, frames: 120)
        #expect(world.hasAwakeBodies)
        let other = Fixture.world(gravity: 0)
        let body = Fixture.box(other, at: .zero)
        other.setSleepingAllowed(body, false)
        Fixture.run(other, frames: 120)
        #expect(other.isAwake(body))
    }
}
