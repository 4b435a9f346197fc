import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s).
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// Holds an object a scene builds, for the test to read afterwards.
private final class Box<Value>: @unchecked Sendable {
    var value: Value?
}

/// The touch-down recogniser iOS code writes with `UIGestureRecognizerSubclass` (recognised as soon as a finger
/// lands, failed when it moves or lifts first), logging its hooks.
private final class TouchDownRecognizer: UIGestureRecognizer {
    let log: Log
    init(log: Log) {
        self.log = log
        super.init()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.entries.append("touchesBegan \(touches.count) \(stateName(state))")
        if state == .possible { state = .recognized }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log.entries.append("touchesMoved")
        state = .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.entries.append("touchesEnded")
        state = .failed
    }

    override func reset() {
        super.reset()
        log.entries.append("reset \(stateName(state))")
    }
}

/// A continuous "one-finger rotation" as iOS samples write it: the angle the finger sweeps around the view's centre,
/// `.began` on the first move, `.changed` on the next, `.ended` on the lift, `.failed` for more than one finger.
private final class OneFingerRotation: UIGestureRecognizer {
    var rotation: CGFloat = 0
    var resets = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, let view else { return }
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let now = touch.location(in: view), before = touch.previousLocation(in: view)
        rotation += atan2(now.y - center.y, now.x - center.x) - atan2(before.y - center.y, before.x - center.x)
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = state == .began || state == .changed ? .ended : .failed
    }

    override func reset() {
        super.reset()
        rotation = 0
        resets += 1
    }
}

