import Foundation

/// Stops a render from another thread (a signal handler, a UI): the render ends at its next frame with
/// `SceneRenderer.Failure.cancelled`, having removed what it wrote.
///
/// `cancel()` returns once the render has cleaned up, so a caller about to exit leaves nothing behind; a render that
/// cannot reach its next frame within the wait (stuck in a write, say) has its files removed by `cancel()` itself,
/// and whatever it writes afterwards is taken over by the next render into the same folder.
public final class RenderCancellation: @unchecked Sendable {
    private let condition = NSCondition()
    private var cancelled = false
    private var running = false
    private var renderThread: pthread_t?
    private var cleanup: (() -> Void)?

    /// A token that has not been cancelled.
    public init() {}

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Asks the render to stop and waits up to `timeout` seconds for it to clean up (called on the rendering thread
    /// itself, from a progress callback, it only asks: the render stops when the callback returns).
    public func cancel(waitingUpTo timeout: TimeInterval = 5) {
        condition.lock()
        cancelled = true
        let onRenderThread = renderThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        guard running, !onRenderThread else { return condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while running, condition.wait(until: deadline) {}
        let stuck = running ? cleanup : nil
        cleanup = nil
        condition.unlock()
        stuck?()
    }

    /// Marks the start of a render on this thread; `cleanup` removes its unfinished files if it gets stuck.
    func begin(cleanup: @escaping () -> Void) {
        condition.lock()
        running = true
        renderThread = pthread_self()
        self.cleanup = cleanup
        condition.unlock()
    }

    /// Marks the end of the render, however it ended.
    func end() {
        condition.lock()
        running = false
        renderThread = nil
        cleanup = nil
        condition.broadcast()
        condition.unlock()
    }
}
