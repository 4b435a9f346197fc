import Dynamics
import Testing

/// The tick a scene time falls on.
private nonisolated func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// The tick of the scene running now: timer blocks run on the main actor, inside their scene's ticks.
private nonisolated func sceneTick() -> Int {
    MainActor.assumeIsolated { tick(AnimationClock.current?.now ?? -1) }
}

/// Foundation timers on the scene clock, through the `Dynamics` umbrella's `Timer` and `RunLoop` declarations. This
/// file imports only Dynamics, as ported code does: a file that also imports Foundation gets corelibs' wall-clock
/// timers (`MainQueueTests` checks the warning a scene gives for those).
@Suite("Foundation timers on the scene clock")
struct SceneTimerTests {
    /// What the timers saw, written from their blocks (which run on the main actor, inside the scene's ticks).
    final class Fires: @unchecked Sendable {
        nonisolated(unsafe) var ticks: [Int] = []
        nonisolated(unsafe) var notes: [String] = []
    }

    @Test("scheduledTimer fires once, its interval of scene time after it was scheduled: 0.5 s → tick 30, 1 s + 0.25 s → tick 75")
    func scheduledTimerFiresAtSceneTime() {
        let fires = Fires()
        let runner = SceneRunner(scene: scene { context in
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fires.ticks.append(sceneTick()) }
            context.at(1) {
                Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
                    fires.ticks.append(sceneTick())
                }
            }
        })
        runner.advance(to: 0.49)
        #expect(fires.ticks.isEmpty)
        runner.advance(to: 3)
        #expect(fires.ticks == [30, 75])
    }

    @Test("repeating timers over 3 s: 0.25 s fires 12 times on every 15th tick, 0.1 s 30 times, 4 ms once a tick (missed fires skipped)")
    func repeatingTimerCounts() {
        let quarter = Fires(), tenth = Fires(), fast = Fires()
        let runner = SceneRunner(scene: scene { context in
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in quarter.ticks.append(sceneTick()) }
            Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in tenth.ticks.append(sceneTick()) }
            Timer.scheduledTimer(withTimeInterval: 0.004, repeats: true) { _ in fast.ticks.append(sceneTick()) }
        })
        runner.advance(to: 3)
        #expect(quarter.ticks == Array(stride(from: 15, through: 180, by: 15)))
        #expect(tenth.ticks == Array(stride(from: 6, through: 180, by: 6)))
        #expect(fast.ticks == Array(1...180))
    }

    @Test("Timer(timeInterval:) on RunLoop.main fires after its interval, as Darwin's (corelibs' fires at once); added in two modes it fires once; Timer(fire:) starts at its date; an unscheduled timer never fires")
    func initialisersAndRunLoopAdd() {
        let fires = Fires()
        let runner = SceneRunner(scene: scene { context in
            let stop = Timer(timeInterval: 0.75, repeats: false) { _ in fires.notes.append("stop \(sceneTick())") }
            RunLoop.main.add(stop, forMode: .common)
            RunLoop.main.add(stop, forMode: .default)
            let ticker = Timer(fire: Date(timeIntervalSinceNow: 1), interval: 0.5, repeats: true) { _ in
                fires.notes.append("ticker \(sceneTick())")
            }
            RunLoop.current.add(ticker, forMode: .default)
            context.at(2.1) { ticker.invalidate() }
            // Made at 0 s with 1.2 s to go, added at 0.5 s: it fires 1.2 s after it was made, as its fire date says.
            let late = Timer(timeInterval: 1.2, repeats: false) { _ in fires.notes.append("late \(sceneTick())") }
            context.at(0.5) { RunLoop.main.add(late, forMode: .default) }
            _ = Timer(timeInterval: 0.1, repeats: false) { _ in fires.notes.append("never scheduled") }
        })
        runner.advance(to: 3)
        #expect(fires.notes == ["stop 45", "ticker 60", "late 72", "ticker 90", "ticker 120"])
    }

    @Test("a repeating timer that invalidates itself in its third fire fires three times and is then not valid")
    func invalidateInsideBlock() {
        let fires = Fires()
        nonisolated(unsafe) var kept: Timer?
        let runner = SceneRunner(scene: scene { context in
            kept = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
                fires.ticks.append(sceneTick())
                if fires.ticks.count == 3 { timer.invalidate() }
            }
        })
        runner.advance(to: 2)
        #expect(fires.ticks == [12, 24, 36])
        #expect(kept?.isValid == false && kept?.timeInterval == 0.2)
    }

    @Test("fire() runs the block at once, keeps a repeating timer's schedule and ends a one-shot one; fireDate = distantFuture holds a timer, fireDate = now + 0.5 s resumes it")
    func fireAndFireDate() {
        let fires = Fires()
        let runner = SceneRunner(scene: scene { context in
            let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in fires.ticks.append(sceneTick()) }
            let once = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                fires.notes.append("once \(sceneTick())")
            }
            context.at(0.1) { once.fire() }
            context.at(0.2) { timer.fire() }
            context.at(1.2) { timer.fireDate = .distantFuture }
            context.at(2) { timer.fireDate = Date(timeIntervalSinceNow: 0.5) }
            context.at(3.3) { timer.invalidate() }
        })
        runner.advance(to: 4)
        // fire() at 0.2 s, then 0.5 and 1.0 s; held from 1.2 s; from 2.5 s every 0.5 s until invalidated at 3.3 s.
        #expect(fires.ticks == [12, 30, 60, 150, 180])
        #expect(fires.notes == ["once 6"])
    }

    @Test("a timer scheduled from a behaviour's action block fires 0.5 s of scene time after that step (tick 1 + 30)")
    func timerFromBehaviorAction() {
        let fires = Fires()
        let runner = SceneRunner(scene: scene { context in
            let ball = UIView(frame: CGRect(x: 90, y: 0, width: 20, height: 20))
            context.view.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: context.view)
            let gravity = UIGravityBehavior(items: [ball])
            gravity.action = {
                guard fires.notes.isEmpty else { return }
                fires.notes.append("action \(sceneTick())")
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                    fires.notes.append("timer \(sceneTick())")
                }
            }
            animator.addBehavior(gravity)
            context.drive(animator)
        })
        runner.advance(to: 1)
        #expect(fires.notes == ["action 1", "timer 31"])
    }

    @Test("in one tick: display links first, then timers and asyncAfter work in due order (queueing order when due together), then scripted events")
    func orderInsideTick() {
        let log = Fires()
        SceneRunner(scene: scene { context in
            let link = CADisplayLink { link in if tick(link.timestamp) == 30 { log.notes.append("display link") } }
            link.add(to: .main, forMode: .common)
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.notes.append("timer") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.notes.append("asyncAfter") }
            Timer.scheduledTimer(withTimeInterval: 0.49, repeats: false) { _ in log.notes.append("earlier timer") }
            context.at(0.5) { log.notes.append("event") }
            context.at(0.6) { link.invalidate() }
        }).advance(to: 0.5)
        #expect(log.notes == ["display link", "earlier timer", "timer", "asyncAfter", "event"])
    }

    @Test("a timer whose interval is not finite never fires, and timers of one scene never fire in the next")
    func nonFiniteAndSceneBound() {
        let fires = Fires()
        let first = SceneRunner(scene: scene { _ in
            Timer.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in fires.notes.append("nan") }
            Timer.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in fires.notes.append("infinity") }
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in fires.notes.append("first scene") }
        })
        first.advance(to: 0.2)
        SceneRunner(scene: scene { _ in }).advance(to: 2)
        #expect(fires.notes.isEmpty)
    }

    @Test("outside a scene the umbrella's timers are corelibs' on the wall-clock run loop, first firing an interval from now")
    func outsideAScene() {
        let timer = Timer(timeInterval: 1000, repeats: false) { _ in }
        defer { timer.invalidate() }
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 1000) < 60)
        RunLoop.current.add(timer, forMode: .default)
        #expect(RunLoop.current.limitDate(forMode: .default).map { $0 <= timer.fireDate } == true)
        timer.fireDate = Date(timeIntervalSinceNow: 2000)
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 2000) < 60)
    }
}
