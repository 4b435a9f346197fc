import Foundation
import Testing
@testable import DynamicsFuzzing

/// CI's share of the studio campaign: a `dynamics studio` (the one built with the tests) answers a hundred and
/// fifty mutated inputs — requests to every route, raw bytes mutated, reference manifests mutated — with a status
/// below 500 or a closed connection, without dying or going silent, and still lists its scenes afterwards.
@Suite struct StudioFuzzCampaignTests {
    private func dynamicsExecutable() throws -> URL {
        try fuzzExecutable().deletingLastPathComponent().appendingPathComponent("dynamics")
    }

    @Test func aHundredAndFiftyMutatedInputsGetAnAnswerOrAClose() throws {
        var campaign = StudioFuzzCampaign(executable: try dynamicsExecutable(), firstSeed: 1, count: 150)
        campaign.budget = 120
        let summary = try campaign.run()
        #expect(summary.scenes == 150)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
        #expect(summary.line == "fuzz studio: 150 requests, 0 crashes, 0 hangs, 0 bad results, seed 1")
    }

    /// The inputs reach the routes: most requests carry the token and name a scene the studio has, some mutate the
    /// reference manifest, some are mutated byte by byte.
    @Test func inputsReachTheRoutes() {
        let server = StudioFuzzRequest.Server(port: 7878, token: String(repeating: "a", count: 64), scenes: ["ball-menu", "noise-field"])
        var requests = 0, reference = 0, mutated = 0, manifests = 0
        for seed: UInt64 in 1...400 {
            let input = StudioFuzzRequest(seed: seed, server: server, referenceManifest: Array(#"{"fps": 2}"#.utf8))
            requests += input.requests.count
            reference += input.summary.filter { $0.contains("/reference") }.count
            mutated += input.mutated.filter { $0 }.count
            if input.referenceManifest != nil { manifests += 1 }
        }
        #expect(requests > 600 && reference > 200 && mutated > 100 && manifests > 60,
                "\(requests) requests, \(reference) to compare mode, \(mutated) mutated, \(manifests) manifests")
    }
}
