import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s).
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// A delegate that answers the iOS 13.4 event question as well as the touch question, logging both in order.
private final class EventGatekeeper: UIGestureRecognizerDelegate {
    let log = Log()
    var allowsEvents = true

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log.entries.append("event@\(tick(event.timestamp)) \(event.type == .touches ? "touches" : "other") \(event.allTouches?.count ?? 0)")
        return allowsEvents
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.entries.append("touch@\(tick(touch.timestamp))")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        log.entries.append("press")
        return true
    }
}

@Suite("UIGestureRecognizerDelegate event and press questions")
struct GestureEventDelegateTests {
    private func run(_ delegate: EventGatekeeper, script: @escaping @MainActor @Sendable (SceneContext) -> Void) {
        SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            let pan = UIPanGestureRecognizer { pan in
                delegate.log.entries.append("pan \(pan.state == .began ? "began" : pan.state == .changed ? "changed" : "ended")@\(tick(context.time))")
            }
            pan.delegate = delegate
            pad.addGestureRecognizer(pan)
            script(context)
        }).advance(to: 1)
    }

    @Test("The event question comes first, then the touch question, once at touch-down; presses are never asked")
    func eventBeforeTouch() {
        let delegate = EventGatekeeper()
        run(delegate) { $0.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 70)], from: 0.5, duration: 0.05) }
        // 20 pt in three ticks: the pan begins once the finger is 13.3 pt away (tick 32).
        #expect(delegate.log.entries == ["event@30 touches 1", "touch@30", "pan began@32", "pan ended@33"])
    }

    @Test("Refusing the event keeps the fingers from the recogniser and skips the touch question")
    func refusedEvent() {
        let delegate = EventGatekeeper()
        delegate.allowsEvents = false
        run(delegate) { $0.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 70)], from: 0.5, duration: 0.05) }
        #expect(delegate.log.entries == ["event@30 touches 1"])
    }

    @Test("Two fingers landing together: one event question listing both, then a touch question per finger")
    func twoFingersOneEvent() {
        let delegate = EventGatekeeper()
        run(delegate) { context in
            context.touches { fingers in
                fingers.finger(at: CGPoint(x: 40, y: 40), from: 0.5, duration: 0.1)
                fingers.finger(at: CGPoint(x: 120, y: 120), from: 0.5, duration: 0.1)
            }
        }
        #expect(Array(delegate.log.entries.prefix(3)) == ["event@30 touches 2", "touch@30", "touch@30"])
    }

    @Test("UIPress carries UIKit's raw values and is an NSObject")
    func pressTypes() {
        #expect(UIPress.PressType.select.rawValue == 4)
        #expect(UIPress.PressType.pageUp.rawValue == 30)
        #expect(UIPress.Phase.cancelled.rawValue == 4)
        #expect(UIPress(type: .menu, phase: .began, timestamp: 0).isKind(of: NSObject.self))
    }
}
