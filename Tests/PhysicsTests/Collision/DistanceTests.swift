import Foundation
import Testing
@testable import DynamicsPhysics

@Suite struct DistanceTests {
    let box = DistanceProxy(.polygon(.box(halfWidth: 0.5, halfHeight: 0.5)))

    @Test func parallelBoxes() {
        let out = distance(box, .identity, box, placed(3, 0.2))
        #expect(abs(out.distance - 2) < 1e-12)
        #expect(abs(out.pointA.x - 0.5) < 1e-12 && abs(out.pointB.x - 2.5) < 1e-12)
        #expect(abs(out.pointA.y - out.pointB.y) < 1e-12)
    }

    @Test func circleToBoxCorner() {
        let circle = DistanceProxy(.circle(Circle(radius: 1)))
        let out = distance(circle, .identity, box, placed(3, 3))
        #expect(abs(out.distance - (2.5 * 2.0.squareRoot() - 1)) < 1e-12)
        #expect(near(out.pointB, Vec2(2.5, 2.5), 1e-12))
        #expect(near(out.pointA, Vec2(1, 1).normalized, 1e-12))
        // Without radii, the distance is measured from the centre.
        #expect(abs(distance(circle, .identity, box, placed(3, 3), useRadii: false).distance - 2.5 * 2.0.squareRoot()) < 1e-12)
    }

    @Test func circleCircleAndSegment() {
        let a = DistanceProxy(.circle(Circle(center: Vec2(1, 0), radius: 0.5)))
        let b = DistanceProxy(.circle(Circle(radius: 0.25)))
        #expect(abs(distance(a, .identity, b, placed(4, 4)).distance - (5 - 0.75)) < 1e-12)
        let segment = DistanceProxy(.segment(Segment(Vec2(0, -1), Vec2(0, 1))))
        let out = distance(segment, placed(1, 0), box, placed(2, 0.5, .pi / 4))
        // The box's corner points at the segment: 1 − √½ from it.
        #expect(abs(out.distance - (1 - 0.5.squareRoot())) < 1e-12)
        #expect(near(out.pointA, Vec2(1, 0.5), 1e-12))
    }

    @Test func roundedPolygonAndOverlap() {
        var rounded = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)
        rounded.radius = 0.1
        let proxy = DistanceProxy(rounded)
        #expect(abs(distance(proxy, .identity, box, placed(2, 0)).distance - 0.9) < 1e-12)
        let overlapping = distance(box, .identity, box, placed(0.6, 0.3, 0.4))
        #expect(overlapping.distance == 0)
    }

    @Test func cacheWarmStartGivesTheSameAnswerFaster() {
        let triangle = DistanceProxy(.polygon(Polygon(hullOf: (0..<12).map { i in
            Vec2(cos(Double(i) * .pi / 6), sin(Double(i) * .pi / 6))
        })!))
        var cache = SimplexCache()
        let first = distance(triangle, .identity, triangle, placed(3, 1, 0.3), cache: &cache)
        let second = distance(triangle, .identity, triangle, placed(3, 1, 0.3), cache: &cache)
        #expect(abs(first.distance - second.distance) < 1e-12)
        #expect(second.iterations < first.iterations)
        #expect(first.distance > 3.16 - 2 && first.distance < 3.17 - 2 * cos(Double.pi / 12))
    }
}

@Suite struct SweepTests {
    @Test func transformAtAndAdvance() {
        var sweep = Sweep(localCenter: Vec2(1, 0), c0: Vec2(0, 0), c: Vec2(2, 0), a0: 0, a: .pi / 2)
        let xf = sweep.transform(at: 0.5)
        #expect(abs(xf.q.angle - .pi / 4) < 1e-12)
        // The centre of mass is at (1, 0); the origin sits one local unit behind it along the body's x axis.
        #expect(near(xf.p, Vec2(1 - cos(.pi / 4), -sin(.pi / 4)), 1e-12))
        sweep.advance(to: 0.5)
        #expect(sweep.alpha0 == 0.5 && near(sweep.c0, Vec2(1, 0)) && abs(sweep.a0 - .pi / 4) < 1e-12)
        #expect(near(sweep.transform(at: 1).p, Vec2(2, -1), 1e-12))
    }

    @Test func normalizeKeepsTheMotion() {
        var sweep = Sweep(localCenter: .zero, c0: .zero, c: .zero, a0: 7 * .pi + 0.1, a: 7 * .pi + 0.3)
        sweep.normalize()
        #expect(sweep.a0 > -Double.pi && sweep.a0 <= Double.pi)
        #expect(abs(sweep.a - sweep.a0 - 0.2) < 1e-12)
        #expect(abs(sweep.a0 - (-Double.pi + 0.1)) < 1e-12)
    }
}

@Suite struct TimeOfImpactTests {
    let bullet = DistanceProxy(.polygon(.box(halfWidth: 0.1, halfHeight: 0.1)))
    let wall = DistanceProxy(.segment(Segment(Vec2(1, -1), Vec2(1, 1))))
    let still = Sweep(localCenter: .zero, c0: .zero, c: .zero, a0: 0, a: 0)

    @Test func fastBoxHitsSegment() {
        // 300 m/s over one 1/120 s step: 2.5 m, far more than the 0.2 m box.
        let motion = Sweep(localCenter: .zero, c0: Vec2(-1, 0), c: Vec2(1.5, 0), a0: 0, a: 0)
        let out = timeOfImpact(bullet, motion, wall, still)
        #expect(out.state == .hit)
        // The leading face reaches linearSlop from the wall at t = (1.9 − 0.005) / 2.5.
        #expect(abs(out.t - 1.895 / 2.5) < 0.25 * linearSlop / 2.5)
        let gap = distance(bullet, motion.transform(at: out.t), wall, .identity).distance
        #expect(abs(gap - linearSlop) < 0.25 * linearSlop)
    }

