import Foundation

/// A timer synchronised with the display: it calls its handler once per frame of the scene clock, with the
/// frame's time in `timestamp`, as Core Animation's display link does once per screen refresh.
///
/// Linux has no selectors, so the handler is a closure (`CADisplayLink { link in … }`) instead of a target and an
/// action; `add(to:forMode:)`, `isPaused`, `invalidate()`, `timestamp`, `targetTimestamp` and `duration` are
/// UIKit's. A link added while no scene is running (no animation clock on this thread) never fires.
@preconcurrency @MainActor public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    private var isInvalidated = false
    private var isScheduled = false

    /// Frame time of the last call, in seconds of scene time.
    public private(set) var timestamp: TimeInterval = 0
    /// Time between frames: 1/60 s.
    public private(set) var duration: TimeInterval = 1.0 / 60.0
    /// When the next frame is due.
    public var targetTimestamp: TimeInterval { timestamp + duration }
    /// While true, frames pass without calling the handler.
    public var isPaused = false
    /// The rate the link asks for; frames are skipped to approach it (0 means every frame).
    public var preferredFramesPerSecond = 0

    /// A display link that calls `handler` on every frame once it is added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the link on the scene's clock (the run loop and mode are UIKit's parameters; frames come from the
    /// scene whatever they are).
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled, !isInvalidated, let clock = AnimationClock.current else { return }
        isScheduled = true
        var lastFired = -TimeInterval.infinity
        clock.addFrameCallback { [weak self] now in
            guard let self, !self.isInvalidated else { return false }
            let interval = self.preferredFramesPerSecond > 0 ? 1 / Double(self.preferredFramesPerSecond) : 0
            guard !self.isPaused, now - lastFired >= interval - 1e-9 else { return true }
            lastFired = now
            self.timestamp = now
            self.handler(self)
            return !self.isInvalidated
        }
    }

    /// Stops the link for good.
    public func invalidate() { isInvalidated = true }
}
