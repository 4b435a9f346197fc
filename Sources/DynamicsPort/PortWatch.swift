import Foundation

/// `dynamics port --watch`: ports again whenever the app's sources change. The files are polled (every
/// `interval`), which works the same on every file system, containers' bind mounts included, where inotify does not
/// see a change made from the host; a regeneration waits until nothing has changed for `quietPeriod`, so an editor
/// saving several files, or one file in several writes, gives one regeneration.
public struct PortWatch: Sendable {
    /// What one regeneration did: the report, or the one-line error that left the previous package as it was.
    public typealias Regeneration = Result<PortReport, PortError>

    /// The folder being ported.
    public var folder: URL
    /// The package folder written.
    public var output: URL
    /// The Dynamics checkout the package depends on.
    public var dynamicsPackage: URL
    /// The target and scene files.
    public var options: PortOptions
    /// How often the files are looked at, in seconds.
    public var interval: TimeInterval = 0.2
    /// How long the files must stay unchanged before a regeneration, in seconds.
    public var quietPeriod: TimeInterval = 0.4

    /// A watch of `folder`, regenerating `output` (default `<folder>-linux`).
    public init(folder: URL, output: URL?, dynamicsPackage: URL, options: PortOptions = PortOptions()) {
        self.folder = folder.standardizedFileURL
        self.output = AppPort.defaultOutput(for: folder, output)
        self.dynamicsPackage = dynamicsPackage
        self.options = options
    }

    /// The files whose change regenerates the package: Swift files, storyboards, xibs, everything in asset catalogs,
    /// property lists and Xcode project files of the folder and of the folder above it that holds its project (not
    /// in the folders a port never reads: tests, dependencies, build products), and the scene files; each with its
    /// size and modification time.
    public func fingerprint() -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        var roots = [folder]
        if let project = XcodeProject.find(near: folder) {
            let directory = project.deletingLastPathComponent().deletingLastPathComponent()
            if directory.path != folder.path { roots.append(directory) }
        }
        for root in roots {
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if url.standardizedFileURL.path == output.path
                    || (FolderScan.isSkippedFolder(name) && !name.hasSuffix(".xcodeproj")) {
                    walker.skipDescendants()
                    continue
                }
                if Self.isWatched(url), let stamp = FileStamp(url) { stamps[url.path] = stamp }
            }
        }
        for scene in options.sceneFiles { stamps[scene.path] = FileStamp(scene) ?? FileStamp(size: -1, modified: 0) }
        return stamps
    }

    /// Whether a change of the file at `url` changes the port.
    static func isWatched(_ url: URL) -> Bool {
        let ext = url.pathExtension
        return ["swift", "storyboard", "xib", "plist", "pbxproj", "json"].contains(ext)
            || url.pathComponents.contains { $0.hasSuffix(".xcassets") }
    }

    /// Watches until `shouldStop` says so (checked at every look), calling `regenerated` after each port made
    /// because the files changed from `baseline` (a ``fingerprint()`` taken before the caller's own first port, so a
    /// change made while that port ran is not missed).
    public func run(since baseline: [String: FileStamp], shouldStop: () -> Bool, regenerated: (Regeneration) -> Void) {
        var settled = baseline
        var pending: (stamps: [String: FileStamp], since: TimeInterval)?
        let clock = { ProcessInfo.processInfo.systemUptime }
        while !shouldStop() {
            Thread.sleep(forTimeInterval: interval)
            let now = fingerprint()
            if let waiting = pending {
                if now != waiting.stamps {
                    pending = (now, clock())
                } else if clock() - waiting.since >= quietPeriod {
                    pending = nil
                    settled = now
                    do {
                        regenerated(.success(try AppPort.port(folder: folder, output: output, dynamicsPackage: dynamicsPackage,
                                                              options: options)))
                    } catch {
                        regenerated(.failure(error))
                    }
                }
            } else if now != settled {
                pending = (now, clock())
            }
        }
    }
}

/// A file's size and modification time, which change when it is written.
public struct FileStamp: Equatable, Sendable {
    /// Bytes.
    public var size: Int64
    /// Seconds since 1970, with the file system's fraction.
    public var modified: Double

    init(size: Int64, modified: Double) {
        self.size = size
        self.modified = modified
    }

    init?(_ url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let date = attributes[.modificationDate] as? Date else { return nil }
        size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        modified = date.timeIntervalSince1970
    }
}
