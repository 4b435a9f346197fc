import DynamicsRender
import DynamicsScene
import Foundation
import DynamicsRenderFolder

/// Compares an expected and an actual render — two render folders or two PNG files — frame by frame, and reports
/// each frame's outcome with its numbers. `dynamics compare` and the golden tests format this report.
///
/// Folders with manifests are compared by their manifests: only the frames count (a `contact-sheet.png` beside them
/// is no missing frame), frames whose pixel hashes are equal match without decoding (whatever bytes the encoders
/// wrote), and a different scene, size or
/// background is reported. Without manifests, the `frame_*.png` files are compared (every PNG when there are none).
/// A frame whose sizes differ fails alone; the others are still compared.
public struct FrameComparison: Sendable {
    /// How one frame came out.
    public enum Status: String, Codable, Sendable {
        /// The same picture by the manifests' pixel hashes (file hashes for older manifests): no pixel work.
        case identical
        /// Within the allowed difference.
        case match
        /// Over the allowed difference.
        case differ
        /// The two images differ in size.
        case sizeMismatch = "size-mismatch"
        /// Only in the actual render.
        case missingInExpected = "missing-in-expected"
        /// Only in the expected render.
        case missingInActual = "missing-in-actual"
        /// A file is not a readable PNG.
        case unreadable

        /// True for the outcomes that pass.
        public var passes: Bool { self == .identical || self == .match }
    }

    /// One frame's outcome.
    public struct Frame: Codable, Sendable, Equatable {
        /// File name.
        public var name: String
        /// Outcome.
        public var status: Status
        /// Pixels over the threshold that are not anti-aliasing.
        public var differentPixels: Int
        /// `differentPixels` over all pixels.
        public var differenceRatio: Double
        /// Pixels over the threshold classified as anti-aliasing.
        public var antiAliasedPixels: Int
        /// The most differing pixels in one 16 × 16 px square (`ImageComparison.regionSize`).
        public var largestRegionDifference: Int = 0
        /// The diff image written for a failing frame, when asked for.
        public var diffImage: String?
        /// What went wrong, in words, for size mismatches and unreadable files.
        public var note: String?
    }

    /// What is allowed to differ.
    public struct Tolerance: Sendable {
        /// Per-pixel colour threshold, 0…1 (smaller is stricter).
        public var threshold: Double
        /// Differing pixels allowed per frame.
        public var maxDifferentPixels: Int
        /// Fraction of differing pixels allowed per frame; when set, it replaces `maxDifferentPixels`.
        public var maxDifferenceRatio: Double?
        /// Differing pixels allowed inside any one `ImageComparison.regionSize` square (16 × 16 px), on top of the
        /// frame's allowance; nil for no such limit. A few scattered pixels pass while a missing label, whose
        /// differences crowd into one place, fails.
        public var maxDifferentPixelsPerRegion: Int?

        /// A tolerance; by default no pixel may differ beyond the threshold 0.1.
        public init(threshold: Double = 0.1, maxDifferentPixels: Int = 0, maxDifferenceRatio: Double? = nil,
                    maxDifferentPixelsPerRegion: Int? = nil) {
            self.threshold = threshold
            self.maxDifferentPixels = maxDifferentPixels
            self.maxDifferenceRatio = maxDifferenceRatio
            self.maxDifferentPixelsPerRegion = maxDifferentPixelsPerRegion
        }

        func allows(_ result: ImageComparison.Result) -> Bool {
            if let maxDifferentPixelsPerRegion, result.largestRegionDifference > maxDifferentPixelsPerRegion { return false }
            if let maxDifferenceRatio { return result.differenceRatio <= maxDifferenceRatio }
            return result.differentPixels <= maxDifferentPixels
        }
    }

    /// Every frame, in name order.
    public var frames: [Frame]
    /// Differences between the two renders as a whole (scene, size, background), from their manifests.
    public var notes: [String]

    /// Frames that failed.
    public var failures: [Frame] { frames.filter { !$0.status.passes } }
    /// The frame with the largest difference ratio among the failures (or among all frames when none failed).
    public var worstFrame: Frame? {
        (failures.isEmpty ? frames : failures).max { ($0.differenceRatio, $1.name) < ($1.differenceRatio, $0.name) }
    }
    /// `2 of 30 frames differ; worst: frame_00012.png (1.2345 %)`.
    public var summary: String {
        var line = "\(failures.count) of \(frames.count) frame\(frames.count == 1 ? "" : "s") differ"
        if !failures.isEmpty, let worst = worstFrame {
            line += String(format: "; worst: %@ (%@, %.4f %%)", worst.name, worst.status.rawValue, worst.differenceRatio * 100)
        }
        return line
    }

