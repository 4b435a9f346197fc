import Dynamics
import Foundation

/// The references of one assertion, and what happens to a frame checked against one.
struct SnapshotStore {
    let location: SnapshotSourceLocation
    /// The test's name as a file-name stem: `dropFalls()` becomes `dropFalls`.
    let name: String
    private let directory: String?

    init(location: SnapshotSourceLocation, name: String, directory: String?) {
        self.location = location
        self.directory = directory
        self.name = String(name.prefix { $0 != "(" }).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
            .reduce(into: "") { $0.append($1) }
    }

    /// `__Snapshots__/<TestFile>/` beside the test file, or the folder the assertion named.
    var folder: URL {
        directory.map { URL(fileURLWithPath: $0) }
            ?? location.folder.appendingPathComponent("__Snapshots__").appendingPathComponent(location.fileName)
    }

    /// Where failing frames and diffs go: `$DYNAMICS_ARTIFACTS/<TestFile>/` or the temporary folder; with a folder of
    /// its own, `…/<TestFile>/<folder name>/`, so references of the same name in several folders (one per scene)
    /// do not overwrite each other's artifacts.
    var artifacts: URL {
        let root = ProcessInfo.processInfo.environment["DYNAMICS_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-snapshots")
        let testFile = root.appendingPathComponent(location.fileName)
        return directory.map { testFile.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent) } ?? testFile
    }

    /// `<test>.<time>.png`, the time with up to three decimals: `dropFalls.1.2.png`, `dropFalls.0.png`.
    func reference(for time: TimeInterval) -> URL {
        var text = String(format: "%.3f", time)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return folder.appendingPathComponent("\(name).\(text).png")
    }

    /// Compares (or records) one frame; reports a failure and returns false when it does not pass.
    func check(_ frame: Image, against reference: URL, time: TimeInterval, recording: SnapshotRecording,
               tolerance: FrameComparison.Tolerance) -> Bool {
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if recording == .all || (!exists && recording != .never) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try PNGWriter.write(frame, to: reference.path, compressionLevel: 9)
            } catch {
                SnapshotReporter.fail("cannot record \(reference.path): \(error)", at: location)
                return false
            }
            SnapshotReporter.fail("recorded \(exists ? "a new" : "a missing") reference \(reference.path); "
                + "check it and run the test again (recording never passes)", at: location)
            return false
        }
        guard exists else {
            SnapshotReporter.fail("no reference at \(reference.path) (DYNAMICS_RECORD=never)", at: location)
            return false
        }
        let actual = artifacts.appendingPathComponent(reference.lastPathComponent)
        let diffs = artifacts.appendingPathComponent("diff")
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try PNGWriter.write(frame, to: actual.path)
            let comparison = try FrameComparison(expected: reference.path, actual: actual.path, tolerance: tolerance,
                                                 diffFolder: diffs.path)
            guard let result = comparison.frames.first, !result.status.passes else {
                try? FileManager.default.removeItem(at: actual)
                return true
            }
            var allowed = tolerance.maxDifferenceRatio.map { String(format: "%.4f %%", $0 * 100) }
                ?? "\(tolerance.maxDifferentPixels) pixels"
            if let perRegion = tolerance.maxDifferentPixelsPerRegion {
                allowed += " and \(perRegion) in any \(ImageComparison.regionSize)×\(ImageComparison.regionSize) px square "
                    + "(found \(result.largestRegionDifference))"
            }
            var message = result.note.map { "\(reference.lastPathComponent): \($0)" }
                ?? String(format: "%@ at %.3f s: %d pixels differ (%.4f %%), %d anti-aliased; allowed %@ at threshold %.2f",
                          reference.lastPathComponent, time, result.differentPixels, result.differenceRatio * 100,
                          result.antiAliasedPixels, allowed, tolerance.threshold)
            message += "\n  reference: \(reference.path)\n  actual:    \(actual.path)"
            if let diff = result.diffImage { message += "\n  diff:      \(diff)" }
            if recording == .failed {
                try PNGWriter.write(frame, to: reference.path, compressionLevel: 9)
                message += "\n  the reference was re-recorded (DYNAMICS_RECORD=failed)"
            }
            SnapshotReporter.fail(message, at: location)
            return false
        } catch {
            SnapshotReporter.fail("cannot compare with \(reference.path): \(error)", at: location)
            return false
        }
    }
}
