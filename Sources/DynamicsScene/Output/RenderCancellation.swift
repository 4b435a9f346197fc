import Foundation

/// Stops a render from another thread (a signal handler, a UI): the render ends at its next frame with
/// `SceneRenderer.Failure.cancelled`, having removed what it wrote, and `cancel()` returns once that cleanup ran —
/// or at once, when the render is stuck where it cannot look (then its staging files stay for the next render into
/// the same folder to take over).
public final class RenderCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var cleanup: (() -> Void)?

    /// A token that has not been cancelled.
    public init() {}

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { lock.withLock { cancelled } }

    /// Asks the render to stop and removes its unfinished files now, so a caller about to exit leaves nothing behind.
    public func cancel() {
        let work: (() -> Void)? = lock.withLock {
            cancelled = true
            defer { cleanup = nil }
            return cleanup
        }
        work?()
    }

    /// Sets (or, with nil, clears) what `cancel()` removes.
    func onCancel(_ work: (() -> Void)?) {
        lock.withLock { cleanup = work }
    }
}
