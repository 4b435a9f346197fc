import Foundation

/// Core Animation's transaction, as code written for iOS uses it around layer changes.
///
/// Layers here have no implicit animations (a layer property change shows at once, as `setDisableActions(true)`
/// asks on iOS), so a transaction only nests and runs its completion block when the outermost one commits —
/// immediately, since no animation it could wait for was started by it.
public enum CATransaction {
    private final class Frame {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var completion: (() -> Void)?
    }

    /// The open transactions of one thread (each thread has its own, as on iOS).
    private final class Stack {
        var frames: [Frame] = []
    }

    private static let threadKey = "DynamicsViews.CATransaction"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? Stack { return stack }
        let stack = Stack()
        dictionary[threadKey] = stack
        return stack
    }

    private static var current: Frame? { stack.frames.last }

    /// Opens a transaction (they nest).
    public static func begin() { stack.frames.append(Frame()) }

    /// Closes the innermost transaction; the outermost commit runs the completion blocks set inside, innermost first.
    public static func commit() {
        let stack = stack
        guard let frame = stack.frames.popLast() else { return }
        if let completion = frame.completion {
            if let outer = stack.frames.last {
                let outerCompletion = outer.completion
                outer.completion = { completion(); outerCompletion?() }
            } else {
                completion()
            }
        }
    }

    /// Runs pending work at once; with no implicit animations there is nothing to flush.
    public static func flush() {}

    /// Whether property changes in the current transaction skip their implicit animations (always effectively true).
    public static func disableActions() -> Bool { current?.disableActions ?? false }

    /// Asks the current transaction to skip implicit animations.
    public static func setDisableActions(_ flag: Bool) { current?.disableActions = flag }

    /// The duration implicit animations of the current transaction would have (UIKit's default is 0.25 s).
    public static func animationDuration() -> TimeInterval { current?.animationDuration ?? 0.25 }

    /// Sets the duration for the current transaction's implicit animations.
    public static func setAnimationDuration(_ duration: TimeInterval) { current?.animationDuration = duration }

    /// Sets the block run when the current transaction commits; outside a transaction it runs at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let frame = current else { return (block ?? {})() }
        frame.completion = block
    }
}
