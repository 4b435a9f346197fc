import Testing
import DynamicsPhysics

@Suite struct SensorAndBulletTests {
    @Test func sensorReportsBeginAndEndWithoutResponse() {
        let world = Fixture.world(gravity: 0)
        let gate = world.createBody(BodyDef(type: .static))
        let sensor = world.createShape(on: gate, .polygon(Polygon.box(halfWidth: 0.5, halfHeight: 2, center: Vec2(2, 0))),
                                       ShapeDef(isSensor: true))
        let ball = Fixture.ball(world, at: .zero, velocity: Vec2(2, 0))
        var begins: [ContactBeginEvent] = [], ends: [ContactEndEvent] = []
        for _ in 0..<180 {
            world.advance(by: 1.0 / 60.0)
            begins += world.contactBeginEvents
            ends += world.contactEndEvents
        }
        #expect(begins.count == 1 && ends.count == 1)
        #expect(begins.first.map { $0.shapeA == sensor || $0.shapeB == sensor } == true)
        #expect(abs(world.linearVelocity(of: ball).x - 2) < 1e-12, "passed through untouched")
        #expect(world.position(of: ball).x > 3)
    }

    @Test func bulletDoesNotPassThroughAThinMovingBody() {
        for isBullet in [true, false] {
            let world = Fixture.world(gravity: 0)
            // A thin, heavy dynamic plank across the path, and a 0.1 m ball at 200 m/s.
            let plank = Fixture.box(world, at: Vec2(2, 0), halfWidth: 0.02, halfHeight: 1, density: 1000)
            let ball = world.createBody(BodyDef(type: .dynamic, position: .zero, linearVelocity: Vec2(200, 0),
                                                isBullet: isBullet))
            world.createShape(on: ball, .circle(Circle(radius: 0.1)), ShapeDef())
            Fixture.run(world, frames: 30)
            let passed = world.position(of: ball).x > world.position(of: plank).x
            #expect(passed == !isBullet, isBullet ? "a bullet is stopped" : "without bullet mode it tunnels, as Box2D")
        }
    }
}
