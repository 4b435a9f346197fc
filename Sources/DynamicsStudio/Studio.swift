import Dynamics
import Foundation
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// The studio: a local web server that shows scenes while they are written — a player with a timeline, motion
/// plots, compare mode and renders — over the JSON API `docs/studio.md` documents.
///
/// The scenes run in this process (the `dynamics` tool's own) or, for a package, in a process of their own that the
/// studio builds and restarts (`StudioPackage`). `dynamics studio` is a thin shell over this type: make one with a configuration, then `run`.
public final class Studio: Sendable {
    /// What it was started with.
    public let configuration: StudioConfiguration
    /// The secret every request must carry (see `RequestGuard`): in the address the command prints, then as a cookie.
    let token: String
    /// Where the scenes run: in this process, or in a package's own process.
    let provider: any SceneProvider
    /// The state of the package's last build, for the page.
    let board = BuildBoard()
    let folders: FolderGuard
    let renders = RenderJobs()
    let references = Mutex<[String: ReferenceFolders.Chosen]>([:])
    /// The traces and sounds under way: each a run of a whole scene, answered 202 when it takes longer than
    /// `StudioConfiguration.patience`.
    let wholeRuns: WholeRuns<Response>

    /// Tells pages which build of the scenes they see: a new one (after `--watch` rebuilt) makes them reload.
    var runID: String { provider.run }

    /// Checks the folders and prepares the scenes; nothing listens yet. Must be made on the main actor, where the
    /// scenes run.
    @MainActor
    public convenience init(configuration: StudioConfiguration) throws(StudioError) {
        try self.init(configuration: configuration, provider: nil)
    }

    /// The same, with the scenes coming from `provider` instead of the configuration's scenes or package.
    @MainActor
    init(configuration: StudioConfiguration, provider chosen: (any SceneProvider)?) throws(StudioError) {
        self.configuration = configuration
        var roots = ["package": configuration.packageFolder, "output": configuration.outputFolder]
        for (index, folder) in configuration.referenceFolders.enumerated() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw .badFolder("--reference '\(folder)' is not a folder")
            }
            roots["reference-\(index + 1)"] = folder
        }
        do {
            try FileManager.default.createDirectory(atPath: configuration.outputFolder, withIntermediateDirectories: true)
        } catch {
            throw .badFolder("cannot create the render folder '\(configuration.outputFolder)'")
        }
        folders = FolderGuard(roots: roots)
        wholeRuns = WholeRuns(patience: configuration.patience)
        if let chosen {
            provider = chosen
        } else if let package = configuration.scenePackage {
            guard FileManager.default.fileExists(atPath: package.folder + "/Package.swift") else {
                throw .badFolder("there is no Package.swift in '\(package.folder)'")
            }
            provider = PackageScenes(package, board: board) { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
        } else {
            provider = InProcessScenes(configuration.scenes)
        }
        if let given = configuration.token {
            guard given.utf8.count >= 32, given.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw .badToken("the studio token must be at least 32 letters and digits")
            }
            token = given
        } else {
            token = Self.randomHex(bytes: 32)
        }
    }

    /// Listens and serves until the process ends. `onListening` gets the page's address with this run's token
    /// (`http://host:port/?token=…`) once the port is bound. A busy port throws `StudioError.portBusy`.
    public func run(onListening: @escaping @Sendable (String) -> Void) async throws(StudioError) {
        let router = Router()
        let allowed = AllowedHosts()
        let port = configuration.port
        let host = configuration.host
        let token = self.token
        router.add(middleware: RequestGuard(token: token, allowedHosts: allowed))
        addRoutes(to: router)
        var logger = Logger(label: "dynamics-studio")
        logger.logLevel = .critical
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: nil, reuseAddress: true),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                allowed.set(host: host, port: bound)
                (self.provider as? PackageScenes)?.start()
                let shown = host.contains(":") ? "[\(host)]" : host
                onListening("http://\(shown):\(bound)/?token=\(token)")
            },
            logger: logger)
        do {
            try await app.runService(gracefulShutdownSignals: [])
        } catch {
            let text = String(describing: error)
            if text.contains("Address already in use") || text.contains("EADDRINUSE") {
                throw .portBusy(host: host, port: port)
            }
            throw .cannotListen(text)
        }
    }

    /// Cancels every render started from a page and stops the scene process (before the process exits on an
    /// interrupt).
    public func stop() {
        renders.cancelAll()
        provider.stop()
    }

    static func randomHex(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
