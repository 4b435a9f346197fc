import DynamicsPhysics

/// Run length, time step and material shared by every engine (bench/README.md; bench/harness/scenes.h holds the same
/// numbers for the C/C++ harnesses).
enum PhysicsBenchSettings {
    /// 10 s at 60 Hz.
    static let stepCount = 600
    /// Steps whose duration is measured (0-based, inclusive): the first second of settling is left out.
    static let timedSteps = 60...559
    /// The stability snapshot at 5 s, for creep.
    static let midStepCount = 300
    static let timeStep = 1.0 / 60.0
    /// Metres per second squared, along +y (UIKit's y-down axes).
    static let gravity = 10.0
    static let density = 1.0
    /// Box2D's sample friction.
    static let friction = 0.6
    static let restitution = 0.0
}

/// One benchmark scene, in metres (UIKit's 100 pt = 1 m) with y pointing down; "up" is −y.
/// Every dynamic body holds one shape centred on its origin; all static boxes belong to one static body at the origin.
struct PhysicsBenchScene {
    enum Kind { case pyramid, container }
    enum ShapeKind { case box, circle }

    struct Body {
        var kind: ShapeKind
        var position: Vec2
        /// Box half-width (= half-height) or circle radius.
        var halfExtent: Double
    }

    struct StaticBox {
        var center: Vec2
        var halfWidth: Double
        var halfHeight: Double
    }

    /// Scene names in run order.
    static let names = ["pyramid-20", "pyramid-100", "container-1000"]

    let name: String
    let kind: Kind
    /// In creation order; the apex of a pyramid is the last body.
    let bodies: [Body]
    let statics: [StaticBox]
    /// A body whose centre leaves `minX...maxX`, or goes below `maxY` (the floor's top), has escaped.
    let minX: Double
    let maxX: Double
    let maxY: Double
}

extension PhysicsBenchScene {
    /// The named scene, or nil for an unknown name.
    init?(named name: String) {
        switch name {
        case Self.names[0]: self = Self.pyramid(name: name, baseCount: 20)
        case Self.names[1]: self = Self.pyramid(name: name, baseCount: 100)
        case Self.names[2]: self = Self.container(name: name)
        default: return nil
        }
    }

    /// Box2D's sample pyramid: 1 m boxes, `baseCount` in the bottom row, each row one shorter and centred on the one
    /// below. Horizontal pitch 1.125 m as in Box2D 2.x's "Pyramid" sample (the gaps keep Box2D 2.x's 1 cm polygon skins
    /// of neighbours apart); rows stacked touching on a 200 m × 2 m ground box whose top is y = 0, as in Box2D v3's
    /// "large_pyramid" benchmark. The apex is at x = 0.
    private static func pyramid(name: String, baseCount: Int) -> PhysicsBenchScene {
        let halfExtent = 0.5, pitch = 1.125
        var bodies: [Body] = []
        bodies.reserveCapacity(baseCount * (baseCount + 1) / 2)
        for row in 0..<baseCount {
            for column in row..<baseCount {
                let x = Double(column - row) * pitch + 0.5 * pitch * Double(row - (baseCount - 1))
                bodies.append(Body(kind: .box, position: Vec2(x, -(Double(row) + halfExtent)), halfExtent: halfExtent))
            }
        }
        let ground = StaticBox(center: Vec2(0, 1), halfWidth: 100, halfHeight: 1)
        return PhysicsBenchScene(name: name, kind: .pyramid, bodies: bodies, statics: [ground], minX: -100, maxX: 100, maxY: 0)
    }

    /// 1000 bodies (boxes of half-extent 0.25 m and circles of radius 0.25 m in a checkerboard) on a 25 × 40 grid of
    /// pitch 0.75 m, odd rows shifted by 0.1875 m, the lowest row 1 m above the floor, dropped into a U-shaped
    /// container: a 22 m × 1 m floor whose top is y = 0 and two 1 m × 20 m walls whose inner faces are x = ±10 m.
    private static func container(name: String) -> PhysicsBenchScene {
        let columns = 25, rows = 40, pitch = 0.75, size = 0.25
        var bodies: [Body] = []
        bodies.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let x = -9 + Double(column) * pitch + (row % 2 == 1 ? 0.25 * pitch : 0)
                let y = -(1 + Double(row) * pitch)
                bodies.append(Body(kind: (row + column) % 2 == 0 ? .box : .circle, position: Vec2(x, y), halfExtent: size))
            }
        }
        let statics = [
            StaticBox(center: Vec2(0, 0.5), halfWidth: 11, halfHeight: 0.5),
            StaticBox(center: Vec2(-10.5, -10), halfWidth: 0.5, halfHeight: 10),
            StaticBox(center: Vec2(10.5, -10), halfWidth: 0.5, halfHeight: 10),
        ]
        return PhysicsBenchScene(name: name, kind: .container, bodies: bodies, statics: statics, minX: -10, maxX: 10, maxY: 0)
    }
}