    /// Compares `expected` with `actual` (both folders or both files); diff images of failing frames go to
    /// `diffFolder`, which is created only when there is a diff to write. Two files of which one is not a readable
    /// PNG throw `FrameComparisonError.unreadable`; in folders such a frame is `unreadable`, with the same message as
    /// its note.
    public init(expected: String, actual: String, tolerance: Tolerance = Tolerance(), diffFolder: String? = nil) throws(FrameComparisonError) {
        if let diffFolder {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: diffFolder, isDirectory: &isFolder), !isFolder.boolValue {
                throw .diffFolderIsAFile(diffFolder)
            }
        }
        let sources = try FrameSources(expected: expected, actual: actual)
        notes = sources.notes
        frames = []
        let options = ImageComparison.Options(threshold: tolerance.threshold)
        for name in sources.names {
            frames.append(try Self.compare(name, sources, options, tolerance, diffFolder))
        }
    }

    /// True when the file at `path` still holds the bytes `hash` fingerprints; false when it cannot be read.
    private static func file(_ path: String, matches hash: ContentHash) -> Bool {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map(hash.matches) ?? false
    }

    private static func compare(_ name: String, _ sources: FrameSources, _ options: ImageComparison.Options,
                                _ tolerance: Tolerance, _ diffFolder: String?) throws(FrameComparisonError) -> Frame {
        var frame = Frame(name: name, status: .match, differentPixels: 0, differenceRatio: 0, antiAliasedPixels: 0)
        guard let expectedPath = sources.expectedPath(name) else { frame.status = .missingInExpected; return frame }
        guard let actualPath = sources.actualPath(name) else { frame.status = .missingInActual; return frame }
        // Equal pictures by the manifests (pixel hashes, or file hashes of older manifests) skip decoding — two
        // machines may encode the same pixels into different bytes — but only when the files still hold what the
        // manifests describe: a frame replaced after rendering must be compared, not waved through.
        if let a = sources.expectedHashes[name], let b = sources.actualHashes[name], a.hasSamePixels(as: b) == true,
           file(expectedPath, matches: a.fileHash), file(actualPath, matches: b.fileHash) {
            frame.status = .identical
            return frame
        }
        let left: RGBAPixels, right: RGBAPixels
        do {
            // Straight RGBA, as the files hold it: pixelmatch's input, with no premultiplied round trip.
            left = try PNGReader.readRGBA(expectedPath)
            right = try PNGReader.readRGBA(actualPath)
        } catch {
            if sources.areFiles { throw .unreadable("\(error)") }
            frame.status = .unreadable
            frame.note = "\(error)"
            return frame
        }
        do {
            let (result, diff) = try ImageComparison.compare(left, right, options: options,
                                                             makesDiffImage: diffFolder != nil)
            frame.differentPixels = result.differentPixels
            frame.differenceRatio = result.differenceRatio
            frame.antiAliasedPixels = result.antiAliasedPixels
            frame.largestRegionDifference = result.largestRegionDifference
            frame.status = tolerance.allows(result) ? .match : .differ
            if frame.status == .differ, let diffFolder, let diff {
                let path = URL(fileURLWithPath: diffFolder).appendingPathComponent(name).path
                do {
                    try FileManager.default.createDirectory(atPath: diffFolder, withIntermediateDirectories: true)
                    try PNGWriter.write(diff, to: path)
                } catch {
                    throw FrameComparisonError.unwritable(diffFolder, reason: "\(error)")
                }
                frame.diffImage = path
            }
        } catch let mismatch as ImageSizeMismatch {
            frame.status = .sizeMismatch
            frame.note = mismatch.description
        } catch let error as FrameComparisonError {
            throw error
        } catch {
            frame.status = .unreadable
            frame.note = "\(error)"
        }
        return frame
    }
}

/// Why two renders could not be compared at all.
public enum FrameComparisonError: Error, CustomStringConvertible, Equatable {
    /// A path does not exist.
    case missing(String)
    /// One path is a file and the other a folder.
    case fileAndFolder
    /// Neither folder holds a frame.
    case noFrames(String, String)
    /// A folder cannot be listed.
    case unreadableFolder(String, reason: String)
    /// A diff image cannot be written.
    case unwritable(String, reason: String)
    /// One of two compared files is not a readable PNG: `path: reason`.
    case unreadable(String)
    /// `--diff-out` names a file, not a folder.
    case diffFolderIsAFile(String)

