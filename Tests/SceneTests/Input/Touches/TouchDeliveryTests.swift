import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s), for readable expectations.
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// A view that logs every touch method as "phase@tick x,y all n" (scene tick, its own coordinates, fingers in the event) and lets the touches go on up the
/// chain, as a view that does not handle them does.
private final class TouchLogView: UIView {
    let log: Log
    let name: String
    private unowned let context: SceneContext

    init(frame: CGRect, log: Log, context: SceneContext, name: String = "") {
        self.log = log
        self.context = context
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        // Several fingers in one call are listed left to right, so the entry does not depend on the set's order.
        let points = touches.map { $0.location(in: self) }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
            .map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " ")
        log.entries.append("\(name)\(phase)@\(tick(context.time)) \(points) all \(event?.allTouches?.count ?? 0)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}

/// A controller that handles raw touches on its views, recording every property of the touch a port reads.
private final class DrawingController: UIViewController {
    var touches: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }

    private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
        let touch = touches.first!
        let now = touch.location(in: view), before = touch.previousLocation(in: view)
        self.touches.append("\(touch.phase.caseName)@\(tick(touch.timestamp)) \(Int(now.x)),\(Int(now.y)) "
            + "from \(Int(before.x)),\(Int(before.y)) taps \(touch.tapCount) all \(event?.allTouches?.count ?? 0)")
    }
}

