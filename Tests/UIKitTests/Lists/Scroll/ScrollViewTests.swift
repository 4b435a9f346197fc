import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// UIScrollView: drags, UIKit's deceleration, rubber-banding, bounces and the delegate.
@Suite struct ScrollViewTests {
    /// UIKit's deceleration: v(t) = v₀·rate^(1000t), so offset(t) = offset₀ + v₀·(rate^(1000t) − 1)/(1000·ln rate).
    static func decelerated(from offset: CGFloat, velocity: CGFloat, rate: CGFloat, after t: TimeInterval) -> CGFloat {
        offset + velocity * (pow(rate, 1000 * CGFloat(t)) - 1) / (1000 * log(rate))
    }

    @Test(arguments: [UIScrollView.DecelerationRate.normal, .fast])
    func aFlingDeceleratesByUIKitsFormula(_ rate: UIScrollView.DecelerationRate) throws {
        let harness = ScrollHarness(makeScrollView())
        harness.scrollView.decelerationRate = rate
        // 20 pt per tick upwards for 10 ticks: the content scrolls 200 pt and leaves at 1200 pt/s.
        harness.fling(fromY: 400, step: -20, ticks: 10)
        let release = harness.time
        #expect(harness.scrollView.contentOffset.y == 200)
        #expect(harness.scrollView.isDecelerating)
        for seconds in [0.1, 0.25, 0.5, 1.0] {
            harness.run(until: release + seconds)
            let expected = Self.decelerated(from: 200, velocity: 1200, rate: rate.rawValue, after: harness.time - release)
            // Until what is left to travel drops under a quarter point (half a pixel at 2×), when it stops.
            let left = 1200 * pow(rate.rawValue, 1000 * CGFloat(harness.time - release)) / (1000 * -log(rate.rawValue))
            #expect(harness.scrollView.isDecelerating == (left >= 0.25))
            let tolerance: CGFloat = left >= 0.25 ? 1e-6 : 0.25
            #expect(abs(harness.scrollView.contentOffset.y - expected) < tolerance, "at \(seconds) s")
        }
        harness.run(until: release + 8)
        // At rest: offset₀ − v₀/(1000·ln rate), 799.4 pt for .normal and 319.4 pt for .fast.
        let resting = 200 - 1200 / (1000 * log(rate.rawValue))
        #expect(!harness.scrollView.isDecelerating)
        #expect(abs(harness.scrollView.contentOffset.y - resting) < 1e-9)
        #expect(harness.scrollView.contentOffset.x == 0)
    }

    /// A scroll view with a recording delegate, flung up: 200 pt in ten ticks, leaving at 1200 pt/s.
    private func flingWithLog(replacingTargetWith target: CGPoint? = nil) -> (ScrollHarness, ScrollLog) {
        let harness = ScrollHarness(makeScrollView())
        let log = ScrollLog()
        log.replacementTarget = target
        harness.scrollView.delegate = log
        harness.fling(fromY: 400, step: -20, ticks: 10)
        return (harness, log)
    }

    @Test func theDelegateHearsTheDragAndTheDecelerationInOrder() {
        let (harness, log) = flingWithLog()
        #expect(log.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        // UIKit reports the release velocity in points per millisecond.
        #expect(log.endVelocity?.x == 0 && abs((log.endVelocity?.y ?? 0) - 1.2) < 1e-9)
        #expect(log.scrolls == 10)
        harness.run(until: 8)
        #expect(log.calls.last == "didEndDecelerating")
        #expect(log.calls.count == 5)
    }

    @Test func aDelegateCanMoveTheRestingOffset() {
        let (harness, _) = flingWithLog(replacingTargetWith: CGPoint(x: 0, y: 600))
        harness.run(until: 8)
        #expect(abs(harness.scrollView.contentOffset.y - 600) < 1e-9)
    }

