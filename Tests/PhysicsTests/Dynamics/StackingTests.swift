import Foundation
import Testing
import DynamicsPhysics

/// Stacks with sleeping off, in Box2D's benchmark geometry (1 m boxes; the UIKit scale makes them 100 pt).
@Suite struct StackingTests {
    struct Stability {
        /// Largest horizontal distance any box moved from where it first came to rest.
        var maxSlide = 0.0
        /// Drop of the top box between 5 s and 10 s.
        var creep = 0.0
        /// Drop of the top box from its settled height (after 2 s) to 10 s.
        var topDrop = 0.0
    }

    /// Runs `boxes` for 10 s at 60 Hz and measures how they drift once settled (after 2 s).
    static func measure(_ world: World, _ boxes: [BodyID], top: BodyID) -> Stability {
        var result = Stability()
        Fixture.run(world, frames: 120)
        let settled = boxes.map { world.position(of: $0) }
        let topSettled = world.position(of: top).y
        var topAtFive = topSettled
        for frame in 120..<600 {
            world.advance(by: 1.0 / 60.0)
            if frame == 299 { topAtFive = world.position(of: top).y }
            for (i, box) in boxes.enumerated() {
                result.maxSlide = max(result.maxSlide, abs(world.position(of: box).x - settled[i].x))
            }
        }
        result.creep = world.position(of: top).y - topAtFive
        result.topDrop = world.position(of: top).y - topSettled
        return result
    }

    static func world(_ solver: SolverProfile) -> World {
        var settings = WorldSettings()
        settings.enableSleep = false
        settings.solver = solver
        return World(gravity: Vec2(0, 10), settings: settings)
    }

    @Test(arguments: [SolverProfile.box2d, .soft])
    func towerOfTenBoxesStands(solver: SolverProfile) {
        let world = Self.world(solver)
        Fixture.ground(world, friction: 0.6)
        var boxes: [BodyID] = []
        for i in 0..<10 {
            boxes.append(Fixture.box(world, at: Vec2(0, -0.5 - Double(i)), friction: 0.6))
        }
        let stability = Self.measure(world, boxes, top: boxes[9])
        #expect(stability.maxSlide < 0.005)
        #expect(abs(stability.creep) < 0.005)
        #expect(abs(world.position(of: boxes[9]).y + 9.5) < 0.05, "top box within 5 cm of its stacked height")
        #expect(abs(world.angle(of: boxes[9])) < 0.01)
    }

    @Test(arguments: [SolverProfile.box2d, .soft])
    func pyramidOfTwentyRowsStands(solver: SolverProfile) {
        let world = Self.world(solver)
        Fixture.ground(world, halfWidth: 40, friction: 0.6)
        var boxes: [BodyID] = []
        let rows = 20
        var rowStart = Vec2(-7, -0.75)
        for row in 0..<rows {
            var position = rowStart
            for _ in row..<rows {
                boxes.append(Fixture.box(world, at: position, friction: 0.6))
                position += Vec2(1.125, 0)
            }
            rowStart += Vec2(0.5625, -1.25)
        }
        #expect(boxes.count == 210)
        let top = boxes[209]
        let stability = Self.measure(world, boxes, top: top)
        #expect(stability.maxSlide < 0.01, "max slide \(stability.maxSlide) m")
        #expect(abs(stability.creep) < 0.005, "5 s creep \(stability.creep) m")
        #expect(abs(stability.topDrop) < 0.02, "top drop \(stability.topDrop) m")
        // Standing: the top box is 19.5 m up, less at most one linear slop of overlap per layer.
        #expect(world.position(of: top).y < -19.5 + 20 * 0.005 + 0.01)
    }
}
