import Testing
import DynamicsPhysics

@Suite struct ContactEventTests {
    @Test func droppedBallBeginsOnceWithPointAndNormal() throws {
        let world = Fixture.world()
        let (_, groundShape) = Fixture.ground(world)
        let ball = Fixture.ball(world, at: Vec2(0.3, -1))
        let ballShape = try #require(world.shapes(of: ball).first)
        var begins: [ContactBeginEvent] = []
        var ends: [ContactEndEvent] = []
        for _ in 0..<180 {
            world.advance(by: 1.0 / 60.0)
            begins += world.contactBeginEvents
            ends += world.contactEndEvents
        }
        try #require(begins.count == 1)
        #expect(ends.isEmpty)
        let event = begins[0]
        #expect(Set([event.shapeA, event.shapeB]) == Set([groundShape, ballShape]))
        #expect(abs(event.point.x - 0.3) < 1e-6)
        #expect(abs(event.point.y) < 0.01)
        // The normal points from shape A to shape B.
        let expectedNormal = event.shapeA == groundShape ? Vec2(0, -1) : Vec2(0, 1)
        #expect(distance(event.normal, expectedNormal) < 1e-9)
        // Destroying the ball ends its contact.
        world.destroyBody(ball)
        world.advance(by: 1.0 / 60.0)
        #expect(world.contactEndEvents.isEmpty, "events are of the last advance only")
        world.destroyBody(Fixture.ball(world, at: Vec2(0.3, -0.1)))
        #expect(world.contactEndEvents.isEmpty, "never touched: no end")
    }

    @Test func endEventWhenBallLeavesAndEventsCoverAllSubSteps() throws {
        let world = Fixture.world(gravity: 0)
        let wall = world.createBody(BodyDef(type: .static))
        world.createShape(on: wall, .segment(Segment(Vec2(1, -1), Vec2(1, 1))), ShapeDef())
        let ball = Fixture.ball(world, at: .zero, velocity: Vec2(3, 0), restitution: 1)
        var beginFrame: Int?
        var endFrame: Int?
        var beginCount = 0, endCount = 0
        for frame in 0..<120 {
            world.advance(by: 1.0 / 60.0)
            beginCount += world.contactBeginEvents.count
            endCount += world.contactEndEvents.count
            if !world.contactBeginEvents.isEmpty { beginFrame = frame }
            if !world.contactEndEvents.isEmpty { endFrame = frame }
        }
        #expect(beginCount == 1 && endCount == 1)
        let begin = try #require(beginFrame), end = try #require(endFrame)
        #expect(end >= begin)
        #expect(world.linearVelocity(of: ball).x < -2.9)
    }

    @Test func tiltedBoxBeginsAtItsLowestCorner() throws {
        // A tilted box lands on one corner first: that corner carries the impulse.
        let world = Fixture.world()
        Fixture.ground(world)
        Fixture.box(world, at: Vec2(0, -1), halfWidth: 0.2, halfHeight: 0.2, angle: 0.2)
        var begins: [ContactBeginEvent] = []
        for _ in 0..<60 {
            world.advance(by: 1.0 / 60.0)
            begins += world.contactBeginEvents
        }
        let first = try #require(begins.first)
        // The lowest corner (largest y) of a 0.4 m box turned by 0.2 rad is at x = 0.2·(cos 0.2 − sin 0.2).
        let corner = Rot(angle: 0.2).apply(Vec2(0.2, 0.2))
        #expect(abs(first.point.x - corner.x) < 0.01)
    }

    @Test func queryAABBReturnsFatBoxesSorted() {
        let world = Fixture.world(gravity: 0)
        let a = Fixture.ball(world, at: Vec2(0, 0))
        let b = Fixture.ball(world, at: Vec2(5, 0))
        _ = b
        let found = world.queryAABB(AABB(lower: Vec2(-0.25, -0.25), upper: Vec2(-0.15, 0.25)))
        // The ball reaches x = −0.1; its fat box (10 cm margin) reaches −0.2: UIKit's ~10 pt margin.
        #expect(found == world.shapes(of: a))
        #expect(world.queryAABB(AABB(lower: Vec2(-0.5, -0.5), upper: Vec2(-0.21, 0.5))).isEmpty)
        let all = world.queryAABB(AABB(lower: Vec2(-10, -10), upper: Vec2(10, 10)))
        #expect(all == all.sorted() && all.count == 2)
    }
}