    @Test func draggingPastTheTopRubberBands() {
        let harness = ScrollHarness(makeScrollView())
        harness.touchDown(at: CGPoint(x: 160, y: 100))
        harness.move(through: [CGPoint(x: 160, y: 200), CGPoint(x: 160, y: 300)])
        // f(x, d) = (1 − 1/(x·0.55/d + 1))·d with x = 200 pt past the edge, d = 480 pt: 89.49 pt.
        let banded: CGFloat = (1 - 1 / (200 * 0.55 / 480 + 1)) * 480
        #expect(abs(harness.scrollView.contentOffset.y + banded) < 1e-9)
        #expect(abs(banded - 89.49) < 0.01)
        // Holding still, then lifting: no velocity, so the content springs straight back.
        harness.move(through: [CGPoint(x: 160, y: 300)])
        harness.lift(at: CGPoint(x: 160, y: 300))
        let release = harness.time
        #expect(harness.scrollView.isDecelerating)
        // Critically damped spring, ω = 10/s: x(t) = x₀·(1 + ωt)·e^(−ωt).
        for seconds in [0.1, 0.3] {
            harness.run(until: release + seconds)
            let t = CGFloat(harness.time - release)
            #expect(abs(harness.scrollView.contentOffset.y - (-banded * (1 + 10 * t) * exp(-10 * t))) < 1e-6)
        }
        harness.run(until: release + 3)
        #expect(harness.scrollView.contentOffset.y == 0)
        #expect(!harness.scrollView.isDecelerating)
    }

    @Test func aFlingIntoTheEndBouncesBackToIt() {
        // Content 1000 tall in a 480 view: the offset rests at most at 520.
        let harness = ScrollHarness(makeScrollView(contentHeight: 1000))
        harness.fling(fromY: 400, step: -20, ticks: 10)
        var furthest: CGFloat = 0
        while harness.time < 6 {
            harness.tick()
            furthest = max(furthest, harness.scrollView.contentOffset.y)
        }
        #expect(furthest > 530, "the content overshoots the end (\(furthest))")
        #expect(harness.scrollView.contentOffset.y == 520)
        #expect(!harness.scrollView.isDecelerating)
    }

    @Test func withoutBouncingTheContentStopsAtItsEdges() {
        let harness = ScrollHarness(makeScrollView(contentHeight: 1000))
        harness.scrollView.bounces = false
        harness.touchDown(at: CGPoint(x: 160, y: 100))
        harness.move(through: [CGPoint(x: 160, y: 300)])
        #expect(harness.scrollView.contentOffset.y == 0)
        harness.lift(at: CGPoint(x: 160, y: 300))
        harness.fling(fromY: 400, step: -20, ticks: 10)
        var furthest: CGFloat = 0
        while harness.time < 6 {
            harness.tick()
            furthest = max(furthest, harness.scrollView.contentOffset.y)
        }
        #expect(furthest == 520)
    }

    @Test func shortContentOnlyMovesWhenItAlwaysBounces() {
        let harness = ScrollHarness(makeScrollView(contentHeight: 300))
        harness.touchDown(at: CGPoint(x: 160, y: 300))
        harness.move(through: [CGPoint(x: 120, y: 200)])
        #expect(harness.scrollView.contentOffset == .zero)
        harness.lift(at: CGPoint(x: 120, y: 200))
        harness.scrollView.alwaysBounceVertical = true
        harness.touchDown(at: CGPoint(x: 160, y: 300))
        harness.move(through: [CGPoint(x: 120, y: 200)])
        #expect(harness.scrollView.contentOffset.x == 0, "no horizontal scrolling without wider content")
        #expect(harness.scrollView.contentOffset.y > 0)
    }

    @Test func disabledScrollingIgnoresDrags() {
        let harness = ScrollHarness(makeScrollView())
        harness.scrollView.isScrollEnabled = false
        #expect(!harness.scrollView.panGestureRecognizer.isEnabled)
        harness.fling(fromY: 400, step: -20, ticks: 10)
        harness.run(until: 2)
        #expect(harness.scrollView.contentOffset == .zero)
    }

