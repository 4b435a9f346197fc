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
        max(velocity * velocity + 2 * g * gap, 0).squareRoot()
    }

    /// What a drop of a 1 m square (100 pt in UIKit), bottom 3 m above the floor, records over 5 s.
    struct Drop {
        var maxSpin = 0.0, maxAngle = 0.0
        var bounces: [(impact: Double, rebound: Double)] = []
        var finalPosition = Vec2.zero
    }

    static func drop(restitution: Double, on floor: Floor) -> Drop {
        let g = 10.0
        let world = Fixture.world(gravity: g)
        switch floor {
        case .segment: Fixture.ground(world)
        case .box:
            let ground = world.createBody(BodyDef(type: .static, position: Vec2(0, 1)))
            world.createShape(on: ground, .polygon(Polygon.box(halfWidth: 5, halfHeight: 1)), ShapeDef())
        }
        let box = world.createBody(BodyDef(type: .dynamic, position: Vec2(0.3, -3.5)))
        world.createShape(on: box, .polygon(Polygon.box(halfWidth: 0.5, halfHeight: 0.5)),
                          ShapeDef(restitution: restitution))
        var result = Drop()
        var previous = (gap: 3.0, velocity: 0.0)
        var impactSpeed: Double?
        for _ in 0..<(5 * 120) {
            world.step(Fixture.h)
            let gap = -(world.position(of: box).y + 0.5), velocity = world.linearVelocity(of: box).y
            result.maxSpin = max(result.maxSpin, abs(world.angularVelocity(of: box)))
            result.maxAngle = max(result.maxAngle, abs(world.angle(of: box)))
            if previous.velocity > 0 && velocity <= 0 {
                impactSpeed = speedAtSurface(gap: previous.gap, velocity: previous.velocity, g: g)
            }
            if let impact = impactSpeed, velocity < 0 {
                result.bounces.append((impact, speedAtSurface(gap: gap, velocity: velocity, g: g)))
                impactSpeed = nil
            }
            previous = (gap, velocity)
        }
        result.finalPosition = world.position(of: box)
        return result
    }

    @Test(arguments: [0.2, 0.7], Floor.allCases)
    func boxDroppedFlatBouncesWithoutSpinning(restitution: Double, floor: Floor) {
        let drop = Self.drop(restitution: restitution, on: floor)
        #expect(drop.maxSpin < 1e-6, "rad/s")
        #expect(drop.maxAngle < 1e-6, "rad")
        #expect(abs(drop.finalPosition.x - 0.3) < 1e-9, "lands and rebounds straight")
        #expect(abs(drop.finalPosition.y + 0.5) < 0.01, "settles on the floor")
        // Impacts from 3 m reach 7.7 m/s; those above 2 m/s give clean rebounds well over the 1 m/s threshold.
        let checked = drop.bounces.filter { $0.impact > 2 }
        #expect(checked.count >= (restitution > 0.5 ? 3 : 1), "\(drop.bounces)")
        for bounce in checked {
            #expect(abs(bounce.rebound / (restitution * bounce.impact) - 1) < 0.02, "\(bounce)")
        }
    }
}
