import DynamicsRender
import DynamicsRenderFolder
import Foundation

/// Two render folders as `render --shard 1/2` and `--shard 2/2` write them: four small frames of one scene, two in
/// each folder, with their manifests. The seeds the manifest and studio campaigns mutate.
struct FuzzRenderFolders {
    /// The folders' paths: shard 1, then shard 2.
    let shards: [URL]
    /// Each folder's manifest as written (pretty-printed JSON, keys sorted, as `render` writes it).
    let manifests: [[UInt8]]
    /// The same manifests as values, for the mutations that change their fields (`ManifestMutator`).
    let renders: [RenderManifest]

    /// Frames per second of the render.
    static let fps = 2
    /// Frames in all (two per shard).
    static let frameCount = 4

    /// Writes the two folders `first` and `second` into `parent`, as a render of `scene` at `side`×`side` points,
    /// scale 1.
    init(in parent: URL, names: (first: String, second: String) = ("a", "b"), scene: String = "fuzz", side: Int = 4) throws {
        shards = [parent.appendingPathComponent(names.first), parent.appendingPathComponent(names.second)]
        var manifests: [[UInt8]] = [], renders: [RenderManifest] = []
        for (shardIndex, folder) in shards.enumerated() {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var frames: [RenderManifest.Frame] = []
            for index in shardIndex * 2..<shardIndex * 2 + 2 {
                let png = try PNGWriter.encode(Self.picture(index, side: side))
                let name = RenderManifest.fileName(forFrame: index)
                try png.write(to: folder.appendingPathComponent(name))
                frames.append(RenderManifest.Frame(
                    index: index, file: name, time: FrameTiming.time(ofFrame: index, fps: Self.fps), fileHash: ContentHash.of(png),
                    pixelHash: ContentHash.ofPixels(try PNGReader.readRGBA(data: png))))
            }
            let size = RenderManifest.Size(width: Double(side), height: Double(side))
            var manifest = RenderManifest(scene: scene, fps: Self.fps, sizeInPoints: size, sizeInPixels: size, scale: 1,
                                          transparent: false, toolVersion: "dynamics-fuzz",
                                          duration: Double(Self.frameCount) / Double(Self.fps), frames: frames)
            manifest.shard = RenderManifest.Shard(index: shardIndex + 1, count: shards.count)
            try manifest.write(toFolder: folder.path)
            renders.append(manifest)
            manifests.append(Array(try Data(contentsOf: folder.appendingPathComponent(RenderManifest.fileName))))
        }
        self.manifests = manifests
        self.renders = renders
    }

    /// Frame `index`: an opaque square of one grey level per frame, so frames of one index agree and others differ.
    private static func picture(_ index: Int, side: Int) -> Image {
        let level = UInt8(40 * (index + 1))
        let bytes = [UInt8](repeating: level, count: side * side * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        return Image(width: side, height: side, stride: side * 4, bytes: bytes, isOpaque: true)
    }

    /// Writes `bytes` as shard `index`'s manifest.
    func writeManifest(_ bytes: [UInt8], ofShard index: Int) throws {
        try Data(bytes).write(to: shards[index].appendingPathComponent(RenderManifest.fileName))
    }
}
