import Testing
import DynamicsPhysics

/// Proxies queued for the pair search more than once, then destroyed before it runs: the pattern of an app that
/// changes an item's collision filter and then takes the item out of the world in the same frame (a finger grabbing
/// a view removes it from every behaviour).
@Suite struct BroadPhaseLifetimeTests {
    @Test func bodyQueuedTwiceThenDestroyedLeavesNoStaleProxy() {
        let world = Fixture.world()
        // The dropped ball owns shape and proxy 0; a freed tree node reads as an empty box at the origin with user
        // data 0, so a stale queue entry pairs "shape 0" with whatever covers the origin: the ground here, the
        // reference-bounds boundary in a UIKit scene.
        let dropped = Fixture.ball(world, at: Vec2(0, -0.5))
        Fixture.ground(world)
        let kept = Fixture.ball(world, at: Vec2(0.21, -0.5))
        Fixture.run(world, frames: 5)
        let shape = world.shapes(of: dropped)[0]
        world.setFilter(shape, Filter(categoryBits: 2, maskBits: 2))
        world.setFilter(shape, Filter())
        world.destroyBody(dropped)
        Fixture.run(world, frames: 60)
        // The remaining ball landed on the ground (radius 0.1, resting within the contact slop).
        #expect(abs(world.position(of: kept).y + 0.1) < 0.01, "\(world.position(of: kept))")
        #expect(abs(world.position(of: kept).x - 0.21) < 1e-9)
    }

    @Test func shapeDestroyedAfterSeveralRefiltersInOneFrame() {
        let world = Fixture.world(gravity: 0)
        let body = Fixture.ball(world, at: Vec2(0, -1))
        let other = Fixture.ball(world, at: Vec2(0.05, 0))
        let shape = world.shapes(of: body)[0]
        for _ in 0..<4 { world.setFilter(shape, Filter()) }
        world.destroyShape(shape)
        Fixture.run(world, frames: 10)
        #expect(world.position(of: other) == Vec2(0.05, 0))
    }
}
