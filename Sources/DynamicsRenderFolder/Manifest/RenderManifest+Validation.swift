import Foundation

extension RenderManifest {
    /// More frames than any render holds (600 s at 240 fps, the command line's limits, is 144,000): a bound for the
    /// frame numbers, frame rate and length a manifest may state.
    public static let maximumFrameCount = 1 << 24

    /// The manifest `data` holds; nil when it is not one, or when it states what no render writes (see
    /// `problem`). Every reader of a manifest goes through here: a manifest comes from a folder someone handed over.
    public static func decoded(from data: Data) -> RenderManifest? {
        guard let manifest = try? JSONDecoder().decode(RenderManifest.self, from: data), manifest.problem == nil else { return nil }
        return manifest
    }

    /// What makes this manifest one no render writes, in words; nil for a manifest the tool could have written. The
    /// code that reads manifests relies on it: a frame rate of at least 1; a length, frame numbers and frame rate
    /// whose frames can be counted (at most `maximumFrameCount`); a positive scale; sizes within `PixelLimits`; a
    /// shard K/N with 1 ≤ K ≤ N; and frame files that are plain names in the folder (a name that climbs out, like
    /// `../x.png`, would make `merge` read and write outside the folders it was given).
    public var problem: String? {
        let limit = Double(Self.maximumFrameCount)
        guard fps >= 1, fps <= Self.maximumFrameCount else { return "fps \(fps) is not a frame rate" }
        if let duration, !(duration >= 0 && duration * Double(fps) <= limit) {
            return "duration \(duration) s at \(fps) fps is more frames than a render has"
        }
        guard scale.isFinite, scale > 0 else { return "scale \(scale) is not a scale" }
        for size in [sizeInPoints, sizeInPixels] where !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
            return "size \(size.width)×\(size.height) is not a size"
        }
        guard PixelLimits.allows(width: sizeInPixels.width, height: sizeInPixels.height) else {
            return "frames of \(sizeInPixels.width)×\(sizeInPixels.height) px are beyond the limits (\(PixelLimits.description))"
        }
        if let shard, !(1...Self.maximumFrameCount).contains(shard.count) || !(1...shard.count).contains(shard.index) {
            return "shard \(shard.index)/\(shard.count) is not one of its render's shards"
        }
        guard frames.count <= Self.maximumFrameCount else { return "\(frames.count) frames are more than a render has" }
        for frame in frames {
            guard (0..<Self.maximumFrameCount).contains(frame.index), frame.time.isFinite else {
                return "frame \(frame.index) at \(frame.time) s is not a frame of a render"
            }
            guard Self.isPlainFileName(frame.file) else { return "frame \(frame.index)'s file '\(frame.file)' is not a file in the folder" }
        }
        return nil
    }

    /// A name of a file directly in a folder: not empty, not `.` or `..`, without a slash or a NUL.
    private static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}
