import Foundation

/// Which output frame shows which scene time: the one rule `render --at`, `--frames` and the studio share.
public enum FrameTiming {
    /// Frames a render of `duration` seconds at `fps` has (at least one).
    public static func frameCount(duration: TimeInterval, fps: Int) -> Int {
        max(1, Int((duration * Double(fps)).rounded()))
    }

    /// The frame showing the scene nearest `time` in a render of `duration` seconds at `fps`; nil when `time` is not
    /// within 0…`duration`.
    public static func frame(at time: TimeInterval, fps: Int, duration: TimeInterval) -> Int? {
        guard time.isFinite, time >= 0, time <= duration else { return nil }
        return min(frameCount(duration: duration, fps: fps) - 1, Int((time * Double(fps)).rounded()))
    }

    /// The scene time frame `index` shows at `fps`.
    public static func time(ofFrame index: Int, fps: Int) -> TimeInterval {
        TimeInterval(index) / TimeInterval(fps)
    }

    /// Frames of shard `index` (from 1) of `shards` in a render of `frameCount` frames: the frames split into
    /// contiguous runs whose lengths differ by at most one.
    public static func shardRange(_ index: Int, of shards: Int, frameCount: Int) -> Range<Int> {
        (index - 1) * frameCount / shards ..< index * frameCount / shards
    }
}
