import Foundation

/// Writes rendered frames as PNG files on a worker thread, in submission order, while the caller simulates and
/// draws the next frame — so both cores are busy. At most `capacity` frames wait, which bounds memory.
///
/// Errors raised on the worker (a full disk, say) are rethrown by the next `submit` or by `finish`.
final class FrameFileWriter: @unchecked Sendable {
    typealias Job = @Sendable (Int, Image) throws -> RenderManifest.Frame

    // All mutable state below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [(index: Int, image: Image)] = []
    private var written: [RenderManifest.Frame] = []
    private var failure: Error?
    private var isClosed = false
    private var isDone = false
    private let capacity: Int
    private let job: Job

    /// Starts the worker thread; `job` turns one frame into a file and its manifest entry.
    init(capacity: Int = 2, job: @escaping Job) {
        self.capacity = capacity
        self.job = job
        let thread = Thread { [self] in work() }
        thread.name = "frame-writer"
        thread.start()
    }

    /// Queues frame `index`, waiting while the queue is full.
    func submit(index: Int, image: Image) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append((index, image))
        condition.broadcast()
    }

    /// Waits until every queued frame is written and returns their entries in order.
    func finish() throws -> [RenderManifest.Frame] {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        if let failure { throw failure }
        return written
    }

    private func work() {
        while true {
            condition.lock()
            while queue.isEmpty && !isClosed { condition.wait() }
            guard let next = queue.first, failure == nil else {
                isDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            condition.unlock()
            let result = Result { try job(next.index, next.image) }
            condition.lock()
            queue.removeFirst()
            switch result {
            case .success(let frame): written.append(frame)
            case .failure(let error): failure = error
            }
            condition.broadcast()
            condition.unlock()
        }
    }
}
