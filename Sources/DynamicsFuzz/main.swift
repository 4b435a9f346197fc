import ArgumentParser
import DynamicsFuzzing
import Foundation

/// `dynamics-fuzz`: random UIKit Dynamics scenes through the public API, looking for crashes, hangs and NaN.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics-fuzz",
        abstract: "Run random UIKit Dynamics scenes and report crashes, hangs and non-finite positions.",
        subcommands: [Campaign.self, Worker.self], defaultSubcommand: Campaign.self)

    struct Campaign: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "run", abstract: "Run a campaign (default).")
        @Option(help: "First scene seed.") var seed: UInt64 = 1
        @Option(help: "Number of scenes.") var count: Int = 10_000
        @Option(help: "Wall-clock seconds one scene may take before it counts as a hang.") var budget: Double = 20
        @Flag(help: "Print every finding, not only the summary.") var verbose = false

        func validate() throws {
            guard count > 0 else { throw ValidationError("--count must be above 0") }
            guard budget > 0 else { throw ValidationError("--budget must be above 0") }
        }

        func run() throws {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            var campaign = FuzzCampaign(executable: executable.path.hasPrefix("/") ? executable
                                        : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(CommandLine.arguments[0]),
                                        firstSeed: seed, count: count)
            campaign.sceneBudget = budget
            let summary = try campaign.run()
            for finding in summary.failures + (verbose ? summary.uikitExceptions : []) {
                print("\(finding.kind.rawValue) seed \(finding.seed): \(finding.detail)")
            }
            print(summary.line)
            if !summary.failures.isEmpty { throw ExitCode.failure }
        }
    }

    struct Worker: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Run scenes in this process (used by a campaign).")
        @Option var seed: UInt64
        @Option var count: Int
        @Option var duration: Double = 2

        func run() { MainActor.assumeIsolated { FuzzCampaign.serveAsWorker(seed: seed, count: count, duration: duration) } }
    }
}

FuzzCommand.main()
