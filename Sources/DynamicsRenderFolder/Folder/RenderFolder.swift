import Foundation

/// The folder a render writes into, and the rules that keep earlier renders and users' files safe.
///
/// - Only a folder with a valid manifest of the same scene counts as an earlier render, plus a folder an
///   interrupted render of ours left behind (it still holds our lock file). Anything else — the user's own files,
///   whatever their names — is refused unless `force` is given.
/// - A lock (`flock` on `.dynamics-render.lock`) keeps a second render out while one is writing; the kernel releases
///   it when a render dies, even by `kill -9`.
/// - New frames go to a staging folder inside the render folder. Until `commit`, the earlier render is untouched, so
///   a failure leaves it byte-identical; `discard` removes the staging folder (and a folder this render created).
/// - `commit` removes the old manifest first, moves the frames into place and writes the manifest last, so a
///   folder with a manifest always holds a complete render. Frames of an earlier render with the same settings that
///   this render did not redraw (a `--frames` range) are kept and stay in the manifest.
public final class RenderFolder {
    /// Why a folder cannot take a render.
    public enum Failure: Error, CustomStringConvertible, Equatable, Sendable {
        /// The path exists and is a file.
        case notAFolder(String)
        /// The folder holds files that are not an earlier render of this scene.
        case notARender(String, scene: String)
        /// Another render holds the folder's lock.
        case busy(String)
        /// The folder could not be created.
        case cannotCreate(String, reason: String)
        /// A file operation failed.
        case io(String, reason: String)

        /// One line for the user.
        public var description: String {
            switch self {
            case .notAFolder(let path): "'\(path)' exists and is not a folder"
            case .notARender(let path, let scene):
                "'\(path)' is not empty and is not an earlier render of '\(scene)'; choose another folder or force the render"
            case .busy(let path): "another render is writing to '\(path)'; wait for it or choose another folder"
            case .cannotCreate(let path, let reason): "cannot create '\(path)': \(reason)"
            case .io(let path, let reason): "cannot write to '\(path)': \(reason)"
            }
        }
    }

    /// The lock file's name; its presence without a manifest marks a render that was interrupted.
    public static let lockFileName = ".dynamics-render.lock"
    /// The start of a staging folder's name; the rest is the process id of the render writing it.
    static let stagingPrefix = ".dynamics-staging-"

    /// The render folder.
    public let path: String
    /// Where this render's frames are written until `commit`.
    public let stagingPath: String
    private let lock: Int32
    private let createdFolder: Bool
    private let earlier: RenderManifest?
    private let replacesForeignFrames: Bool
    private var isOpen = true
    private let openState = NSLock()

    /// Frames an interrupted render of the same settings left complete in its staging folder, adopted by a
    /// resuming render (`resume`), by frame number; empty otherwise. Their files are in `stagingPath`.
    public private(set) var resumableFrames: [Int: RenderManifest.Frame] = [:]

    /// What renders that died had left in the folder and opening it removed (staging folders it did not resume, the
    /// lock they left, partial videos and logs, temporary files), by name; empty when there was nothing.
    public private(set) var removedLeftovers: [String] = []

    /// The file in a staging folder that records the settings of the render writing it, so a resume can tell
    /// whether its frames fit.
    static let stagingSettingsFileName = ".render-settings.json"

