import Dynamics
import Foundation
import Testing

/// Fills about 250 KiB of the stack below this frame with `value`, then returns: the frames of the next call made at
/// this depth start on that garbage, as they would on a thread that ran other code before. Swift puts temporary
/// allocations of up to 1 KiB on the stack (larger ones go to the heap), hence the recursion; `lead` (in 16-bit
/// words) shifts everything below it, so that some shift puts the pattern under any given field.
@inline(never)
nonisolated private func dirtyStack(with value: UInt16, lead: Int, depth: Int = 200) {
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: lead) { words in
        words.initialize(repeating: value)
        if depth > 0 { dirtyStack(with: value, lead: 480, depth: depth - 1) }
        // Read it back so the writes cannot be optimised away.
        precondition(words[lead - 1] == value)
    }
}

/// PNG files are the same bytes for the same pixels, whatever the stack, the heap or earlier frames held.
@Suite struct PNGByteIdentityTests {
    /// 240 × 60 px of seeded noise whose rows repeat every 4 rows (721 × 4 bytes apart): the compressor's best
    /// matches lie 2,884 bytes back, beyond the 512-byte to 2 KiB windows a garbage `hist_bits` of 9 to 11 allows.
    nonisolated static let image: Image = {
        var state: UInt64 = 42
        var rows: [[UInt8]] = []
        for _ in 0..<4 {
            rows.append((0..<(240 * 4)).map { index in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 59) &* 8
            })
        }
        let bytes = (0..<60).flatMap { rows[$0 % 4] }
        return Image(width: 240, height: 60, stride: 240 * 4, bytes: bytes, isOpaque: true)
    }()

    /// ISA-L 2.30's stateless initialiser leaves the history window size to whatever the stream's memory held; a
    /// stack full of small numbers used to shrink the window and change the compressed bytes (issue 26).
    @Test func pngBytesDoNotDependOnWhatTheStackHeld() throws {
        let clean = try PNGWriter.encode(Self.image)
        for value: UInt16 in [1, 5, 8, 9, 10, 11, 12, 14, 15, 0xFFFF, 0] {
            for lead in stride(from: 1, through: 481, by: 40) {
                dirtyStack(with: value, lead: lead)
                let encoded = try PNGWriter.encode(Self.image)
                #expect(encoded == clean, "stack words of \(value), shift \(lead): \(encoded.count) vs \(clean.count) bytes")
            }
        }
        // The picture survives either way, and the file is small (4.5 KB of 57.7) only because matches reach back a
        // whole cycle of four rows, 3,844 bytes: a shrunken window would leave most of the rows as literals.
        #expect(try PNGReader.read(data: clean) == Self.image)
        #expect(clean.count < 6000, "\(clean.count) bytes")
    }

    /// The same pixels encoded on many threads at once give the same bytes on every thread.
    @Test func pngBytesAreTheSameOnEveryThread() throws {
        let clean = try PNGWriter.encode(Self.image)
        nonisolated final class Results: @unchecked Sendable {
            let lock = NSLock()
            var encoded: [Data] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            dirtyStack(with: UInt16(8 + index % 4), lead: 1 + 40 * index)
            let data = (try? PNGWriter.encode(Self.image)) ?? Data()
            results.lock.withLock { results.encoded.append(data) }
        }
        #expect(results.encoded.count == 16 && results.encoded.allSatisfy { $0 == clean })
    }
}
