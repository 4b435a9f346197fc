import Foundation
import Testing
@testable import DynamicsPhysics

/// All contact points between a shape and every segment of a chain, with the normal of their manifold.
private func contacts(_ chain: [ChainSegment], _ shape: ShapeGeometry, _ xf: Transform)
    -> [(normal: Vec2, point: Vec2, separation: Double)] {
    chain.flatMap { segment -> [(normal: Vec2, point: Vec2, separation: Double)] in
        let m = collide(.chainSegment(segment), .identity, shape, xf)
        return (0..<m.pointCount).map { (m.normal, m[$0].point, m[$0].separation) }
    }
}

@Suite struct ChainTests {
    let flat = ChainSegment.chain(through: [Vec2(-2, 0), Vec2(0, 0), Vec2(2, 0)], isLoop: false)
    let box = ShapeGeometry.polygon(.box(halfWidth: 0.5, halfHeight: 0.5))

    @Test func chainBuilderSetsGhosts() {
        #expect(flat.count == 2)
        #expect(flat[0].ghost1 == Vec2(-2, 0) && flat[0].ghost2 == Vec2(2, 0))
        #expect(flat[1].ghost1 == Vec2(-2, 0) && flat[1].ghost2 == Vec2(2, 0))
        let loop = ChainSegment.chain(through: [Vec2(0, 0), Vec2(1, 0), Vec2(1, 1), Vec2(0, 1), Vec2(0, 0)], isLoop: true)
        #expect(loop.count == 4)
        #expect(loop[0].ghost1 == Vec2(0, 1) && loop[3].ghost2 == Vec2(1, 0))
    }

    @Test func boxRestingAcrossInternalVertexOnBothSides() {
        for side in [1.0, -1.0] {
            let found = contacts(flat, box, placed(0, side * 0.49))
            #expect(found.count == 4)
            for c in found {
                #expect(near(c.normal, Vec2(0, side)))
                #expect(abs(c.separation + 0.01) < 1e-12)
            }
            let xs = found.map(\.point.x).sorted()
            #expect(near(Vec2(xs[0], xs[3]), Vec2(-0.5, 0.5)))
        }
    }

    @Test func boxSlidingAcrossInternalVertexNeverCatches() {
        for side in [1.0, -1.0] {
            for step in 0...200 {
                let x = -1 + Double(step) * 0.01
                for c in contacts(flat, box, placed(x, side * 0.495, 0.0)) {
                    #expect(near(c.normal, Vec2(0, side)), "x = \(x)")
                    #expect(abs(c.separation + 0.005) < 1e-12)
                }
            }
        }
    }

    @Test func plainSegmentsWouldCatchWhereTheChainDoesNot() {
        // The box's leading face has just crossed the vertex, sunk by 1 cm: a lone segment pushes it back sideways.
        let xf = placed(-0.497, 0.49)
        let lone = collide(.segment(Segment(Vec2(0, 0), Vec2(2, 0))), .identity, box, xf)
        #expect(lone.pointCount > 0 && abs(lone.normal.x) > 0.99)
        let chained = collide(.chainSegment(flat[1]), .identity, box, xf)
        #expect(chained.pointCount > 0 && near(chained.normal, Vec2(0, 1)))
    }

