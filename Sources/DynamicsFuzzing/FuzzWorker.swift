import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process — a campaign's worker, or the studio server a campaign fuzzes — and the lines it prints, read with
/// a time limit.
final class FuzzWorker {
    /// How a worker stopped.
    enum Ending {
        case exited, timedOut, uikitException(String), crashed(String)
    }

    private let process = Process()
    private let output = Pipe()
    private let errorFile: URL
    private var buffered = Data()
    private var timedOut = false

    /// Starts `executable` with `arguments`.
    init(executable: URL, arguments: [String]) throws {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-fuzz-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: errorFile.path])
        }
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        // A file, not a pipe: a dying worker's backtrace can be long, and nobody reads it until the worker is gone.
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit { try? FileManager.default.removeItem(at: errorFile) }

    /// The next line, or nil at the end of the output or after `timeout` seconds of silence.
    func readLine(timeout: TimeInterval) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...newline)
                return line
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            if ready == 0 { timedOut = true; return nil }
            if ready < 0 { if errno == EINTR { continue }; return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 { return nil }
            buffered.append(contentsOf: chunk[0..<count])
        }
    }

    /// Whether the process still runs.
    var isRunning: Bool { process.isRunning }

    /// The end of what the process wrote to standard error: a dead server's last words.
    var lastErrors: String {
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return errors.split(separator: "\n").suffix(3).joined(separator: " / ")
    }

    /// Ends the process (SIGKILL: a fuzzed server owes the campaign no clean exit) and waits for it.
    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the worker if it still runs and says how it ended.
    func finish() -> Ending {
        if timedOut && process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        if timedOut { return .timedOut }
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        if let line = errors.split(separator: "\n").first(where: { $0.contains("Terminating app due to uncaught exception") }) {
            return .uikitException(String(line.drop { $0 != "'" }))
        }
        if process.terminationReason == .exit && process.terminationStatus == 0 { return .exited }
        let reason = errors.split(separator: "\n").first(where: { $0.contains("Fatal error") || $0.contains("crashed") })
        return .crashed(reason.map(String.init) ?? "exit status \(process.terminationStatus)")
    }
}
