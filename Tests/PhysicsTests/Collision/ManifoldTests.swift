import Foundation
import Testing
@testable import DynamicsPhysics

@Suite struct CircleManifoldTests {
    @Test func overlappingCircles() {
        let m = collide(.circle(Circle(radius: 1)), .identity, .circle(Circle(radius: 0.5)), placed(1.4, 0))
        #expect(m.pointCount == 1)
        #expect(near(m.normal, Vec2(1, 0)))
        #expect(abs(m.point1.separation + 0.1) < 1e-12)
        #expect(near(m.point1.point, Vec2(0.95, 0)))
        #expect(near(m.point1.anchorA, Vec2(0.95, 0)))
        #expect(near(m.point1.anchorB, Vec2(-0.45, 0)))
    }

    @Test func circlesTouchingSpeculativeAndFar() {
        let a = ShapeGeometry.circle(Circle(center: Vec2(0, 1), radius: 1))
        let b = ShapeGeometry.circle(Circle(radius: 0.5))
        let touching = collide(a, placed(0, -1), b, placed(0, 1.5))
        #expect(touching.pointCount == 1 && abs(touching.point1.separation) < 1e-12)
        #expect(near(touching.normal, Vec2(0, 1)))
        let speculative = collide(a, placed(0, -1), b, placed(0, 1.51))
        #expect(speculative.pointCount == 1 && abs(speculative.point1.separation - 0.01) < 1e-12)
        #expect(collide(a, placed(0, -1), b, placed(0, 1.6)).pointCount == 0)
    }

    @Test func polygonAndCircleFace() {
        let box = ShapeGeometry.polygon(.box(halfWidth: 1, halfHeight: 1))
        let m = collide(box, placed(2, 0, .pi / 2), .circle(Circle(radius: 0.5)), placed(2, 1.4))
        #expect(m.pointCount == 1)
        #expect(near(m.normal, Vec2(0, 1)))
        #expect(abs(m.point1.separation + 0.1) < 1e-12)
        #expect(near(m.point1.point, Vec2(2, 0.95)))
        #expect(near(m.point1.anchorA, Vec2(0, 0.95)))
    }

    @Test func polygonAndCircleVertexAndReversedOrder() {
        let box = ShapeGeometry.polygon(.box(halfWidth: 1, halfHeight: 1))
        let circle = ShapeGeometry.circle(Circle(radius: 0.5))
        let m = collide(box, .identity, circle, placed(1.3, 1.4))
        #expect(m.pointCount == 1)
        #expect(near(m.normal, Vec2(0.6, 0.8)))
        #expect(abs(m.point1.separation) < 1e-12)
        #expect(near(m.point1.point, Vec2(1, 1)))
        let reversed = collide(circle, placed(1.3, 1.4), box, .identity)
        #expect(near(reversed.normal, Vec2(-0.6, -0.8)))
        #expect(near(reversed.point1.anchorA, Vec2(-0.3, -0.4)))
        #expect(near(reversed.point1.anchorB, Vec2(1, 1)))
        #expect(collide(box, .identity, circle, placed(1.4, 1.6)).pointCount == 0)
    }

    @Test func roundedPolygonAndCircle() {
        var rounded = Polygon.box(halfWidth: 1, halfHeight: 1)
        rounded.radius = 0.1
        let m = collidePolygonAndCircle(rounded, .identity, Circle(radius: 0.5), placed(0, 1.55))
        #expect(abs(m.point1.separation + 0.05) < 1e-12)
        #expect(near(m.point1.point, Vec2(0, 1.075)))
    }

