import Foundation
import Testing
import DynamicsPhysics

/// A box landing flat must bounce flat: both points of its manifold rebound together, as in Box2D 2.x's block
/// solver, so a symmetric landing gets no torque.
@Suite struct FlatBounceTests {
    /// What the box stands on: a zero-thickness segment, or the top face of a static box, at y = 0.
    enum Floor: CaseIterable { case segment, box }

    /// Speed at the floor surface of a body whose bottom is `gap` above it, moving at `velocity` along y under
    /// gravity `g`: ballistic motion is energy-conserving, so this extrapolates a sampled state to the impact.
    static func speedAtSurface(gap: Double, velocity: Double, g: Double) -> Double {
        (velocity * velocity + 2 * g * gap).squareRoot()
    }

    @Test(arguments: [0.2, 0.7], Floor.allCases)
    func boxDroppedFlatBouncesWithoutSpinning(restitution: Double, floor: Floor) throws {
        let g = 10.0
        let world = Fixture.world(gravity: g)
        switch floor {
        case .segment: Fixture.ground(world)
        case .box:
            let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 1)))
            world.createShape(on: ground, .polygon(Polygon.box(halfWidth: 5, halfHeight: 1)), ShapeDef())
        }
        // A 1 m square (100 pt in UIKit) whose bottom starts 3 m above the floor.
        let box = world.createBody(BodyDef(type: .dynamic, position: Vec2(0.3, -3.5)))
        world.createShape(on: box, .polygon(Polygon.box(halfWidth: 0.5, halfHeight: 0.5)),
                          ShapeDef(restitution: restitution))
        var previous = (gap: 3.0, velocity: 0.0)
        var impactSpeed: Double?
        var bounces: [(impact: Double, rebound: Double)] = []
        var maxSpin = 0.0, maxAngle = 0.0
        for _ in 0..<(5 * 120) {
            world.step(Fixture.h)
            let gap = -(world.position(of: box).y + 0.5), velocity = world.linearVelocity(of: box).y
            maxSpin = max(maxSpin, abs(world.angularVelocity(of: box)))
            maxAngle = max(maxAngle, abs(world.angle(of: box)))
            if previous.velocity > 0 && velocity <= 0 {
                impactSpeed = Self.speedAtSurface(gap: previous.gap, velocity: previous.velocity, g: g)
            }
            if let impact = impactSpeed, velocity < 0 {
                bounces.append((impact, Self.speedAtSurface(gap: gap, velocity: velocity, g: g)))
                impactSpeed = nil
            }
            previous = (gap, velocity)
        }
        #expect(maxSpin < 1e-6, "rad/s")
        #expect(maxAngle < 1e-6, "rad")
        #expect(abs(world.position(of: box).x - 0.3) < 1e-9, "lands and rebounds straight")
        #expect(abs(world.position(of: box).y + 0.5) < 0.01, "settles on the floor")
        // Impacts from 3 m reach 7.7 m/s; those above 2 m/s give clean rebounds well over the 1 m/s threshold.
        let checked = bounces.filter { $0.impact > 2 }
        #expect(checked.count >= (restitution > 0.5 ? 3 : 1), "\(bounces)")
        for bounce in checked {
            #expect(abs(bounce.rebound / (restitution * bounce.impact) - 1) < 0.02, "\(bounce)")
        }
    }
}
