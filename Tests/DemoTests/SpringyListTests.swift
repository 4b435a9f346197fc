import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// springy-list: the scroll follows UIKit's deceleration, cells lag by their distance from the finger on springs and
/// settle back on the flow layout, and traces name every cell.
@Suite struct SpringyListTests {
    private struct Probe {
        let runner = SceneRunner(scene: springyListScene)
        var list: MessageListView { runner.rootView.subviews.compactMap { $0 as? MessageListView }[0] }
        var animator: UIDynamicAnimator { list.springyLayout.dynamicAnimator }

        /// Every cell's spring: its attributes and the flow-layout centre it hangs from (content coordinates).
        var springs: [(attributes: UICollectionViewLayoutAttributes, anchor: CGPoint)] {
            animator.behaviors.compactMap { behavior in
                guard let spring = behavior as? UIAttachmentBehavior,
                      let attributes = spring.items.first as? UICollectionViewLayoutAttributes else { return nil }
                return (attributes, spring.anchorPoint)
            }
        }
    }

    /// The fling up: pan ticks 30…45 (0.5 s to 0.75 s), 20 pt per tick, from the inset offset −64.
    static let release: TimeInterval = 0.75
    static let releaseOffset: CGFloat = -64 + 300
    static let releaseVelocity: CGFloat = 1200

    @Test func theListDeceleratesByUIKitsFormulaAfterTheFling() {
        let probe = Probe()
        #expect(probe.list.contentOffset.y == -64)
        probe.runner.advance(to: Self.release)
        #expect(probe.list.contentOffset.y == Self.releaseOffset)
        let k = 1000 * log(UIScrollView.DecelerationRate.normal.rawValue)
        for time in [1.0, 1.5, 2.0] {
            probe.runner.advance(to: time)
            let tau = CGFloat(probe.runner.time - Self.release)
            let expected = Self.releaseOffset + Self.releaseVelocity * (exp(k * tau) - 1) / k
            #expect(abs(probe.list.contentOffset.y - expected) < 1e-6, "at \(time) s")
        }
        // At the normal rate the list is still gliding when the second fling catches it at 3.2 s, v(τ)/|k| short of
        // where it would rest (236 + 1200/2.002 = 835.4); it would stop only 3.9 s after the release.
        probe.runner.advance(to: 3.15)
        #expect(probe.list.isDecelerating)
        let tau = CGFloat(probe.runner.time - Self.release)
        let left = Self.releaseOffset - Self.releaseVelocity / k - probe.list.contentOffset.y
        #expect(abs(left - Self.releaseVelocity * exp(k * tau) / -k) < 1e-6)
        #expect(left > 4)
    }

    @Test func cellsNearTheFingerMoveWithItAndFarOnesLag() throws {
        let probe = Probe()
        probe.runner.advance(to: 0.7)
        let touch = probe.list.panGestureRecognizer.location(in: probe.list)
        var near: [CGFloat] = [], far: [CGFloat] = []
        for spring in probe.springs {
            // How far the cell trails its flow position, against the scroll (the content moves up, +y).
            let lag = spring.attributes.center.y - spring.anchor.y
            let distance = abs(spring.anchor.y - touch.y) + abs(spring.anchor.x - touch.x)
            if distance < 25 { near.append(lag) }
            if distance > 400 { far.append(lag) }
        }
        #expect(!near.isEmpty && !far.isEmpty)
        // The finger has moved 240 pt; the cell under it trails by under 3 pt (it moved over 98.7 % as far).
        #expect(near.allSatisfy { abs($0) < 3 }, "near the finger: \(near)")
        #expect(far.allSatisfy { $0 > 15 }, "far from the finger: \(far)")
        // The farther, the more it trails.
        let below = probe.springs.filter { $0.anchor.y > touch.y }
        let nearest = try #require(below.min { $0.anchor.y < $1.anchor.y })
        let farthest = try #require(below.max { $0.anchor.y < $1.anchor.y })
        let nearestLag: CGFloat = nearest.attributes.center.y - nearest.anchor.y
        let farthestLag: CGFloat = farthest.attributes.center.y - farthest.anchor.y
        #expect(nearestLag < farthestLag)
    }

    @Test func everyCellSettlesBackOnTheFlowLayout() throws {
        let probe = Probe()
        probe.runner.advance(to: springyListScene.duration)
        // The second fling overshot the top and bounced back to the bar's inset.
        #expect(probe.list.contentOffset.y == -64)
        #expect(probe.springs.count == 40)
        for spring in probe.springs {
            // The animator pauses once the springs are nearly still, leaving each cell within a point of its place.
            #expect(distance(spring.attributes.center, spring.anchor) < 1, "\(spring.attributes)")
        }
        // The flow layout put item i at 12 + 22 + 50·i (44 pt cells 6 pt apart under a 12 pt inset).
        let anchors: [CGFloat] = probe.springs.map(\.anchor.y)
        let flow: [CGFloat] = (0..<40).map { (item: Int) -> CGFloat in 34 + 50 * CGFloat(item) }
        #expect(anchors == flow)
    }

    @Test func theLayoutAnswersWithTheAnimatedAttributes() throws {
        let probe = Probe()
        probe.runner.advance(to: 1.0)
        let list = probe.list
        for cell in list.visibleCells {
            let indexPath = try #require(list.indexPathsForVisibleItems.first { list.cellForItem(at: $0) === cell })
            let animated = try #require(probe.animator.layoutAttributesForCell(at: indexPath))
            #expect(list.springyLayout.layoutAttributesForItem(at: indexPath) === animated)
            #expect(cell.center == animated.center)
            #expect(cell.accessibilityIdentifier == "cell-\(indexPath.item)")
        }
    }

    @Test func tracesNameEachVisibleCellAtItsScreenPosition() throws {
        let probe = Probe()
        let first = TraceRow.rows(for: probe.runner.rootView, frame: 0, time: 0)
        // 64 pt bar + 12 pt inset: cells at 98, 148, …, on screen up to 667.
        let names: [String] = (0..<12).map { (item: Int) -> String in "cell-\(item)" }
        let screenY: [Double] = (0..<12).map { (item: Int) -> Double in 98 + 50 * Double(item) }
        #expect(first.map(\.identifier) == names)
        #expect(first.map(\.y) == screenY)
        #expect(first.allSatisfy { $0.x == 187.5 && $0.angle == 0 })

        probe.runner.advance(to: 1.0)
        let rows = TraceRow.rows(for: probe.runner.rootView, frame: 60, time: 1.0)
        #expect(Set(rows.map(\.identifier)).count == rows.count, "each cell once")
        let offset = probe.list.contentOffset.y
        for row in rows {
            let item = try #require(Int(row.identifier.dropFirst("cell-".count)))
            let attributes = try #require(probe.animator.layoutAttributesForCell(at: IndexPath(item: item, section: 0)))
            #expect(abs(row.y - Double(attributes.center.y - offset)) < 1e-9)
            #expect(row.y > -30 && row.y < 700)
        }
    }
}
