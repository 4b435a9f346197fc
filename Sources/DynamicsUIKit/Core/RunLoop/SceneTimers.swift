import Foundation

/// The Foundation `Timer`s of a scene, on its clock. The `Dynamics` umbrella's `Timer` initialisers,
/// `Timer.scheduledTimer`, `RunLoop.add(_:forMode:)` and `fireDate` setter come here while a scene runs on this thread:
/// a timer made in the scene fires its interval of scene time after it was made, and a scheduled timer fires from the
/// scene's main queue, at the first drain at or after its fire time — after the tick's display links and tweens, in
/// due order with `DispatchQueue.main.asyncAfter` work (two due at the same time run in the order they were queued),
/// as a device's main run loop serves its timers and the main queue's work as each falls due.
///
/// The timers themselves are corelibs' own, kept off corelibs' run loop: `invalidate()`, `isValid`, `fire()`,
/// `timeInterval`, `tolerance` and `userInfo` are theirs. A repeating timer's next fire is the first whole number of
/// intervals after the last fire time that is still ahead of the clock, as a run loop skips the fires it missed.
@preconcurrency @MainActor package final class SceneTimers {
    private struct Record {
        weak var timer: Timer?
        /// Scene time of the next fire; not finite: never (a fire date that is not finite).
        var due: TimeInterval
        /// Whether the timer is on the scene's run loop (added to it, in one mode or several).
        var isScheduled = false
        /// Counts changes of `due`: an entry queued for an older fire time finds a newer generation and does nothing.
        var generation = 0
    }

    private unowned let clock: AnimationClock
    private var records: [ObjectIdentifier: Record] = [:]
    /// Records of timers that went away are dropped when the table reaches this size.
    private var sweepThreshold = 64

    init(clock: AnimationClock) { self.clock = clock }

    /// Notes that `timer` was made in this scene to fire first `delay` seconds of scene time from now (never, for a
    /// delay that is not a number).
    func timerMade(_ timer: Timer, firstFireAfter delay: TimeInterval) {
        store(Record(timer: timer, due: clock.now + (delay.isNaN ? .infinity : max(0, delay))), for: timer)
    }

    /// Puts `timer` on the scene's run loop: it fires at the time noted when it was made in this scene, or else its
    /// fire date's distance from now (`Timer.sceneDelay(until:)`). An invalidated timer, or one already scheduled, is
    /// left as it is.
    func schedule(_ timer: Timer) {
        guard timer.isValid else { return }
        var record = known(timer)
            ?? Record(timer: timer, due: clock.now + Timer.sceneDelay(until: timer.fireDate))
        guard !record.isScheduled else { return }
        record.isScheduled = true
        store(record, for: timer)
        enqueue(timer, record)
    }

    /// Moves `timer`'s next fire to `date`, read as its distance from now; false when this scene does not know the
    /// timer (it was made and scheduled outside it).
    func moveFire(of timer: Timer, to date: Date) -> Bool {
        guard var record = known(timer) else { return false }
        record.due = clock.now + Timer.sceneDelay(until: date)
        record.generation += 1
        store(record, for: timer)
        if record.isScheduled { enqueue(timer, record) }
        return true
    }

    private func known(_ timer: Timer) -> Record? {
        guard let record = records[ObjectIdentifier(timer)], record.timer === timer else { return nil }
        return record
    }

    private func store(_ record: Record, for timer: Timer) {
        if records.count >= sweepThreshold {
            records = records.filter { $0.value.timer != nil }
            sweepThreshold = max(64, 2 * records.count)
        }
        records[ObjectIdentifier(timer)] = record
    }

    private func enqueue(_ timer: Timer, _ record: Record) {
        guard record.due.isFinite else { return }
        let generation = record.generation
        clock.enqueueMainQueueWork(after: record.due - clock.now) { [self] in fire(timer, generation: generation) }
    }

    /// Runs `timer`'s block if it is still valid and still due at the time this entry was queued for, then queues its
    /// next fire if it repeats and is still valid.
    private func fire(_ timer: Timer, generation: Int) {
        guard timer.isValid, var record = known(timer), record.isScheduled, record.generation == generation
        else { return }
        // corelibs keeps 0 as the interval of a timer that does not repeat.
        let interval = timer.timeInterval
        if interval > 0 {
            // The main queue counts work due within a microsecond of now as due now: the next fire must lie beyond.
            let missed = max(0, ((clock.now + 1e-6 - record.due) / interval).rounded(.down))
            record.due += (missed + 1) * interval
        } else {
            record.isScheduled = false
        }
        record.generation += 1
        store(record, for: timer)
        // corelibs' fire(): the block, then `invalidate()` for a timer that does not repeat.
        timer.fire()
        if timer.isValid, interval > 0, let current = known(timer), current.generation == record.generation {
            enqueue(timer, current)
        }
    }
}

extension Timer {
    /// A timer made with corelibs' `init(fire:interval:repeats:block:)` that, made while a scene runs on this thread,
    /// first fires `delay` seconds of scene time from now once it is scheduled; the `Dynamics` umbrella's timer
    /// initialisers make theirs with it.
    package convenience init(sceneDelay delay: TimeInterval, fire date: Date, interval: TimeInterval, repeats: Bool,
                             block: @escaping @Sendable (Timer) -> Void) {
        self.init(fire: date, interval: interval, repeats: repeats, block: block)
        guard let clock = AnimationClock.current else { return }
        nonisolated(unsafe) let timer = self
        MainActor.assumeIsolated { clock.timers.timerMade(timer, firstFireAfter: delay) }
    }

    /// Seconds from now to `date` on the scene clock, as `DispatchQueue.main.asyncAfter`'s delay is read
    /// (`WallClockDistance`: rounded up to whole milliseconds, so the moment it took to get here does not move the
    /// fire); 0 for a date past, infinity for one not finite.
    package static func sceneDelay(until date: Date) -> TimeInterval {
        WallClockDistance.sceneDelay(seconds: date.timeIntervalSinceNow)
    }

    /// Corelibs' `fireDate`, or, for a timer this scene knows, its next fire moved to `date` on the scene clock (the
    /// `Dynamics` umbrella's `fireDate` setter).
    package var sceneFireDate: Date {
        get { fireDate }
        set {
            fireDate = newValue
            guard let clock = AnimationClock.current else { return }
            nonisolated(unsafe) let timer = self
            _ = MainActor.assumeIsolated { clock.timers.moveFire(of: timer, to: newValue) }
        }
    }
}

extension RunLoop {
    /// `add(_:forMode:)`, except that a timer added to this thread's run loop or the main one while a scene runs on
    /// this thread goes on the scene's clock (`SceneTimers`) instead of corelibs' wall-clock run loop (the `Dynamics`
    /// umbrella's `add(_:forMode:)` and `Timer.scheduledTimer`). The main run loop counts as the scene's: a scene is
    /// the app's main thread, whichever thread the process runs it on.
    package func addOnSceneClock(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard self === RunLoop.current || self === RunLoop.main, let clock = AnimationClock.current
        else { return add(timer, forMode: mode) }
        nonisolated(unsafe) let timer = timer
        MainActor.assumeIsolated { clock.timers.schedule(timer) }
    }
}
