import ArgumentParser
import DynamicsFuzzing
import Foundation

/// `dynamics-fuzz`: random UIKit Dynamics scenes through the public API, looking for crashes, hangs and NaN; and
/// mutated manifests, storyboards and xibs, Swift sources for `dynamics port`'s rewriter, and studio requests, looking
/// for crashes, hangs and bad answers.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics-fuzz",
        abstract: "Run random scenes or mutated inputs and report crashes, hangs, non-finite positions and bad answers.",
        subcommands: [Campaign.self, Worker.self], defaultSubcommand: Campaign.self)

    struct Campaign: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "run", abstract: "Run a campaign (default).")
        @Option(name: .customLong("target"), help: "What to fuzz: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")).")
        var targetName = FuzzTarget.scenes.rawValue
        @Option(help: "First input seed.") var seed: UInt64 = 1
        @Option(help: "Number of inputs.") var count: Int = 10_000
        @Option(help: "CPU seconds one input may use before it counts as a hang (a studio request: wall-clock seconds).")
        var budget: Double = 20
        @Option(help: "The folder of storyboards and xibs the interface-builder target mutates, or of Swift sources the rewriter target does.", completion: .directory)
        var corpus: String?
        @Option(help: "The dynamics executable the studio target fuzzes (default: the one beside this one).")
        var dynamics: String?
        @Flag(help: "Print every finding, not only the summary.") var verbose = false

        var target: FuzzTarget { FuzzTarget(rawValue: targetName) ?? .scenes }

        func validate() throws {
            guard FuzzTarget(rawValue: targetName) != nil else {
                throw ValidationError("--target must be one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard count > 0 else { throw ValidationError("--count must be above 0") }
            guard budget > 0 else { throw ValidationError("--budget must be above 0") }
            guard !target.needsCorpus || corpus != nil else {
                throw ValidationError("--target \(target.rawValue) needs --corpus FOLDER")
            }
        }

        func run() throws {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
            let summary: FuzzSummary
            if target == .studio {
                let server = dynamics.map { URL(fileURLWithPath: $0) }
                    ?? executable.deletingLastPathComponent().appendingPathComponent("dynamics")
                var campaign = StudioFuzzCampaign(executable: server, firstSeed: seed, count: count)
                campaign.budget = budget
                summary = try campaign.run()
            } else {
                var campaign = FuzzCampaign(executable: executable, firstSeed: seed, count: count)
                campaign.sceneBudget = budget
                campaign.target = target
                campaign.corpus = corpus.map { URL(fileURLWithPath: $0).standardizedFileURL }
                summary = try campaign.run()
            }
            for finding in summary.failures + (verbose ? summary.uikitExceptions : []) {
                print("\(finding.kind.rawValue) seed \(finding.seed): \(finding.detail)")
            }
            print(summary.line)
            if let slowest = summary.slowest {
                print("slowest: seed \(slowest.seed), \(String(format: "%.1f", slowest.seconds)) s"
                    + (slowest.detail.isEmpty ? "" : ", \(slowest.detail)"))
            }
            if !summary.failures.isEmpty { throw ExitCode.failure }
        }
    }

    struct Worker: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Run scenes in this process (used by a campaign).")
        @Option var target: String = FuzzTarget.scenes.rawValue
        @Option var seed: UInt64
        @Option var count: Int
        @Option var duration: Double = 2
        @Option var corpus: String?

        func run() throws {
            try MainActor.assumeIsolated {
                guard let target = FuzzTarget(rawValue: target) else { throw ValidationError("unknown --target \(target)") }
                try FuzzCampaign.serveAsWorker(target: target, seed: seed, count: count, duration: duration,
                                               corpus: corpus.map { URL(fileURLWithPath: $0) })
            }
        }
    }
}

FuzzCommand.main()
