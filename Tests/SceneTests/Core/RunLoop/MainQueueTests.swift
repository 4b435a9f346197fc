import Dynamics
import Foundation
import Testing

/// A view that logs its layout passes into a shared log.
private final class LayoutLoggingView: UIView {
    var log: Log?
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.entries.append("layout")
    }
}

@Suite("DispatchQueue.main and timers on the scene clock")
struct MainQueueTests {
    @Test("main.async from build runs in tick 0; from an event it runs in the same tick after onTick, before layout")
    func asyncOrderInsideTick() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            // The closures below run on this thread; the scene context is not Sendable.
            let context = context
            let view = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.log = log
            context.view.addSubview(view)
            DispatchQueue.main.async { log.entries.append("build async @\(context.time)") }
            context.at(0.5) {
                log.entries.append("event")
                view.setNeedsLayout()
                DispatchQueue.main.async { log.entries.append("event async @\(context.time)") }
            }
            context.onTick { time in if time == 0.5 { log.entries.append("onTick") } }
        })
        #expect(log.entries.first == "build async @0.0")
        log.entries.removeAll()
        runner.advance(to: 0.5)
        #expect(log.entries == ["event", "onTick", "event async @0.5", "layout"])
    }

    @Test("asyncAfter runs on the first tick at least the delay later, in scene time, in queueing order")
    func asyncAfterTimes() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let context = context
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.51) { log.entries.append("b \(context.time)") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.entries.append("a \(context.time)") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.entries.append("a2 \(context.time)") }
            context.at(1) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.entries.append("c \(context.time)") }
            }
        })
        runner.advance(to: 0.49)
        #expect(log.entries.isEmpty)
        runner.advance(to: 2)
        #expect(log.entries == ["a 0.5", "a2 0.5", "b \(31.0 / 60)", "c 1.25"])
    }

    @Test("Swift 3 era delays written with Darwin's NSEC_PER_SEC land where the plain seconds do")
    func nanosecondDelays() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let context = context
            let delay = DispatchTime.now() + Double(Int64(0.75 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
            DispatchQueue.main.asyncAfter(deadline: delay) { log.entries.append("late \(context.time)") }
        })
        runner.advance(to: 1)
        #expect(log.entries == ["late 0.75"])
        #expect(NSEC_PER_SEC == NSEC_PER_MSEC * 1000 && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
    }

    @Test("work that queues itself runs once per drain, so a tick always ends")
    func selfQueueingWorkIsBounded() {
        let log = Log()
        let runner = SceneRunner(scene: scene { _ in
            @MainActor func again() {
                log.entries.append("x")
                DispatchQueue.main.async { again() }
            }
            DispatchQueue.main.async { again() }
        })
        let afterTickZero = log.entries.count
        runner.advance(to: 10.0 / 60)
        // Two drains a tick: ticks 1…10 add 20 runs.
        #expect(afterTickZero == 2 && log.entries.count == 22)
    }

    @Test("a queue the app made stays Dispatch's: its work runs on another thread, where no scene runs")
    func appQueuesUntouched() {
        let ran = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var sawTheScene = true
        _ = SceneRunner(scene: scene { _ in
            DispatchQueue(label: "app.serial").async {
                sawTheScene = AnimationClock.current != nil
                ran.signal()
            }
        })
        #expect(ran.wait(timeout: .now() + 5) == .success)
        #expect(!sawTheScene)
    }

    @Test("global-queue work sent from a scene runs at once on its thread, at its time; asyncAfter at the scene time")
    func globalQueueWorkJoinsTheScene() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let context = context
            context.at(0.5) {
                // The closures are `@Sendable`: they assert that they run inside the scene's main-actor turn.
                DispatchQueue.global(qos: .userInitiated).async {
                    MainActor.assumeIsolated {
                        log.entries.append("global @\(context.time) scene: \(AnimationClock.current != nil)")
                    }
                }
                log.entries.append("after async")
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.25) {
                    MainActor.assumeIsolated { log.entries.append("later @\(context.time)") }
                }
            }
        })
        runner.advance(to: 1)
        #expect(log.entries == ["global @0.5 scene: true", "after async", "later @0.75"])
        // Outside a scene a global queue is Dispatch's own.
        let ran = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { ran.signal() }
        #expect(ran.wait(timeout: .now() + 5) == .success)
    }

    @Test("work queued in one scene never runs in the next")
    func nothingLeaksIntoTheNextScene() {
        let log = Log()
        let first = SceneRunner(scene: scene { _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.entries.append("first") }
        })
        first.advance(to: 0.2)
        let second = SceneRunner(scene: scene { _ in })
        second.advance(to: 1)
        #expect(log.entries.isEmpty)
    }

    @Test("corelibs' Timer.scheduledTimer (this file imports Foundation itself) in a scene is reported once; an invalidated one is not")
    func wallClockTimerWarning() {
        let warnings = Log()
        nonisolated(unsafe) var timer: Timer?
        let runner = SceneRunner(scene: scene { context in
            context.at(0.1) { timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in } }
        })
        runner.warn = { warnings.entries.append($0) }
        runner.advance(to: 0.05)
        #expect(warnings.entries.isEmpty)
        runner.advance(to: 0.2)
        runner.advance(to: 0.3)
        #expect(warnings.entries.count == 1)
        #expect(warnings.entries.first?.hasPrefix("a Timer follows wall-clock time") == true)
        // The timer stays on this thread's run loop until invalidated, whatever scene runs next.
        timer?.invalidate()

        let quiet = Log()
        let clean = SceneRunner(scene: scene { context in
            context.at(0.1) { Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }.invalidate() }
        })
        clean.warn = { quiet.entries.append($0) }
        clean.advance(to: 0.5)
        #expect(quiet.entries.isEmpty)
    }
}