    @Test func segmentAndCircleBothSidesAndEnd() {
        let segment = ShapeGeometry.segment(Segment(Vec2(-1, 0), Vec2(1, 0)))
        let circle = ShapeGeometry.circle(Circle(radius: 0.5))
        let above = collide(segment, .identity, circle, placed(0.5, 0.4))
        #expect(above.pointCount == 1 && near(above.normal, Vec2(0, 1)) && abs(above.point1.separation + 0.1) < 1e-12)
        #expect(near(above.point1.point, Vec2(0.5, -0.05)))
        let below = collide(segment, .identity, circle, placed(0.5, -0.4))
        #expect(near(below.normal, Vec2(0, -1)))
        let end = collide(segment, .identity, circle, placed(1.3, 0.4))
        #expect(near(end.normal, Vec2(0.6, 0.8)) && abs(end.point1.separation) < 1e-12)
        #expect(collide(segment, .identity, circle, placed(0, 0.6)).pointCount == 0)
    }
}

@Suite struct PolygonManifoldTests {
    let big = ShapeGeometry.polygon(.box(halfWidth: 1, halfHeight: 1))
    let small = ShapeGeometry.polygon(.box(halfWidth: 0.5, halfHeight: 0.5))

    @Test func boxOnBoxTwoPoints() {
        let m = collide(big, .identity, small, placed(0.5, 1.4))
        #expect(m.pointCount == 2)
        #expect(near(m.normal, Vec2(0, 1)))
        let xs = points(m).map(\.point.x).sorted()
        #expect(abs(xs[0]) < 1e-12 && abs(xs[1] - 1) < 1e-12)
        for p in points(m) {
            #expect(abs(p.separation + 0.1) < 1e-12)
            #expect(abs(p.point.y - 0.95) < 1e-12)
        }
        #expect(m.point1.id != m.point2.id)
    }

    @Test func clippedToReferenceFace() {
        let m = collide(big, .identity, small, placed(1.2, 1.4))
        #expect(m.pointCount == 2)
        let xs = points(m).map(\.point.x).sorted()
        #expect(abs(xs[0] - 0.7) < 1e-12 && abs(xs[1] - 1) < 1e-12)
    }

    @Test func referenceFaceOnB() {
        // A stands on a corner under B's face: B's face is the reference, the normal still points from A to B.
        let h = 0.5 * 2.0.squareRoot()
        let m = collide(small, placed(0, 0, .pi / 4), big, placed(0.2, h + 1 - 0.05))
        #expect(m.pointCount == 1)
        #expect(near(m.normal, Vec2(0, 1)))
        #expect(abs(m.point1.separation + 0.05) < 1e-9)
        #expect(near(m.point1.point, Vec2(0, h - 0.025), 1e-9))
        #expect(near(m.point1.anchorB, Vec2(-0.2, -0.975), 1e-9))
        // The high byte of the id is A's vertex: the corner at the top of the turned box is vertex 2.
        #expect(m.point1.id >> 8 == 2)
    }

    @Test func cornerDownGivesOnePoint() {
        let m = collide(big, .identity, small, placed(0, 1 + 0.5 * 2.0.squareRoot() - 0.05, .pi / 4))
        #expect(m.pointCount == 1)
        #expect(near(m.normal, Vec2(0, 1)))
        #expect(abs(m.point1.separation + 0.05) < 1e-9)
        #expect(near(m.point1.point, Vec2(0, 0.975), 1e-9))
    }

