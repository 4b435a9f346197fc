import Foundation
import Testing
@testable import DynamicsFuzzing

/// The Interface Builder fixtures of the repository: the corpus the interface-builder campaign mutates.
private let interfaceBuilderCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("InterfaceBuilderTests/Fixtures")

/// CI's share of the input campaigns `make fuzz-inputs` runs 10,000 times each: a few hundred mutated manifests and
/// storyboards, each in a worker process, none of which may crash, hang or answer against the rules.
@Suite struct InputFuzzTests {
    @Test func threeHundredMutatedManifestsGiveAnAnswerOrOneLine() throws {
        var campaign = FuzzCampaign(executable: try fuzzExecutable(), firstSeed: 1, count: 300)
        campaign.target = .manifests
        campaign.sceneBudget = 90
        let summary = try campaign.run()
        #expect(summary.scenes == 300)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
        #expect(summary.line == "fuzz manifests: 300 manifests, 0 crashes, 0 hangs, 0 bad results, seed 1")
    }

    @Test func threeHundredMutatedStoryboardsAndXibsGiveSwiftOrOneLine() throws {
        var campaign = FuzzCampaign(executable: try fuzzExecutable(), firstSeed: 1, count: 300)
        campaign.target = .interfaceBuilder
        campaign.corpus = interfaceBuilderCorpus
        campaign.sceneBudget = 90
        let summary = try campaign.run()
        #expect(summary.scenes == 300)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
    }

    /// An input is a pure function of its seed, and some reach past the reader. Measured on the first 60 seeds: 1
    /// mutated manifest is still read and none merges — since every reader refuses what no render writes
    /// (`RenderManifest.problem`), one to three byte-level mutations almost never leave a manifest a reader accepts,
    /// so the campaign mostly exercises the reader and its refusals (issue 38 keeps this open).
    @Test func aSeedAlwaysGivesTheSameAnswerAndAManifestStillReads() throws {
        let inputs = try ManifestFuzz()
        defer { inputs.remove() }
        var merged = 0, stillRead = 0
        for seed: UInt64 in 1...60 {
            let first = try inputs.run(seed: seed), second = try inputs.run(seed: seed)
            #expect(first == second, "seed \(seed)")
            guard case .ok(let answer) = first else { Issue.record("seed \(seed): \(first)"); continue }
            if answer.contains("merged 4 frames") { merged += 1 }
            if answer.contains("differences: ") { stillRead += 1 }
        }
        #expect(stillRead >= 1, "merged \(merged), read \(stillRead)")
    }

    @Test func mutationsReplaceNumbersAndStringsWithHostileOnes() {
        let original = Array(#"{"fps": 60, "file": "frame_00001.png", "scale": 2.5}"#.utf8)
        var random = FuzzRandom(seed: 7)
        var extreme = 0, hostile = 0
        for _ in 0..<400 {
            let text = String(decoding: FuzzMutator.mutate(original, random: &random), as: UTF8.self)
            if ["9223372036854775808", "1e309", "-9223372036854775808"].contains(where: text.contains) { extreme += 1 }
            if text.contains("../../escape.png") || text.contains("/etc/passwd") { hostile += 1 }
        }
        #expect(extreme > 20 && hostile > 5, "extreme \(extreme), hostile \(hostile)")
        var again = FuzzRandom(seed: 7)
        random = FuzzRandom(seed: 7)
        #expect(FuzzMutator.mutate(original, random: &random) == FuzzMutator.mutate(original, random: &again))
    }
}
