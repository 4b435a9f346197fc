import Foundation

/// Writes rendered frames as PNG files on worker threads while the caller simulates and draws the next frame, so
/// both cores stay busy. Frames are taken in submission order; with more than one worker they may finish out of
/// order, and `finish` returns their manifest entries sorted by frame number. At most `capacity` frames wait or are
/// being written, which bounds memory.
///
/// Errors raised on a worker (a full disk, say) are rethrown by the next `submit` or by `finish`.
final class FrameFileWriter: @unchecked Sendable {
    typealias Job = @Sendable (Int, Image) throws -> RenderManifest.Frame

    // All mutable state below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [(index: Int, image: Image)] = []
    private var inFlight = 0
    private var written: [RenderManifest.Frame] = []
    private var failure: Error?
    private var isClosed = false
    private var runningWorkers: Int
    private let capacity: Int
    private let job: Job

    /// Starts `workers` threads; `job` turns one frame into a file and its manifest entry.
    init(workers: Int = 2, capacity: Int = 3, job: @escaping Job) {
        self.capacity = max(capacity, workers)
        self.job = job
        runningWorkers = workers
        for number in 0..<workers {
            let thread = Thread { [self] in work() }
            thread.name = "frame-writer-\(number)"
            thread.start()
        }
    }

    /// Queues frame `index`, waiting while `capacity` frames are queued or being written.
    func submit(index: Int, image: Image) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count + inFlight >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append((index, image))
        condition.broadcast()
    }

    /// Waits until every queued frame is written and returns their entries by frame number.
    func finish() throws -> [RenderManifest.Frame] {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        if let failure { throw failure }
        return written.sorted { $0.index < $1.index }
    }

    private func work() {
        condition.lock()
        while true {
            while queue.isEmpty && !isClosed && failure == nil { condition.wait() }
            guard failure == nil, !queue.isEmpty else { break }
            let next = queue.removeFirst()
            inFlight += 1
            condition.unlock()
            let result = Result { try job(next.index, next.image) }
            condition.lock()
            inFlight -= 1
            switch result {
            case .success(let frame): written.append(frame)
            case .failure(let error): failure = failure ?? error
            }
            condition.broadcast()
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }
}