    @Test func contentInsetExtendsTheScrollableRange() {
        let scrollView = makeScrollView(contentHeight: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 20, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        let harness = ScrollHarness(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: -64)
        // A slow pull down at the top, released still: it comes back to −inset, not 0.
        harness.touchDown(at: CGPoint(x: 160, y: 100))
        harness.move(through: [CGPoint(x: 160, y: 150), CGPoint(x: 160, y: 150)])
        harness.lift(at: CGPoint(x: 160, y: 150))
        harness.run(until: 3)
        #expect(scrollView.contentOffset.y == -64)
        // A fling to the end rests at contentSize + bottom inset − height.
        harness.fling(fromY: 400, step: -40, ticks: 10)
        harness.run(until: 9)
        #expect(abs(scrollView.contentOffset.y - (1000 + 20 - 480)) < 1e-9)
    }

    @Test func setContentOffsetAnimatedEasesThereInAThirdOfASecond() {
        let harness = ScrollHarness(makeScrollView())
        let log = ScrollLog()
        harness.scrollView.delegate = log
        harness.clock.withCurrent { harness.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        #expect(harness.scrollView.contentOffset.y == 0)
        harness.run(until: 0.15)
        let halfway = harness.scrollView.contentOffset.y
        #expect(halfway > 100 && halfway < 200, "ease-in-out passes 150 at half time (\(halfway))")
        harness.run(until: 0.35)
        #expect(harness.scrollView.contentOffset.y == 300)
        #expect(log.calls == ["didEndScrollingAnimation"])
        harness.scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        #expect(harness.scrollView.contentOffset.y == 40)
    }

    @Test func aTouchDuringADecelerationCatchesTheContent() {
        let (harness, log) = flingWithLog()
        harness.run(until: 0.4)
        let caught = harness.scrollView.contentOffset.y
        harness.touchDown(at: CGPoint(x: 160, y: 300))
        // Caught on touch-down, before the pan's 10 pt hysteresis; a drag would begin only once the finger moves.
        #expect(!harness.scrollView.isDecelerating && !harness.scrollView.isDragging)
        #expect(log.calls.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
        harness.run(until: 1)
        #expect(harness.scrollView.contentOffset.y == caught)
    }

    @Test func horizontalContentScrollsAndBandsAlongX() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 2000, height: 480)
        scrollView.decelerationRate = .fast
        let harness = ScrollHarness(scrollView)
        // Pulled 100 pt right at the left edge: banded to (1 − 1/(100·0.55/320 + 1))·320 = 46.9 pt.
        harness.touchDown(at: CGPoint(x: 100, y: 200))
        harness.move(through: [CGPoint(x: 200, y: 240)])
        let banded: CGFloat = (1 - 1 / (100 * 0.55 / 320 + 1)) * 320
        #expect(abs(scrollView.contentOffset.x + banded) < 1e-9)
        #expect(scrollView.contentOffset.y == 0, "content as tall as the view does not scroll vertically")
        harness.lift(at: CGPoint(x: 200, y: 240))
        harness.run(until: 3)
        #expect(scrollView.contentOffset.x == 0)
        // A fling left at 30 pt per tick (1800 pt/s) from offset 0, after 10 ticks at offset 300.
        harness.touchDown(at: CGPoint(x: 310, y: 200))
        harness.move(through: (1..<10).map { CGPoint(x: 310 - 30 * CGFloat($0), y: 200) })
        harness.lift(at: CGPoint(x: 10, y: 200))
        let release = harness.time
        harness.run(until: release + 0.2)
        let expected = Self.decelerated(from: 300, velocity: 1800, rate: 0.99, after: harness.time - release)
        #expect(abs(scrollView.contentOffset.x - expected) < 1e-6)
    }

    @Test func scrollingIsTheBoundsOrigin() {
        let scrollView = makeScrollView()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scrollView)
        let child = UIView(frame: CGRect(x: 10, y: 600, width: 50, height: 50))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 500))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 100))
        #expect(scrollView.clipsToBounds)
    }
}

/// Nonsense sizes neither trap nor produce NaN offsets.
@Suite struct ScrollBadInputTests {
    @Test func nonFiniteSizesAndOffsetsAreHarmless() {
        let harness = ScrollHarness(makeScrollView())
        harness.scrollView.contentSize = CGSize(width: CGFloat.nan, height: .infinity)
        harness.scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        harness.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        #expect(harness.scrollView.contentOffset == .zero)
        harness.fling(fromY: 400, step: -20, ticks: 10)
        harness.run(until: 5)
        #expect(harness.scrollView.contentOffset.y.isFinite && harness.scrollView.contentOffset.x.isFinite)
    }

    @Test func degenerateFlowLayoutSizesPutOneItemPerLine() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: CGFloat.nan, height: 20)
        let source = NumberedItems([3])
        let view = makeCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout, source: source)
        #expect(view.numberOfItems(inSection: 0) == 3)
        // A NaN width: one item per line, 10 pt apart.
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 80))
        // Items with no measurable area are not shown.
        #expect(view.visibleCells.isEmpty)
        // A vanishing width: all three share one line.
        layout.itemSize = CGSize(width: 1e-300, height: 20)
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 20))
        withExtendedLifetime(source) {}
    }
}
