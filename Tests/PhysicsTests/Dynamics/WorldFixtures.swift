import DynamicsPhysics

/// Scene builders shared by the dynamics tests. Units are SI: 1 m = 100 UIKit points.
enum Fixture {
    /// UIKit's sub-step: 1/120 s rounded to Float.
    static let h = Double(Float(1.0 / 120.0))

    /// A world with gravity `g` along +y (down on screen) and the given sleep setting.
    static func world(gravity: Double = 10, sleep: Bool = true) -> World {
        var settings = WorldSettings()
        settings.enableSleep = sleep
        return World(gravity: Vec2(0, gravity), settings: settings)
    }

    /// A static body with a horizontal zero-thickness segment at height `y` from x = −`halfWidth` to +`halfWidth`.
    @discardableResult
    static func ground(_ world: World, y: Double = 0, halfWidth: Double = 50, friction: Double = 0.2,
                       restitution: Double = 0) -> (BodyID, ShapeID) {
        let body = world.createBody(BodyDef(type: .static))
        let shape = world.createShape(on: body, .segment(Segment(Vec2(-halfWidth, y), Vec2(halfWidth, y))),
                                      ShapeDef(friction: friction, restitution: restitution))
        return (body, shape)
    }

    /// A dynamic circle.
    @discardableResult
    static func ball(_ world: World, at position: Vec2, radius: Double = 0.1, velocity: Vec2 = .zero,
                     friction: Double = 0.2, restitution: Double = 0, density: Double = 1) -> BodyID {
        let body = world.createBody(BodyDef(type: .dynamic, position: position, linearVelocity: velocity))
        world.createShape(on: body, .circle(Circle(radius: radius)),
                          ShapeDef(density: density, friction: friction, restitution: restitution))
        return body
    }

    /// A dynamic box.
    @discardableResult
    static func box(_ world: World, at position: Vec2, halfWidth: Double = 0.5, halfHeight: Double = 0.5,
                    angle: Double = 0, velocity: Vec2 = .zero, friction: Double = 0.2, density: Double = 1) -> BodyID {
        let body = world.createBody(BodyDef(type: .dynamic, position: position, angle: angle, linearVelocity: velocity))
        world.createShape(on: body, .polygon(Polygon.box(halfWidth: halfWidth, halfHeight: halfHeight)),
                          ShapeDef(density: density, friction: friction))
        return body
    }

    /// Runs `frames` frames of 1/60 s.
    static func run(_ world: World, frames: Int, each: (Int) -> Void = { _ in }) {
        for frame in 0..<frames {
            world.advance(by: 1.0 / 60.0)
            each(frame)
        }
    }
}
