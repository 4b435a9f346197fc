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

    @Option(help: "Report format on standard output: text or json.")
    var format: ReportFormat = .text

    @Option(help: "Also write a JUnit XML report (one test case per frame) to this file.")
    var junit: String?

    @Option(help: "Also write an HTML report (index.html with the images of failing frames) to this folder.")
    var report: String?

    @Flag(name: .customLong("only-failures"), help: "List only the frames that differ (text format).")
    var onlyFailures = false

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

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
        let tolerance = FrameComparison.Tolerance(threshold: threshold, maxDifferentPixels: maxDiffPixels ?? 0,
                                                  maxDifferenceRatio: maxDiffRatio)
        let comparison: FrameComparison
        do {
            comparison = try FrameComparison(expected: expected, actual: actual, tolerance: tolerance,
                                         diffFolder: diffOut ?? report.map { $0 + "/diff" })
        } catch {
            throw CommandLineError.usage(error.description)
        }
        switch format {
        case .text: print(comparison.textReport(onlyFailures: onlyFailures), terminator: "")
        case .json: print(String(decoding: comparison.jsonReport(), as: UTF8.self))
        }
        if let junit {
            do {
                try Data(comparison.junitReport(suite: URL(fileURLWithPath: actual).lastPathComponent).utf8)
                    .write(to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                throw CommandLineError.usage("cannot write '\(junit)': \(fileErrorReason(error))")
            }
        }
        if let report {
            do {
                try comparison.writeHTMLReport(to: report, expected: expected, actual: actual)
            } catch {
                throw CommandLineError.usage("cannot write the report '\(report)': \(fileErrorReason(error))")
            }
        }
        if !comparison.failures.isEmpty { throw ExitCode(CommandLineError.Status.failure.rawValue) }
    }
}
