import Foundation
import DynamicsGeometry
import DynamicsUIKit
import UIKitTestSupport

/// A scroll view in a root view, driven by scripted touches on a 1/60 s tick of its own animation clock, as the
/// scene runner drives it.
final class ScrollHarness {
    let root: UIView
    let scrollView: UIScrollView
    let clock = AnimationClock()
    private(set) var time: TimeInterval = 0
    private var touch: ScriptedFinger?

    init(_ scrollView: UIScrollView, rootSize: CGSize = CGSize(width: 320, height: 480)) {
        root = UIView(frame: CGRect(origin: .zero, size: rootSize))
        self.scrollView = scrollView
        root.addSubview(scrollView)
    }

    /// Runs one tick: the clock (deceleration) first, then `touches`.
    func tick(_ touches: () -> Void = {}) {
        time += 1.0 / 60
        clock.withCurrent {
            clock.advance(to: time)
            touches()
        }
    }

    /// Puts a finger down at `point` on the current tick.
    func touchDown(at point: CGPoint) {
        clock.withCurrent { touch = GestureDelivery.touchDown(at: point, in: root, time: time, for: UIPanGestureRecognizer.self) }
    }

    /// Moves the finger to each point on successive ticks.
    func move(through points: [CGPoint]) {
        for point in points { tick { touch?.move(to: point, time: time) } }
    }

    /// Lifts the finger at `point` on the next tick.
    func lift(at point: CGPoint) {
        tick { touch?.lift(at: point, time: time) }
        touch = nil
    }

    /// A straight vertical drag from `startY` by `step` points per tick for `ticks` ticks, released on the last
    /// one: the finger leaves at `step` × 60 points per second.
    func fling(x: CGFloat = 160, fromY startY: CGFloat, step: CGFloat, ticks: Int) {
        touchDown(at: CGPoint(x: x, y: startY))
        move(through: (1..<ticks).map { CGPoint(x: x, y: startY + step * CGFloat($0)) })
        lift(at: CGPoint(x: x, y: startY + step * CGFloat(ticks)))
    }

    /// Ticks until `time` (or more ticks are needed for less).
    func run(until end: TimeInterval) {
        while time < end - 1e-9 { tick() }
    }
}

/// Records the delegate calls in order.
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var endVelocity: CGPoint?
    /// When set, the target offset replaced in `scrollViewWillEndDragging`.
    var replacementTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = velocity
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// A 320×480 scroll view at the origin over content 320×`contentHeight`.
func makeScrollView(contentHeight: CGFloat = 5000) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 320, height: contentHeight)
    return scrollView
}
