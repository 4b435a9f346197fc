import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process — a campaign's worker, or the studio server a campaign fuzzes — and the lines it prints, read with
/// a time limit.
final class FuzzWorker {
    /// How a worker stopped.
    enum Ending {
        case exited, timedOut(TimeLimit), uikitException(String), crashed(String)
    }

    /// The limit a silent process reached.
    enum TimeLimit {
        /// It used its CPU budget.
        case cpu
        /// It stayed silent, using little CPU, for the whole idle limit.
        case idle
    }

    private let process = Process()
    private let output = Pipe()
    private let errorFile: URL
    private var buffered = Data()
    private var timedOut: TimeLimit?

    /// Starts `executable` with `arguments`.
    init(executable: URL, arguments: [String]) throws {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-fuzz-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: errorFile.path])
        }
        process.executableURL = executable
        process.arguments = arguments
        // The runtime's backtracer symbolicates a dying debug build's stack for 1.7 s of CPU, ten times what the
        // worker's death costs otherwise; the campaign reads only the "Fatal error" or "Program crashed" line, which
        // it still prints, and rerunning the seed by hand gives the symbols. A SWIFT_BACKTRACE of the user's wins.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "symbolicate=off" }
        process.environment = environment
        process.standardOutput = output
        // A file, not a pipe: a dying worker's backtrace can be long, and nobody reads it until the worker is gone.
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit { try? FileManager.default.removeItem(at: errorFile) }

    /// The next line, or nil at the end of the output or after `timeout` seconds of silence.
    func readLine(timeout: TimeInterval) -> String? {
        readLine(cpuBudget: .infinity, idleLimit: timeout)
    }

    /// The next line, or nil at the end of the output, once the process has used `cpuBudget` seconds of CPU since the
    /// call without printing one, or after `idleLimit` seconds of silence. Counting CPU, not the clock, keeps a slow
    /// input on a busy machine (a debug build sharing two cores with twenty other processes runs ten times slower)
    /// from counting as a hang, while a loop that never ends still uses up its budget; `idleLimit` catches a process
    /// that waits forever without using the CPU.
    func readLine(cpuBudget: TimeInterval, idleLimit: TimeInterval) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let startedCPU = cpuSeconds, started = Date()
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...newline)
                return line
            }
            let idle = Date().timeIntervalSince(started)
            if cpuSeconds - startedCPU >= cpuBudget { timedOut = .cpu; return nil }
            if idle >= idleLimit { timedOut = .idle; return nil }
            // Short waits, so the CPU budget is checked while the process stays silent.
            let wait = min(idleLimit - idle, 0.25)
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32((wait * 1000).rounded(.up)))
            if ready == 0 { continue }
            if ready < 0 { if errno == EINTR { continue }; return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 { return nil }
            buffered.append(contentsOf: chunk[0..<count])
        }
    }

    /// The CPU time (user and system) the process has used so far, from `/proc/PID/stat`; 0 once it is gone.
    private var cpuSeconds: TimeInterval {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return 0 }
        // After the command name: state is field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
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
        if timedOut != nil && process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        if let timedOut { return .timedOut(timedOut) }
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        if let line = errors.split(separator: "\n").first(where: { $0.contains("Terminating app due to uncaught exception") }) {
            return .uikitException(String(line.drop { $0 != "'" }))
        }
        if process.terminationReason == .exit && process.terminationStatus == 0 { return .exited }
        let reason = errors.split(separator: "\n").first(where: { $0.contains("Fatal error") || $0.contains("crashed") })
        return .crashed(reason.map(String.init) ?? "exit status \(process.terminationStatus)")
    }
}
