import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s), for readable expectations.
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// A view that lets pans begin only when they move more vertically than horizontally, as Agrume's image cell does
/// (`abs(velocity.y) > abs(velocity.x)`), and logs each question with the pan's velocity.
private final class VerticalOnlyView: UIView {
    let log = Log()
    var context: SceneContext?
    var allows = true

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return allows }
        let velocity = pan.velocity(in: self)
        log.entries.append("view@\(tick(context?.time ?? -1)) \(Int(velocity.x.rounded())),\(Int(velocity.y.rounded()))")
        return allows && abs(velocity.y) > abs(velocity.x)
    }
}

/// A delegate that logs when it is asked.
private final class AskedDelegate: UIGestureRecognizerDelegate {
    let log: Log
    var context: SceneContext?
    init(log: Log) { self.log = log }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.entries.append("delegate@\(tick(context?.time ?? -1))")
        return true
    }
}

@Suite("UIView.gestureRecognizerShouldBegin(_:)")
struct ViewGestureShouldBeginTests {
    /// A 200 pt pad whose pan (and the delegate, when given) log into the pad's log; the pad is the pan's view, or
    /// its superview's child when `onSuperview`.
    private func run(allows: Bool = true, delegate: Bool = false, onSuperview: Bool = false,
                     from start: CGPoint, to end: CGPoint) -> Log {
        let pad = VerticalOnlyView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.allows = allows
        let asked = AskedDelegate(log: pad.log)
        SceneRunner(scene: scene { context in
            pad.context = context
            asked.context = context
            context.view.addSubview(pad)
            let pan = UIPanGestureRecognizer { pan in
                pad.log.entries.append("pan \(pan.state == .began ? "began" : pan.state == .changed ? "changed" : "ended")@\(tick(context.time))")
            }
            if delegate { pan.delegate = asked }
            if onSuperview {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                pad.addSubview(child)
                child.addGestureRecognizer(pan)
            } else {
                pad.addGestureRecognizer(pan)
            }
            context.pan(along: [start, end], from: 0.5, duration: 0.05)
        }).advance(to: 1)
        return pad.log
    }

    @Test("A vertical drag is let begin: the view is asked once, on the pan's first move, with its velocity")
    func verticalDragBegins() {
        let log = run(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 80))
        // Down on tick 30, 10 pt moves on ticks 31 and 32 (600 pt/s), lift on 33.
        #expect(log.entries == ["view@31 0,600", "pan began@31", "pan changed@32", "pan ended@33"])
    }

    @Test("A horizontal drag is refused: the pan fails on its first move and its actions never run")
    func horizontalDragFails() {
        let log = run(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 80, y: 100))
        #expect(log.entries == ["view@31 600,0"])
    }

    @Test("The view is asked before the delegate; a view that says no leaves the delegate unasked")
    func viewBeforeDelegate() {
        let allowed = run(delegate: true, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 80))
        #expect(allowed.entries == ["view@31 0,600", "delegate@31", "pan began@31", "pan changed@32", "pan ended@33"])
        let refused = run(allows: false, delegate: true, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 80))
        #expect(refused.entries == ["view@31 0,600"])
    }

    @Test("Only the recogniser's own view is asked, not the views above it")
    func onlyTheAttachedViewIsAsked() {
        let log = run(onSuperview: true, from: CGPoint(x: 50, y: 100), to: CGPoint(x: 80, y: 100))
        #expect(log.entries == ["pan began@31", "pan changed@32", "pan ended@33"])
    }
}
