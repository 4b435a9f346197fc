import Foundation

/// Runs encoding jobs (PNG writes, hashing) on worker threads while the caller draws the next frame.
///
/// Jobs start in submission order (with several workers they may finish out of order). The queue is bounded, so
/// `submit` blocks when the workers fall behind instead of piling up frames in memory. After a job throws, later
/// jobs are skipped and `submit`/`finish` rethrow that first error. Dropping the pool without `finish()` lets the
/// workers drain the queue and exit.
public final class EncodePool: Sendable {
    private let queue: JobQueue

    /// A pool of `workers` threads (default: one per core) holding at most `maximumPending` queued jobs
    /// (default: two per worker).
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, maximumPending: Int? = nil) {
        let count = max(workers, 1)
        queue = JobQueue(workers: count, capacity: max(maximumPending ?? 2 * count, 1))
        for index in 0..<count {
            let thread = Thread { [queue] in queue.work() }
            thread.name = "dynamics-encode-\(index)"
            thread.start()
        }
    }

    deinit { queue.close() }

    /// Queues a job, waiting while the queue is full. Throws the first error a previous job threw.
    public func submit(_ job: @escaping @Sendable () throws -> Void) throws {
        try queue.push(job)
    }

    /// Queues writing `image` as a PNG to `path`.
    public func writePNG(_ image: Image, to path: String, compressionLevel: Int = 1) throws {
        try submit { try PNGWriter.write(image, to: path, compressionLevel: compressionLevel) }
    }

    /// Waits until every queued job has run and the workers have stopped; throws the first error a job threw.
    /// The pool accepts no jobs afterwards.
    public func finish() throws {
        try queue.drain()
    }
}

/// The pool's lock-protected state, shared with its worker threads.
private final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    // Everything below is guarded by `condition`.
    private var jobs: [@Sendable () throws -> Void] = []
    private var liveWorkers: Int
    private var closing = false
    private var failure: Error?

    init(workers: Int, capacity: Int) {
        liveWorkers = workers
        self.capacity = capacity
    }

    func push(_ job: @escaping @Sendable () throws -> Void) throws {
        condition.lock()
        defer { condition.unlock() }
        while jobs.count >= capacity && failure == nil && !closing { condition.wait() }
        if let failure { throw failure }
        if closing { throw RenderError(description: "the encode pool has finished and takes no more jobs") }
        jobs.append(job)
        condition.broadcast()
    }

    func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
    }

    func drain() throws {
        condition.lock()
        closing = true
        condition.broadcast()
        while liveWorkers > 0 { condition.wait() }
        let error = failure
        condition.unlock()
        if let error { throw error }
    }

    func work() {
        condition.lock()
        while true {
            while jobs.isEmpty && !closing { condition.wait() }
            if jobs.isEmpty { break }
            let job = jobs.removeFirst()
            let skip = failure != nil
            condition.broadcast()
            condition.unlock()
            var thrown: Error?
            if !skip {
                do { try job() } catch { thrown = error }
            }
            condition.lock()
            if let thrown, failure == nil { failure = thrown }
            condition.broadcast()
        }
        liveWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }
}
