import Foundation

/// Something a transaction's completion block waits for: an animation that says when it has finished.
@MainActor protocol TransactionTracked: AnyObject {
    /// Calls `block` once, when the animation finishes or is removed.
    func whenFinished(_ block: @escaping () -> Void)
}

/// The blocks waiting for one animation to finish: each runs once, when it finishes (at once if it already has).
struct FinishObservers {
    private var blocks: [() -> Void] = []
    private(set) var hasFired = false

    /// Keeps `block` for `fired()`, or runs it now if that was called.
    mutating func add(_ block: @escaping () -> Void) {
        if hasFired { block() } else { blocks.append(block) }
    }

    /// Marks the animation finished and hands over the waiting blocks for the caller to run (outside this mutation,
    /// so a block may add more).
    mutating func fired() -> [() -> Void] {
        hasFired = true
        defer { blocks = [] }
        return blocks
    }
}

/// Core Animation's transaction, as code written for iOS uses it around layer changes and animations.
///
/// Changes to a standalone layer's animatable properties animate implicitly with the transaction's duration and curve
/// unless it disables actions (`CALayer.action(forKey:)`); a view's own layer never does. A transaction's completion block runs once the transaction has committed and every animation added
/// inside it (`CALayer.add(_:forKey:)`, `UIView.animate`) has finished or been removed — at once when there were
/// none. Outside `begin()`/`commit()`, on a thread running a scene, the calls go to the implicit transaction, which
/// commits on the scene clock's next advance (as iOS commits it at the end of the run-loop turn); where no scene
/// runs, a completion block set outside a transaction runs at once.
@preconcurrency @MainActor public enum CATransaction {
    /// Counts the animations a completion block waits for.
    private final class Tracker {
        var remaining = 0
        var committed = false
        var completion: (() -> Void)?
        /// Trackers of transactions nested in this one: they commit when this one does, before it.
        var nested: [Tracker] = []

        func commit() {
            for tracker in nested { tracker.commit() }
            nested = []
            committed = true
            runIfDone()
        }

        func finishOne() {
            remaining -= 1
            runIfDone()
        }

        func runIfDone() {
            guard committed, remaining <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private final class Frame {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var animationTimingFunction: CAMediaTimingFunction?
        let tracker = Tracker()
    }

    /// The explicitly begun transactions of one thread (each thread has its own, as on iOS).
    private final class Stack {
        var frames: [Frame] = []
    }

    private static let threadKey = "DynamicsUIKit.CATransaction"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? Stack { return stack }
        let stack = Stack()
        dictionary[threadKey] = stack
        return stack
    }

    /// The innermost open transaction; on a scene's thread, when none is open, the scene clock's implicit one
    /// (opened on first use).
    private static var current: Frame? {
        if let frame = stack.frames.last { return frame }
        guard let clock = AnimationClock.current else { return nil }
        if let implicit = clock.implicitTransaction as? Frame { return implicit }
        let implicit = Frame()
        clock.implicitTransaction = implicit
        return implicit
    }

    /// Opens a transaction (they nest).
    public static func begin() { stack.frames.append(Frame()) }

    /// Closes the innermost transaction. Its completion block runs once the outermost transaction has committed
    /// too (nested blocks first) and every animation added inside it has finished — at once when that is so.
    public static func commit() {
        let stack = stack
        guard let frame = stack.frames.popLast() else { return }
        if let outer = stack.frames.last {
            outer.tracker.nested.append(frame.tracker)
        } else {
            frame.tracker.commit()
        }
    }

    /// Commits the clock's implicit transaction if one is open (the scene clock calls this on every advance).
    static func commitImplicitTransaction(of clock: AnimationClock) {
        guard let frame = clock.implicitTransaction as? Frame else { return }
        clock.implicitTransaction = nil
        frame.tracker.commit()
    }

    /// Makes the completion of every open transaction (the implicit one included) wait for `animation`.
    static func track(_ animation: TransactionTracked) {
        var frames = stack.frames
        if let implicit = AnimationClock.current?.implicitTransaction as? Frame { frames.append(implicit) }
        for frame in frames {
            let tracker = frame.tracker
            tracker.remaining += 1
            animation.whenFinished { tracker.finishOne() }
        }
    }

    /// The innermost open transaction, or the scene clock's implicit one if it is already open (without opening it).
    private static var open: Frame? {
        stack.frames.last ?? AnimationClock.current?.implicitTransaction as? Frame
    }

    /// Commits nothing early: property changes show in the next frame drawn anyway.
    public static func flush() {}

    /// Whether property changes of standalone layers in the current transaction skip their implicit animations.
    public static func disableActions() -> Bool { open?.disableActions ?? false }

    /// Asks the current transaction to skip implicit animations (outside `begin()`/`commit()`, until the scene's
    /// next tick, as iOS's implicit transaction lasts until the end of the run-loop turn).
    public static func setDisableActions(_ flag: Bool) { current?.disableActions = flag }

    /// The duration implicit animations of the current transaction have (Core Animation's default is 0.25 s).
    public static func animationDuration() -> TimeInterval { open?.animationDuration ?? 0.25 }

    /// The curve implicit animations of the current transaction have; nil means `.default`.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { open?.animationTimingFunction }

    /// Sets the curve for the current transaction's implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current?.animationTimingFunction = function
    }

    /// Sets the duration for the current transaction's implicit animations.
    public static func setAnimationDuration(_ duration: TimeInterval) { current?.animationDuration = duration }

    /// Sets the block run when the current transaction has committed and its animations have finished; where no
    /// scene runs and no transaction is open, it runs at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let frame = current else { return (block ?? {})() }
        frame.tracker.completion = block
    }
}
