import DynamicsFrameServer
import Foundation
import Synchronization
import Testing
@testable import DynamicsStudio

/// Traces and sounds run the whole scene; the studio answers them within its patience: the answer when the run is
/// done by then, else 202 with `Retry-After` while the run goes on, and 429 when the runs it keeps are all under way.
@Suite("dynamics studio: whole-scene runs answered in time")
struct StudioWholeRunTests {
    /// Runs' work that waits for the test to let it finish, counting how often each was started.
    private final class Gates: Sendable {
        private let gates = Mutex<[String: (opened: AsyncStream<Void>, gate: AsyncStream<Void>.Continuation)]>([:])
        let starts = Mutex<[String: Int]>([:])

        func work(_ name: String) -> @Sendable () async -> String {
            let opened = gates.withLock { gates in
                if let made = gates[name] { return made.opened }
                let (opened, gate) = AsyncStream<Void>.makeStream()
                gates[name] = (opened, gate)
                return opened
            }
            return {
                self.starts.withLock { $0[name, default: 0] += 1 }
                for await _ in opened { break }
                return name
            }
        }

        func open(_ name: String) { _ = gates.withLock { $0[name] }?.gate.yield(()) }
    }

    private typealias Runs = WholeRuns<String>

    private func key(_ scene: String) -> Runs.Key { .init(route: "trace csv", scene: scene, look: FrameLook()) }

    /// The answer, or the outcome's name.
    private func said(_ outcome: Runs.Outcome) -> String {
        switch outcome {
        case .answered(let answer): answer
        case .pending: "pending"
        case .busy: "busy"
        }
    }

    @Test("without patience: pending while a run goes on, busy for a fifth, each run started once, the answer once done")
    func pendingThenAnswered() async {
        let runs = Runs(patience: .zero), gates = Gates()
        for scene in ["a", "b", "c", "d"] { #expect(said(await runs.answer(key(scene), work: gates.work(scene))) == "pending") }
        #expect(said(await runs.answer(key("e"), work: gates.work("e"))) == "busy")
        // Asked again, a run under way is not started again.
        #expect(said(await runs.answer(key("a"), work: gates.work("a"))) == "pending")
        gates.open("a")
        var answer = said(await runs.answer(key("a"), work: gates.work("a")))
        while answer == "pending" {
            await Task.yield()
            answer = said(await runs.answer(key("a"), work: gates.work("a")))
        }
        #expect(answer == "a")
        #expect(gates.starts.withLock { $0 } == ["a": 1, "b": 1, "c": 1, "d": 1])
        // Fetched, the answer made room for the fifth.
        #expect(said(await runs.answer(key("e"), work: gates.work("e"))) == "pending")
        for scene in ["b", "c", "d", "e"] { gates.open(scene) }
    }

    @Test("with patience, a request waits for its run, and a second request for it waits for the same run")
    func answeredWithinPatience() async {
        let runs = Runs(patience: .seconds(600)), gates = Gates()
        async let first = runs.answer(key("a"), work: gates.work("a"))
        while gates.starts.withLock({ $0["a"] }) == nil { await Task.yield() }
        async let second = runs.answer(key("a"), work: gates.work("a"))
        gates.open("a")
        let (one, two) = await (first, second)
        #expect(said(one) == "a" && said(two) == "a")
        #expect(gates.starts.withLock { $0 } == ["a": 1])
    }

    @Test("`dynamics studio --patience 0`: the trace is 202 first, then `render --trace`'s CSV; a bad patience is refused")
    func patienceOnTheCommandLine() throws {
        let studio = try StudioProcess(["--patience", "0"])
        let request = "GET /api/scenes/gravity/trace?format=csv&fps=15&scale=0.5 HTTP/1.1"
        let accepted = try studio.request(request, waitsForWholeRuns: false)
        #expect(accepted.status == 202 && accepted.headers["retry-after"] == "1", "\(accepted.status) \(accepted.text)")
        #expect(accepted.text == #"{"pending":"the trace of 'gravity' runs the whole scene and is not finished; ask again"}"#)
        let csv = try studio.request(request)
        #expect(csv.status == 200 && csv.headers["content-type"] == "text/csv")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.csv").path
        let rendered = try runDynamics(["render", "gravity", "--trace", path, "--out", folder.appendingPathComponent("f").path,
                                        "--scale", "0.5", "--fps", "15", "--quiet"])
        #expect(rendered.status == 0)
        #expect(csv.text == (try String(contentsOfFile: path, encoding: .utf8)))

        for patience in ["-1", "nan", "601"] {
            let refused = try runDynamics(["studio", "--port", "0", "--patience=\(patience)"])
            #expect(refused.status != 0)
            #expect(refused.standardError == "error: --patience must be 0…600 seconds (got \(Double(patience)!))\n",
                    "\(refused.standardError)")
        }
    }
}