/// A recogniser that ignores every finger it is given, counting what still reaches it.
private final class IgnoringRecognizer: UIGestureRecognizer {
    var calls = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls += 1
        for touch in touches { ignore(touch, for: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { calls += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { calls += 1 }
}

/// A pan that no other recogniser can make fail.
private final class UnpreventablePan: UIPanGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A single tap that waits for any double tap it shares touches with, through the subclass override rather than
/// `require(toFail:)` or a delegate.
private final class PatientTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A view that logs its raw touches and the state of a recogniser when they arrive.
private final class StateWatchingView: UIView {
    var log: Log?
    weak var watched: UIGestureRecognizer?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("view began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("view ended") }
    private func record(_ what: String) { log?.entries.append("\(what) \(watched.map { stateName($0.state) } ?? "-")") }
}

/// Logs the delegate questions as they are asked.
private final class OrderDelegate: UIGestureRecognizerDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.entries.append("shouldReceive")
        return true
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.entries.append("shouldBegin")
        return true
    }
}

/// The subclass hooks of UIKit's UIGestureRecognizerSubclass.h (docs/touches.md).
@Suite("Recogniser subclass hooks")
struct RecognizerHookTests {
    @Test("A touch-down recogniser: recognised in touchesBegan, sees no more of the drag, reset once")
    func touchDownRecognizer() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            let recognizer = TouchDownRecognizer(log: log)
            recognizer.addAction { log.entries.append("action \(stateName($0.state))@\(tick(context.time))") }
            pad.addGestureRecognizer(recognizer)
            // Down on tick 30, moves on 31 and 32, lifts on 33.
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 80)], from: 0.5, duration: 0.05)
            context.tap(at: CGPoint(x: 100, y: 100), time: 1)
        })
        runner.advance(to: 1.5)
        #expect(log.entries == ["touchesBegan 1 possible", "action ended@30", "reset possible",
                                "touchesBegan 1 possible", "action ended@60", "reset possible"])
    }

    @Test("A one-finger rotation subclass: began, changed, ended with the swept angle; reset after the lift")
    func oneFingerRotation() {
        let log = Log()
        let rotations = Log()
        let recognizer = Box<OneFingerRotation>()
        let runner = SceneRunner(scene: scene { context in
            let dial = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(dial)
            let rotation = OneFingerRotation()
            rotation.addAction { gesture in
                guard let gesture = gesture as? OneFingerRotation else { return }
                log.entries.append("\(stateName(gesture.state))@\(tick(context.time)) resets \(gesture.resets)")
                rotations.points.append(CGPoint(x: gesture.rotation * 180 / .pi, y: CGFloat(gesture.numberOfTouches)))
            }
            dial.addGestureRecognizer(rotation)
            recognizer.value = rotation
            // From 50 pt right of the centre to 50 pt below it: down on tick 30, at (133.3, 116.7) on 31,
            // (116.7, 133.3) on 32, lifted at (100, 150) on 33.
            context.pan(along: [CGPoint(x: 150, y: 100), CGPoint(x: 100, y: 150)], from: 0.5, duration: 0.05)
        })
        runner.advance(to: 1)
        #expect(log.entries == ["began@31 resets 0", "changed@32 resets 0", "ended@33 resets 0"])
        // atan2(16.7, 33.3) = 26.57°, atan2(33.3, 16.7) = 63.43°; the lift adds no move.
        let degrees = rotations.points.map(\.x)
        #expect(degrees.count == 3)
        #expect(abs(degrees[0] - 26.565) < 0.01 && abs(degrees[1] - 63.435) < 0.01 && abs(degrees[2] - 63.435) < 0.01)
        #expect(rotations.points.map(\.y) == [1, 1, 1])
        #expect(recognizer.value?.resets == 1)
        #expect(recognizer.value?.rotation == 0)
        #expect(recognizer.value?.state == .possible)
    }

    @Test("Two fingers make the one-finger rotation fail in touchesBegan: no actions, one reset")
    func twoFingersFailTheRotation() {
        let log = Log()
        let recognizer = Box<OneFingerRotation>()
        let runner = SceneRunner(scene: scene { context in
            let dial = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(dial)
            let rotation = OneFingerRotation()
            rotation.addAction { log.entries.append(stateName($0.state)) }
            dial.addGestureRecognizer(rotation)
            recognizer.value = rotation
            context.rotate(center: CGPoint(x: 100, y: 100), by: .pi / 2, distance: 100, time: 0.5, duration: 0.2)
        })
        runner.advance(to: 1)
        #expect(log.entries.isEmpty)
        #expect(recognizer.value?.resets == 1)
    }

    @Test("State stays final for the rest of the delivery: the view's touchesEnded sees .ended, reset comes after")
    func resetAfterTheDelivery() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = StateWatchingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            pad.log = log
            context.view.addSubview(pad)
            let tap = UITapGestureRecognizer { log.entries.append("action \(stateName($0.state))") }
            tap.cancelsTouchesInView = false
            pad.addGestureRecognizer(tap)
            pad.watched = tap
            context.tap(at: CGPoint(x: 40, y: 40), time: 0.5)
            context.at(0.6) { log.entries.append("later \(stateName(tap.state))") }
        })
        runner.advance(to: 1)
        #expect(log.entries == ["view began possible", "action ended", "view ended ended", "later possible"])
    }

    @Test("Setting .changed before .began, or .ended from .possible of a continuous subclass, follows UIKit's rules")
    func illegalTransitionsAreIgnored() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let recognizer = UIGestureRecognizer()
            recognizer.addAction { log.entries.append(stateName($0.state)) }
            context.view.addGestureRecognizer(recognizer)
            context.at(0.1) {
                recognizer.state = .changed      // ignored: nothing began
                recognizer.state = .cancelled    // ignored: nothing to cancel
                recognizer.state = .began
                recognizer.state = .changed
                recognizer.state = .began        // ignored: already began
                recognizer.state = .ended
                log.entries.append("after \(stateName(recognizer.state))")
            }
        })
        runner.advance(to: 0.5)
        #expect(log.entries == ["began", "changed", "ended", "after possible"])
    }

    @Test("ignore(_:for:) keeps the finger from the recogniser: touchesBegan only")
    func ignoredTouchesStop() {
        let recognizer = Box<IgnoringRecognizer>()
        let runner = SceneRunner(scene: scene { context in
            let ignoring = IgnoringRecognizer()
            context.view.addGestureRecognizer(ignoring)
            recognizer.value = ignoring
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 80)], from: 0.5, duration: 0.05)
        })
        runner.advance(to: 1)
        #expect(recognizer.value?.calls == 1)
    }

    @Test("canBePrevented(by:) false: two pans on the same drag both begin")
    func unpreventablePanBeginsWithAnother() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            pad.addGestureRecognizer(UIPanGestureRecognizer { log.entries.append("pan \(stateName($0.state))") })
            let second = UnpreventablePan()
            second.addAction { log.entries.append("unpreventable \(stateName($0.state))") }
            pad.addGestureRecognizer(second)
            let third = UIPanGestureRecognizer { log.entries.append("third \(stateName($0.state))") }
            pad.addGestureRecognizer(third)
            // Down on tick 30, 10 pt on 31 (where the pans begin), lift on 32.
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 70)], from: 0.5, duration: 2.0 / 60)
        })
        runner.advance(to: 1)
        // The first pan begins; the unpreventable one begins too; the third is prevented.
        #expect(log.entries == ["pan began", "unpreventable began", "pan ended", "unpreventable ended"])
    }

    @Test("shouldRequireFailure(of:) overridden: the single tap waits for the double tap's timeout")
    func subclassFailureRequirement() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            let single = PatientTap()
            single.addAction { _ in log.entries.append("single@\(tick(context.time))") }
            let double = UITapGestureRecognizer { _ in log.entries.append("double@\(tick(context.time))") }
            double.numberOfTapsRequired = 2
            pad.addGestureRecognizer(double)
            pad.addGestureRecognizer(single)
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 50, y: 50), time: 1.5)
            context.tap(at: CGPoint(x: 50, y: 50), time: 1.7)
        })
        runner.advance(to: 2.5)
        // A lone tap on tick 30: the double tap gives up on the first tick more than 0.35 s later (tick 52), and the
        // single tap recognises then; two taps 0.2 s apart are the double tap's, and the single tap fails.
        #expect(log.entries == ["single@52", "double@102"])
    }

    @Test("Delegate and hooks in order: shouldReceive, touchesBegan, shouldBegin, the action")
    func delegateAndHookOrder() {
        let log = Log()
        let delegate = OrderDelegate(log: log)
        let runner = SceneRunner(scene: scene { context in
            let recognizer = TouchDownRecognizer(log: log)
            recognizer.delegate = delegate
            recognizer.addAction { log.entries.append("action \(stateName($0.state))") }
            context.view.addGestureRecognizer(recognizer)
            context.tap(at: CGPoint(x: 10, y: 10), time: 0.5)
        })
        runner.advance(to: 1)
        #expect(log.entries == ["shouldReceive", "touchesBegan 1 possible", "shouldBegin", "action ended",
                                "reset possible"])
    }
}