    /// One line for the user.
    public var description: String {
        switch self {
        case .missing(let path): "'\(path)' does not exist"
        case .fileAndFolder: "compare two files or two folders, not a file with a folder"
        case .noFrames(let a, let b): "no frames in '\(a)' or '\(b)'"
        case .unreadableFolder(let path, let reason): "cannot list '\(path)': \(reason)"
        case .unwritable(let path, let reason): "cannot write a diff image to '\(path)': \(reason)"
        case .unreadable(let message): message
        case .diffFolderIsAFile(let path): "the diff folder '\(path)' is a file"
        }
    }
}

/// Where the frames of both sides are, and what their manifests say.
private struct FrameSources {
    var names: [String] = []
    var notes: [String] = []
    /// True when two files are compared, not two folders: an unreadable file is then an I/O error.
    var areFiles = false
    /// The manifests' entries of the frames, by file name, for their hashes.
    var expectedHashes: [String: RenderManifest.Frame] = [:]
    var actualHashes: [String: RenderManifest.Frame] = [:]
    private var expectedFiles: [String: String] = [:]
    private var actualFiles: [String: String] = [:]

    init(expected: String, actual: String) throws(FrameComparisonError) {
        let expectedIsFolder = try Self.isFolder(expected), actualIsFolder = try Self.isFolder(actual)
        guard expectedIsFolder == actualIsFolder else { throw .fileAndFolder }
        guard expectedIsFolder else {
            areFiles = true
            let name = URL(fileURLWithPath: actual).lastPathComponent
            names = [name]
            expectedFiles[name] = expected
            actualFiles[name] = actual
            return
        }
        let expectedManifest = RenderManifest.read(fromFolder: expected)
        let actualManifest = RenderManifest.read(fromFolder: actual)
        (expectedFiles, expectedHashes) = try Self.frames(in: expected, manifest: expectedManifest)
        (actualFiles, actualHashes) = try Self.frames(in: actual, manifest: actualManifest)
        names = Set(expectedFiles.keys).union(actualFiles.keys).sorted()
        guard !names.isEmpty else { throw .noFrames(expected, actual) }
        if let a = expectedManifest, let b = actualManifest {
            if a.scene != b.scene { notes.append("scenes differ: '\(a.scene)' vs '\(b.scene)'") }
            if a.sizeInPixels != b.sizeInPixels {
                notes.append("sizes differ: \(Int(a.sizeInPixels.width))×\(Int(a.sizeInPixels.height)) vs "
                    + "\(Int(b.sizeInPixels.width))×\(Int(b.sizeInPixels.height)) px")
            }
            if a.transparent != b.transparent { notes.append("one render is transparent, the other is not") }
            if a.fps != b.fps { notes.append("frame rates differ: \(a.fps) vs \(b.fps) fps") }
        }
    }

    func expectedPath(_ name: String) -> String? { expectedFiles[name] }
    func actualPath(_ name: String) -> String? { actualFiles[name] }

    private static func isFolder(_ path: String) throws(FrameComparisonError) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missing(path) }
        return isFolder.boolValue
    }

    /// The manifest's frames with their hashes; without one, `frame_*.png` (or every PNG when there are none).
    private static func frames(in folder: String, manifest: RenderManifest?) throws(FrameComparisonError)
        -> (files: [String: String], hashes: [String: RenderManifest.Frame]) {
        let base = URL(fileURLWithPath: folder)
        if let manifest {
            var files: [String: String] = [:], hashes: [String: RenderManifest.Frame] = [:]
            // A frame the manifest lists but the folder lacks is missing, whatever its hash says.
            for frame in manifest.frames
            where FileManager.default.fileExists(atPath: base.appendingPathComponent(frame.file).path) {
                files[frame.file] = base.appendingPathComponent(frame.file).path
                hashes[frame.file] = frame
            }
            return (files, hashes)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
        } catch {
            throw .unreadableFolder(folder, reason: fileErrorReason(error))
        }
        let frameNames = names.filter(RenderManifest.isFrameFileName)
        let chosen = frameNames.isEmpty ? names : frameNames
        return (Dictionary(uniqueKeysWithValues: chosen.map { ($0, base.appendingPathComponent($0).path) }), [:])
    }
}
