import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// Processes frames (rasterising snapshots, PNG encoding, video encoding) on worker threads while the caller
/// simulates and records the next frames, so every core stays busy. Frames are taken in submission order; with one
/// worker they are also finished in order, with more they may finish out of order: `takeInOrder` hands back the
/// outputs in submission order as they become available, and `finish` returns the rest sorted by frame number. At
/// most `capacity` frames wait or are in work, which bounds memory.
///
/// Errors raised on a worker (a full disk, say) are rethrown by the next `submit`, `takeInOrder` or `finish`.
final class FrameWorkQueue<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    typealias Job = @Sendable (Int, Input) throws -> Output

    // All mutable state below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [(index: Int, input: Input)] = []
    private var inFlight = 0
    private var outputs: [Int: Output] = [:]
    /// Frame numbers submitted and not yet taken back, in submission order.
    private var pending: [Int] = []
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
    func submit(index: Int, input: Input) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count + inFlight >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append((index, input))
        pending.append(index)
        condition.broadcast()
    }

    /// The outputs of the oldest submitted frames that are done, in submission order, stopping at the first frame
    /// still waiting or in work; removed from the queue.
    func takeInOrder() throws -> [(index: Int, output: Output)] {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        return takeReady()
    }

    /// Waits until every queued frame is done and returns the outputs not taken yet, by frame number.
    func finish() throws -> [(index: Int, output: Output)] {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        if let failure { throw failure }
        pending.sort()
        return takeReady()
    }

    /// Removes and returns the done outputs at the front of `pending`; the caller holds the lock.
    private func takeReady() -> [(index: Int, output: Output)] {
        var ready: [(index: Int, output: Output)] = []
        var taken = 0
        while taken < pending.count, let output = outputs.removeValue(forKey: pending[taken]) {
            ready.append((pending[taken], output))
            taken += 1
        }
        pending.removeFirst(taken)
        return ready
    }

    private func work() {
        condition.lock()
        while true {
            while queue.isEmpty && !isClosed && failure == nil { condition.wait() }
            guard failure == nil, !queue.isEmpty else { break }
            let next = queue.removeFirst()
            inFlight += 1
            condition.unlock()
            let result = Result { try job(next.index, next.input) }
            condition.lock()
            inFlight -= 1
            switch result {
            case .success(let output): outputs[next.index] = output
            case .failure(let error): failure = failure ?? error
            }
            condition.broadcast()
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }
}
