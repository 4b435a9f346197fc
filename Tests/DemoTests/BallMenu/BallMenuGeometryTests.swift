import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// The card's static geometry at the source's 375-pt width, against the numbers read from the source.
@Suite struct BallMenuGeometryTests {
    let metrics = BallMenuMetrics(width: 375)

    @Test func cardAndButtonSizes() {
        #expect(abs(metrics.cardHeight - 221.774) < 0.001)
        #expect(abs(metrics.length(172) - 71.987) < 0.001)
        #expect(abs(metrics.length(16) - 6.696) < 0.001)
    }

    @Test func openControlPointsMatchTheSourceTable() {
        let points = BallMenuGrooveOutline.open(metrics).points
        let expected: [(CGFloat, CGFloat)] = [
            (-41.853, 0), (84.446, 0.468), (158.747, 29.492), (84.446, 0.468), (117.058, -2.874),
            (275.403, 178.071), (201.345, 62.570), (221.861, 161.069), (447.363, 13.564), (389.992, 214.464),
            (447.363, 13.564),
        ]
        #expect(points.count == expected.count)
        for (point, (x, y)) in zip(points, expected) {
            #expect(abs(point.x - x) < 0.001 && abs(point.y - y) < 0.001, "\(point) vs (\(x), \(y))")
        }
    }

    @Test func closedOutlineSitsOnTheLineAboveTheCard() {
        let open = BallMenuGrooveOutline.open(metrics), closed = BallMenuGrooveOutline.closed(metrics)
        for (openPoint, closedPoint) in zip(open.points, closed.points) {
            #expect(closedPoint == CGPoint(x: openPoint.x, y: -50))
        }
        #expect(closed.leftUp == CGPoint(x: -100, y: -50) && closed.rightUp == CGPoint(x: 475, y: -50))
        #expect(closed.path.bounds.maxY == -50)
    }

    /// The deepest point of the open curve is ≈ (301.8, 182.5) and the curve leaves the screen at ≈ (375, 148).
    @Test func openCurveHasItsBowlOnTheRight() throws {
        let polyline = try #require(BallMenuGrooveOutline.open(metrics).path.flattened(tolerance: 0.05).first)
        let deepest = try #require(polyline.points.max { $0.y < $1.y })
        #expect(abs(deepest.x - 301.8) < 1.5 && abs(deepest.y - 182.5) < 0.5, "\(deepest)")
        let atRightEdge = try #require(polyline.points.filter { $0.y > 0 }.min { abs($0.x - 375) < abs($1.x - 375) })
        #expect(abs(atRightEdge.y - 148) < 2, "\(atRightEdge)")
    }

    /// The balls start in a row just above the ball layer, the leading (share) ball on the right.
    @Test func ballsStartInARowAboveTheLayer() throws {
        let probe = try BallMenuProbe()
        probe.run(until: BallMenuTimeline.firstTap + BallMenuGrooveView.animationDuration)
        let layer = try #require(probe.card.buttonsView)
        #expect(layer.frame == CGRect(x: 0, y: -20, width: 375, height: metrics.cardHeight))
        #expect(layer.animator.referenceView === layer)
        let expectedX: [BallMenuBall.Kind: CGFloat] = [.share: 135.089, .like: 82.393, .add: 29.696]
        for (kind, x) in expectedX {
            let first = try #require(probe.samples(kind).first)
            // One animator step has already run in the tick that added the balls: allow its few points of motion.
            #expect(abs(first.layerCenter.x - x) < 6, "\(kind) \(first.layerCenter)")
            #expect(abs(first.layerCenter.y + 23) < 3, "\(kind) \(first.layerCenter)")
        }
    }

    /// The source sets ellipse collision bounds on every ball; the animator reads them through `UIDynamicItem`, so
    /// the ball view's own declaration must be what the protocol reports.
    @Test func ballsCollideAsCircles() {
        for kind in BallMenuBall.Kind.allCases {
            let item: any UIDynamicItem = BallMenuBall(kind)
            #expect(item.collisionBoundsType == .ellipse, "\(kind) reports \(item.collisionBoundsType)")
        }
    }

    /// Every drawn icon outline parses and stays inside its icon's box (at most 40×32).
    @Test func iconOutlinesParse() throws {
        for (name, data) in BallMenuIcons.pathData {
            let bounds = try UIBezierPath(svgPath: data).bounds
            #expect(bounds.width > 3 && bounds.height > 3 && bounds.minX >= 0 && bounds.minY >= 0, "\(name)")
            #expect(bounds.maxX <= 40 && bounds.maxY <= 32, "\(name) \(bounds)")
        }
    }
}
