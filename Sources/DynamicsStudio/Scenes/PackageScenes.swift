import Dynamics
import DynamicsFrameServer
import Foundation

/// A package's scenes, in a process of their own: builds the package's executable (`swift build --product P -c C`,
/// with deterministic hashing: `SwiftPMCommand`), starts what that build wrote as `frame-server` (`SceneProcess`), and
/// with `watch` rebuilds once per change in `Sources` or `Package.swift` and serves the new build — so what is served
/// is always what was built. The process it replaces answers every request that had chosen it before it ends, so a
/// rebuild never answers a browser with an error. A failed build leaves the last good process serving and is shown in
/// the page through `board`; so is a crash.
final class PackageScenes: SceneProvider, @unchecked Sendable {
    private let package: StudioPackage
    private let board: BuildBoard
    private let say: @Sendable (String) -> Void
    private let lock = NSLock()
    private var current: SceneProcess?
    /// The run id until the first good build.
    private let unbuilt = Studio.randomHex(bytes: 8)
    private var stopped = false
    /// The scenes the serving build listed.
    private var listed: (run: String, entries: [SceneEntry])?

    /// Seconds between two looks at the sources.
    static let pollInterval: TimeInterval = 0.3

    init(_ package: StudioPackage, board: BuildBoard, say: @escaping @Sendable (String) -> Void) {
        self.package = package
        self.board = board
        self.say = say
    }

    var run: String { lock.withLock { current?.run ?? unbuilt } }

    /// Builds and starts the scenes on a thread of their own, then (with `watch`) keeps watching.
    func start() {
        Thread.detachNewThread { [self] in
            var seen = fingerprint()
            build()
            guard package.watch else { return }
            say("watching \(package.folder)/Sources; every save rebuilds")
            while !lock.withLock({ stopped }) {
                Thread.sleep(forTimeInterval: Self.pollInterval)
                let now = fingerprint()
                guard now != seen else { continue }
                guard let quiet = settled(from: now) else { return }
                seen = quiet
                build()
                // Files saved during the build start another one at the next look.
            }
        }
    }

    /// The sources once a look finds them as the one before: a save seen half done (a file truncated and not yet
    /// written, on a busy machine for longer than a look) would otherwise start a build of the half, and a second
    /// one once the save ends. Nil when the studio stops meanwhile.
    private func settled(from changed: [String: String]) -> [String: String]? {
        var last = changed
        while !lock.withLock({ stopped }) {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            let now = fingerprint()
            if now == last { return now }
            last = now
        }
        return nil
    }

    func scenes() async throws(SceneRequestError) -> [SceneEntry] {
        // Nothing to list until the first build: the page shows the build's state and reloads when it is done.
        guard let process = lock.withLock({ current.map(held) }) else { return [] }
        defer { process.release() }
        // One build's scenes never change: asked once, so that a render keeping the process busy does not hold up
        // every request that names a scene.
        if let listed = lock.withLock({ listed }), listed.run == process.run { return listed.entries }
        let data = try await process.ask(FrameServerMessage.Head(id: 0, operation: .scenes))
        let entries: [SceneEntry]
        do { entries = try JSONDecoder().decode([SceneEntry].self, from: data) } catch {
            throw SceneRequestError(.unavailable, "the scene process listed no scenes: \(error)")
        }
        lock.withLock { listed = (process.run, entries) }
        return entries
    }

    func frame(_ scene: String, _ index: Int, _ look: FrameLook, drawAhead: Bool) async throws(SceneRequestError) -> DrawnFrame {
        var head = FrameServerMessage.Head(id: 0, operation: .frame)
        (head.scene, head.frame, head.look, head.drawAhead) = (scene, index, look, drawAhead)
        let process = try serving()
        defer { process.release() }
        return DrawnFrame(png: try await process.ask(head), run: process.run)
    }