@Suite("Raw touches through the responder chain")
struct TouchDeliveryTests {
    @Test("A scripted drag reaches a controller's touchesBegan/Moved/Ended through a view that does not handle it")
    func dragReachesTheController() {
        let controller = DrawingController()
        let runner = SceneRunner(scene: scene { context in
            context.window.rootViewController = controller
            let pad = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
            controller.view.addSubview(pad)
            // Down at tick 30, five moves of 10 pt, up at tick 36.
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 110)], from: 0.5, duration: 0.1)
        })
        runner.advance(to: 1)
        #expect(controller.touches == [
            "began@30 50,50 from 50,50 taps 1 all 1",
            "moved@31 50,60 from 50,50 taps 1 all 1",
            "moved@32 50,70 from 50,60 taps 1 all 1",
            "moved@33 50,80 from 50,70 taps 1 all 1",
            "moved@34 50,90 from 50,80 taps 1 all 1",
            "moved@35 50,100 from 50,90 taps 1 all 1",
            "ended@36 50,110 from 50,100 taps 1 all 1",
        ])
    }

    /// A 200 × 200 touch-logging pad at the origin with the recogniser `make` returns; actions log "kind@tick".
    private func pad(_ log: Log, _ make: @escaping @MainActor (SceneContext) -> UIGestureRecognizer?,
                     script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: scene { context in
            let pad = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log, context: context)
            context.view.addSubview(pad)
            if let recognizer = make(context) { pad.addGestureRecognizer(recognizer) }
            script(context)
        })
    }

    /// A tap recogniser needing `taps` taps that logs "tap@tick", set up by `configure`.
    private static func tap(_ log: Log, _ context: SceneContext, taps: Int = 1,
                            _ configure: (UITapGestureRecognizer) -> Void = { _ in }) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer { _ in log.entries.append("tap@\(tick(context.time))") }
        recognizer.numberOfTapsRequired = taps
        configure(recognizer)
        return recognizer
    }

    @Test("A tap recognised with cancelsTouchesInView (the default): touchesBegan, the action, touchesCancelled")
    func recognisedTapCancelsTheViewsTouch() {
        let log = Log()
        let runner = pad(log, { Self.tap(log, $0) }) { $0.tap(at: CGPoint(x: 50, y: 50), time: 0.5) }
        runner.advance(to: 1)
        #expect(log.entries == ["began@30 50,50 all 1", "tap@30", "cancelled@30 50,50 all 1"])
    }

    @Test("cancelsTouchesInView false: the view's touch ends normally after the action")
    func tapThatLeavesTheTouch() {
        let log = Log()
        let runner = pad(log, { Self.tap(log, $0) { $0.cancelsTouchesInView = false } }) {
            $0.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
        }
        runner.advance(to: 1)
        #expect(log.entries == ["began@30 50,50 all 1", "tap@30", "ended@30 50,50 all 1"])
    }

    @Test("delaysTouchesBegan: a recognised tap's touches never reach the view")
    func delayedBeganIsDiscarded() {
        let log = Log()
        let runner = pad(log, { Self.tap(log, $0) { $0.delaysTouchesBegan = true } }) {
            $0.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
        }
        runner.advance(to: 1)
        #expect(log.entries == ["tap@30"])
    }

    @Test("delaysTouchesEnded (the default): a double-tap recogniser holds touchesEnded until it fails 0.35 s later")
    func heldEndIsDeliveredWhenTheRecogniserFails() {
        let log = Log()
        let runner = pad(log, { Self.tap(log, $0, taps: 2) }) { $0.tap(at: CGPoint(x: 50, y: 50), time: 0.5) }
        runner.advance(to: 1)
        // The double tap fails on tick 52, the first more than 0.35 s after tick 30.
        #expect(log.entries == ["began@30 50,50 all 1", "ended@52 50,50 all 1"])

        let prompt = Log()
        let undelayed = pad(prompt, { Self.tap(prompt, $0, taps: 2) { $0.delaysTouchesEnded = false } }) {
            $0.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
        }
        undelayed.advance(to: 1)
        #expect(prompt.entries == ["began@30 50,50 all 1", "ended@30 50,50 all 1"])
    }

    @Test("A double tap cancels both of its touches when it recognises on the second")
    func doubleTapCancelsBothTouches() {
        let log = Log()
        let runner = pad(log, { Self.tap(log, $0, taps: 2) }) { context in
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 52, y: 51), time: 0.7)
        }
        runner.advance(to: 1)
        #expect(log.entries == ["began@30 50,50 all 1", "began@42 52,51 all 1", "tap@42", "cancelled@42 52,51 all 1",
                                "cancelled@42 50,50 all 1"])
    }

    @Test("A long press takes the touch when it begins: touchesCancelled on that tick, nothing after")
    func longPressCancelsWhenItBegins() {
        let log = Log()
        let runner = pad(log, { context in
            UILongPressGestureRecognizer { press in
                log.entries.append("press \(press.state == .began ? "began" : press.state == .ended ? "ended" : "other")@\(tick(context.time))")
            }
        }) { $0.longPress(at: CGPoint(x: 50, y: 50), time: 0.5, duration: 1) }
        runner.advance(to: 2)
        #expect(log.entries == ["began@30 50,50 all 1", "press began@60", "cancelled@60 50,50 all 1", "press ended@90"])
    }

    @Test("A swipe recognised after 53 pt of travel cancels the moves the view had")
    func swipeCancelsWhenRecognised() {
        let log = Log()
        let runner = pad(log, { context in
            UISwipeGestureRecognizer { _ in log.entries.append("swipe@\(tick(context.time))") }
        }) { $0.swipe(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), time: 0.5) }
        runner.advance(to: 1)
        // 160 pt in six ticks: 46.7 after one (under the 50 pt a swipe needs), 73.3 after two.
        #expect(log.entries == ["began@30 20,100 all 1", "moved@31 46,100 all 1", "swipe@32",
                                "cancelled@32 73,100 all 1"])
    }

    @Test("A pan begins after 10 pt: with cancelsTouchesInView the view sees touchesBegan, then touchesCancelled")
    func panTakesTheTouchOnceItMoves() {
        let log = Log()
        let runner = pad(log, { context in UIPanGestureRecognizer { _ in } }) {
            $0.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 110)], from: 0.5, duration: 0.1)
        }
        runner.advance(to: 1)
        #expect(log.entries == ["began@30 50,50 all 1", "cancelled@31 50,60 all 1"])

        // 2 pt per tick: the view sees four moves before the pan begins on the fifth (10 pt).
        let slow = Log()
        let slowRunner = pad(slow, { context in UIPanGestureRecognizer { _ in } }) {
            $0.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 70)], from: 0.5, duration: 10.0 / 60)
        }
        slowRunner.advance(to: 1)
        #expect(slow.entries == ["began@30 50,50 all 1", "moved@31 50,52 all 1", "moved@32 50,54 all 1",
                                 "moved@33 50,56 all 1", "moved@34 50,58 all 1", "cancelled@35 50,60 all 1"])

        let shared = Log()
        let sharing = pad(shared, { _ in
            let pan = UIPanGestureRecognizer { _ in }
            pan.cancelsTouchesInView = false
            return pan
        }) { $0.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 110)], from: 0.5, duration: 0.1) }
        sharing.advance(to: 1)
        #expect(shared.entries.count == 7)
        #expect(shared.entries.first == "began@30 50,50 all 1" && shared.entries.last == "ended@36 50,110 all 1")
    }

    /// Finger A drags on the pad from tick 30 to 33; finger B touches it on tick 32 and lifts on 33.
    private func twoFingers(_ log: Log, multipleTouch: Bool) -> SceneRunner {
        SceneRunner(scene: scene { context in
            let pad = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log, context: context)
            pad.isMultipleTouchEnabled = multipleTouch
            context.view.addSubview(pad)
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 110)], from: 0.5, duration: 0.05)
            context.longPress(at: CGPoint(x: 150, y: 50), time: 0.52, duration: 0.02)
        })
    }

    @Test("isMultipleTouchEnabled false (the default): a second finger on the view is not delivered to it")
    func secondFingerIgnoredWithoutMultipleTouch() {
        let log = Log()
        twoFingers(log, multipleTouch: false).advance(to: 1)
        #expect(log.entries == ["began@30 50,50 all 1", "moved@31 50,70 all 1", "moved@32 50,90 all 1",
                                "ended@33 50,110 all 1"])
    }

    @Test("isMultipleTouchEnabled: both fingers reach the view and the event lists both")
    func bothFingersWithMultipleTouch() {
        let log = Log()
        twoFingers(log, multipleTouch: true).advance(to: 1)
        // The press lands on tick 32, where the drag moves: one event, touchesBegan before touchesMoved; both lift
        // on tick 33 in one touchesEnded.
        #expect(log.entries == ["began@30 50,50 all 1", "moved@31 50,70 all 1", "began@32 150,50 all 2",
                                "moved@32 50,90 all 2", "ended@33 50,110 150,50 all 2"])
    }

    @Test("A finger that lifts without moving is a tap: the pan under the tap recogniser fails, the tap recognises")
    func stillFingerIsLeftToTheTap() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log, context: context)
            context.view.addSubview(pad)
            pad.addGestureRecognizer(UIPanGestureRecognizer { log.entries.append("pan \(stateName($0.state))") })
            pad.addGestureRecognizer(Self.tap(log, context))
            context.touches { $0.finger(at: CGPoint(x: 50, y: 50), from: 0.5, duration: 0.05) }
        })
        runner.advance(to: 1)
        // The pan never leaves .possible (no actions); on the lift it fails and the tap recognises.
        #expect(log.entries == ["began@30 50,50 all 1", "tap@33", "cancelled@33 50,50 all 1"])
    }

    @Test("Fingers of separate scripts that land on one tick reach their view in one touchesBegan, as one event")
    func separateScriptsShareTheirTick() {
        let entries = countedCalls { context in
            context.pan(along: [CGPoint(x: 30, y: 50), CGPoint(x: 30, y: 100)], from: 0.5, duration: 0.05)
            context.longPress(at: CGPoint(x: 170, y: 50), time: 0.5, duration: 0.05)
        }
        // Down together on tick 30, the drag moves alone on 31 and 32 (the press is still down: 1 of 2), both lift
        // on 33. Before scripts shared ticks: two touchesBegan of one finger each, and two touchesEnded.
        #expect(entries == ["began@30 2 of 2", "moved@31 1 of 2", "moved@32 1 of 2", "ended@33 2 of 2"])
    }

    /// A 200 × 200 touch-logging pad at the origin of the scene's root view, its entries prefixed with `name`.
    @discardableResult
    private static func namedPad(_ name: String, _ log: Log, _ context: SceneContext) -> TouchLogView {
        let pad = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log, context: context, name: name)
        context.view.addSubview(pad)
        return pad
    }

    @Test("A touchesEnded held when a scene stopped is never settled by the next scene's touches")
    func scenesDoNotShareHeldEnds() {
        let log = Log()
        let first = SceneRunner(scene: scene { context in
            let recognizer = Self.tap(log, context, taps: 2)
            Self.namedPad("A ", log, context).addGestureRecognizer(recognizer)
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            // The double tap gives up here, after the held end's check of this tick: the end is due on tick 37.
            context.at(0.6) { recognizer.isEnabled = false }
        })
        first.advance(to: 0.6)
        #expect(log.entries == ["A began@30 50,50 all 1"])

        // The first scene stops here; a second one runs in the same process.
        let second = SceneRunner(scene: scene { context in
            Self.namedPad("B ", log, context)
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
        })
        second.advance(to: 1)
        #expect(log.entries == ["A began@30 50,50 all 1", "B began@30 50,50 all 1", "B ended@30 50,50 all 1"])

        // The first scene's end belongs to its own clock: it arrives on its next tick.
        first.advance(to: 0.7)
        #expect(log.entries.last == "A ended@37 50,50 all 1")
        #expect(log.entries.count == 4)
    }

    @Test("isExclusiveTouch: while a finger is on the exclusive view, another view gets no touches")
    func exclusiveTouch() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let left = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), log: log, context: context,
                                    name: "L ")
            let right = TouchLogView(frame: CGRect(x: 100, y: 0, width: 100, height: 200), log: log, context: context,
                                     name: "R ")
            left.isExclusiveTouch = true
            context.view.addSubview(left)
            context.view.addSubview(right)
            context.longPress(at: CGPoint(x: 50, y: 50), time: 0.5, duration: 0.1)
            context.tap(at: CGPoint(x: 150, y: 50), time: 0.55)
            context.tap(at: CGPoint(x: 150, y: 50), time: 1)
        })
        runner.advance(to: 2)
        #expect(log.entries == ["L began@30 50,50 all 1", "L ended@36 50,50 all 1", "R began@60 50,50 all 1",
                                "R ended@60 50,50 all 1"])
    }

    @Test("UITouch.tapCount counts taps less than 0.35 s apart and 45 pt from the last")
    func touchProperties() {
        let controller = DrawingController()
        let runner = SceneRunner(scene: scene { context in
            context.window.rootViewController = controller
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 52, y: 51), time: 0.7)
            context.tap(at: CGPoint(x: 52, y: 51), time: 1.5)
        })
        runner.advance(to: 2)
        #expect(controller.touches == [
            "began@30 50,50 from 50,50 taps 1 all 1", "ended@30 50,50 from 50,50 taps 1 all 1",
            "began@42 52,51 from 52,51 taps 2 all 1", "ended@42 52,51 from 52,51 taps 2 all 1",
            "began@90 52,51 from 52,51 taps 1 all 1", "ended@90 52,51 from 52,51 taps 1 all 1",
        ])
    }

    /// A view that logs each touch method's name, tick and number of touches, as code branching on
    /// `touches.count` sees them.
    private final class CountingView: UIView {
        var entries: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches, event) }
        private func log(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            entries.append("\(name)@\(tick(touches.first!.timestamp)) \(touches.count) of \(event?.allTouches?.count ?? 0)")
        }
    }

    /// The calls a 200 × 200 multi-touch `CountingView` at the origin receives from `script`, run to 1 s.
    private func countedCalls(_ script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> [String] {
        let pad = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        SceneRunner(scene: scene { context in
            context.view.addSubview(pad)
            script(context)
        }).advance(to: 1)
        return pad.entries
    }

    @Test("Fingers that land, move or lift on one tick reach their view in one call with all of them, as on a device")
    func fingersOfOneTickArriveTogether() {
        let entries = countedCalls { context in
            context.touches { fingers in
                fingers.finger(along: [CGPoint(x: 30, y: 50), CGPoint(x: 30, y: 100)], from: 0.5, duration: 0.05)
                fingers.finger(along: [CGPoint(x: 90, y: 50), CGPoint(x: 90, y: 100)], from: 0.5, duration: 0.05)
                fingers.finger(at: CGPoint(x: 170, y: 50), from: 0.5, duration: 0.1)
            }
        }
        #expect(entries == ["began@30 3 of 3", "moved@31 2 of 3", "moved@32 2 of 3", "ended@33 2 of 3",
                            "ended@36 1 of 1"])
    }

    @Test("A context.tap landing with a pan's finger is one more finger of the tick's events: one touchesBegan with both")
    func tapJoinsTheFingersOfItsTick() {
        let entries = countedCalls { context in
            context.pan(along: [CGPoint(x: 30, y: 50), CGPoint(x: 30, y: 100)], from: 0.5, duration: 0.05)
            context.tap(at: CGPoint(x: 170, y: 50), time: 0.5)
        }
        // Both land on tick 30 in one touchesBegan; the tap lifts in that tick's lifting event, where the pan's
        // finger is still down (1 of 2). Before taps joined the tick's events: began@30 1 of 1 twice.
        #expect(entries == ["began@30 2 of 2", "ended@30 1 of 2", "moved@31 1 of 1", "moved@32 1 of 1",
                            "ended@33 1 of 1"])
    }

    @Test("A context.tap on a button while a finger drags elsewhere: one event lists both, the button still acts")
    func tapOnAButtonBesideADrag() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            Self.namedPad("", log, context)
            // In front of the pad's top-right corner.
            let button = UIButton(frame: CGRect(x: 120, y: 0, width: 80, height: 40))
            button.addAction(UIAction { _ in log.entries.append("button@\(tick(context.time))") }, for: .touchUpInside)
            context.view.addSubview(button)
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 110)], from: 0.5, duration: 0.05)
            context.tap(at: CGPoint(x: 160, y: 20), time: 0.5)
        })
        runner.advance(to: 1)
        // The pad's touchesBegan lists the button's finger too; the button acts in its touchesEnded on tick 30.
        #expect(log.entries == ["began@30 50,50 all 2", "button@30", "moved@31 50,70 all 1", "moved@32 50,90 all 1",
                                "ended@33 50,110 all 1"])
    }
}

extension UITouch.Phase {
    /// The case's name for the tests' logs: an imported enumeration prints as its C type and raw value
    /// (`UITouchPhase(rawValue: 0)`), as on iOS.
    var caseName: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .regionEntered: "regionEntered"
        case .regionMoved: "regionMoved"
        case .regionExited: "regionExited"
        @unknown default: "phase \(rawValue)"
        }
    }
}