    /// Opens `path` for a render of `sceneName`: creates it when absent, refuses a folder that is not an earlier
    /// render of the scene unless `force`, takes the lock and clears what interrupted renders left.
    ///
    /// `settings` (a manifest of this render without frames) is written into the staging folder; with `resume`, the
    /// staging folder of an interrupted render with the same settings is adopted instead of removed, and its complete
    /// frames are listed in `resumableFrames` (every PNG there was renamed into place whole, so a listed frame is
    /// never half-written; its SHA-256 is taken from the file).
    public init(path: String, sceneName: String, force: Bool, settings: RenderManifest? = nil,
                resume: Bool = false) throws(Failure) {
        self.path = path
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        var interrupted = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .notAFolder(path) }
            let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            interrupted = names.contains(Self.lockFileName)
            let manifest = RenderManifest.read(fromFolder: path)
            let visible = names.filter { !$0.hasPrefix(".") }
            if !visible.isEmpty && !force && !interrupted && manifest?.scene != sceneName {
                throw .notARender(path, scene: sceneName)
            }
            earlier = manifest?.scene == sceneName ? manifest : nil
            createdFolder = false
        } else {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreate(path, reason: Self.creationFailureReason(path, error))
            }
            earlier = nil
            createdFolder = true
        }
        replacesForeignFrames = force || interrupted
        let lockPath = URL(fileURLWithPath: path).appendingPathComponent(Self.lockFileName).path
        lock = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw .io(path, reason: String(cString: strerror(errno))) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            close(lock)
            throw .busy(path)
        }
        stagingPath = URL(fileURLWithPath: path)
            .appendingPathComponent(Self.stagingPrefix + String(ProcessInfo.processInfo.processIdentifier)).path
        // We hold the lock, so any staging folder here belongs to a render that died.
        var adopted = false
        var removed: [String] = []
        for name in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted() where name.hasPrefix(Self.stagingPrefix) {
            let dead = URL(fileURLWithPath: path).appendingPathComponent(name).path
            if resume, !adopted, let settings, Self.stagedSettings(in: dead) == settings,
               dead == stagingPath || rename(dead, stagingPath) == 0 {
                adopted = true
            } else if (try? manager.removeItem(atPath: dead)) != nil {
                removed.append(name)
            }
        }
        removed += RenderLeftovers.removeDead(in: path, holdsLock: true)
        // The lock file a dead render left is taken over, and removed when this render ends.
        removedLeftovers = (interrupted && !adopted ? [Self.lockFileName] : []) + removed.sorted()
        do {
            if !adopted { try manager.createDirectory(atPath: stagingPath, withIntermediateDirectories: false) }
            if let settings {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try encoder.encode(settings).write(to: URL(fileURLWithPath: stagingPath)
                    .appendingPathComponent(Self.stagingSettingsFileName), options: .atomic)
            }
        } catch {
            // Self is whole here, so its deinit runs after the throw: close now, and only once.
            if markClosed() { releaseLock(removingFile: createdFolder) }
            throw .io(path, reason: fileErrorReason(error))
        }
        if adopted, let settings { resumableFrames = Self.completeFrames(in: stagingPath, fps: settings.fps) }
    }

    /// The settings a staging folder's render recorded, if readable.
    private static func stagedSettings(in staging: String) -> RenderManifest? {
        let url = URL(fileURLWithPath: staging).appendingPathComponent(stagingSettingsFileName)
        return (try? Data(contentsOf: url)).flatMap(RenderManifest.decoded(from:))
    }

    /// The frame files in `staging`, hashed.
    private static func completeFrames(in staging: String, fps: Int) -> [Int: RenderManifest.Frame] {
        var frames: [Int: RenderManifest.Frame] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? [] where RenderManifest.isFrameFileName(name) {
            guard let index = Int(name.dropFirst("frame_".count).dropLast(".png".count)), name == RenderManifest.fileName(forFrame: index),
                  let data = FileManager.default.contents(atPath: URL(fileURLWithPath: staging).appendingPathComponent(name).path),
                  let pixels = try? PNGReader.readRGBA(data: data, name: name)
            else { continue }
            frames[index] = RenderManifest.Frame(index: index, file: name, time: TimeInterval(index) / TimeInterval(fps),
                                                 fileHash: ContentHash.of(data), pixelHash: ContentHash.ofPixels(pixels))
        }
        return frames
    }

    deinit { if isOpen { discard() } }

    /// Foundation reports a file in the way of a new folder as an unknown write error; name the file instead.
    private static func creationFailureReason(_ path: String, _ error: Error) -> String {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        while ancestor.path != "/" && !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            ancestor.deleteLastPathComponent()
        }
        if !isFolder.boolValue { return "'\(ancestor.path)' is a file" }
        if access(ancestor.path, W_OK) != 0 { return "'\(ancestor.path)' is not writable" }
        return fileErrorReason(error)
    }

    /// Moves the staged frames into place and writes `manifest` (with the kept frames of a compatible earlier
    /// render added). Returns the manifest written.
    @discardableResult
    public func commit(_ manifest: RenderManifest) throws(Failure) -> RenderManifest {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: path)
        var written = manifest
        let fresh = Set(manifest.frames.map(\.file))
        if let earlier, earlier.hasSameSettings(as: manifest) {
            written.frames = (earlier.frames.filter { !fresh.contains($0.file) } + manifest.frames)
                .sorted { $0.index < $1.index }
            written.frameCount = written.frames.count
            // Frames of an earlier render stay beside the new ones: the folder no longer holds just this shard.
            if written.frames.count != manifest.frames.count { written.shard = nil }
        }
        let kept = Set(written.frames.map(\.file))
        do {
            let manifestPath = folder.appendingPathComponent(RenderManifest.fileName).path
            if manager.fileExists(atPath: manifestPath) { try manager.removeItem(atPath: manifestPath) }
            for frame in manifest.frames {
                let target = folder.appendingPathComponent(frame.file).path
                let staged = URL(fileURLWithPath: stagingPath).appendingPathComponent(frame.file).path
                guard rename(staged, target) == 0 else { throw Failure.io(path, reason: String(cString: strerror(errno))) }
            }
            // Frames of ours that the new manifest does not list; the user's files only with --force.
            let ours = Set(earlier?.frames.map(\.file) ?? [])
            for name in (try? manager.contentsOfDirectory(atPath: path)) ?? []
            where RenderManifest.isFrameFileName(name) && !kept.contains(name) && (ours.contains(name) || replacesForeignFrames) {
                try manager.removeItem(atPath: folder.appendingPathComponent(name).path)
            }
            try written.write(toFolder: path)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .io(path, reason: fileErrorReason(error))
        }
        try? manager.removeItem(atPath: stagingPath)
        if markClosed() { releaseLock(removingFile: true) }
        return written
    }

    /// Abandons the render: removes the staging folder, and the render folder itself when this render created it
    /// and nothing else was put there. The earlier render, if any, is left as it was. Safe to call from another
    /// thread (a cancellation) and more than once.
    public func discard() {
        guard markClosed() else { return }
        let manager = FileManager.default
        try? manager.removeItem(atPath: stagingPath)
        releaseLock(removingFile: true)
        if createdFolder, ((try? manager.contentsOfDirectory(atPath: path)) ?? ["?"]).isEmpty {
            try? manager.removeItem(atPath: path)
        }
    }

    /// Marks the folder closed; true for the one caller that closed it, which then releases the lock. A descriptor
    /// closed twice could close one another thread opened meanwhile.
    private func markClosed() -> Bool {
        openState.withLock {
            defer { isOpen = false }
            return isOpen
        }
    }

    private func releaseLock(removingFile: Bool) {
        if removingFile { unlink(URL(fileURLWithPath: path).appendingPathComponent(Self.lockFileName).path) }
        flock(lock, LOCK_UN)
        close(lock)
    }
}

extension RenderManifest {
    /// True when `other` renders the same scene with the same fps, size, scale, background, length, appearance,
    /// device, orientation, text size, overlays (`--debug`, `--touches`, `--show-haptics`) and parameter values
    /// (`--set`), so frames of one can stand in the other.
    func hasSameSettings(as other: RenderManifest) -> Bool {
        scene == other.scene && fps == other.fps && sizeInPoints == other.sizeInPoints
            && sizeInPixels == other.sizeInPixels && scale == other.scale && transparent == other.transparent
            && duration == other.duration && appearance == other.appearance && device == other.device
            && orientation == other.orientation && contentSize == other.contentSize
            && debugOverlay == other.debugOverlay && touches == other.touches && parameters == other.parameters
            && haptics == other.haptics
    }

    /// True for `frame_` + digits + `.png`.
    public static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame_".count).dropLast(".png".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}

/// The underlying system reason of a Foundation file error, in a few words.
public func fileErrorReason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    return nsError.localizedDescription
}
