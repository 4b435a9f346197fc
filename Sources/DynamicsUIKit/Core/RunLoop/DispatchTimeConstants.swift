// Darwin's time constants, which iOS code reaches through `import UIKit` (`DispatchTime.now() + Double(Int64(1 *
// Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)` in Swift 3 era code); on Linux neither Glibc nor Dispatch exports
// them to Swift.

/// Nanoseconds per second, as Darwin's `<dispatch/time.h>`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
