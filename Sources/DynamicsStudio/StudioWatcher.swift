import Foundation

/// `dynamics studio --watch`: a supervisor that runs the studio as a child process of the package's freshly built
/// executable, watches the package's `Sources` and `Package.swift`, rebuilds on every change, and restarts the child
/// on the same port when the build succeeds. The open page sees the new process's run id on its event stream and
/// reloads its scene at the same playhead; a failed build leaves the last good child running and is shown in the
/// page through the build-status file.
public final class StudioWatcher {
    private let packageFolder: String
    private let executable: String
    private let arguments: [String]
    private var port: Int
    private let buildCommand: [String]
    private let statusFile: String
    private var child: Process?

    /// Seconds between two looks at the sources.
    static let pollInterval: TimeInterval = 0.3

    /// A supervisor for the package in `packageFolder` (it must hold a `Package.swift`): `executable` is started with
    /// `arguments` plus `--port` and the build-status file; `buildCommand` runs in the package folder.
    public init(packageFolder: String, executable: String, arguments: [String], port: Int,
                buildCommand: [String]) throws(StudioError) {
        guard FileManager.default.fileExists(atPath: packageFolder + "/Package.swift") else {
            throw .badFolder("--watch needs a package: there is no Package.swift in '\(packageFolder)'")
        }
        guard !buildCommand.isEmpty else { throw .watchFailed("the build command is empty") }
        self.packageFolder = packageFolder
        self.executable = executable
        self.arguments = arguments
        self.port = port
        self.buildCommand = buildCommand
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dynamics-studio-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        statusFile = folder.appendingPathComponent("build.json").path
    }

    /// Starts the child and watches until the process is interrupted; never returns.
    public func run() -> Never {
        BuildStatus(state: "ok").write(to: statusFile)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [self] in
                stopChild()
                try? FileManager.default.removeItem(atPath: (statusFile as NSString).deletingLastPathComponent)
                exit(128 + signalNumber)
            }
            source.resume()
            Self.keep.append(source)
        }
        startChild()
        say("watching \(packageFolder)/Sources; every save rebuilds with `\(buildCommand.joined(separator: " "))`")
        var seen = fingerprint()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval)
        timer.setEventHandler { [self] in
            let now = fingerprint()
            guard now != seen else { return }
            seen = now
            rebuild()
            // Files saved during the build start another one at the next look.
        }
        timer.resume()
        Self.keep.append(timer)
        dispatchMain()
    }

    nonisolated(unsafe) private static var keep: [any DispatchSourceProtocol] = []

    /// Path, size and modification time of every file in Sources, and of Package.swift.
    private func fingerprint() -> [String: String] {
        var files: [String: String] = [:]
        let manager = FileManager.default
        var paths = [packageFolder + "/Package.swift"]
        if let walker = manager.enumerator(atPath: packageFolder + "/Sources") {
            for case let relative as String in walker { paths.append(packageFolder + "/Sources/" + relative) }
        }
        for path in paths {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[path] = "\(size)@\(date)"
        }
        return files
    }

    private func rebuild() {
        BuildStatus(state: "building").write(to: statusFile)
        say("change seen; building…")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = buildCommand
        process.currentDirectoryURL = URL(fileURLWithPath: packageFolder)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("studio-build-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        guard let handle = try? FileHandle(forWritingTo: log) else { return }
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            BuildStatus(state: "failed", log: "cannot run the build: \(error)").write(to: statusFile)
            return
        }
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let tail = output.split(whereSeparator: \.isNewline).suffix(40).joined(separator: "\n")
            BuildStatus(state: "failed", errors: BuildStatus.diagnostics(in: output, package: packageFolder), log: tail)
                .write(to: statusFile)
            say("build failed; the last good build keeps running")
            return
        }
        stopChild()
        startChild()
        BuildStatus(state: "ok").write(to: statusFile)
        say("built; scenes restarted")
    }

    private func startChild() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["--port", String(port), "--build-status", statusFile]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("error: cannot start '\(executable)': \(error)\n".utf8))
            exit(1)
        }
        child = process
        // Passes the child's lines on; the first address fixes the port for every later child (--port 0).
        var buffer = ""
        while let chunk = try? pipe.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty {
            buffer += String(decoding: chunk, as: UTF8.self)
            if buffer.hasSuffix("\n") {
                FileHandle.standardOutput.write(Data(buffer.utf8))
                if buffer.hasPrefix("Studio: "), let colon = buffer.lastIndex(of: ":"),
                   let found = Int(buffer[buffer.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: "/\n"))) {
                    port = found
                    break
                }
                buffer = ""
            }
        }
        Thread.detachNewThread {
            // Drains the rest so the child never blocks on a full pipe.
            while let data = try? pipe.fileHandleForReading.read(upToCount: 4096), !data.isEmpty {
                FileHandle.standardOutput.write(data)
            }
        }
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func stopChild() {
        guard let child, child.isRunning else { return }
        child.terminate()
        child.waitUntilExit()
    }
}
