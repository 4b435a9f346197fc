/// What shard folders lack of the render they claim to be parts of: `merge`'s refusal when frames are missing.
///
/// A manifest states the render's length and shard count, and a reader accepts up to
/// `RenderManifest.maximumFrameCount` of each — so folders listing four frames may claim 16,777,216 frames in as many
/// shards. The work here follows the frames the folders list, never the claimed counts: missing frames are the gaps
/// between the listed ones, and a shard is found from a frame number by arithmetic, not by walking every shard.
enum MissingFrames {
    /// How many missing shards a refusal names before it counts the others.
    static let namedShards = 8

    /// One line saying which of the `total` frames of a render `present` lacks — by shard when the folders came from
    /// `render --shard K/N` (`given`, the shard labels of the folders) — or nil when none is missing.
    static func refusal(present: Set<Int>, total: Int, given: [RenderManifest.Shard]) -> String? {
        let listed = present.filter { (0..<total).contains($0) }.sorted()
        let gaps = gaps(in: listed, total: total)
        guard !gaps.isEmpty else { return nil }
        let frames = "frames \(runs(gaps)) of \(total)"
        guard let count = given.first?.count, count > 0 else { return frames + " are missing" }
        let shards = ShardArithmetic(count: count, frameCount: total, listed: listed)
        // The first few missing shards in order: each step names one or passes one the folders hold whole.
        var named: [String] = [], frame = 0
        while frame < total && named.count < namedShards {
            let shard = shards.shard(holding: frame)
            if !shards.isWhole(shard) { named.append("\(shard)/\(count)") }
            frame = shards.range(of: shard).upperBound
        }
        let absent = shards.nonEmptyCount - shards.wholeCount
        let names = named.joined(separator: ", ") + (absent > named.count ? " and \(absent - named.count) more" : "")
        let held = given.map(\.index).sorted().map { "\($0)/\(count)" }.joined(separator: ", ")
        return (absent == 1 ? "shard \(names) is missing" : "shards \(names) are missing")
            + " (\(frames)); the folders given hold shard\(given.count == 1 ? "" : "s") \(held)"
    }

    /// The runs of frames in 0..<`total` that `listed` (ascending, each inside 0..<`total`) skips.
    private static func gaps(in listed: [Int], total: Int) -> [ClosedRange<Int>] {
        var gaps: [ClosedRange<Int>] = [], next = 0
        for frame in listed {
            if frame > next { gaps.append(next...frame - 1) }
            next = frame + 1
        }
        if next < total { gaps.append(next...total - 1) }
        return gaps
    }

    /// Runs of frame numbers as a person reads them: "0…9, 20, 30…31".
    private static func runs(_ gaps: [ClosedRange<Int>]) -> String {
        gaps.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)…\($0.upperBound)" }.joined(separator: ", ")
    }
}

/// The shards of a render of `frameCount` frames split `count` ways (`FrameTiming.shardRange`), and which of them
/// the `listed` frames fill completely.
private struct ShardArithmetic {
    let count: Int
    let frameCount: Int
    /// Frame numbers the folders hold, ascending, each inside the render.
    let listed: [Int]

    /// Shards with at least one frame: every shard when there are at least as many frames, else one per frame.
    var nonEmptyCount: Int { min(count, frameCount) }

    /// Shards whose every frame is listed; at most one per listed frame.
    var wholeCount: Int {
        var whole = 0, previous: Int?
        for frame in listed {
            let shard = shard(holding: frame)
            guard shard != previous else { continue }
            previous = shard
            if isWhole(shard) { whole += 1 }
        }
        return whole
    }

    /// Shard K's frames.
    func range(of shard: Int) -> Range<Int> {
        FrameTiming.shardRange(shard, of: count, frameCount: frameCount)
    }

    /// The shard K whose range holds `frame`: the least K with K·frameCount/count > frame, that is
    /// ⌈(frame + 1)·count / frameCount⌉ (both at most `RenderManifest.maximumFrameCount`, so the product fits).
    func shard(holding frame: Int) -> Int {
        ((frame + 1) * count + frameCount - 1) / frameCount
    }

    /// Whether every frame of shard K is listed: as many listed frames fall in its range as it has frames.
    func isWhole(_ shard: Int) -> Bool {
        let frames = range(of: shard)
        return !frames.isEmpty && index(from: frames.upperBound) - index(from: frames.lowerBound) == frames.count
    }

    /// The position of the first listed frame at or after `frame` (binary search).
    private func index(from frame: Int) -> Int {
        var low = 0, high = listed.count
        while low < high {
            let middle = (low + high) / 2
            if listed[middle] < frame { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