    @Test func circleRollingOnFlattenedArcHasNoNormalSpike() {
        let arc = ChainSegment.chain(through: (0...20).map { i in
            let angle = (60 + 3 * Double(i)) * Double.pi / 180
            return Vec2(10 * cos(angle), 10 * sin(angle))
        }, isLoop: false)
        let ball = ShapeGeometry.circle(Circle(radius: 0.5))
        // A chord's normal is radial at its middle, 1.5° from radial at its ends; a centre just past the end of a
        // chord, still over it, sees its normal a little more than 1.5° off. A bump would be tens of degrees.
        let halfSegmentAngle = 1.6 * Double.pi / 180
        for (distanceFromCenter, outward) in [(10.5, 1.0), (9.5, -1.0)] {
            var previous: Vec2?
            for step in 0...1080 {
                let angle = (63 + 0.05 * Double(step)) * Double.pi / 180
                let radial = Vec2(cos(angle), sin(angle))
                let found = contacts(arc, ball, Transform(p: distanceFromCenter * radial, q: .identity))
                // Outside the arc one segment owns every position; inside, two may share a vertex.
                #expect(outward > 0 ? found.count == 1 : (1...2).contains(found.count), "angle \(angle)")
                for c in found {
                    let deviation = acos(Swift.min(1, dot(c.normal, outward * radial)))
                    #expect(deviation <= halfSegmentAngle, "angle \(angle)")
                    #expect(c.separation < 0.004 && c.separation > -0.004)
                }
                if outward > 0, let normal = found.first?.normal {
                    if let previous { #expect(acos(Swift.min(1, dot(previous, normal))) < 3 * Double.pi / 180) }
                    previous = normal
                }
            }
        }
    }

    @Test func circleOverInternalVertexGetsOneContact() {
        let ball = ShapeGeometry.circle(Circle(radius: 0.5))
        for side in [1.0, -1.0] {
            let found = contacts(flat, ball, placed(0, side * 0.49))
            #expect(found.count == 1)
            #expect(near(found[0].normal, Vec2(0, side)))
            #expect(abs(found[0].separation + 0.01) < 1e-12)
        }
        // Past a convex vertex of a bent chain the normal turns around the vertex.
        let bent = ChainSegment.chain(through: [Vec2(-2, 0), Vec2(0, 0), Vec2(2, -2)], isLoop: false)
        let found = contacts(bent, ball, placed(0.3, 0.4))
        #expect(found.count == 1)
        #expect(near(found[0].normal, Vec2(0.6, 0.8)))
        #expect(abs(found[0].separation) < 1e-12)
    }

    @Test func openChainEndsAreExposedVertices() {
        // Past the open end, a circle still meets the end vertex, and a box the end of the segment.
        let ball = ShapeGeometry.circle(Circle(radius: 0.5))
        let atStart = contacts(flat, ball, placed(-2.3, 0.4))
        #expect(atStart.count == 1 && near(atStart[0].normal, Vec2(-0.6, 0.8)) && abs(atStart[0].separation) < 1e-12)
        let atEnd = contacts(flat, ball, placed(2.3, -0.4))
        #expect(atEnd.count == 1 && near(atEnd[0].normal, Vec2(0.6, -0.8)))
        // A box beside the end, level with the chain, is pushed sideways by the end vertex.
        let beside = contacts(flat, box, placed(2.49, 0.1))
        #expect(!beside.isEmpty)
        for c in beside { #expect(near(c.normal, Vec2(1, 0))) }
    }

    @Test func boxInACornerOfARectangularBoundary() {
        let boundary = ChainSegment.chain(through: [Vec2(0, 0), Vec2(4, 0), Vec2(4, 3), Vec2(0, 3)], isLoop: true)
        let found = contacts(boundary, box, placed(3.505, 0.495))
        // Each wall pushes straight out of itself: two points from the floor, two from the wall, nothing diagonal.
        #expect(found.count == 4)
        #expect(found.filter { near($0.normal, Vec2(0, 1)) }.count == 2)
        #expect(found.filter { near($0.normal, Vec2(-1, 0)) }.count == 2)
        for c in found { #expect(abs(c.separation + 0.005) < 1e-12) }
    }

    @Test func boxSlidingOverAConvexVertexKeepsNormalsInTheCone() {
        let hill = ChainSegment.chain(through: [Vec2(-2, 0), Vec2(0, 0), Vec2(2, -0.2)], isLoop: false)
        let n1 = Vec2(0, 1)
        let n2 = Vec2(0.2, 2).normalized
        for step in 0...100 {
            let x = -0.6 + 0.012 * Double(step)
            let found = contacts(hill, box, placed(x, 0.495))
            #expect(!found.isEmpty, "x = \(x)")
            for c in found {
                // Between the two segment normals (a horizontal catch would be far outside).
                #expect(cross(n2, c.normal) >= -1e-9 && cross(c.normal, n1) >= -1e-9 && c.normal.y > 0.99, "x = \(x)")
            }
        }
    }

    @Test func boxInsideAndOutsideAClosedOval() {
        let oval = ChainSegment.chain(through: (0..<64).map { i in
            let angle = 2 * Double.pi * Double(i) / 64
            return Vec2(4 * cos(angle), 2 * sin(angle))
        }, isLoop: true)
        // Inside, on the bottom: pushed up (towards the inside).
        let inside = contacts(oval, box, placed(0, -2 + 0.5 - 0.005))
        #expect(!inside.isEmpty)
        for c in inside { #expect(c.normal.y > 0.99) }
        // Outside, on the top: pushed up (away from the oval).
        let outside = contacts(oval, box, placed(0, 2 + 0.5 - 0.005))
        #expect(!outside.isEmpty)
        for c in outside { #expect(c.normal.y > 0.99) }
        #expect(contacts(oval, box, .identity).isEmpty)
    }

    @Test func chainPolygonSpeculativeAndFar() {
        let speculative = contacts(flat, box, placed(-1, 0.51))
        #expect(speculative.count == 2)
        for c in speculative { #expect(abs(c.separation - 0.01) < 1e-12) }
        #expect(contacts(flat, box, placed(-1, 0.53)).isEmpty)
        let reversed = collide(box, placed(-1, 0.49), .chainSegment(flat[0]), .identity)
        #expect(reversed.pointCount == 2 && near(reversed.normal, Vec2(0, -1)))
    }

    @Test func chainFeatureIDsStableUnderSmallMotion() {
        let before = collide(.chainSegment(flat[0]), .identity, box, placed(-1, 0.49, 0.01))
        let after = collide(.chainSegment(flat[0]), .identity, box, placed(-0.99, 0.492, 0.012))
        #expect(before.pointCount == 2 && after.pointCount == 2)
        #expect(before.point1.id == after.point1.id && before.point2.id == after.point2.id)
        #expect(before.point1.id != before.point2.id)
    }
}
