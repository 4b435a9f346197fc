@testable import DynamicsRenderFolder
import Testing

/// `merge`'s missing-frame refusal answers from the frames the folders list, whatever length and shard count their
/// manifests claim, and says what walking every frame and every shard would say.
@Suite struct MissingFramesTests {
    /// The refusal as the first version computed it, walking every frame of the claimed length and every shard of the
    /// claimed count: the specification, for renders small enough to walk.
    private func walkingEveryFrame(present: Set<Int>, total: Int, given: [RenderManifest.Shard]) -> String? {
        let missing = (0..<total).filter { !present.contains($0) }
        guard !missing.isEmpty else { return nil }
        var runs: [String] = [], start = missing[0], last = missing[0]
        for frame in missing.dropFirst() + [Int.max] {
            if frame == last + 1 { last = frame; continue }
            runs.append(start == last ? "\(start)" : "\(start)…\(last)")
            start = frame
            last = frame
        }
        let frames = "frames \(runs.joined(separator: ", ")) of \(total)"
        guard let count = given.first?.count else { return frames + " are missing" }
        var named: [String] = [], absent = 0
        for index in 1...count where FrameTiming.shardRange(index, of: count, frameCount: total).contains(where: { !present.contains($0) }) {
            absent += 1
            if named.count < 8 { named.append("\(index)/\(count)") }
        }
        let names = named.joined(separator: ", ") + (absent > named.count ? " and \(absent - named.count) more" : "")
        let held = given.map(\.index).sorted().map { "\($0)/\(count)" }.joined(separator: ", ")
        return (absent == 1 ? "shard \(names) is missing" : "shards \(names) are missing")
            + " (\(frames)); the folders given hold shard\(given.count == 1 ? "" : "s") \(held)"
    }

    /// Every render of 1…24 frames in 1…30 shards, with frames listed at random (some beyond the render's end), with
    /// and without shard labels: 1,440 shapes, each answered as walking every frame answers.
    @Test func answersAsWalkingEveryFrameAndShard() {
        var generator = SplitMix(state: 38)
        var compared = 0, refused = 0
        for total in 1...24 {
            for count in 1...30 {
                let present = Set((0..<total + 3).filter { _ in generator.next() % 3 != 0 })
                let given = [RenderManifest.Shard(index: min(2, count), count: count), RenderManifest.Shard(index: 1, count: count)]
                for labels in [given, []] {
                    let expected = walkingEveryFrame(present: present, total: total, given: labels)
                    #expect(MissingFrames.refusal(present: present, total: total, given: labels) == expected,
                            "\(total) frames, \(count) shards, present \(present.sorted())")
                    compared += 1
                    if expected != nil { refused += 1 }
                }
            }
        }
        #expect(compared == 1_440)
        // Both answers are exercised: 118 shapes lack no frame.
        #expect(refused == 1_322)
    }

    /// The fuzz campaign's slow inputs: two shard folders of four listed frames whose manifests claim the most frames
    /// and shards a reader accepts (16,777,216 each, or more shards than frames). Walking them took 42–45 s per merge
    /// in the sanitizer build; the refusal now costs what the four frames cost.
    @Test(arguments: [
        (RenderManifest.maximumFrameCount, RenderManifest.maximumFrameCount,
         "shards 5/16777216, 6/16777216, 7/16777216, 8/16777216, 9/16777216, 10/16777216, 11/16777216, 12/16777216 and "
            + "16777204 more are missing (frames 4…16777215 of 16777216); the folders given hold shard 1/16777216"),
        (4, RenderManifest.maximumFrameCount, nil),
        (8, RenderManifest.maximumFrameCount,
         "shards 10485760/16777216, 12582912/16777216, 14680064/16777216, 16777216/16777216 are missing (frames 4…7 of 8); "
            + "the folders given hold shard 1/16777216"),
        (RenderManifest.maximumFrameCount, 1,
         "shard 1/1 is missing (frames 4…16777215 of 16777216); the folders given hold shard 1/1"),
    ] as [(Int, Int, String?)])
    func claimedLengthsAndShardCountsCostNothing(total: Int, count: Int, refusal: String?) {
        let given = [RenderManifest.Shard(index: 1, count: count)]
        #expect(MissingFrames.refusal(present: [0, 1, 2, 3], total: total, given: given) == refusal)
    }
}

/// SplitMix64: the same shapes on every machine and run.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
