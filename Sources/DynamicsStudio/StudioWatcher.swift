import Foundation

/// `dynamics studio --watch`: a supervisor that runs the studio as a child process of the package's freshly built
/// executable, watches the package's `Sources` and `Package.swift`, rebuilds on every change, and restarts the child
/// on the same port when the build succeeds. The open page sees the new process's run id on its event stream and
/// reloads its scene at the same playhead; a failed build leaves the last good child running and is shown in the
/// page through the build-status file.
///
/// It builds in the configuration of the executable it was started as (`swift run -c release … --watch` rebuilds
/// with `-c release`) and starts the executable that build wrote (the product in `swift build --show-bin-path` of
/// that configuration), so what is served is always what was built. Every child gets the same token, so an open
/// page's cookie stays good across restarts.
public final class StudioWatcher {
    private let packageFolder: String
    private let executable: String
    private let arguments: [String]
    private var port: Int
    private let buildCommand: [String]
    /// `swift build --show-bin-path` in the build's configuration; nil (a build command of the caller's) serves
    /// `executable` again after every build.
    private let binPathCommand: [String]?
    /// The executable a successful build is served from, found once with `binPathCommand`.
    private var served: String?
    private let statusFile: String
    private let token = Studio.randomHex(bytes: 32)
    private var child: Process?

    /// The environment variable a scene process started by the supervisor takes its token from
    /// (`StudioConfiguration.token`).
    public static let tokenVariable = "DYNAMICS_STUDIO_TOKEN"

    /// Seconds between two looks at the sources.
    static let pollInterval: TimeInterval = 0.3

    /// A supervisor for the package in `packageFolder` (it must hold a `Package.swift`): `executable` (an absolute
    /// path, as the process was started) is started with `arguments` plus `--port` and the build-status file.
    /// Every change runs `buildCommand` in the package folder and serves `executable` again; without one, it runs
    /// `swift build --product <executable's name> -c <configuration>`, the configuration being the name of the
    /// folder `executable` is in (`release`, else `debug`), and serves that build's product.
    public init(packageFolder: String, executable: String, arguments: [String], port: Int,
                buildCommand: [String]?) throws(StudioError) {
        guard FileManager.default.fileExists(atPath: packageFolder + "/Package.swift") else {
            throw .badFolder("--watch needs a package: there is no Package.swift in '\(packageFolder)'")
        }
        if let buildCommand {
            guard !buildCommand.isEmpty else { throw .watchFailed("the build command is empty") }
            self.buildCommand = buildCommand
            binPathCommand = nil
        } else {
            let (build, binPath) = Self.swiftBuild(for: executable)
            self.buildCommand = build
            binPathCommand = binPath
        }
        self.packageFolder = packageFolder
        self.executable = executable
        self.arguments = arguments
        self.port = port
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

    /// The `swift build` that rebuilds `executable` in its own configuration, and the command that prints where that
    /// build puts it.
    static func swiftBuild(for executable: String) -> (build: [String], binPath: [String]) {
        let url = URL(fileURLWithPath: executable)
        let configuration = url.deletingLastPathComponent().lastPathComponent == "release" ? "release" : "debug"
        return (["swift", "build", "--product", url.lastPathComponent, "-c", configuration],
                ["swift", "build", "-c", configuration, "--show-bin-path"])
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
        let built: String
        do throws(StudioError) {
            built = try builtExecutable()
        } catch {
            BuildStatus(state: "failed", log: error.description).write(to: statusFile)
            say("built, but \(error); the last good build keeps running")
            return
        }
        stopChild()
        startChild(built)
        BuildStatus(state: "ok").write(to: statusFile)
        say("built; scenes restarted")
    }

    /// The executable the build just made: `executable` itself with a build command of the caller's, else the
    /// product in the folder `swift build --show-bin-path` names for the configuration built.
    private func builtExecutable() throws(StudioError) -> String {
        guard let binPathCommand else { return executable }
        if let served { return served }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = binPathCommand
        process.currentDirectoryURL = URL(fileURLWithPath: packageFolder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .watchFailed("cannot run `\(binPathCommand.joined(separator: " "))`: \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let folder = output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        let path = folder + "/" + URL(fileURLWithPath: executable).lastPathComponent
        guard process.terminationStatus == 0, folder.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: path) else {
            throw .watchFailed("the build wrote no executable at '\(path)'")
        }
        served = path
        return path
    }

    private func startChild(_ path: String? = nil) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? executable)
        process.arguments = arguments + ["--port", String(port), "--build-status", statusFile]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.tokenVariable] = token
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("error: cannot start '\(path ?? executable)': \(error)\n".utf8))
            exit(1)
        }
        child = process
        // Passes the child's lines on; the first address fixes the port for every later child (--port 0).
        var buffer = ""
        while let chunk = try? pipe.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty {
            buffer += String(decoding: chunk, as: UTF8.self)
            if buffer.hasSuffix("\n") {
                FileHandle.standardOutput.write(Data(buffer.utf8))
                if buffer.hasPrefix("Studio: "),
                   let found = URLComponents(string: buffer.dropFirst("Studio: ".count)
                       .trimmingCharacters(in: .whitespacesAndNewlines))?.port {
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
