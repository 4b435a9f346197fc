import Foundation

/// A value visible only on the current thread and only inside `withValue(_:_:)`, which restores the previous one.
///
/// This is how the animation clock and the drawing context are made "current" without global mutable state: the
/// scene runner and the renderer install them for the span of one call on their own thread.
final class ThreadScoped<Value: AnyObject>: Sendable {
    private let key: String

    /// A slot named `key` (unique per slot) in every thread's dictionary.
    init(key: String) { self.key = "DynamicsUI." + key }

    /// The value installed on this thread, if any.
    var value: Value? { Thread.current.threadDictionary[key] as? Value }

    /// Runs `body` with `value` installed, then restores what was there before (also when `body` throws).
    func withValue<Result>(_ value: Value?, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = value
        defer { dictionary[key] = previous }
        return try body()
    }
}
