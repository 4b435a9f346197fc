import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// `manifest.json` of a render folder: what was rendered, how, and two SHA-256 of every frame: of the file's bytes,
/// and of the pixels it shows (`pixelSHA256`, straight RGBA), which renders on any machine share whenever their
/// pictures are equal, however the PNG encoder compressed them.
///
/// Written last and atomically, so a folder with a manifest holds a complete render; the CLI also reads it to
/// recognise an earlier render of the same scene and to label contact sheets with frame times.
public struct RenderManifest: Codable, Equatable, Sendable {
    /// A width and height pair.
    public struct Size: Codable, Equatable, Sendable {
        /// Horizontal extent.
        public var width: Double
        /// Vertical extent.
        public var height: Double
        /// A size of `width` × `height`.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// One written frame.
    public struct Frame: Codable, Equatable, Sendable {
        /// Frame number k: the picture shows the scene at t = k / fps.
        public var index: Int
        /// File name inside the render folder.
        public var file: String
        /// Scene time in seconds the frame shows.
        public var time: Double
        /// Lowercase hex SHA-256 of the file's bytes.
        public var sha256: String
        /// Lowercase hex SHA-256 of the picture as canonical RGBA: straight (non-premultiplied) 8-bit R, G, B, A of
        /// every pixel, row by row from the top (`RGBAPixels.bytes`; A is 255 in opaque frames). Equal for equal
        /// pictures whatever bytes the PNG encoder produced; nil in manifests written before it was recorded.
        public var pixelSHA256: String?
        /// A frame entry.
        public init(index: Int, file: String, time: Double, sha256: String, pixelSHA256: String? = nil) {
            self.index = index
            self.file = file
            self.time = time
            self.sha256 = sha256
            self.pixelSHA256 = pixelSHA256
        }

        /// True when `other` shows the same picture: equal pixel hashes, or equal file hashes when either lacks a
        /// pixel hash (an older manifest).
        public func hasSamePixels(as other: Frame) -> Bool {
            if let mine = pixelSHA256, let theirs = other.pixelSHA256 { return mine == theirs }
            return sha256 == other.sha256
        }
    }

    /// Which run of a sharded render a folder holds: `render --shard K/N` is index K (from 1) of count N.
    public struct Shard: Codable, Hashable, Sendable {
        /// K, from 1.
        public var index: Int
        /// N, the number of shards.
        public var count: Int
        /// Shard `index` of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// Scene name as `dynamics list` shows it.
    public var scene: String
    /// Output frames per second.
    public var fps: Int
    /// Canvas size in points.
    public var sizeInPoints: Size
    /// Frame size in pixels (points × scale, rounded up).
    public var sizeInPixels: Size
    /// Pixels per point.
    public var scale: Double
    /// True when the frames have a transparent background.
    public var transparent: Bool
    /// Number of frames written (`frames.count`).
    public var frameCount: Int
    /// Version of the tool that rendered the folder.
    public var toolVersion: String
    /// Length of the scene timeline the frames come from, in seconds (absent in manifests of version 0.1).
    public var duration: Double?
    /// Every frame, in order.
    public var frames: [Frame]
    /// The shard the folder holds when it was rendered with `--shard K/N`, so `merge` can name a shard that is
    /// missing or given twice; nil (and absent from the file) for any other render and for a merged folder.
    public var shard: Shard?
    /// The appearance the render forced (`--appearance`): "light" or "dark"; nil (and absent from the file) when
    /// the scene's own traits were used.
    public var appearance: String?
    /// The device profile the render chose (`--device`), e.g. "iphone-15-pro"; nil (and absent) for the scene's own.
    public var device: String?
    /// True when the animators' debug shapes were drawn over the frames (`--debug`); nil (and absent) otherwise.
    public var debugOverlay: Bool?
    /// Whether the render forced the circles under scripted touches on or off (`--touches`): "show" or "hide"; nil
    /// (and absent) when the scene's own choice was kept.
    public var touches: String?

    /// A manifest; `frameCount` is taken from `frames`.
    public init(scene: String, fps: Int, sizeInPoints: Size, sizeInPixels: Size, scale: Double, transparent: Bool,
                toolVersion: String, duration: Double? = nil, frames: [Frame]) {
        self.scene = scene
        self.fps = fps
        self.sizeInPoints = sizeInPoints
        self.sizeInPixels = sizeInPixels
        self.scale = scale
        self.transparent = transparent
        self.frameCount = frames.count
        self.duration = duration
        self.toolVersion = toolVersion
        self.frames = frames
    }

    /// The `pixelSHA256` of a picture.
    public static func pixelDigest(of pixels: RGBAPixels) -> String { SHA256.hexDigest(of: pixels.bytes) }

    /// `pixelDigest(of: image.straightRGBA)`, hashed row by row without the copy.
    public static func pixelDigest(of image: Image) -> String {
        var hash = SHA256()
        image.forEachStraightRGBARow { _, row in hash.update(row) }
        return SHA256.hexString(hash.finalize())
    }

    /// The conventional name of frame `index`: `frame_00000.png`.
    public static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// The manifest file name inside a render folder.
    public static let fileName = "manifest.json"

    /// Reads `folder/manifest.json`; nil when it is missing or not a manifest.
    public static func read(fromFolder folder: String) -> RenderManifest? {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(RenderManifest.self, from: data)
    }

    /// Writes `folder/manifest.json` atomically (temporary file, then rename).
    public func write(toFolder folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let url = URL(fileURLWithPath: folder).appendingPathComponent(RenderManifest.fileName)
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