    @Test func speculativeAndFar() {
        let speculative = collide(big, .identity, small, placed(0, 1.51))
        #expect(speculative.pointCount == 2)
        for p in points(speculative) { #expect(abs(p.separation - 0.01) < 1e-12) }
        #expect(collide(big, .identity, small, placed(0, 1.53)).pointCount == 0)
        #expect(collide(big, .identity, small, placed(3, 3)).pointCount == 0)
    }

    @Test func roundedCornersMeetAlongTheDiagonal() {
        var box = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)
        box.radius = 0.1
        let d = 0.21 / 2.0.squareRoot()
        let m = collidePolygons(box, .identity, box, placed(1 + d, 1 + d))
        #expect(m.pointCount == 1)
        #expect(near(m.normal, Vec2(1, 1).normalized, 1e-9))
        #expect(abs(m.point1.separation - 0.01) < 1e-9)
        #expect(near(m.point1.point, Vec2(0.5 + d / 2, 0.5 + d / 2), 1e-9))
        #expect(collidePolygons(box, .identity, box, placed(1.3, 1.3)).pointCount == 0)
        // Face to face, rounded: separation measured between the skins.
        let faces = collidePolygons(box, .identity, box, placed(0.2, 1.15))
        #expect(faces.pointCount == 2)
        for p in points(faces) { #expect(abs(p.separation + 0.05) < 1e-12) }
    }

    @Test func nonFiniteTransformsGiveNoContact() {
        let broken = Transform(p: Vec2(.nan, 0), q: .identity)
        #expect(collide(big, .identity, small, broken).pointCount == 0)
        #expect(collide(.circle(Circle(radius: 1)), Transform(p: .zero, q: Rot(angle: .infinity)), small, .identity).pointCount == 0)
    }

    @Test func featureIDsStableUnderSmallMotion() {
        let before = collide(big, placed(0, 0, 0.01), small, placed(0.3, 1.45, -0.02))
        let after = collide(big, placed(0.002, -0.001, 0.012), small, placed(0.31, 1.448, -0.017))
        #expect(before.pointCount == 2 && after.pointCount == 2)
        #expect(before.point1.id == after.point1.id && before.point2.id == after.point2.id)
        // Reference face on B keeps its ids too.
        let h = 0.5 * 2.0.squareRoot()
        let flippedBefore = collide(small, placed(0, 0, .pi / 4), big, placed(0.2, h + 0.95))
        let flippedAfter = collide(small, placed(0.001, 0, .pi / 4 + 0.01), big, placed(0.19, h + 0.952, 0.002))
        #expect(flippedBefore.pointCount == 1 && flippedAfter.pointCount == 1)
        #expect(flippedBefore.point1.id == flippedAfter.point1.id)
    }

    @Test func segmentAndPolygonBothSides() {
        let segment = ShapeGeometry.segment(Segment(Vec2(-2, 0), Vec2(2, 0)))
        let above = collide(segment, .identity, small, placed(0, 0.45))
        #expect(above.pointCount == 2 && near(above.normal, Vec2(0, 1)))
        for p in points(above) { #expect(abs(p.separation + 0.05) < 1e-12) }
        let below = collide(segment, .identity, small, placed(0.5, -0.45))
        #expect(below.pointCount == 2 && near(below.normal, Vec2(0, -1)))
        let xs = points(below).map(\.point.x).sorted()
        #expect(abs(xs[0]) < 1e-12 && abs(xs[1] - 1) < 1e-12)
        let reversed = collide(small, placed(0, 0.45), segment, .identity)
        #expect(near(reversed.normal, Vec2(0, -1)))
        #expect(near(reversed.point1.anchorB, reversed.point1.point))
        #expect(collide(segment, .identity, small, placed(2.6, 0)).pointCount == 0)
    }
}

@Suite struct FaceSeparationTests {
    /// The O(n·m) definition the tracked search must reproduce.
    func bruteForce(_ reference: Polygon, _ other: Polygon, _ xf: Transform) -> Double {
        var best = -Double.infinity
        for i in 0..<reference.count {
            var lowest = Double.infinity
            for j in 0..<other.count {
                lowest = Swift.min(lowest, dot(reference.normals[i], xf.apply(other.vertices[j]) - reference.vertices[i]))
            }
            best = Swift.max(best, lowest)
        }
        return best
    }

    @Test func trackedSupportMatchesBruteForce() throws {
        var random = SplitMix64(state: 3)
        for trial in 0..<300 {
            let countA = [3, 4, 5, 8, 30, 244][trial % 6]
            let countB = [3, 4, 7, 16, 244, 5][(trial / 6) % 6]
            func make(_ n: Int) throws -> Polygon {
                if n > 20 {
                    let ratio = random.uniform(0.2, 1)
                    return try #require(Polygon(hullOf: (0..<n).map { k in
                        let angle = 2 * Double.pi * Double(k) / Double(n)
                        return Vec2(cos(angle), ratio * sin(angle))
                    }))
                }
                return try #require(Polygon(hullOf: (0..<(n + 3)).map { _ in Vec2(random.uniform(-1, 1), random.uniform(-1, 1)) }))
            }
            let a = try make(countA)
            let b = try make(countB)
            let xf = placed(random.uniform(-2.5, 2.5), random.uniform(-2.5, 2.5), random.uniform(-4, 4))
            let tracked = maxFaceSeparation(a, b, xf).separation
            #expect(abs(tracked - bruteForce(a, b, xf)) < 1e-12, "trial \(trial)")
        }
    }
}

