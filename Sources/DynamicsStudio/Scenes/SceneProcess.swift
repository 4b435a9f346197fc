import DynamicsFrameServer
import Foundation

/// A package's executable run as `frame-server`: the studio's questions go down its standard input and the answers
/// come back on its standard output (`FrameServerMessage`), so the package needs no network code. When the process
/// ends unasked — a scene crashed — every question under way is answered with an error that says how it ended and
/// the last lines it wrote to standard error, `onEnd` hears the same, and the next question starts it again.
/// When a rebuild replaces it, it is retired: it answers what it was asked before and then ends (`retire`).
final class SceneProcess: @unchecked Sendable {
    let executable: String
    /// Changes only when another executable is served (a rebuild), not when this one is restarted after a crash:
    /// the scenes' code, and so their frames, are the same.
    let run = Studio.randomHex(bytes: 8)
    private let arguments: [String]
    private let onEnd: @Sendable (String) -> Void
    private let onStart: @Sendable () -> Void

    private enum Waiter {
        case answer(CheckedContinuation<FrameServerMessage, Never>)
        case lines(AsyncStream<String>.Continuation)
    }

    private let lock = NSLock()
    private var process: Process?
    private var input: FileHandle?
    private var nextID = 0
    private var waiting: [Int: Waiter] = [:]
    private var stopped = false
    /// A newer build serves; this one ends once nobody holds it and nothing it was asked is unanswered.
    private var retired = false
    /// Requests that chose this process and may still ask it (`hold`).
    private var holds = 0

    /// `executable` started as `executable frame-server`, when first asked. `onEnd` is told how it ended when it ends
    /// unasked, `onStart` whenever it starts.
    init(executable: String, arguments: [String] = ["frame-server"], onStart: @escaping @Sendable () -> Void = {},
         onEnd: @escaping @Sendable (String) -> Void) {
        self.executable = executable
        self.arguments = arguments
        self.onStart = onStart
        self.onEnd = onEnd
    }

    /// Asks the process; the answer's body, or the error it answered with (or the way it ended).
    func ask(_ head: FrameServerMessage.Head) async throws(SceneRequestError) -> Data {
        let answer = await withCheckedContinuation { send(head, waiter: .answer($0)) }
        switch answer.head.reply {
        case .value: return answer.body
        default: throw answer.head.error ?? SceneRequestError(.unavailable, "the scene process gave no answer")
        }
    }

    /// Starts a render in the process; its progress lines, and a closure that cancels it.
    func render(_ head: FrameServerMessage.Head) -> (lines: AsyncStream<String>, cancel: @Sendable () -> Void) {
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = send(head, waiter: .lines(continuation))
        return (lines, { [weak self] in
            var cancel = FrameServerMessage.Head(id: -1, operation: .cancel)
            cancel.target = id
            self?.lock.withLock { _ = self?.write(FrameServerMessage(cancel)) }
        })
    }

    /// Keeps the process for a request that has chosen it and will ask it: a retired process does not end before
    /// `release`.
    func hold() {
        lock.withLock { holds += 1 }
    }

    /// Ends a `hold`.
    func release() {
        lock.withLock {
            holds -= 1
            endIfRetiredAndDone()
        }
    }

    /// Hands over to a newer build without cutting anyone off: every question this process was asked, or will be
    /// asked by a request holding it, gets its answer (a render runs to its end), and then its input is closed and it
    /// ends. A browser never sees an error because the scenes were rebuilt. Its end, or a crash meanwhile, is not the
    /// serving build's state, so `onEnd` is not told.
    func retire() {
        lock.withLock {
            retired = true
            endIfRetiredAndDone()
        }
    }

    /// Closes the input of a retired process that owes nobody an answer (the lock is held); it then ends.
    private func endIfRetiredAndDone() {
        guard retired, holds == 0, waiting.isEmpty, !stopped else { return }
        stopped = true
        try? input?.close()
        input = nil
    }

    /// Closes the process's input (it cancels a render under way and ends), then ends it if it has not within two
    /// seconds. Later questions are refused.
    func stop() {
        let running: Process? = lock.withLock {
            stopped = true
            try? input?.close()
            input = nil
            return process
        }
        guard let running else { return }
        let deadline = Date().addingTimeInterval(2)
        while running.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if running.isRunning { running.terminate() }
        running.waitUntilExit()
    }

