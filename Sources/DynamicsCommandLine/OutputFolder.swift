import Dynamics
import Foundation

/// The folder a render writes into, and the rules that keep users' files safe.
enum OutputFolder {
    /// Makes sure `path` can receive a render of `sceneName`.
    ///
    /// An absent folder is created. A non-empty folder is accepted only when its manifest names the same scene
    /// (an earlier render being refreshed), when it holds nothing but frame files (an interrupted render, which has
    /// no manifest yet), or with `force`; otherwise this throws a usage error. The old manifest is
    /// removed before any frame is written, so a folder with a manifest always holds a complete render.
    static func prepare(_ path: String, sceneName: String, force: Bool) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CommandLineError.usage("'\(path)' exists and is not a folder") }
            let contents = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }
            if !contents.allSatisfy(isFrameFileName) && !force {
                guard let manifest = RenderManifest.read(fromFolder: path), manifest.scene == sceneName else {
                    throw CommandLineError.usage("'\(path)' is not empty and is not an earlier render of "
                        + "'\(sceneName)'; choose another --out or pass --force")
                }
            }
        } else {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CommandLineError.usage("cannot create '\(path)': \(reason(error))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw CommandLineError.usage("cannot write to '\(path)': \(String(cString: strerror(errno)))")
        }
        let manifest = URL(fileURLWithPath: path).appendingPathComponent(RenderManifest.fileName).path
        if manager.fileExists(atPath: manifest) {
            do {
                try manager.removeItem(atPath: manifest)
            } catch {
                throw CommandLineError.usage("cannot replace '\(manifest)': \(reason(error))")
            }
        }
    }

    /// Deletes `frame_NNNNN.png` files in `path` that are not in `keep` (left by a longer or different earlier
    /// render). Other files are never touched.
    static func removeStaleFrames(in path: String, keeping keep: Set<String>) throws {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? []
        where isFrameFileName(name) && !keep.contains(name) {
            try manager.removeItem(atPath: URL(fileURLWithPath: path).appendingPathComponent(name).path)
        }
    }

    /// True for `frame_` + digits + `.png`.
    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame_".count).dropLast(".png".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// The underlying system reason of a Foundation file error, in a few words.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
