/// How a distance read on the wall clock (a `DispatchTime` deadline, a `Date` a timer fires at) becomes a delay on the
/// scene clock. The code asked for `deadline = now + delay` a moment before the distance is read here, so the
/// distance read is the delay minus that moment: microseconds on a quiet machine, more while other processes hold
/// the cores. Rounded to the nearest 0.1 ms, a 0.5 s delay came back as 0.4999 s once that moment passed 50 µs, and
/// the work ran ahead of a timer due at the same time: the order in a tick depended on the load. Rounded up to the
/// next whole millisecond, every delay written in whole milliseconds (0.5, 0.25, 1, 0.016) comes back exactly while
/// the moment stays under a millisecond; a delay finer than that comes out at most 1 ms later.
package enum WallClockDistance {
    /// The scene delay for a distance of `seconds` read on the wall clock: 0 for a distance past, infinity for one
    /// not finite, otherwise rounded up to whole milliseconds.
    package static func sceneDelay(seconds: Double) -> Double {
        guard seconds.isFinite else { return .infinity }
        guard seconds > 0 else { return 0 }
        // A distance read a whisker past a whole millisecond (floating-point noise in the conversion) is that
        // millisecond, not the next.
        return ((seconds * 1000) - 1e-6).rounded(.up) / 1000
    }

    /// The scene delay for a distance of `nanoseconds` read on the wall clock.
    package static func sceneDelay(nanoseconds: UInt64) -> Double {
        sceneDelay(seconds: Double(nanoseconds) / 1e9)
    }
}
