import Foundation
import Testing
@testable import DynamicsPhysics

@Suite struct ShapeMassTests {
    @Test func boxMassMatchesRectangleFormula() {
        let box = Polygon.box(halfWidth: 1, halfHeight: 0.5, center: Vec2(2, -1), angle: 0.3)
        let mass = box.computeMass(density: 2)
        #expect(abs(mass.mass - 4) < 1e-12)
        #expect(distance(mass.center, Vec2(2, -1)) < 1e-12)
        #expect(abs(mass.rotationalInertia - 4 * (4 + 1) / 12) < 1e-12)
    }

    @Test func uikitItemOfTwoHundredByFiftyPoints() {
        // 200×50 pt at density 3: 3 kg and I = 1.0625 kg·m² (measured on UIKit).
        let mass = Polygon.box(halfWidth: 1, halfHeight: 0.25).computeMass(density: 3)
        #expect(abs(mass.mass - 3) < 1e-12)
        #expect(abs(mass.rotationalInertia - 1.0625) < 1e-12)
    }

    @Test func rightTriangleMass() throws {
        let triangle = try #require(Polygon(hullOf: [Vec2(0, 0), Vec2(3, 0), Vec2(0, 3)]))
        let mass = triangle.computeMass(density: 1)
        #expect(abs(mass.mass - 4.5) < 1e-12)
        #expect(distance(mass.center, Vec2(1, 1)) < 1e-12)
        // Right triangle with legs a, b: I about the centroid = m (a² + b²) / 18.
        #expect(abs(mass.rotationalInertia - 4.5 * 18 / 18) < 1e-12)
    }

    @Test func roundedPolygonMassMatchesGridIntegration() throws {
        let polygon = try #require(Polygon(hullOf: [Vec2(-1, -0.5), Vec2(1.5, -0.5), Vec2(0.2, 1)], radius: 0.3))
        let mass = polygon.computeMass(density: 1)
        let box = polygon.computeAABB(.identity)
        let n = 500
        let dx = (box.upper.x - box.lower.x) / Double(n)
        let dy = (box.upper.y - box.lower.y) / Double(n)
        var area = 0.0, moment = Vec2.zero, second = 0.0
        for i in 0..<n {
            for j in 0..<n {
                let p = Vec2(box.lower.x + (Double(i) + 0.5) * dx, box.lower.y + (Double(j) + 0.5) * dy)
                guard polygon.testPoint(.identity, p) else { continue }
                area += dx * dy
                moment += (dx * dy) * p
                second += dx * dy * p.lengthSquared
            }
        }
        let center = (1 / area) * moment
        #expect(abs(mass.mass - area) / area < 2e-3)
        #expect(distance(mass.center, center) < 2e-3)
        let inertia = second - area * center.lengthSquared
        #expect(abs(mass.rotationalInertia - inertia) / inertia < 5e-3)
        // The skin adds mass: more than the core alone.
        let core = try #require(Polygon(hullOf: polygon.vertices)).computeMass(density: 1)
        #expect(mass.mass > core.mass + 0.3 * 4)
    }

    @Test func circleMass() {
        let mass = Circle(center: Vec2(1, 2), radius: 0.5).computeMass(density: 3)
        #expect(abs(mass.mass - 3 * Double.pi * 0.25) < 1e-12)
        #expect(mass.center == Vec2(1, 2))
        #expect(abs(mass.rotationalInertia - mass.mass * 0.125) < 1e-12)
    }

    @Test func segmentsHaveNoMass() {
        let mass = ShapeGeometry.segment(Segment(Vec2(0, 0), Vec2(2, 0))).computeMass(density: 5)
        #expect(mass.mass == 0 && mass.rotationalInertia == 0)
        #expect(mass.center == Vec2(1, 0))
    }
}

@Suite struct ShapeBoundsTests {
    @Test func rotatedBoxAABB() {
        let box = ShapeGeometry.polygon(.box(halfWidth: 1, halfHeight: 1))
        let aabb = box.computeAABB(Transform(p: Vec2(3, 4), q: Rot(angle: .pi / 4)))
        let h = 2.0.squareRoot()
        #expect(distance(aabb.lower, Vec2(3 - h, 4 - h)) < 1e-12)
        #expect(distance(aabb.upper, Vec2(3 + h, 4 + h)) < 1e-12)
    }

    @Test func roundedPolygonAABBIncludesRadius() {
        var box = Polygon.box(halfWidth: 1, halfHeight: 0.5)
        box.radius = 0.1
        let aabb = box.computeAABB(Transform(p: Vec2(1, 0), q: .identity))
        #expect(distance(aabb.lower, Vec2(-0.1, -0.6)) < 1e-12)
        #expect(distance(aabb.upper, Vec2(2.1, 0.6)) < 1e-12)
    }