@Suite struct SpeculativeRangeTests {
    /// Every pair, placed touching (separation 0) with a known normal; B is then moved along the normal.
    static let flat = ChainSegment.chain(through: [Vec2(-2, 0), Vec2(0, 0), Vec2(2, 0)], isLoop: false)
    static let roundedBox: Polygon = {
        var box = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)
        box.radius = 0.1
        return box
    }()
    static let cases: [(name: String, a: ShapeGeometry, b: ShapeGeometry, touching: Vec2, normal: Vec2, points: Int)] = [
        ("circle-circle", .circle(Circle(radius: 1)), .circle(Circle(radius: 0.5)), Vec2(1.5, 0), Vec2(1, 0), 1),
        ("polygon-circle", .polygon(.box(halfWidth: 1, halfHeight: 1)), .circle(Circle(radius: 0.5)), Vec2(0.3, 1.5), Vec2(0, 1), 1),
        ("polygon-polygon", .polygon(.box(halfWidth: 1, halfHeight: 1)), .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)),
         Vec2(0.3, 1.5), Vec2(0, 1), 2),
        ("rounded polygons", .polygon(roundedBox), .polygon(roundedBox), Vec2(0.2, 1.2), Vec2(0, 1), 2),
        ("segment-circle", .segment(Segment(Vec2(-1, 0), Vec2(1, 0))), .circle(Circle(radius: 0.5)), Vec2(0.2, 0.5), Vec2(0, 1), 1),
        ("segment-polygon", .segment(Segment(Vec2(-1, 0), Vec2(1, 0))), .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)),
         Vec2(0.2, -0.5), Vec2(0, -1), 2),
        ("chain-circle", .chainSegment(flat[0]), .circle(Circle(radius: 0.5)), Vec2(-1, 0.5), Vec2(0, 1), 1),
        ("chain-polygon", .chainSegment(flat[0]), .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)), Vec2(-1, -0.5), Vec2(0, -1), 2),
        ("rounded chain-polygon", .chainSegment(flat[0]), .polygon(roundedBox), Vec2(-1, 0.6), Vec2(0, 1), 2),
    ]

    @Test(arguments: 0..<cases.count)
    func separationFollowsDistance(_ index: Int) {
        let c = Self.cases[index]
        for offset in [-0.05, -0.01, 0, 0.01, 0.019, 0.021, 0.5] {
            let xfB = Transform(p: c.touching + offset * c.normal, q: .identity)
            for reversed in [false, true] {
                let m = reversed ? collide(c.b, xfB, c.a, .identity) : collide(c.a, .identity, c.b, xfB)
                if offset < speculativeDistance {
                    #expect(m.pointCount == c.points, "\(c.name) at \(offset)")
                    #expect(near(m.normal, reversed ? -c.normal : c.normal), "\(c.name) at \(offset)")
                    for p in points(m) { #expect(abs(p.separation - offset) < 1e-12, "\(c.name) at \(offset)") }
                } else {
                    #expect(m.pointCount == 0, "\(c.name) at \(offset)")
                }
            }
        }
    }
}
