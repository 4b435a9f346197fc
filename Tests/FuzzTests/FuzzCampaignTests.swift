import DynamicsFuzzing
import Foundation
import Testing

/// The `dynamics-fuzz` executable built next to this test bundle (`swift test` builds every product first).
func fuzzExecutable() throws -> URL {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL { candidates.append(main.deletingLastPathComponent()) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    candidates += candidates.flatMap { [$0.deletingLastPathComponent(), $0.deletingLastPathComponent().deletingLastPathComponent()] }
    let found = candidates.map { $0.appendingPathComponent("dynamics-fuzz") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "the dynamics-fuzz executable was not built next to the tests")
}

@Suite struct FuzzCampaignTests {
    /// CI's share of the 10,000-scene campaign `make fuzz` runs: a few hundred random scenes, each in a worker
    /// process, none of which may crash, hang or leave an item at a non-finite position.
    @Test func threeHundredRandomScenesStayFinite() throws {
        let campaign = FuzzCampaign(executable: try fuzzExecutable(), firstSeed: 20_000, count: 300)
        let summary = try campaign.run()
        #expect(summary.scenes == 300)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
        #expect(summary.line.hasPrefix("fuzz: 300 scenes, 0 crashes, 0 hangs, 0 NaN, "))
    }

    /// A scene is a pure function of its seed: the same seed gives the same final state, bit for bit.
    @Test func aSeedAlwaysBuildsTheSameScene() {
        for seed: UInt64 in [3, 1344, 2582] {
            let first = FuzzScene(seed: seed).run(), second = FuzzScene(seed: seed).run()
            #expect(first == second, "seed \(seed)")
            #expect(first.steps == 120 && first.nonFinite == nil, "seed \(seed): \(first)")
        }
        #expect(FuzzScene(seed: 3).run().digest != FuzzScene(seed: 4).run().digest)
    }

    /// The campaign tells crashes from UIKit's own exceptions and goes on after either.
    @Test func workerDeathsAreClassifiedAndTheCampaignGoesOn() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("fake-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: script) }
        // Seed 1 raises a UIKit exception, seed 2 crashes, seed 3 is fine: each dies mid-scene like a real worker.
        try """
        #!/bin/sh
        seed=$5
        while [ "$seed" -lt 4 ]; do
          echo "begin $seed"
          case $seed in
            1) echo "Fatal error: *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'x'" >&2; exit 134;;
            2) echo "Fatal error: Index out of range" >&2; exit 132;;
            *) echo "end $seed ok 1f";;
          esac
          seed=$((seed + 1))
        done
        """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let summary = try runWrittenScript(FuzzCampaign(executable: script, firstSeed: 1, count: 3))
        #expect(summary.scenes == 3)
        #expect(summary.uikitExceptions.map(\.seed) == [1])
        #expect(summary.failures.map(\.seed) == [2] && summary.failures.first?.kind == .crash)
        #expect(summary.failures.first?.detail.contains("Index out of range") == true)
    }

    @Test func aSilentSceneIsAHang() throws {
        let summary = try runFakeWorker(after: "sleep 30", budget: 0.5)
        #expect(summary.failures.map(\.seed) == [9] && summary.failures.first?.kind == .hang)
        #expect(summary.failures.first?.detail == "silent for 5.0 s")
    }

    /// A loop that never ends uses up its CPU budget, however long a busy machine takes to give it that much.
    @Test func aBusyLoopIsAHangWhenItsCPUBudgetIsUsed() throws {
        let summary = try runFakeWorker(after: "while :; do :; done", budget: 0.5, idleLimit: 600)
        #expect(summary.failures.map(\.seed) == [9] && summary.failures.first?.kind == .hang)
        #expect(summary.failures.first?.detail == "no result after 0.5 s of CPU")
    }

    /// An input that answers after longer than its budget on the clock, having used little CPU (as a starved worker
    /// on a busy machine does), is not a hang.
    @Test func aSlowAnswerThatUsedLittleCPUIsNotAHang() throws {
        let summary = try runFakeWorker(after: "sleep 1.5", budget: 0.5)
        #expect(summary.scenes == 1 && summary.failures.isEmpty, "\(summary.failures)")
    }

    /// A one-input campaign whose worker announces seed 9, runs `command`, then answers.
    private func runFakeWorker(after command: String, budget: TimeInterval,
                               idleLimit: TimeInterval? = nil) throws -> FuzzSummary {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("fake-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: script) }
        try "#!/bin/sh\necho \"begin $5\"\n\(command)\necho \"end $5 ok 0\"\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        var campaign = FuzzCampaign(executable: script, firstSeed: 9, count: 1)
        campaign.sceneBudget = budget
        campaign.idleLimit = idleLimit
        return try runWrittenScript(campaign)
    }
}

/// Runs a campaign whose executable is a script the test has just written. Until a child that another test forks at
/// that moment execs its own program, it holds the script open for writing, and the kernel refuses to run the script
/// ("Text file busy"); the campaign is tried again then, as anything that execs a freshly written file must.
private func runWrittenScript(_ campaign: FuzzCampaign) throws -> FuzzSummary {
    var attempts = 1
    while true {
        do {
            return try campaign.run()
        } catch let error as NSError where attempts < 40
                    && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
            attempts += 1
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

@Suite struct HostileFuzzTests {
    /// Seeds of the campaign that give an item or a behaviour hostile values (NaN, infinities, 1e13, 1e300). Before
    /// the API refused them, seeds 177, 215, 234 and 256 crashed (a `Double`→`Int` trap); now every item with such
    /// geometry ends in UIKit's exception naming it, and every hostile parameter is ignored.
    @Test func hostileValuesEndInUIKitExceptionsNotCrashes() throws {
        let campaign = FuzzCampaign(executable: try fuzzExecutable(), firstSeed: 170, count: 131)
        let summary = try campaign.run()
        #expect(summary.scenes == 131)
        #expect(summary.failures.isEmpty, "\(summary.failures.map { "\($0.kind.rawValue) seed \($0.seed): \($0.detail)" })")
        #expect(summary.uikitExceptions.map(\.seed) == [175, 224, 248, 255, 269, 297])
        #expect(summary.uikitExceptions.first?.detail.contains("Invalid transform") == true)
        #expect(summary.uikitExceptions.contains { $0.detail.contains("Invalid size {17.67327262214848, -1e+300}") })
    }
}
