import Dynamics
import Foundation
import Synchronization

/// Renders started from the page: at most one per scene, each cancelled when the connection that started it closes.
final class RenderJobs: Sendable {
    /// A running render as `GET /api/renders` lists it.
    struct Job: Encodable, Sendable {
        var scene: String
        var done: Int
        var total: Int
    }

    private let running = Mutex<[String: (job: Job, cancel: @Sendable () -> Void)]>([:])

    /// Claims `scene` for a render that `cancel` stops; false when one is already running for it.
    func start(_ scene: String, cancel: @escaping @Sendable () -> Void) -> Bool {
        running.withLock { jobs in
            guard jobs[scene] == nil else { return false }
            jobs[scene] = (Job(scene: scene, done: 0, total: 0), cancel)
            return true
        }
    }

    func update(_ scene: String, done: Int, total: Int) {
        running.withLock { jobs in
            jobs[scene]?.job.done = done
            jobs[scene]?.job.total = total
        }
    }

    func finish(_ scene: String) {
        _ = running.withLock { $0.removeValue(forKey: scene) }
    }

    /// Cancels every running render (each discards what it wrote).
    func cancelAll() {
        let cancels = running.withLock { $0.values.map(\.cancel) }
        for cancel in cancels { cancel() }
    }

    /// The renders running now, by scene name.
    var list: [Job] { running.withLock { $0.values.map(\.job).sorted { $0.scene < $1.scene } } }
}