    func motion(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> SceneMotion {
        var head = FrameServerMessage.Head(id: 0, operation: .motion)
        (head.scene, head.look) = (scene, look)
        let data = try await ask(head)
        do { return try JSONDecoder().decode(SceneMotion.self, from: data) } catch {
            throw SceneRequestError(.unavailable, "the scene process sent a motion the studio cannot read: \(error)")
        }
    }

    func inspect(_ scene: String, _ index: Int, _ look: FrameLook, _ request: InspectRequest)
        async throws(SceneRequestError) -> ViewInspection? {
        var head = FrameServerMessage.Head(id: 0, operation: .inspect)
        (head.scene, head.frame, head.look, head.inspect) = (scene, index, look, request)
        let data = try await ask(head)
        do { return try JSONDecoder().decode(ViewInspection?.self, from: data) } catch {
            throw SceneRequestError(.unavailable, "the scene process sent an inspection the studio cannot read: \(error)")
        }
    }

    func audio(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> Data {
        var head = FrameServerMessage.Head(id: 0, operation: .audio)
        (head.scene, head.look) = (scene, look)
        return try await ask(head)
    }

    func render(_ scene: String, _ request: RenderRequest, output: String, toolVersion: String)
        -> (lines: AsyncStream<String>, cancel: @Sendable () -> Void) {
        var head = FrameServerMessage.Head(id: 0, operation: .render)
        (head.scene, head.render, head.output, head.toolVersion) = (scene, request, output, toolVersion)
        do throws(SceneRequestError) {
            let process = try serving()
            defer { process.release() }
            return process.render(head)
        } catch {
            let (lines, continuation) = AsyncStream<String>.makeStream(of: String.self)
            continuation.yield(String(decoding: (try? JSONEncoder().encode(["error": error.message])) ?? Data("{}".utf8),
                                      as: UTF8.self))
            continuation.finish()
            return (lines, {})
        }
    }

    func stop() {
        let process: SceneProcess? = lock.withLock {
            stopped = true
            return current
        }
        process?.stop()
    }

    /// Asks the serving process, which answers even if a rebuild replaces it meanwhile.
    private func ask(_ head: FrameServerMessage.Head) async throws(SceneRequestError) -> Data {
        let process = try serving()
        defer { process.release() }
        return try await process.ask(head)
    }

    /// The serving process, held for the caller (who releases it), so that a rebuild retiring it lets the caller's
    /// question be answered first.
    private func serving() throws(SceneRequestError) -> SceneProcess {
        guard let process = lock.withLock({ current.map(held) }) else {
            throw SceneRequestError(.unavailable, board.current.state == "failed"
                ? "the package does not build (see the build errors)" : "the package is being built")
        }
        return process
    }

    /// `process`, held (called with the lock held, so a rebuild cannot retire it between choosing and holding).
    private func held(_ process: SceneProcess) -> SceneProcess {
        process.hold()
        return process
    }

    /// One build; on success the process of the new build replaces the one serving.
    private func build() {
        board.set(BuildStatus(state: "building"))
        let product: String
        let command: [String]
        do throws(StudioError) {
            // A build command and an executable of the caller's need no product.
            if let chosen = package.product {
                product = chosen
            } else if let executable = package.executable, package.buildCommand != nil {
                product = URL(fileURLWithPath: executable).lastPathComponent
            } else {
                product = try onlyExecutable()
            }
            command = package.buildCommand
                ?? SwiftPMCommand.environmentArguments(["build", "--product", product, "-c", package.configuration])
        } catch {
            board.set(BuildStatus(state: "failed", log: error.description))
            say("error: \(error)")
            return
        }
        say("building: \(command.joined(separator: " "))")
        let (status, output) = Self.run(command, in: package.folder)
        guard status == 0 else {
            let tail = output.split(whereSeparator: \.isNewline).suffix(40).joined(separator: "\n")
            board.set(BuildStatus(state: "failed", errors: BuildStatus.diagnostics(in: output, package: package.folder), log: tail))
            say("build failed" + (lock.withLock { current } == nil ? "" : "; the last good build keeps serving"))
            return
        }
        let executable: String
        if let given = package.executable {
            executable = given
        } else {
            let (binStatus, binOutput) = Self.run(
                SwiftPMCommand.environmentArguments(["build", "-c", package.configuration, "--show-bin-path"]), in: package.folder)
            let folder = binOutput.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            executable = folder + "/" + product
            guard binStatus == 0, folder.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: executable) else {
                board.set(BuildStatus(state: "failed", log: "the build wrote no executable at '\(executable)'"))
                say("built, but there is no executable at '\(executable)'")
                return
            }
        }
        let board = self.board, say = self.say
        let fresh = SceneProcess(executable: executable, onStart: {
            if board.current.state == "crashed" { board.set(BuildStatus(state: "ok")) }
        }, onEnd: { reason in
            board.set(BuildStatus(state: "crashed", log: reason))
            say(reason + "; the next request starts it again")
        })
        let old: SceneProcess? = lock.withLock {
            guard !stopped else { return fresh }
            defer { current = fresh }
            return current
        }
        old?.retire()
        board.set(BuildStatus(state: "ok"))
        say(old == nil ? "built; serving \(product)'s scenes" : "built; scenes restarted")
    }

    /// The package's only executable product (`swift package describe`), or an error naming them all.
    private func onlyExecutable() throws(StudioError) -> String {
        let (status, output) = Self.run(SwiftPMCommand.environmentArguments(["package", "describe", "--type", "json"]),
                                       in: package.folder, errors: false)
        guard status == 0, let start = output.firstIndex(of: "{"),
              let description = try? JSONDecoder().decode(PackageDescription.self, from: Data(output[start...].utf8)) else {
            throw .badFolder("cannot read the package in '\(package.folder)' (`swift package describe` failed)")
        }
        let executables = description.products.filter { $0.type.keys.contains("executable") }.map(\.name)
        guard executables.count == 1 else {
            throw .badFolder(executables.isEmpty ? "the package in '\(package.folder)' has no executable product"
                : "the package has several executables (\(executables.joined(separator: ", "))); choose one with --product")
        }
        return executables[0]
    }

    private struct PackageDescription: Decodable {
        struct Product: Decodable {
            var name: String
            var type: [String: [String]?]
        }
        var products: [Product]
    }

    /// Runs `command` (`env`'s arguments: SwiftPM's run as `SwiftPMCommand` says) in `folder`; its exit status and what
    /// it wrote (standard error too, unless `errors` is false).
    private static func run(_ command: [String], in folder: String, errors: Bool = true) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("studio-build-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        guard let handle = try? FileHandle(forWritingTo: log) else { return (1, "cannot write \(log.path)") }
        process.standardOutput = handle
        process.standardError = errors ? handle : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return (1, "cannot run `\(command.joined(separator: " "))`: \(error)")
        }
        try? handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Path, size and modification time of every file in Sources but hidden ones (not of folders), and of
    /// Package.swift.
    private func fingerprint() -> [String: String] {
        var files: [String: String] = [:]
        let manager = FileManager.default
        var paths = [package.folder + "/Package.swift"]
        if let walker = manager.enumerator(atPath: package.folder + "/Sources") {
            // SwiftPM builds no hidden file, and editors save through hidden ones (a temporary file renamed over the
            // source, a swap file): they change nothing that a build would see.
            for case let relative as String in walker where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                paths.append(package.folder + "/Sources/" + relative)
            }
        }
        for path in paths {
            // Files only: a folder's time changes with any entry made in it, hidden ones too, and a new or removed
            // file shows as a path anyway.
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType != .typeDirectory else { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[path] = "\(size)@\(date)"
        }
        return files
    }
}
