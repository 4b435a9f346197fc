import ArgumentParser
import Dynamics
import Foundation

/// `dynamics compare`: perceptual comparison of two PNG files or two folders of frames.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG files or two folders of frames (exit 0: match, 1: differ, 2: usage or I/O).")

    @Argument(help: "Expected PNG file or folder.")
    var expected: String

    @Argument(help: "Actual PNG file or folder.")
    var actual: String

    @Option(help: "Per-pixel colour threshold, 0…1 (smaller is stricter).")
    var threshold: Double = 0.1

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels allowed per frame (default 0).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Fraction of differing pixels allowed per frame, 0…1.")
    var maxDiffRatio: Double?

    @Option(name: .customLong("diff-out"), help: "Folder for diff images of the frames that differ.")
    var diffOut: String?

    func run() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw CommandLineError.usage("--threshold must be between 0 and 1 (got \(threshold))")
        }
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw CommandLineError.usage("use either --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw CommandLineError.usage("--max-diff-pixels must be 0 or more (got \(maxDiffPixels))")
        }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw CommandLineError.usage("--max-diff-ratio must be between 0 and 1 (got \(maxDiffRatio))")
        }
        let pairs = try FramePairs(expected: expected, actual: actual)
        if let diffOut {
            do {
                try FileManager.default.createDirectory(atPath: diffOut, withIntermediateDirectories: true)
            } catch {
                throw CommandLineError.usage("cannot create '\(diffOut)': \(fileErrorReason(error))")
            }
        }

        let options = ImageComparison.Options(threshold: threshold)
        let nameWidth = max(5, pairs.names.map(\.count).max() ?? 0)
        print("frame".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
              + "   different      ratio  anti-aliased  result")
        var failed = 0
        for name in pairs.names {
            let label = name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            guard let expectedPath = pairs.expectedPath(name), let actualPath = pairs.actualPath(name) else {
                failed += 1
                print(label + "  missing in " + (pairs.expectedPath(name) == nil ? "EXPECTED" : "ACTUAL"))
                continue
            }
            let (result, diff) = try compareFiles(expectedPath, actualPath, options: options)
            let passes = allows(result)
            if !passes { failed += 1 }
            print(label + String(format: "  %10d  %8.4f%%  %12d  %@", result.differentPixels,
                                 result.differenceRatio * 100, result.antiAliasedPixels, passes ? "match" : "DIFFER"))
            if !passes, let diffOut, let diff {
                let path = URL(fileURLWithPath: diffOut).appendingPathComponent(name).path
                do {
                    try PNGWriter.write(diff, to: path)
                } catch {
                    throw CommandLineError.usage("cannot write the diff image: \(error)")
                }
            }
        }
        print("\(failed) of \(pairs.names.count) frame\(pairs.names.count == 1 ? "" : "s") differ")
        if failed > 0 { throw ExitCode(CommandLineError.Status.failure.rawValue) }
    }

    private func allows(_ result: ImageComparison.Result) -> Bool {
        if let maxDiffRatio { return result.differenceRatio <= maxDiffRatio }
        return result.differentPixels <= (maxDiffPixels ?? 0)
    }

    private func compareFiles(_ expectedPath: String, _ actualPath: String,
                              options: ImageComparison.Options) throws -> (ImageComparison.Result, Image?) {
        let left: Image, right: Image
        do {
            left = try PNGReader.read(expectedPath)
            right = try PNGReader.read(actualPath)
        } catch {
            throw CommandLineError.usage("cannot read \(error)")
        }
        do {
            return try ImageComparison.compare(left, right, options: options, makesDiffImage: diffOut != nil)
        } catch let mismatch as ImageSizeMismatch {
            throw CommandLineError.usage("\(actualPath): \(mismatch.description)")
        }
    }
}

/// The frames to compare: one pair of files, or every PNG name found in either of two folders.
struct FramePairs {
    private let expectedFolder: String?
    private let actualFolder: String?
    private let expectedFiles: Set<String>
    private let actualFiles: Set<String>
    private let singlePair: (String, String)?
    /// Names in table order.
    let names: [String]

    init(expected: String, actual: String) throws {
        let expectedIsFolder = try FramePairs.kind(of: expected)
        let actualIsFolder = try FramePairs.kind(of: actual)
        guard expectedIsFolder == actualIsFolder else {
            throw CommandLineError.usage("compare two files or two folders, not a file with a folder")
        }
        if expectedIsFolder {
            expectedFolder = expected
            actualFolder = actual
            expectedFiles = try FramePairs.pngNames(in: expected)
            actualFiles = try FramePairs.pngNames(in: actual)
            singlePair = nil
            names = expectedFiles.union(actualFiles).sorted()
            guard !names.isEmpty else { throw CommandLineError.usage("no PNG files in '\(expected)' or '\(actual)'") }
        } else {
            expectedFolder = nil
            actualFolder = nil
            expectedFiles = []
            actualFiles = []
            singlePair = (expected, actual)
            names = [URL(fileURLWithPath: actual).lastPathComponent]
        }
    }

    func expectedPath(_ name: String) -> String? {
        if let singlePair { return singlePair.0 }
        guard let expectedFolder, expectedFiles.contains(name) else { return nil }
        return URL(fileURLWithPath: expectedFolder).appendingPathComponent(name).path
    }

    func actualPath(_ name: String) -> String? {
        if let singlePair { return singlePair.1 }
        guard let actualFolder, actualFiles.contains(name) else { return nil }
        return URL(fileURLWithPath: actualFolder).appendingPathComponent(name).path
    }

    /// True for a folder, false for a file; a usage error when nothing is there.
    private static func kind(of path: String) throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandLineError.usage("'\(path)' does not exist")
        }
        return isFolder.boolValue
    }

    private static func pngNames(in folder: String) throws -> Set<String> {
        do {
            return Set(try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") })
        } catch {
            throw CommandLineError.usage("cannot list '\(folder)': \(fileErrorReason(error))")
        }
    }
}