    @Test func circleAndSegmentAABB() {
        let xf = Transform(p: Vec2(1, 1), q: Rot(angle: .pi / 2))
        let circle = ShapeGeometry.circle(Circle(center: Vec2(1, 0), radius: 0.5)).computeAABB(xf)
        #expect(distance(circle.lower, Vec2(0.5, 1.5)) < 1e-12)
        #expect(distance(circle.upper, Vec2(1.5, 2.5)) < 1e-12)
        let segment = ShapeGeometry.chainSegment(ChainSegment(ghost1: Vec2(-5, 0), segment: Segment(Vec2(0, 0), Vec2(2, 0)),
                                                              ghost2: Vec2(9, 9))).computeAABB(xf)
        #expect(distance(segment.lower, Vec2(1, 1)) < 1e-12)
        #expect(distance(segment.upper, Vec2(1, 3)) < 1e-12)
    }

    @Test func pointTests() {
        let xf = Transform(p: Vec2(1, 0), q: Rot(angle: 0.5))
        var box = Polygon.box(halfWidth: 1, halfHeight: 1)
        #expect(ShapeGeometry.polygon(box).testPoint(xf, xf.apply(Vec2(0.9, -0.9))))
        #expect(!ShapeGeometry.polygon(box).testPoint(xf, xf.apply(Vec2(1.05, 0))))
        box.radius = 0.1
        #expect(box.testPoint(xf, xf.apply(Vec2(1.05, 0))))
        #expect(box.testPoint(xf, xf.apply(Vec2(1.07, 1.07))))
        #expect(!box.testPoint(xf, xf.apply(Vec2(1.08, 1.08))))
        #expect(Circle(radius: 1).testPoint(xf, Vec2(1.5, 0.5)))
        #expect(!Circle(radius: 1).testPoint(xf, Vec2(2.1, 0)))
        #expect(!ShapeGeometry.segment(Segment(Vec2(-1, 0), Vec2(1, 0))).testPoint(.identity, .zero))
    }
}

@Suite struct RayCastTests {
    @Test func rayHitsCircle() throws {
        let hit = try #require(Circle(center: Vec2(0, 0), radius: 1)
            .rayCast(RayCastInput(origin: Vec2(-3, 0), translation: Vec2(4, 0)), Transform(p: Vec2(1, 0), q: .identity)))
        #expect(abs(hit.fraction - 0.75) < 1e-12)
        #expect(distance(hit.point, Vec2(0, 0)) < 1e-12)
        #expect(distance(hit.normal, Vec2(-1, 0)) < 1e-12)
        #expect(Circle(radius: 1).rayCast(RayCastInput(origin: Vec2(-3, 1.01), translation: Vec2(6, 0)), .identity) == nil)
        #expect(Circle(radius: 1).rayCast(RayCastInput(origin: Vec2(-3, 0), translation: Vec2(1, 0)), .identity) == nil)
    }

    @Test func rayHitsRotatedBox() throws {
        let xf = Transform(p: Vec2(0, 0), q: Rot(angle: .pi / 2))
        let hit = try #require(Polygon.box(halfWidth: 2, halfHeight: 0.5)
            .rayCast(RayCastInput(origin: Vec2(-2, 1), translation: Vec2(4, 0)), xf))
        #expect(abs(hit.fraction - 1.5 / 4) < 1e-12)
        #expect(distance(hit.normal, Vec2(-1, 0)) < 1e-12)
        #expect(Polygon.box(halfWidth: 1, halfHeight: 1).rayCast(RayCastInput(origin: .zero, translation: Vec2(4, 0)), .identity) == nil)
    }

    @Test func rayHitsRoundedCorner() throws {
        var box = Polygon.box(halfWidth: 1, halfHeight: 1)
        box.radius = 0.5
        // Along the diagonal the surface lies at √2 + 0.5 from the centre.
        let start = Vec2(-3, -3)
        let hit = try #require(box.rayCast(RayCastInput(origin: start, translation: Vec2(3, 3)), .identity))
        let expected = 2.0.squareRoot() + 0.5
        #expect(abs(hit.point.length - expected) < 1e-9)
        #expect(distance(hit.normal, Vec2(-1, -1).normalized) < 1e-9)
        let side = try #require(box.rayCast(RayCastInput(origin: Vec2(-3, 0.2), translation: Vec2(3, 0)), .identity))
        #expect(abs(side.point.x + 1.5) < 1e-12)
    }

    @Test func rayHitsSegmentFromBothSides() throws {
        let segment = Segment(Vec2(0, -1), Vec2(0, 1))
        let fromLeft = try #require(segment.rayCast(RayCastInput(origin: Vec2(-1, 0), translation: Vec2(2, 0)), .identity))
        #expect(abs(fromLeft.fraction - 0.5) < 1e-12 && distance(fromLeft.normal, Vec2(-1, 0)) < 1e-12)
        let fromRight = try #require(segment.rayCast(RayCastInput(origin: Vec2(1, 0.5), translation: Vec2(-2, 0)), .identity))
        #expect(distance(fromRight.normal, Vec2(1, 0)) < 1e-12)
        #expect(segment.rayCast(RayCastInput(origin: Vec2(-1, 1.5), translation: Vec2(2, 0)), .identity) == nil)
    }
}