    @Test func spinningBoxHitsSegment() {
        let motion = Sweep(localCenter: Vec2(0.05, 0), c0: Vec2(-1, 0.3), c: Vec2(2, 0.1), a0: 0.2, a: 8)
        let out = timeOfImpact(bullet, motion, wall, still)
        #expect(out.state == .hit)
        let gap = distance(bullet, motion.transform(at: out.t), wall, .identity).distance
        #expect(abs(gap - linearSlop) < 0.25 * linearSlop)
        // No earlier time is in contact: sample the motion before the hit.
        for i in 0..<100 {
            let t = out.t * Double(i) / 100
            #expect(distance(bullet, motion.transform(at: t), wall, .identity).distance > linearSlop - 0.25 * linearSlop)
        }
    }

    @Test func circlesStopWithSkinsOverlappingBySlop() {
        let ball = DistanceProxy(.circle(Circle(radius: 0.25)))
        let motion = Sweep(localCenter: .zero, c0: Vec2(-3, 0), c: Vec2(3, 0), a0: 0, a: 0)
        let out = timeOfImpact(ball, motion, ball, still)
        #expect(out.state == .hit)
        // Cores reach 0.5 − linearSlop apart: centre at x = −0.495.
        let x = -3 + 6 * out.t
        #expect(abs(x + 0.5 - linearSlop) < 0.25 * linearSlop)
    }

    @Test func missesOverlapsAndTouches() {
        let parallel = Sweep(localCenter: .zero, c0: Vec2(-1, 2), c: Vec2(3, 2), a0: 0, a: 0)
        #expect(timeOfImpact(bullet, parallel, wall, still) == TOIOutput(state: .separated, t: 1))
        let inside = Sweep(localCenter: .zero, c0: Vec2(1, 0), c: Vec2(2, 0), a0: 0, a: 0)
        #expect(timeOfImpact(bullet, inside, wall, still).state == .overlapped)
        let resting = Sweep(localCenter: .zero, c0: Vec2(0.9 - linearSlop, 0), c: Vec2(0.5, 0), a0: 0, a: 0)
        #expect(timeOfImpact(bullet, resting, wall, still) == TOIOutput(state: .touching, t: 0))
        let short = Sweep(localCenter: .zero, c0: Vec2(-1, 0), c: Vec2(1.5, 0), a0: 0, a: 0)
        #expect(timeOfImpact(bullet, short, wall, still, tMax: 0.5) == TOIOutput(state: .separated, t: 0.5))
    }
}

@Suite struct TimeOfImpactPropertyTests {
    @Test(arguments: [0.2, 1.0])
    func impactsAreFirstContactsAndMissesNeverTouch(rotationScale: Double) {
        var random = SplitMix64(state: 77)
        var hits = 0, misses = 0
        for trial in 0..<400 {
            func shape() -> DistanceProxy {
                switch random.next() % 3 {
                case 0: return DistanceProxy(point: .zero, radius: random.uniform(0.05, 0.4))
                case 1: return DistanceProxy(Polygon(hullOf: (0..<6).map { _ in Vec2(random.uniform(-0.4, 0.4), random.uniform(-0.4, 0.4)) })!)
                default: return DistanceProxy(Segment(Vec2(random.uniform(-1, 1), random.uniform(-1, 1)), Vec2(random.uniform(-1, 1), random.uniform(-1, 1))))
                }
            }
            let proxyA = shape()
            let proxyB = shape()
            let sweepA = Sweep(localCenter: .zero, c0: Vec2(random.uniform(-0.3, 0.3), random.uniform(-0.3, 0.3)), c: .zero,
                               a0: random.uniform(-1, 1), a: random.uniform(-1, 1))
            let angleB = random.uniform(-3, 3)
            let sweepB = Sweep(localCenter: Vec2(random.uniform(-0.1, 0.1), 0), c0: Vec2(random.uniform(-4, -2), random.uniform(-1, 1)),
                               c: Vec2(random.uniform(2, 4), random.uniform(-1, 1)), a0: angleB,
                               a: angleB + random.uniform(-8, 8) * rotationScale)
            let start = distance(proxyA, sweepA.transform(at: 0), proxyB, sweepB.transform(at: 0), useRadii: false).distance
            let target = Swift.max(linearSlop, proxyA.radius + proxyB.radius - linearSlop)
            guard start > target + linearSlop else { continue }
            let out = timeOfImpact(proxyA, sweepA, proxyB, sweepB)
            func gap(_ t: Double) -> Double {
                distance(proxyA, sweepA.transform(at: t), proxyB, sweepB.transform(at: t), useRadii: false).distance
            }
            let end = out.state == .hit ? out.t : 1
            for i in 0..<200 {
                let t = end * Double(i) / 200
                #expect(gap(t) > target - 0.25 * linearSlop, "trial \(trial) scale \(rotationScale) \(out) at \(t)")
            }
            switch out.state {
            case .hit:
                hits += 1
                #expect(abs(gap(out.t) - target) < 0.25 * linearSlop, "trial \(trial)")
            case .separated:
                misses += 1
            default:
                Issue.record("trial \(trial): \(out)")
            }
        }
        #expect(hits > 50 && misses > 20)
    }
}
