#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Keeps the memory of freed frames in the process for the next frames, in as few heaps as can run at once. A render
/// allocates every drawn frame afresh (4 MB at 750×1334, 8 MB at 1920×1080) and holds a few at once in its pipeline;
/// by default glibc gives the heap's free top back to the kernel once it exceeds twice the largest block freed so far,
/// and the kernel zeroes new pages for the next frames: `perf` put 10–12 % of a render's CPU time there. Raising
/// glibc's trim threshold (to 256 MB) and its mmap threshold (to 32 MB, its maximum) keeps them in the heap; the
/// process's memory stays near its peak instead of falling back to the kernel and being faulted in again.
///
/// glibc also gives every thread that allocates a heap of its own (an arena), up to eight per core, and a frame
/// freed on another thread goes back to the heap it came from. A render's raster, PNG and video workers each filled
/// their own, so a long render's memory kept rising for thousands of frames while the frames wandered between them
/// (20,000 frames: +6.8 %). One arena per core bounds that; threads beyond the cores share them, as they cannot all
/// run at once anyway. glibc's own environment variables for the three settings (`MALLOC_TRIM_THRESHOLD_`,
/// `MALLOC_MMAP_THRESHOLD_`, `MALLOC_ARENA_MAX`) win over these. The command line's process only: a library that set
/// these would change the memory policy of its host.
package enum FrameMemoryReuse {
    /// Sets the thresholds and the arena count; call before any other thread allocates (glibc fixes its arena limit
    /// when the first thread needs an arena of its own). Without glibc's `mallopt` it does nothing.
    package static func enable() {
        #if canImport(Glibc)
        // The Glibc module exports neither `mallopt` nor its parameters: -1, -3 and -8 are malloc.h's
        // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD and M_ARENA_MAX. A nil handle is RTLD_DEFAULT: the process's own C
        // library.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // glibc's own variables, set by whoever starts the process, win.
        let environment = ProcessInfo.processInfo.environment
        for (parameter, value, variable) in [(Int32(-1), 256 << 20, "MALLOC_TRIM_THRESHOLD_"),
                                             (-3, 32 << 20, "MALLOC_MMAP_THRESHOLD_"),
                                             (-8, max(ProcessInfo.processInfo.activeProcessorCount, 1), "MALLOC_ARENA_MAX")]
            where environment[variable] == nil {
            _ = mallopt(parameter, Int32(clamping: value))
        }
        #endif
    }
}
