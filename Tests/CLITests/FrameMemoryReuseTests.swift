@testable import DynamicsCommandLine
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The command line's process keeps freed frame memory: a pipeline's frames, allocated a few at a time and freed,
/// no longer make the kernel fault in and zero new pages for the next ones.
@Suite("frame memory reuse", .serialized)
struct FrameMemoryReuseTests {
    private static let frameBytes = 1920 * 1080 * 4
    private static let framePages = frameBytes / 4096

    /// Minor page faults of the calling thread so far (RUSAGE_THREAD: other tests' threads do not count).
    private func threadPageFaults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)
        return usage.ru_minflt
    }

    /// Ten rounds of four 1920×1080 frames alive at once, each written page by page, then all freed; the page faults
    /// of the rounds after a first one.
    private func faultsOfTenRounds() -> Int {
        func round() {
            let frames = (0..<4).map { index in
                [UInt8](unsafeUninitializedCapacity: Self.frameBytes) { buffer, count in
                    for offset in stride(from: 0, to: Self.frameBytes, by: 4096) { buffer[offset] = UInt8(index) }
                    count = Self.frameBytes
                }
            }
            #expect(frames.map { $0[4096] } == [0, 1, 2, 3])
        }
        round()
        let before = threadPageFaults()
        for _ in 0..<10 { round() }
        return threadPageFaults() - before
    }

    @Test("with glibc's default thresholds every round faults its frames in again; with the command line's, none does")
    func freedFramesAreReused() {
        FrameMemoryReuse.setThresholds(trim: 128 << 10, mmap: 128 << 10)
        let fresh = faultsOfTenRounds()
        FrameMemoryReuse.enable()
        let reused = faultsOfTenRounds()
        // 40 frames of 2025 pages: 81,000 faults when each is new memory.
        #expect(fresh >= 40 * Self.framePages * 9 / 10, "\(fresh) page faults with glibc's defaults")
        #expect(reused < Self.framePages, "\(reused) page faults with the command line's thresholds")
    }
}
