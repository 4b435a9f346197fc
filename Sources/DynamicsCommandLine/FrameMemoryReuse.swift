#if canImport(Glibc)
import Glibc
#endif

/// Keeps the memory of freed frames in the process for the next frames. A render allocates every drawn frame afresh
/// (4 MB at 750×1334, 8 MB at 1920×1080) and holds a few at once in its pipeline; by default glibc gives the heap's
/// free top back to the kernel once it exceeds twice the largest block freed so far, and the kernel zeroes new pages
/// for the next frames: `perf` put 10–12 % of a render's CPU time there. Raising glibc's trim threshold (to 256 MB)
/// and its mmap threshold (to 32 MB, its maximum) keeps them in the heap; the process's memory stays near its peak
/// instead of falling back to the kernel and being faulted in again. The command line's process only: a library that
/// set them would change the memory policy of its host.
enum FrameMemoryReuse {
    /// Sets the thresholds; call before the first frame is drawn. Without glibc's `mallopt` it does nothing.
    static func enable() {
        #if canImport(Glibc)
        // The Glibc module exports neither `mallopt` nor its parameters: -1 and -3 are malloc.h's M_TRIM_THRESHOLD
        // and M_MMAP_THRESHOLD. A nil handle is RTLD_DEFAULT: the process's own C library.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-3, 32 << 20)
        #endif
    }
}