    @discardableResult
    private func send(_ head: FrameServerMessage.Head, waiter: Waiter) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        var numbered = head
        numbered.id = nextID
        if stopped {
            Self.fail(waiter, SceneRequestError(.unavailable, "the studio is stopping"))
            return nextID
        }
        if process == nil, let failure = launch() {
            Self.fail(waiter, SceneRequestError(.unavailable, failure))
            return nextID
        }
        waiting[nextID] = waiter
        if !write(FrameServerMessage(numbered)) {
            // The process is ending; its reader answers every waiter.
        }
        return nextID
    }

    /// Writes a message to the process (the lock is held).
    private func write(_ message: FrameServerMessage) -> Bool {
        guard let input else { return false }
        return message.write(to: input.fileDescriptor)
    }

    /// Starts the process (the lock is held); the reason when it cannot be started.
    private func launch() -> String? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = arguments
        let toChild = Pipe(), fromChild = Pipe(), errors = Pipe()
        child.standardInput = toChild
        child.standardOutput = fromChild
        child.standardError = errors
        do {
            try child.run()
        } catch {
            return "cannot start the scene process '\(executable)': \(error)"
        }
        process = child
        input = toChild.fileHandleForWriting
        let tail = StandardErrorTail(errors.fileHandleForReading)
        let answers = fromChild.fileHandleForReading
        Thread.detachNewThread { [self] in read(answers, from: child, errors: tail) }
        // A retired build started again for a request that held it says nothing of the serving build's state.
        if !retired { onStart() }
        return nil
    }

    /// Hands each answer to its waiter until the process's output ends, then answers everyone still waiting with how
    /// the process ended.
    private func read(_ answers: FileHandle, from child: Process, errors: StandardErrorTail) {
        var malformed: String?
        while true {
            do throws(FrameServerMessage.Malformed) {
                guard let message = try FrameServerMessage.read(from: answers.fileDescriptor) else { break }
                deliver(message)
            } catch {
                malformed = error.description
                child.terminate()
                break
            }
        }
        child.waitUntilExit()
        let said = errors.finished()
        var reason: String
        if child.terminationReason == .uncaughtSignal {
            reason = "the scene process crashed (signal \(child.terminationStatus))"
        } else {
            reason = "the scene process ended (exit status \(child.terminationStatus))"
        }
        if let malformed { reason += " after a malformed answer: \(malformed)" }
        if !said.isEmpty { reason += "; it said: " + said }
        let (left, asked): ([Waiter], Bool) = lock.withLock {
            let left = Array(waiting.values)
            waiting = [:]
            if process === child {
                process = nil
                try? input?.close()
                input = nil
            }
            return (left, stopped || retired)
        }
        // The build status says "crashed" before any waiter hears of the crash, so a page that asks right after its
        // failed request sees why.
        if !asked { onEnd(reason) }
        for waiter in left { Self.fail(waiter, SceneRequestError(.unavailable, reason)) }
    }

    private func deliver(_ message: FrameServerMessage) {
        let waiter: Waiter? = lock.withLock {
            let waiter = waiting[message.head.id]
            if message.head.reply != .line {
                waiting[message.head.id] = nil
                endIfRetiredAndDone()
            }
            return waiter
        }
        switch waiter {
        case .answer(let continuation)?:
            continuation.resume(returning: message)
        case .lines(let continuation)?:
            switch message.head.reply {
            case .line: continuation.yield(String(decoding: message.body, as: UTF8.self))
            case .error: continuation.yield(Self.errorLine(message.head.error?.message ?? "the render failed")); continuation.finish()
            default: continuation.finish()
            }
        case nil:
            break
        }
    }

    private static func fail(_ waiter: Waiter, _ error: SceneRequestError) {
        switch waiter {
        case .answer(let continuation):
            var head = FrameServerMessage.Head(id: 0, reply: .error)
            head.error = error
            continuation.resume(returning: FrameServerMessage(head))
        case .lines(let continuation):
            continuation.yield(errorLine(error.message))
            continuation.finish()
        }
    }

    private static func errorLine(_ message: String) -> String {
        let data = (try? JSONEncoder().encode(["error": message])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// What a scene process writes to standard error: passed on to the studio's own, and kept to explain a crash — the
/// runtime's own line (`Fatal error: …`, Swift's `Program crashed: …`) when there is one, else the last lines.
final class StandardErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var kept = Data()
    private var reasons: [String] = []
    private var partial = ""
    private let ended = DispatchSemaphore(value: 0)
    /// The most kept of the last lines.
    static let limit = 1500

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while let data = try? handle.read(upToCount: 4096), !data.isEmpty {
                FileHandle.standardError.write(data)
                lock.withLock {
                    kept.append(data)
                    if kept.count > Self.limit { kept = Data(kept.suffix(Self.limit)) }
                    // Whole lines only: the runtime's reason may arrive in pieces.
                    let lines = (partial + String(decoding: data, as: UTF8.self)).split(separator: "\n", omittingEmptySubsequences: false)
                    partial = String(lines.last ?? "")
                    for line in lines.dropLast() where Self.isReason(line) && reasons.count < 4 {
                        reasons.append(line.trimmingCharacters(in: .whitespaces))
                    }
                }
            }
            ended.signal()
        }
    }

    /// A line in which the Swift runtime says why the process stops.
    private static func isReason(_ line: Substring) -> Bool {
        ["Fatal error", "fatal error", "Program crashed", "Precondition failed", "Assertion failed"]
            .contains { line.contains($0) }
    }

    /// Why the process said it stopped, or its last lines, once its standard error has ended (or after a second),
    /// on one line.
    func finished() -> String {
        _ = ended.wait(timeout: .now() + 1)
        return lock.withLock {
            if !reasons.isEmpty { return reasons.joined(separator: " / ") }
            let text = String(decoding: kept, as: UTF8.self)
            return text.split(whereSeparator: \.isNewline).suffix(6).joined(separator: " / ")
        }
    }
}
