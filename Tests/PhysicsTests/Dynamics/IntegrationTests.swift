import Foundation
import Testing
import DynamicsPhysics

/// Free motion against the closed form of UIKit's integrator: semi-implicit Euler at 1/120 s (as Float) sub-steps
/// from an accumulator, v ← (v + h·g) / (1 + h·c), x ← x + h·v.
@Suite struct IntegrationTests {
    /// Position after n sub-steps of free fall from rest: y0 + g·h²·n(n+1)/2.
    static func fallen(_ y0: Double, _ g: Double, _ n: Int) -> Double {
        y0 + g * Fixture.h * Fixture.h * Double(n * (n + 1)) / 2
    }

    @Test func freeFallReproducesUIKitFrames() {
        // UIKit: 100×100 pt item at y = 50 pt under gravity 1 (1000 pt/s²), resistance 0.
        let world = Fixture.world()
        let body = Fixture.box(world, at: Vec2(1.5, 0.5))
        let expectedPoints = [50.0694, 50.4167, 51.0417, 51.9444, 53.1250]
        let expectedSpeeds = [8.333, 25.0, 41.667, 58.333, 75.0]
        var substeps = 0
        for frame in 1...5 {
            substeps += world.advance(by: 1.0 / 60.0)
            #expect(substeps == 2 * frame - 1, "one sub-step on the first frame, then two")
            let y = world.position(of: body).y
            #expect(abs(y - Self.fallen(0.5, 10, substeps)) < 1e-8)
            #expect(abs(100 * y - expectedPoints[frame - 1]) < 1e-4)
            #expect(abs(100 * world.linearVelocity(of: body).y - expectedSpeeds[frame - 1]) < 1e-3)
            #expect(world.position(of: body).x == 1.5)
        }
    }

    @Test func projectileMatchesClosedForm() {
        let world = Fixture.world(gravity: 9.81)
        let v0 = Vec2(3, -4)
        let body = Fixture.ball(world, at: Vec2(0, 2), velocity: v0)
        var n = 0
        for _ in 0..<120 {
            n += world.advance(by: 1.0 / 60.0)
            let p = world.position(of: body)
            let t = Double(n) * Fixture.h
            #expect(abs(p.x - v0.x * t) < 1e-8)
            #expect(abs(p.y - (2 + v0.y * t + 9.81 * Fixture.h * Fixture.h * Double(n * (n + 1)) / 2)) < 1e-8)
        }
        #expect(n == 239)
    }

    @Test func linearDampingUsesUIKitForm() {
        // UIKit's default resistance 0.1: y after frames 1–5 measured on the host (float32).
        let world = Fixture.world()
        let body = Fixture.box(world, at: Vec2(1.5, 0.5))
        world.setLinearDamping(body, 0.1)
        let measured = [50.0693855, 50.4160881, 51.0396423, 51.9395943, 53.1154747]
        var y = 0.5, v = 0.0, n = 0
        for frame in 0..<5 {
            let steps = world.advance(by: 1.0 / 60.0)
            for _ in 0..<steps {
                v = (v + Fixture.h * 10) / (1 + Fixture.h * 0.1)
                y += Fixture.h * v
                n += 1
            }
            #expect(abs(world.position(of: body).y - y) < 1e-12)
            #expect(abs(100 * y - measured[frame]) < 2e-5)
        }
    }

    @Test func continuousForceActsInEverySubStepAndIsClearedAfterAdvance() {
        // UIKit push (1, 0) on 1 kg: vx after frames 1–4 = 0.8333, 2.5, 4.1667, 5.8333 pt/s.
        let world = Fixture.world(gravity: 0)
        let body = Fixture.box(world, at: .zero)
        let expected = [0.8333, 2.5, 4.1667, 5.8333]
        for frame in 0..<4 {
            world.applyForceToCenter(body, Vec2(1, 0))
            world.advance(by: 1.0 / 60.0)
            #expect(abs(100 * world.linearVelocity(of: body).x - expected[frame]) < 1e-4)
            #expect(world.force(of: body) == .zero)
        }
    }

    @Test func stepDoesNotClearForces() {
        let world = Fixture.world(gravity: 0)
        let body = Fixture.box(world, at: .zero)
        world.applyForceToCenter(body, Vec2(1, 0))
        world.step(0.01)
        world.step(0.01)
        #expect(abs(world.linearVelocity(of: body).x - 0.02) < 1e-12)
        world.clearForces()
        world.step(0.01)
        #expect(abs(world.linearVelocity(of: body).x - 0.02) < 1e-12)
    }

    @Test func offCentreForceAndImpulseProduceUIKitTorques() {
        // Push (1,0) at offset (0, +50 pt): ω after frames 1–4 = −0.025, −0.075, −0.125, −0.175 rad/s.
        let world = Fixture.world(gravity: 0)
        let body = Fixture.box(world, at: .zero)
        let expected = [-0.025, -0.075, -0.125, -0.175]
        for frame in 0..<4 {
            world.applyForce(body, Vec2(1, 0), at: world.worldCenter(of: body) + Vec2(0, 0.5))
            world.advance(by: 1.0 / 60.0)
            #expect(abs(world.angularVelocity(of: body) - expected[frame]) < 1e-6)
        }
        // Impulse (0, 1) at offset (50 pt, 0): Δω = +3 rad/s on I = 1/6 kg·m², Δv = 100 pt/s.
        let other = Fixture.box(world, at: Vec2(5, 0))
        world.applyLinearImpulse(other, Vec2(0, 1), at: Vec2(5.5, 0))
        #expect(abs(world.angularVelocity(of: other) - 3) < 1e-12)
        #expect(abs(world.linearVelocity(of: other).y - 1) < 1e-12)
        #expect(abs(world.rotationalInertia(of: other) - 1.0 / 6) < 1e-12)
    }

    @Test func massFromDensityAndArea() {
        let world = Fixture.world()
        // 200×50 pt at density 3 → 3 kg, I = 1.0625 kg·m².
        let body = Fixture.box(world, at: .zero, halfWidth: 1, halfHeight: 0.25, density: 3)
        #expect(abs(world.mass(of: body) - 3) < 1e-12)
        #expect(abs(world.rotationalInertia(of: body) - 1.0625) < 1e-12)
        world.setFixedRotation(body, true)
        #expect(world.rotationalInertia(of: body) == 0)
        #expect(world.mass(of: body) == 3)
    }

    @Test func gravityScaleAndKinematicBodies() {
        let world = Fixture.world()
        let floating = Fixture.ball(world, at: .zero)
        world.setGravityScale(floating, 0)
        let kinematic = world.createBody(BodyDef(type: .kinematic, position: Vec2(0, 5), linearVelocity: Vec2(1, 0)))
        world.createShape(on: kinematic, .circle(Circle(radius: 0.1)), ShapeDef())
        Fixture.run(world, frames: 60)
        #expect(world.position(of: floating) == .zero)
        #expect(abs(world.position(of: kinematic).x - 119 * Fixture.h) < 1e-12)
        #expect(world.position(of: kinematic).y == 5)
    }
}
