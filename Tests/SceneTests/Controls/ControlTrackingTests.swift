import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s).
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// A custom control, as public code writes them: it overrides the tracking methods and logs each call with the tick,
/// the touch's x in the window and `isTouchInside`; `stopAfter` makes `continueTracking` say no from that tick on.
private final class TrackingControl: UIControl {
    let log: Log
    unowned let context: SceneContext
    var refuseBegin = false
    var stopAfter = Int.max

    init(frame: CGRect, log: Log, context: SceneContext) {
        self.log = log
        self.context = context
        super.init(frame: frame)
        let events: [(String, UIControl.Event)] = [
            ("down", .touchDown), ("repeat", .touchDownRepeat), ("dragInside", .touchDragInside),
            ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
            ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ]
        for (name, event) in events {
            addAction(UIAction { [unowned self] _ in self.log.entries.append(name) }, for: event)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func note(_ name: String, _ touch: UITouch?) {
        let x = touch.map { "\(Int($0.location(in: nil).x))" } ?? "-"
        log.entries.append("\(name)@\(tick(context.time)) x \(x) inside \(isTouchInside) tracking \(isTracking)")
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        note("begin", touch)
        return !refuseBegin
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        note("continue", touch)
        return tick(context.time) < stopAfter
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { note("end", touch) }
    override func cancelTracking(with event: UIEvent?) { note("cancelTracking", nil) }
}

/// A view that logs the raw touches that reach it: a control's superview sees none of the control's.
private final class ChainLogView: UIView {
    let log: Log
    init(frame: CGRect, log: Log) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.entries.append("superview began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.entries.append("superview ended") }
}

/// UIControl follows its touch as UIKit's does: the tracking methods, `isTracking`, `isTouchInside` with the
/// 70-point margin, and the touch events, from raw touches that do not travel further up the chain.
@Suite("UIControl touch tracking")
struct ControlTrackingTests {
    /// A 100 × 100 tracking control at (50, 50) in a logging container, and `script`'s fingers, run to 1 s.
    private func run(_ log: Log, configure: @escaping @MainActor (TrackingControl) -> Void = { _ in },
                     script: @escaping @MainActor @Sendable (SceneContext) -> Void) {
        SceneRunner(scene: scene { context in
            let container = ChainLogView(frame: context.view.bounds, log: log)
            context.view.addSubview(container)
            let control = TrackingControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log,
                                          context: context)
            configure(control)
            container.addSubview(control)
            script(context)
        }).advance(to: 1)
    }

    @Test("A drag out of the control: begin, drags inside within the 70-point margin, exit, up outside")
    func dragOut() {
        let log = Log()
        // Down at x 100 on tick 30, 33⅓ pt per tick to x 300 on tick 36; the margin ends at x 220.
        run(log) { context in
            context.touches { $0.finger(along: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100)], from: 0.5,
                                        duration: 0.1) }
        }
        #expect(log.entries == [
            "begin@30 x 100 inside true tracking false", "down",
            "continue@31 x 133 inside true tracking true", "dragInside",
            "continue@32 x 166 inside true tracking true", "dragInside",
            "continue@33 x 200 inside true tracking true", "dragInside",
            "continue@34 x 233 inside false tracking true", "dragOutside", "exit",
            "continue@35 x 266 inside false tracking true", "dragOutside",
            "end@36 x 300 inside false tracking true", "upOutside",
        ])
    }

    @Test("A drag out and back: enter when the finger comes back within the margin, up inside")
    func dragOutAndBack() {
        let log = Log()
        // x: 100, 180, 260 (outside), 180 (back), lift at 100 on tick 34 — 80 pt per tick.
        run(log) { context in
            context.touches { $0.finger(along: [CGPoint(x: 100, y: 100), CGPoint(x: 260, y: 100),
                                                CGPoint(x: 100, y: 100)], from: 0.5, duration: 4.0 / 60) }
        }
        #expect(log.entries == [
            "begin@30 x 100 inside true tracking false", "down",
            "continue@31 x 180 inside true tracking true", "dragInside",
            "continue@32 x 260 inside false tracking true", "dragOutside", "exit",
            "continue@33 x 180 inside true tracking true", "dragInside", "enter",
            "end@34 x 100 inside true tracking true", "upInside",
        ])
    }

    @Test("beginTracking saying no: no events at all, and the touches still stop at the control")
    func refusedBegin() {
        let log = Log()
        run(log, configure: { $0.refuseBegin = true }) { context in
            context.touches { $0.finger(along: [CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 100)], from: 0.5,
                                        duration: 2.0 / 60) }
        }
        #expect(log.entries == ["begin@30 x 100 inside true tracking false"])
    }

    @Test("continueTracking saying no ends the tracking: no more drag events, no touch-up event")
    func continueRefused() {
        let log = Log()
        run(log, configure: { $0.stopAfter = 32 }) { context in
            context.touches { $0.finger(along: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 100)], from: 0.5,
                                        duration: 3.0 / 60) }
        }
        #expect(log.entries == [
            "begin@30 x 100 inside true tracking false", "down",
            "continue@31 x 110 inside true tracking true", "dragInside",
            "continue@32 x 120 inside true tracking true",
        ])
    }

    @Test("A scripted tap: begin, touchDown, end, touchUpInside on one tick; the superview sees no touches")
    func tap() {
        let log = Log()
        run(log) { context in context.tap(at: CGPoint(x: 100, y: 100), time: 0.5) }
        #expect(log.entries == ["begin@30 x 100 inside true tracking false", "down",
                                "end@30 x 100 inside true tracking true", "upInside"])
    }

    @Test("A second tap within 0.35 s sends touchDownRepeat with touchDown")
    func repeatedTap() {
        let log = Log()
        run(log) { context in
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.5)
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.7)
        }
        #expect(log.entries.filter { !$0.contains("@") } == ["down", "upInside", "down", "repeat", "upInside"])
    }

    @Test("A pan recogniser on the control takes the drag: touchDown, then cancelTracking and touchCancel")
    func recogniserCancels() {
        let log = Log()
        run(log, configure: { control in
            control.addGestureRecognizer(UIPanGestureRecognizer { pan in
                if pan.state == .began { control.log.entries.append("pan began") }
            })
        }) { context in
            context.pan(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 160)], from: 0.5, duration: 0.05)
        }
        #expect(log.entries == ["begin@30 x 100 inside true tracking false", "down", "pan began",
                                "cancelTracking@31 x - inside true tracking true", "cancel"])
    }

    @Test("A tap on a button is the button's, not its superview's tap recogniser's; on a custom control the recogniser wins")
    func buttonTapBeatsAnAncestorsTapRecogniser() {
        let log = Log()
        SceneRunner(scene: scene { context in
            context.view.addGestureRecognizer(UITapGestureRecognizer { _ in log.entries.append("superview tap") })
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            button.addAction(UIAction { _ in log.entries.append("button up") }, for: .touchUpInside)
            context.view.addSubview(button)
            let custom = TrackingControl(frame: CGRect(x: 0, y: 100, width: 100, height: 40), log: log, context: context)
            context.view.addSubview(custom)
            context.touches { fingers in
                fingers.finger(at: CGPoint(x: 50, y: 20), from: 0.5, duration: 0)
                fingers.finger(at: CGPoint(x: 50, y: 120), from: 0.7, duration: 0)
            }
        }).advance(to: 1)
        // The custom control (not one Apple names) loses the tap: the recogniser recognises and cancels its touch.
        #expect(log.entries == ["button up", "begin@42 x 50 inside true tracking false", "down", "superview tap",
                                "cancelTracking@42 x - inside true tracking true", "cancel"])
    }
}
