import Foundation

/// `manifest.json` of a render folder: what was rendered, how, and two fingerprints of every frame (XXH3-128; SHA-256
/// in manifests written before it): of the file's bytes, and of the pixels it shows (`pixelHash`, straight RGBA),
/// which renders on any machine share whenever their pictures are equal, however the PNG encoder compressed them.
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
        /// The fingerprint of the file's bytes.
        public var fileHash: ContentHash
        /// The fingerprint of the picture as canonical RGBA (`ContentHash.ofPixels`): equal for equal pictures
        /// whatever bytes the PNG encoder produced; nil in manifests written before it was recorded.
        public var pixelHash: ContentHash?

        /// A frame entry.
        public init(index: Int, file: String, time: Double, fileHash: ContentHash, pixelHash: ContentHash? = nil) {
            self.index = index
            self.file = file
            self.time = time
            self.fileHash = fileHash
            self.pixelHash = pixelHash
        }

        /// Whether `other` shows the same picture, as far as the two entries tell: pixel hashes made the same way
        /// decide; else equal file hashes say yes. Nil when the entries cannot tell (hashes made by different
        /// algorithms, or only file hashes, which differ): then compare the pictures themselves.
        public func hasSamePixels(as other: Frame) -> Bool? {
            if let mine = pixelHash, let theirs = other.pixelHash, mine.algorithm == theirs.algorithm {
                return mine == theirs
            }
            return fileHash == other.fileHash ? true : nil
        }

        private enum CodingKeys: String, CodingKey {
            case index, file, time, fileHash, pixelHash
            // Manifests before XXH3 named their bare SHA-256 hex digests so.
            case sha256, pixelSHA256
        }

        /// Decodes an entry of any manifest version: `fileHash`/`pixelHash` (`"algorithm:hex"`), or the bare
        /// SHA-256 `sha256`/`pixelSHA256` of older ones.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            index = try container.decode(Int.self, forKey: .index)
            file = try container.decode(String.self, forKey: .file)
            time = try container.decode(Double.self, forKey: .time)
            if let hash = try container.decodeIfPresent(ContentHash.self, forKey: .fileHash) {
                fileHash = hash
                pixelHash = try container.decodeIfPresent(ContentHash.self, forKey: .pixelHash)
                return
            }
            func legacy(_ key: CodingKeys) throws -> ContentHash? {
                guard let hex = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
                guard let hash = ContentHash(algorithm: .sha256, hex: hex) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                           debugDescription: "'\(hex)' is not a SHA-256 digest")
                }
                return hash
            }
            guard let hash = try legacy(.sha256) else {
                throw DecodingError.keyNotFound(CodingKeys.fileHash, .init(codingPath: container.codingPath,
                                                                           debugDescription: "a frame needs fileHash"))
            }
            fileHash = hash
            pixelHash = try legacy(.pixelSHA256)
        }

        /// Encodes the current version: `fileHash` and `pixelHash`.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(file, forKey: .file)
            try container.encode(time, forKey: .time)
            try container.encode(fileHash, forKey: .fileHash)
            try container.encodeIfPresent(pixelHash, forKey: .pixelHash)
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
    /// The parameter values the scene ran with (`--set`, `Scene.parameterValues`); nil (and absent) when none was
    /// given.
    public var parameters: [String: Double]?
    /// The device profile the render chose (`--device`), e.g. "iphone-15-pro"; nil (and absent) for the scene's own.
    public var device: String?
    /// The orientation the render chose (`--orientation`): "portrait" or "landscape"; nil (and absent) for the
    /// scene's own.
    public var orientation: String?
    /// The text size the render chose (`--content-size`), e.g. "accessibility-large"; nil (and absent) for the
    /// scene's own.
    public var contentSize: String?
    /// True when the animators' debug shapes were drawn over the frames (`--debug`); nil (and absent) otherwise.
    public var debugOverlay: Bool?
    /// True when haptic ripples were drawn over the frames (`--show-haptics`); nil (and absent) otherwise.
    public var haptics: Bool?
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

    /// The conventional name of frame `index`: `frame_00000.png`.
    public static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// The manifest file name inside a render folder.
    public static let fileName = "manifest.json"

    /// Reads `folder/manifest.json`; nil when it is missing or not a manifest a render writes (`decoded(from:)`).
    public static func read(fromFolder folder: String) -> RenderManifest? {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return decoded(from: data)
    }

    /// Writes `folder/manifest.json` atomically (temporary file, then rename).
    public func write(toFolder folder: String) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(RenderManifest.fileName)
        try encoded().write(to: url, options: .atomic)
    }

    /// The bytes `write(toFolder:)` writes: pretty-printed JSON with sorted keys, the same for the same manifest.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
