import Foundation
import Testing
@testable import DynamicsPhysics

/// Random pairs checked against GJK: the manifold must agree with the true distance between the shapes.
@Suite struct ManifoldPropertyTests {
    func randomShape(_ random: inout SplitMix64, _ kind: Int) -> ShapeGeometry {
        switch kind {
        case 0:
            return .circle(Circle(center: Vec2(random.uniform(-0.3, 0.3), random.uniform(-0.3, 0.3)), radius: random.uniform(0.1, 0.8)))
        case 1:
            var polygon = Polygon(hullOf: (0..<8).map { _ in Vec2(random.uniform(-1, 1), random.uniform(-1, 1)) })!
            if random.next() % 2 == 0 { polygon.radius = random.uniform(0, 0.2) }
            return .polygon(polygon)
        default:
            return .segment(Segment(Vec2(random.uniform(-1.5, 1.5), random.uniform(-1.5, 1.5)),
                                    Vec2(random.uniform(-1.5, 1.5), random.uniform(-1.5, 1.5))))
        }
    }

    @Test func manifoldsAgreeWithDistance() {
        var random = SplitMix64(state: 2024)
        var overlapping = 0, speculative = 0
        for trial in 0..<4000 {
            let kindA = Int(random.next() % 3)
            let kindB = kindA == 2 ? Int(random.next() % 2) : Int(random.next() % 3)
            let a = randomShape(&random, kindA)
            let b = randomShape(&random, kindB)
            let xfA = placed(random.uniform(-0.5, 0.5), random.uniform(-0.5, 0.5), random.uniform(-3, 3))
            let xfB = placed(random.uniform(-2.5, 2.5), random.uniform(-2.5, 2.5), random.uniform(-3, 3))
            guard ShapeGeometry.canCollide(a, b) else { continue }
            let m = collide(a, xfA, b, xfB)
            let gap = distance(DistanceProxy(a), xfA, DistanceProxy(b), xfB).distance
            let label = "trial \(trial): \(kindA)-\(kindB), distance \(gap)"
            #expect(m.pointCount <= 2)
            if gap > speculativeDistance + 1e-9 {
                #expect(m.pointCount == 0, "\(label)")
                continue
            }
            if gap == 0 {
                overlapping += 1
                #expect(m.pointCount > 0, "\(label)")
            } else if m.pointCount > 0 {
                speculative += 1
            }
            guard m.pointCount > 0 else { continue }
            #expect(abs(m.normal.length - 1) < 1e-9, "\(label)")
            let deepest = points(m).map(\.separation).min()!
            // Face axes never overestimate the gap; circles and rounded corners measure it exactly.
            #expect(deepest <= gap + 1e-9, "\(label) deepest \(deepest)")
            if kindA == 0 || kindB == 0, gap > 0 { #expect(abs(deepest - gap) < 1e-9, "\(label)") }
            for p in points(m) {
                #expect(p.point.isFinite && p.separation < speculativeDistance, "\(label)")
                #expect(near(p.point - xfA.p, m[0].anchorA - (m[0].point - p.point), 1e-9))
            }
        }
        #expect(overlapping > 500 && speculative > 5)
    }
}
