import DynamicsRenderFolder
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
        let summary = try campaign.run()
        #expect(summary.scenes == 300)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
        #expect(summary.line == "fuzz manifests: 300 manifests, 0 crashes, 0 hangs, 0 bad results, 178 read, 59 merged, seed 1")
    }

    @Test func threeHundredMutatedStoryboardsAndXibsGiveSwiftOrOneLine() throws {
        var campaign = FuzzCampaign(executable: try fuzzExecutable(), firstSeed: 1, count: 300)
        campaign.target = .interfaceBuilder
        campaign.corpus = interfaceBuilderCorpus
        let summary = try campaign.run()
        #expect(summary.scenes == 300)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
    }

    /// An input is a pure function of its seed, and most get past the reader into `merge`: measured on the first 60
    /// seeds, 35 inputs leave both manifests readable and 13 of them merge (three inputs in four change
    /// fields of the manifests, `ManifestMutator`; byte-level mutations alone left 1 of 60 readable and none merging).
    @Test func aSeedAlwaysGivesTheSameAnswerAndManifestsReachTheMerge() throws {
        let inputs = try ManifestFuzz()
        defer { inputs.remove() }
        var merged = 0, read = 0
        for seed: UInt64 in 1...60 {
            let first = try inputs.run(seed: seed), second = try inputs.run(seed: seed)
            #expect(first == second, "seed \(seed)")
            guard case .ok(_, let reached) = first else { Issue.record("seed \(seed): \(first)"); continue }
            if reached.contains("merged") { merged += 1 }
            if reached.contains("read") { read += 1 }
        }
        #expect(read == 35 && merged == 13, "read \(read), merged \(merged)")
    }

    /// Field mutations keep a manifest's shape and mostly what the reader checks: of 400 pairs of mutated shard
    /// manifests, 311 pass `RenderManifest.problem` on both sides, and 119 were changed and still
    /// agree on every setting (a render-wide change given to both shards, as one render with those settings writes
    /// them).
    @Test func fieldMutationsKeepManifestsReadableAndShardsAgreeing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-mutator-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let folders = try FuzzRenderFolders(in: folder)
        var random = FuzzRandom(seed: 11)
        var readable = 0, agreeing = 0
        for _ in 0..<400 {
            let mutated = ManifestMutator.mutate(folders.renders, random: &random)
            #expect(mutated.count == 2)
            if mutated.allSatisfy({ $0.problem == nil }) { readable += 1 }
            if mutated != folders.renders, mutated[1].differences(from: mutated[0]).isEmpty,
               mutated[1].differences(from: folders.renders[1]).count > 0 { agreeing += 1 }
        }
        #expect(readable == 311 && agreeing == 119, "readable \(readable), agreeing \(agreeing)")
        var again = FuzzRandom(seed: 11), once = FuzzRandom(seed: 11)
        #expect(ManifestMutator.mutate(folders.renders, random: &again) == ManifestMutator.mutate(folders.renders, random: &once))
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
