import DynamicsPort
import Foundation
import Testing
@testable import DynamicsFuzzing

/// The rewriter campaign's own corpus: small UIKit Dynamics app sources, in a folder no other test changes, so its
/// seeds stay the same inputs.
let rewriterCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RewriterCorpus")

/// CI's share of the 10,000-source campaign `make fuzz-inputs` runs on `dynamics port`'s rewriter: mutated sources,
/// each in a worker process, none of which may crash, hang or break one of the rewriter's promises.
@Suite struct RewriterFuzzTests {
    @Test func threeHundredMutatedSourcesAreRewrittenOrRefusedInOneLine() throws {
        var campaign = FuzzCampaign(executable: try fuzzExecutable(), firstSeed: 1, count: 300)
        campaign.target = .rewriter
        campaign.corpus = rewriterCorpus
        let summary = try campaign.run()
        #expect(summary.scenes == 300)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
        #expect(summary.line.hasPrefix("fuzz rewriter: 300 sources, 0 crashes, 0 hangs, 0 bad results, "), "\(summary.line)")
    }

    /// Each source of the corpus, as written, parses, is changed by the rewriter and keeps every promise.
    @Test func theCorpusParsesAndEverySourceIsRewritten() throws {
        let fuzz = try RewriterFuzz(corpus: rewriterCorpus)
        #expect(fuzz.sources.count == 12)
        for source in fuzz.sources {
            let outcome = fuzz.check(PortSource(path: source.name, text: source.text))
            guard case .ok(_, let reached) = outcome else { Issue.record("\(source.name): \(outcome)"); continue }
            #expect(reached == ["parsed", "changed"], "\(source.name)")
        }
    }

    /// An input is a pure function of its seed; the mutations reach both sides of the parser.
    @Test func aSeedAlwaysGivesTheSameSource() throws {
        let fuzz = try RewriterFuzz(corpus: rewriterCorpus)
        var parsed = 0, changed = 0, refused = 0
        for seed: UInt64 in 1...60 {
            #expect(fuzz.input(seed: seed) == fuzz.input(seed: seed), "seed \(seed)")
            guard case .ok(let answer, let reached) = fuzz.run(seed: seed) else { Issue.record("seed \(seed)"); continue }
            if reached.contains("parsed") { parsed += 1 } else { refused += answer.contains(": ") ? 1 : 0 }
            if reached.contains("changed") { changed += 1 }
        }
        #expect(fuzz.input(seed: 1) != fuzz.input(seed: 2))
        #expect(parsed > 10 && changed > 10 && refused > 10 && parsed + refused == 60, "parsed \(parsed), changed \(changed), refused \(refused)")
    }

    /// The first 1,000-input campaign's one broken promise: seed 466 (`BallViewController.swift` with a `.` repeated,
    /// `UIPushBehaviorMode..instantaneous`) was rewritten into a source that did not parse, the rename's mark put
    /// between the name and the `..` written against it (see `RewriteMarkTests`).
    @Test func seed466IsRewrittenIntoASourceThatParses() throws {
        let fuzz = try RewriterFuzz(corpus: rewriterCorpus)
        #expect(fuzz.input(seed: 466).text.contains("UIPushBehaviorMode..instantaneous"))
        guard case .ok(let answer, let reached) = fuzz.run(seed: 466) else { Issue.record("\(fuzz.run(seed: 466))"); return }
        #expect(reached == ["parsed", "changed"])
        #expect(answer.contains("mode: /* port: Swift 4.2 name */ UIPushBehavior.Mode..instantaneous)"))
    }

    @Test func piecesPutBackTogetherAreTheSource() throws {
        for source in try RewriterFuzz(corpus: rewriterCorpus).sources {
            #expect(SwiftMutator.pieces(of: source.text).joined() == source.text, "\(source.name)")
        }
        #expect(SwiftMutator.pieces(of: "a.b?(c, 12)  \n") == ["a", ".", "b", "?", "(", "c", ",", " ", "12", ")", "  \n"])
    }
}
