import DynamicsFrameServer
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The requests that run a scene from its start to its end before they can answer — its trace, its sound — kept
/// within a time the client can wait: each waits up to `patience` for its run, and a run that needs longer (a long
/// scene at 240 fps, a busy machine) goes on in the background while the request is answered 202 Accepted, with
/// `Retry-After`. Asking the same again later gets the answer once the run has finished (or 202 again meanwhile);
/// asking twice never starts the run twice.
///
/// At most `limit` runs are kept, under way or finished and not yet fetched; when all of them are under way, a request
/// for yet another is refused with 429 and `Retry-After`, so a client cannot queue more work than the scenes' process
/// can do (the scenes run one at a time, on the main actor or in the package's process, and a frame asked for
/// meanwhile waits behind them).
final class WholeRuns<Answer: Sendable>: Sendable {
    /// What a run is: a route's answer for one scene drawn one way.
    struct Key: Hashable, Sendable {
        /// The route and whatever else shapes its answer, say `trace csv`.
        var route: String
        var scene: String
        var look: FrameLook
    }

    /// How a request for a run was answered.
    enum Outcome {
        /// The run's answer.
        case answered(Answer)
        /// The run goes on; ask again.
        case pending
        /// `limit` runs are under way; none was started for this request.
        case busy
    }

    /// Runs kept at once: the page asks for two per scene and setting (its trace and its sound).
    static var limit: Int { 4 }
    /// How long a request waits for its run before it is answered `pending`.
    let patience: Duration

    private let runs = Mutex<(started: UInt64, byKey: [Key: Run<Answer>])>((0, [:]))

    /// Requests wait up to `patience` for their runs; zero or less answers `pending` at once to the request that
    /// starts a run.
    init(patience: Duration) {
        self.patience = patience
    }

    /// The answer of the run `key`, started with `work` unless it is under way or finished and not fetched yet.
    func answer(_ key: Key, work: @escaping @Sendable () async -> Answer) async -> Outcome {
        let claimed: (run: Run<Answer>, isNew: Bool)? = runs.withLock { runs in
            if let run = runs.byKey[key] { return (run, false) }
            if runs.byKey.count >= Self.limit {
                // A finished run nobody came back for makes room, oldest first; runs under way are never dropped.
                guard let stale = runs.byKey.filter({ $0.value.isFinished }).min(by: { $0.value.order < $1.value.order })
                else { return nil }
                runs.byKey[stale.key] = nil
            }
            runs.started += 1
            let run = Run<Answer>(order: runs.started)
            runs.byKey[key] = run
            return (run, true)
        }
        guard let claimed else { return .busy }
        let (run, isNew) = claimed
        if isNew { Task { run.finish(await work()) } }
        // Without patience, the request that starts a run is answered `pending` whatever the run does meanwhile.
        guard !(isNew && patience <= .zero), let answer = await run.result(within: patience) else { return .pending }
        runs.withLock { runs in
            if runs.byKey[key] === run { runs.byKey[key] = nil }
        }
        return .answered(answer)
    }
}

extension WholeRuns where Answer == Response {
    /// The HTTP answer of the run `key`: its own, or 202 Accepted naming `what` ("the trace of 'gravity'"), or 429 when
    /// the runs kept are all under way — both with `Retry-After: 1`.
    func response(_ key: Key, what: String, work: @escaping @Sendable () async -> Response) async -> Response {
        var response: Response
        switch await answer(key, work: work) {
        case .answered(let answer): return answer
        case .pending:
            response = StudioResponse.json(["pending": "\(what) runs the whole scene and is not finished; ask again"],
                                           status: .accepted)
        case .busy:
            response = StudioResponse.error(.tooManyRequests,
                                            "\(Self.limit) whole-scene runs are under way; ask again when one has finished")
        }
        response.headers[.retryAfter] = "1"
        return response
    }
}

/// One whole-scene run: its answer once there, and the requests waiting for it.
private final class Run<Answer: Sendable>: Sendable {
    /// When it started, counted: the oldest finished run is dropped first.
    let order: UInt64
    private let state = Mutex<(answer: Answer?, nextWaiter: Int, waiters: [Int: CheckedContinuation<Answer?, Never>])>(
        (nil, 0, [:]))

    init(order: UInt64) {
        self.order = order
    }

    var isFinished: Bool { state.withLock { $0.answer != nil } }

    /// Keeps `answer` and gives it to every request waiting.
    func finish(_ answer: Answer) {
        let waiting = state.withLock { state in
            state.answer = answer
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiting { waiter.resume(returning: answer) }
    }

    /// The answer, waiting up to `patience` for it; nil when it is not there by then.
    func result(within patience: Duration) async -> Answer? {
        guard patience > .zero else { return state.withLock { $0.answer } }
        return await withCheckedContinuation { continuation in
            let waiter: Int? = state.withLock { state in
                guard state.answer == nil else { return nil }
                state.nextWaiter += 1
                state.waiters[state.nextWaiter] = continuation
                return state.nextWaiter
            }
            guard let waiter else {
                continuation.resume(returning: state.withLock { $0.answer })
                return
            }
            Task {
                try? await Task.sleep(for: patience)
                // Nil when the answer came first: it already resumed this waiter.
                state.withLock { $0.waiters.removeValue(forKey: waiter) }?.resume(returning: nil)
            }
        }
    }
}
