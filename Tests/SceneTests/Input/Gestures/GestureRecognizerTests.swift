import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s), for readable expectations.
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// Multiple taps, `require(toFail:)`, long presses and swipes, scripted on the scene timeline.
@Suite("Gesture recognisers")
struct GestureRecognizerTests {
    /// A pad with a single-tap recogniser that requires a double-tap recogniser to fail; each logs "kind@tick".
    private func tapPad(_ log: Log, taps: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            let double = UITapGestureRecognizer { tap in
                let location = tap.location(in: pad)
                log.entries.append("double@\(tick(context.time)) \(Int(location.x)),\(Int(location.y))")
            }
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer { tap in
                let location = tap.location(in: pad)
                log.entries.append("single@\(tick(context.time)) \(Int(location.x)),\(Int(location.y))")
            }
            single.require(toFail: double)
            pad.addGestureRecognizer(single)
            pad.addGestureRecognizer(double)
            taps(context)
        })
    }

    @Test("a double tap fires the double-tap recogniser on its second tap, and the single tap never")
    func doubleTapWins() {
        let log = Log()
        let runner = tapPad(log) { context in
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 52, y: 51), time: 0.7)
        }
        runner.advance(to: 2)
        #expect(log.entries == ["double@42 50,50"])
    }

    @Test("a lone tap fires the single-tap recogniser once the double tap has failed, 0.35 s later")
    func singleTapWaitsForTheDoubleTapToFail() {
        let log = Log()
        let runner = tapPad(log) { context in
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
        }
        runner.advance(to: 0.8)
        #expect(log.entries.isEmpty)
        runner.advance(to: 2)
        // Tap at tick 30; the double tap fails on the first tick more than 0.35 s (21 ticks) later.
        #expect(log.entries == ["single@52 50,50"])
    }

    @Test("taps 0.5 s apart are two single taps, each 0.35 s late")
    func slowTapsAreSingles() {
        let log = Log()
        let runner = tapPad(log) { context in
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 60, y: 40), time: 1.0)
        }
        runner.advance(to: 3)
        #expect(log.entries == ["single@52 50,50", "single@82 60,40"])
    }

    @Test("a second tap 100 pt away fails the double tap at once; the single tap fires for the first tap only")
    func distantSecondTap() {
        let log = Log()
        let runner = tapPad(log) { context in
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            // Made while the single tap waited for the double tap: it does not count for the single tap.
            context.tap(at: CGPoint(x: 150, y: 50), time: 0.6)
        }
        runner.advance(to: 3)
        #expect(log.entries == ["single@36 50,50"])
    }

    @Test("without require(toFail:), a double tap also fires the single-tap recogniser on its first tap")
    func withoutRequirementBothFire() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let double = UITapGestureRecognizer { _ in log.entries.append("double@\(tick(context.time))") }
            double.numberOfTapsRequired = 2
            context.view.addGestureRecognizer(UITapGestureRecognizer { _ in log.entries.append("single@\(tick(context.time))") })
            context.view.addGestureRecognizer(double)
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.7)
        })
        runner.advance(to: 2)
        #expect(log.entries == ["single@30", "single@42", "double@42"])
    }

    @Test("a long press begins after minimumPressDuration, follows the finger and ends when it lifts")
    func longPressAndDrag() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(card)
            card.addGestureRecognizer(UILongPressGestureRecognizer { press in
                let point = press.location(in: card)
                log.entries.append("\(stateName(press.state))@\(tick(context.time)) \(Int(point.x)),\(Int(point.y))")
            })
            // Down at 0.5 s, still for 0.8 s, then 60 pt right over 0.1 s (6 ticks).
            context.longPress(along: [CGPoint(x: 40, y: 40), CGPoint(x: 100, y: 40)], from: 0.5, holding: 0.8,
                              duration: 0.1)
        })
        runner.advance(to: 2)
        #expect(log.entries.first == "began@60 40,40")
        #expect(log.entries.dropFirst().dropLast().map { $0.prefix(7) } == Array(repeating: "changed", count: 5))
        #expect(log.entries.last == "ended@84 100,40")
        #expect(log.entries.count == 7)
    }

    @Test("a press shorter than minimumPressDuration, or one that wanders, fails without calling the actions")
    func shortOrWanderingPressFails() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let press = UILongPressGestureRecognizer { press in log.entries.append("\(stateName(press.state))@\(tick(context.time))") }
            press.minimumPressDuration = 0.3
            context.view.addGestureRecognizer(press)
            context.longPress(at: CGPoint(x: 50, y: 50), time: 0.1, duration: 0.2)
            // Moves 15 pt (more than the allowable 10) during the first 0.1 s of holding: fails.
            context.longPress(along: [CGPoint(x: 50, y: 50), CGPoint(x: 65, y: 50)], from: 1, holding: 0,
                              duration: 0.1)
            context.longPress(at: CGPoint(x: 50, y: 50), time: 2, duration: 0.5)
        })
        runner.advance(to: 3)
        #expect(log.entries == ["began@138", "ended@150"])
    }

    @Test("a swipe is recognised once, on the tick it has travelled 50 pt in a permitted direction")
    func swipeDirections() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let swipe = UISwipeGestureRecognizer { swipe in
                let start = swipe.location(in: nil)
                log.entries.append("\(stateName(swipe.state))@\(tick(context.time)) from \(Int(start.x))")
            }
            swipe.direction = [.left, .up]
            context.view.addGestureRecognizer(swipe)
            // 120 pt left in 0.1 s: 20 pt a tick, 50 pt passed on the third tick after the finger went down.
            context.swipe(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 30, y: 100), time: 0.5)
            // Rightwards is not permitted.
            context.swipe(from: CGPoint(x: 30, y: 100), to: CGPoint(x: 150, y: 100), time: 1)
            // Upwards but slow: 60 pt in 1 s is not there within 0.5 s.
            context.swipe(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 90), time: 1.5, duration: 1)
            // Upwards and quick.
            context.swipe(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 90), time: 3, duration: 0.05)
        })
        runner.advance(to: 4)
        #expect(log.entries == ["ended@33 from 150", "ended@183 from 100"])
    }

    @Test("a pan that requires a swipe to fail begins on its first move when the scripted finger is a pan")
    func requirementsOnRecognisersThatSeeNoTouchesAreMet() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let swipe = UISwipeGestureRecognizer { _ in log.entries.append("swipe") }
            let pan = UIPanGestureRecognizer { pan in log.entries.append("pan \(stateName(pan.state))@\(tick(context.time))") }
            pan.require(toFail: swipe)
            context.view.addGestureRecognizer(swipe)
            context.view.addGestureRecognizer(pan)
            context.pan(along: [CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 20)], from: 0.5, duration: 1.0 / 30)
        })
        runner.advance(to: 1)
        // 20 pt in two ticks: 10 pt on tick 31 is the pan's hysteresis.
        #expect(log.entries == ["pan began@31", "pan ended@32"])
    }

    @Test("disabling a long press after it began cancels it; disabling an undecided one fails it silently")
    func disablingALongPress() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let press = UILongPressGestureRecognizer { press in log.entries.append("\(stateName(press.state))@\(tick(context.time))") }
            context.view.addGestureRecognizer(press)
            context.longPress(at: CGPoint(x: 50, y: 50), time: 0.1, duration: 1)
            context.at(0.8) { press.isEnabled = false }
            context.at(1.5) { press.isEnabled = true }
            context.longPress(at: CGPoint(x: 50, y: 50), time: 2, duration: 1)
            context.at(2.2) { press.isEnabled = false }
        })
        runner.advance(to: 4)
        #expect(log.entries == ["began@36", "cancelled@48"])
    }

    @Test("a recogniser that needs two fingers never sees a scripted finger; an ancestor's one-finger recogniser gets it")
    func twoFingerRecognisersLetOneFingerThrough() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            let twoFingerTap = UITapGestureRecognizer { _ in log.entries.append("two-finger tap") }
            twoFingerTap.numberOfTouchesRequired = 2
            pad.addGestureRecognizer(twoFingerTap)
            context.view.addGestureRecognizer(UITapGestureRecognizer { _ in log.entries.append("tap@\(tick(context.time))") })
            let twoFingerSwipe = UISwipeGestureRecognizer { _ in log.entries.append("two-finger swipe") }
            twoFingerSwipe.numberOfTouchesRequired = 2
            pad.addGestureRecognizer(twoFingerSwipe)
            let twoFingerPan = UIPanGestureRecognizer { _ in log.entries.append("two-finger pan") }
            twoFingerPan.minimumNumberOfTouches = 2
            pad.addGestureRecognizer(twoFingerPan)
            let tapThenPress = UILongPressGestureRecognizer { _ in log.entries.append("tap-and-press") }
            tapThenPress.numberOfTapsRequired = 1
            pad.addGestureRecognizer(tapThenPress)
            context.tap(at: CGPoint(x: 50, y: 50), time: 0.5)
            context.swipe(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 30, y: 100), time: 1)
            context.pan(along: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20)], from: 1.5, duration: 0.2)
            context.longPress(at: CGPoint(x: 50, y: 50), time: 2, duration: 1)
        })
        runner.advance(to: 4)
        #expect(log.entries == ["tap@30"])
    }
}
