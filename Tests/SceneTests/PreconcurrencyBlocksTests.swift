import Dynamics
import Testing

/// The `Dynamics` umbrella's Darwin-shaped `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and
/// `OperationQueue.addOperation(_:)`, which a file importing only Dynamics calls (this one does): they schedule and
/// run as swift-corelibs-foundation's do. That the Swift 5 mode chooses them, with no diagnostic, is checked by the
/// Swift 5-era block of docs/porting.md (`DocumentationExampleTests`).
@Suite struct PreconcurrencyBlocksTests {
    nonisolated final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        func raise() { lock.withLock { raised = true } }
        var isRaised: Bool { lock.withLock { raised } }
    }

    @Test func aScheduledTimerWaitsItsIntervalOnTheCurrentRunLoopsDefaultMode() {
        let fired = Flag()
        let timer = Timer.scheduledTimer(withTimeInterval: 1000, repeats: true) { _ in fired.raise() }
        defer { timer.invalidate() }
        #expect(timer.isValid && timer.timeInterval == 1000)
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 1000) < 60, "first fire one interval from now")
        let next = RunLoop.current.limitDate(forMode: .default)
        #expect(next.map { $0 <= timer.fireDate } == true, "the run loop's default mode holds the timer")
        #expect(!fired.isRaised)
        timer.invalidate()
        #expect(!timer.isValid)
    }

    @Test func aBlockAddedToAQueueRunsThere() {
        let queue = OperationQueue()
        let ran = Flag()
        queue.addOperation { ran.raise() }
        queue.waitUntilAllOperationsAreFinished()
        #expect(ran.isRaised)
        #expect(queue.operationCount == 0)
    }
}
