import Foundation
#if canImport(Glibc)
import Glibc
import DynamicsGeometry
#endif

/// A value visible only on the current thread and only inside `withValue(_:_:)`, which restores the previous one.
///
/// This is how the animation clock and the drawing context are made "current" without global mutable state: the
/// scene runner and the renderer install them for the span of one call on their own thread. The slot is a POSIX
/// thread-specific key holding an unretained pointer (the value is kept alive by `withValue` for as long as it is
/// installed): reading it costs a few nanoseconds, which matters because every `UIColor.setFill()` and
/// `UIRectFill(_:)` in a `draw(_:)` override looks the context up.
package final class ThreadScoped<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    /// A fresh slot, empty on every thread. Slots live as long as the process (they are static constants).
    package init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "cannot create a thread-specific key (error \(status))")
        self.key = key
    }

    /// The value installed on this thread, if any.
    package var value: Value? {
        pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` with `value` installed, then restores what was there before (also when `body` throws).
    package func withValue<Result>(_ value: Value?, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, value.map { Unmanaged.passUnretained($0).toOpaque() })
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(value) { try body() }
    }

    /// Installs `value`, keeping it alive until `popRetained(restoring:)` (for UIKit's unscoped push and pop pairs,
    /// `UIGraphicsPushContext` and `UIGraphicsBeginImageContextWithOptions`).
    package func pushRetained(_ value: Value) {
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
    }

    /// Releases the value `pushRetained(_:)` installed and installs `previous` (kept alive by whoever installed it).
    package func popRetained(restoring previous: Value?) {
        if let installed = pthread_getspecific(key) { Unmanaged<Value>.fromOpaque(installed).release() }
        pthread_setspecific(key, previous.map { Unmanaged.passUnretained($0).toOpaque() })
    }
}