/// A box bouncing on a chain floor with UIKit's event distance (0.1 pt): a landing whose speculative point stops
/// the fall and bounces the box out of the speculative margin before the next narrow phase never comes within the
/// event distance, yet it pushed, so it begins (in the sub-step of the bounce) and ends (in the next one).
@Suite struct SpeculativeBounceEventTests {
    @Test(arguments: [
        // Sub-steps (of 1/120 s) whose end saw each landing begin, and each contact end; at e = 0.5 the box comes
        // to rest on its fifth landing, whose contact stays.
        (0.5, [124, 245, 304, 332, 345], [125, 247, 306, 334]),
        (0.75, [124, 307, 442], [125, 308, 443]),
        (0.8, [124, 319, 474], [125, 320, 475]),
    ])
    func everyLandingBeginsOnceAndEndsBeforeTheNext(_ restitution: Double, _ begins: [Int], _ ends: [Int]) {
        var settings = WorldSettings()
        settings.contactEventDistance = 0.001
        let world = World(gravity: Vec2(0, 10), settings: settings)
        let frame = world.createBody(BodyDef(type: .static))
        world.createChain(on: frame, points: [Vec2(0, 0), Vec2(3.75, 0), Vec2(3.75, 6.67), Vec2(0, 6.67)],
                          isLoop: true, ShapeDef())
        let box = world.createBody(BodyDef(type: .dynamic, position: Vec2(1.2, 1.2)))
        world.createShape(on: box, .polygon(Polygon.box(halfWidth: 0.2, halfHeight: 0.2)),
                          ShapeDef(density: 1, friction: 0, restitution: restitution))
        var beganAt: [Int] = [], endedAt: [Int] = [], points: [Vec2] = []
        for step in 1...480 {
            world.step(Fixture.h)
            beganAt += world.contactBeginEvents.map { _ in step }
            points += world.contactBeginEvents.map(\.point)
            endedAt += world.contactEndEvents.map { _ in step }
        }
        #expect(beganAt == begins)
        #expect(endedAt == ends)
        // Every landing is on the floor (y = 6.67 m), under the box, which falls straight.
        for point in points {
            #expect(abs(point.y - 6.67) < 0.03 && abs(point.x - 1.2) <= 0.2 + 1e-9, "\(point)")
        }
    }
}

/// A fast box bouncing (e = 1, no gravity) between two walls, each doubled by a second wall 1 cm behind it, with
/// UIKit's event distance: Box2D 2.2.1 stops a body at its first touch with a static shape, so only the front walls
/// ever report a contact, whatever the phase at which the box arrives (its start position is varied across one
/// sub-step's travel).
@Suite struct DoubledWallEventTests {
    @Test(arguments: [0.0, 0.02, 0.045, 0.07, 0.1])
    func onlyTheFrontWallsBegin(_ startOffset: Double) {
        var settings = WorldSettings()
        settings.contactEventDistance = 0.001
        let world = World(gravity: .zero, settings: settings)
        let walls = world.createBody(BodyDef(type: .static))
        let front = [0.0, 3.75].map { x in
            world.createShape(on: walls, .segment(Segment(Vec2(x, -1), Vec2(x, 1))), ShapeDef())
        }
        for x in [-0.01, 3.76] {
            world.createShape(on: walls, .segment(Segment(Vec2(x, -1), Vec2(x, 1))), ShapeDef())
        }
        let box = world.createBody(BodyDef(type: .dynamic, position: Vec2(1.5 + startOffset, 0)))
        world.createShape(on: box, .polygon(Polygon.box(halfWidth: 0.1, halfHeight: 0.1)),
                          ShapeDef(density: 1, friction: 0, restitution: 1))
        world.setLinearVelocity(box, Vec2(15, 0))
        var frontBegins = 0, backBegins = 0
        for _ in 1...480 {
            world.step(Fixture.h)
            for event in world.contactBeginEvents {
                let isFront = front.contains(event.shapeA) || front.contains(event.shapeB)
                if isFront { frontBegins += 1 } else { backBegins += 1 }
            }
        }
        #expect(backBegins == 0)
        // 15 m/s over 4 s between walls 3.55 m apart (for the box's centre): 16 or 17 wall hits.
        #expect((16...17).contains(frontBegins))
        #expect(world.position(of: box).x > 0.1 && world.position(of: box).x < 3.65)
    }
}
