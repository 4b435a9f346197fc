import Testing
import DynamicsPhysics

/// The `.soft` solver profile on Box2D's benchmark pyramid (1 m boxes, horizontal pitch 1.125 m, rows stacked
/// touching on a 200 m × 2 m ground box), run as the benchmark runs it: one `step(1/60 s)` per frame, sleeping off.
@Suite struct SoftStackingTests {
    struct Drift {
        /// Largest horizontal distance of any box at 10 s from where it was built.
        var maxSlide = 0.0
        /// How much lower the top box is at 10 s than where it was built.
        var apexDrop = 0.0
        /// Distance the top box travelled between 5 s and 10 s.
        var creep = 0.0
    }

    /// Builds a pyramid with `rows` boxes in its bottom row and runs it for 10 s with the soft profile.
    static func runPyramid(rows: Int) -> Drift {
        var settings = WorldSettings()
        settings.enableSleep = false
        settings.solver = .soft
        let world = World(gravity: Vec2(0, 10), settings: settings)
        let material = ShapeDef(density: 1, friction: 0.6)
        let ground = world.createBody(BodyDef(type: .static))
        world.createShape(on: ground, .polygon(Polygon.box(halfWidth: 100, halfHeight: 1, center: Vec2(0, 1))),
                          material)
        var boxes: [(id: BodyID, start: Vec2)] = []
        for row in 0..<rows {
            for column in row..<rows {
                let x = (Double(column - row) + 0.5 * Double(row - (rows - 1))) * 1.125
                let start = Vec2(x, -(Double(row) + 0.5))
                let body = world.createBody(BodyDef(type: .dynamic, position: start, allowSleep: false))
                world.createShape(on: body, .polygon(Polygon.box(halfWidth: 0.5, halfHeight: 0.5)), material)
                boxes.append((body, start))
            }
        }
        let top = boxes[boxes.count - 1]
        var apexAtFive = Vec2.zero
        for frame in 0..<600 {
            world.step(1.0 / 60.0)
            if frame == 299 { apexAtFive = world.position(of: top.id) }
        }
        var drift = Drift()
        for box in boxes {
            let p = world.position(of: box.id)
            drift.maxSlide = max(drift.maxSlide, abs(p.x - box.start.x))
        }
        let apex = world.position(of: top.id)
        drift.apexDrop = apex.y - top.start.y
        drift.creep = distance(apex, apexAtFive)
        return drift
    }

    @Test func pyramidOfTwentyRowsStandsAtSixtyHertz() {
        let drift = Self.runPyramid(rows: 20)
        #expect(drift.maxSlide < 0.03, "max slide \(drift.maxSlide) m")
        #expect(drift.apexDrop < 0.05 && drift.apexDrop > -0.01, "apex drop \(drift.apexDrop) m")
        #expect(drift.creep < 0.001, "5 s creep \(drift.creep) m")
    }

    @Test func pyramidOfThirtyRowsStandsAtSixtyHertz() {
        let drift = Self.runPyramid(rows: 30)
        #expect(drift.maxSlide < 0.1, "max slide \(drift.maxSlide) m")
        #expect(drift.apexDrop < 0.1 && drift.apexDrop > -0.01, "apex drop \(drift.apexDrop) m")
        #expect(drift.creep < 0.002, "5 s creep \(drift.creep) m")
    }
}
