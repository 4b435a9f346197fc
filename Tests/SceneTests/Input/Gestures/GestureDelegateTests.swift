import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s), for readable expectations.
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// A delegate written as on iOS: it implements only the questions it cares about and logs them as "question@tick".
private final class Gatekeeper: UIGestureRecognizerDelegate {
    let log = Log()
    var context: SceneContext?
    var allowsBegin = true
    var allowsTouches = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.entries.append("shouldBegin@\(tick(context?.time ?? -1))")
        return allowsBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let point = touch.location(in: gestureRecognizer.view)
        log.entries.append("shouldReceive@\(tick(touch.timestamp)) \(Int(point.x)),\(Int(point.y)) \(touch.phase.caseName)")
        return allowsTouches
    }
}

/// A view that logs its raw touches as "phase@tick" into `log`.
private final class PhaseLogView: UIView {
    var log: Log?
    var context: SceneContext?

    private func record(_ phase: String) { log?.entries.append("\(phase)@\(tick(context?.time ?? -1))") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesCancelled") }
}

@Suite("UIGestureRecognizerDelegate")
struct GestureDelegateTests {
    /// A pad with `recognizer` whose delegate is `delegate`; the recogniser's actions and the pad's raw touches log
    /// into the delegate's log.
    private func pad(_ delegate: Gatekeeper, _ make: @escaping @MainActor (Log, SceneContext) -> UIGestureRecognizer,
                     script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: scene { context in
            delegate.context = context
            let pad = PhaseLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            pad.log = delegate.log
            pad.context = context
            context.view.addSubview(pad)
            let recognizer = make(delegate.log, context)
            recognizer.delegate = delegate
            pad.addGestureRecognizer(recognizer)
            script(context)
        })
    }

    private static func pan(_ log: Log, _ context: SceneContext) -> UIGestureRecognizer {
        UIPanGestureRecognizer { pan in log.entries.append("pan \(pan.state == .began ? "began" : pan.state == .changed ? "changed" : "ended")@\(tick(context.time))") }
    }

    private static let drag: @MainActor @Sendable (SceneContext) -> Void = {
        $0.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 80)], from: 0.5, duration: 0.05)
    }

    @Test("shouldReceive is asked at touch-down, then shouldBegin, then the pan begins and takes the touch")
    func panAsksBothQuestions() {
        let delegate = Gatekeeper()
        pad(delegate, Self.pan, script: Self.drag).advance(to: 1)
        // Down on tick 30, moves on 31 and 32 (10 pt each), lift on 33: the view has touchesBegan while the pan is
        // possible, the pan asks to begin on its first move (10 pt, UIKit's hysteresis) and takes the touch.
        #expect(delegate.log.entries == ["shouldReceive@30 50,50 began", "touchesBegan@30", "shouldBegin@31",
                                         "pan began@31", "touchesCancelled@31", "pan changed@32", "pan ended@33"])
    }

    @Test("shouldBegin false: the pan fails without running its actions, and the view keeps its touches")
    func refusedPanFails() {
        let delegate = Gatekeeper()
        delegate.allowsBegin = false
        pad(delegate, Self.pan, script: Self.drag).advance(to: 1)
        #expect(delegate.log.entries == ["shouldReceive@30 50,50 began", "touchesBegan@30", "shouldBegin@31",
                                         "touchesMoved@31", "touchesMoved@32", "touchesEnded@33"])
    }

    @Test("shouldReceive false: the tap recogniser never sees the finger and is never asked to begin")
    func refusedTouchIsNotSeen() {
        let delegate = Gatekeeper()
        delegate.allowsTouches = false
        pad(delegate, { log, context in
            UITapGestureRecognizer { _ in log.entries.append("tap@\(tick(context.time))") }
        }) { $0.tap(at: CGPoint(x: 20, y: 30), time: 0.5) }.advance(to: 1)
        #expect(delegate.log.entries == ["shouldReceive@30 20,30 began", "touchesBegan@30", "touchesEnded@30"])
    }

    @Test("A double tap asks shouldBegin once, on its second tap; refused, it fails and the held touches end")
    func doubleTapAsksOnRecognition() {
        let delegate = Gatekeeper()
        delegate.allowsBegin = false
        pad(delegate, { log, context in
            let double = UITapGestureRecognizer { _ in log.entries.append("double@\(tick(context.time))") }
            double.numberOfTapsRequired = 2
            return double
        }) { context in
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 52, y: 51), time: 0.7)
        }.advance(to: 1)
        #expect(delegate.log.entries == ["shouldReceive@30 50,50 began", "touchesBegan@30",
                                         "shouldReceive@42 52,51 began", "touchesBegan@42", "shouldBegin@42",
                                         "touchesEnded@42", "touchesEnded@42"])
    }
}
