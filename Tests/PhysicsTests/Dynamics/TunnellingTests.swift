import Foundation
import Testing
import DynamicsPhysics

/// Fast 20 pt (0.2 m) circles and boxes against zero-thickness boundaries: none may pass.
@Suite struct TunnellingTests {
    enum Projectile: CaseIterable { case circle, box, spinningBox }
    enum Boundary: CaseIterable { case segment, chain }

    static let speeds = [5.0, 20.0, 50.0, 100.0, 200.0, 300.0]

    /// Fires the projectile from the origin at `speed` along `direction` toward a wall whose line is x = 1.
    /// Returns the largest x its centre reached over 1 s.
    static func fire(_ projectile: Projectile, at boundary: Boundary, speed: Double, direction: Vec2) -> Double {
        let world = Fixture.world(gravity: 0, sleep: false)
        let wall = world.createBody(BodyDef(type: .static))
        switch boundary {
        case .segment:
            world.createShape(on: wall, .segment(Segment(Vec2(1, -100), Vec2(1, 100))), ShapeDef())
        case .chain:
            // A vertical polyline through x = 1 with vertices every 0.25 m, so hits land on and near vertices.
            let points = stride(from: -100.0, through: 100.0, by: 0.25).map { Vec2(1, $0) }
            world.createChain(on: wall, points: points, isLoop: false, ShapeDef())
        }
        let velocity = speed * direction.normalized
        let body: BodyID
        switch projectile {
        case .circle:
            body = Fixture.ball(world, at: .zero, radius: 0.1, velocity: velocity)
        case .box, .spinningBox:
            body = Fixture.box(world, at: .zero, halfWidth: 0.1, halfHeight: 0.1, angle: 0.3, velocity: velocity)
            if projectile == .spinningBox { world.setAngularVelocity(body, 40) }
        }
        var farthest = -Double.infinity
        for _ in 0..<120 {
            world.step(Fixture.h)
            farthest = max(farthest, world.position(of: body).x)
        }
        return farthest
    }

    @Test(arguments: Projectile.allCases, Boundary.allCases)
    func fastBodiesNeverPassZeroThicknessBoundaries(projectile: Projectile, boundary: Boundary) {
        for speed in Self.speeds {
            for direction in [Vec2(1, 0), Vec2(1, 0.6), Vec2(1, -1.5)] {
                let farthest = Self.fire(projectile, at: boundary, speed: speed, direction: direction)
                #expect(farthest < 1, "\(projectile) at \(speed) m/s along \(direction) reached x = \(farthest)")
            }
        }
    }

    @Test func ballStaysInsideClosedLoopAtAnySpeed() {
        for speed in Self.speeds {
            let world = Fixture.world(gravity: 10, sleep: false)
            let frame = world.createBody(BodyDef(type: .static))
            // A closed loop like UIKit's reference-bounds boundary, 3 m × 2 m.
            world.createChain(on: frame, points: [Vec2(-1.5, -1), Vec2(1.5, -1), Vec2(1.5, 1), Vec2(-1.5, 1)],
                              isLoop: true, ShapeDef(restitution: 0.5))
            let ball = Fixture.ball(world, at: .zero, radius: 0.1, velocity: speed * Vec2(0.8, -0.6),
                                    restitution: 0.9)
            for _ in 0..<240 {
                world.step(Fixture.h)
                let p = world.position(of: ball)
                #expect(abs(p.x) < 1.5 && abs(p.y) < 1, "escaped at \(speed) m/s: \(p)")
                if abs(p.x) >= 1.5 || abs(p.y) >= 1 { break }
            }
        }
    }
}

/// Time of impact with a body that turns hundreds of radians in one sweep: the search walks a bounded number of
/// windows (fuzz seed 472 spent minutes in ten thousand of them) and still finds the crossing.
@Suite struct FastSpinTimeOfImpactTests {
    @Test func aBoxSpinningAThousandRadiansStillHitsTheWall() {
        let wall = DistanceProxy(Segment(Vec2(0, -5), Vec2(0, 5)))
        let box = DistanceProxy(Polygon.box(halfWidth: 0.4, halfHeight: 0.01))
        let still = Sweep(localCenter: .zero, c0: .zero, c: .zero, a0: 0, a: 0)
        let spinning = Sweep(localCenter: .zero, c0: Vec2(-2, 0), c: Vec2(2, 0), a0: 0, a: 1000)
        let output = timeOfImpact(wall, still, box, spinning)
        #expect(output.state == .hit)
        // The box's centre reaches the wall half-way; its ends can reach it up to 0.4 m (a tenth of the sweep) earlier.
        #expect(output.t > 0.38 && output.t <= 0.5, "t = \(output.t)")
    }
}
