import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// Processes rendered frames (PNG encoding, piping to ffmpeg) on worker threads while the caller simulates and
/// draws the next frame, so both cores stay busy. Frames are taken in submission order; with one worker they are
/// also finished in order, with more they may finish out of order and `finish` returns the outputs sorted by frame
/// number. At most `capacity` frames wait or are in work, which bounds memory.
///
/// Errors raised on a worker (a full disk, say) are rethrown by the next `submit` or by `finish`.
final class FrameWorkQueue<Output: Sendable>: @unchecked Sendable {
    typealias Job = @Sendable (Int, Image) throws -> Output

    // All mutable state below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [(index: Int, image: Image)] = []
    private var inFlight = 0
    private var outputs: [(index: Int, output: Output)] = []
    private var failure: Error?
    private var isClosed = false
    private var runningWorkers: Int
    private let capacity: Int
    private let job: Job

    /// Starts `workers` threads (named after `name`) that run `job` on each submitted frame.
    init(name: String, workers: Int, capacity: Int = 3, job: @escaping Job) {
        self.capacity = max(capacity, workers)
        self.job = job
        runningWorkers = workers
        for number in 0..<workers {
            let thread = Thread { [self] in work() }
            thread.name = "\(name)-\(number)"
            thread.start()
        }
    }

    /// Queues frame `index`, waiting while `capacity` frames are queued or in work.
    func submit(index: Int, image: Image) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count + inFlight >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append((index, image))
        condition.broadcast()
    }

    /// Waits until every queued frame is done and returns the outputs by frame number.
    func finish() throws -> [Output] {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        if let failure { throw failure }
        return outputs.sorted { $0.index < $1.index }.map(\.output)
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
            case .success(let output): outputs.append((next.index, output))
            case .failure(let error): failure = failure ?? error
            }
            condition.broadcast()
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }
}
