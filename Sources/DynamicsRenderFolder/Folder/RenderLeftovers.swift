import Foundation

/// What renders that died (`kill -9`, a crash, a power cut) leave in a folder, and its removal by the next render.
///
/// A render names every temporary thing it writes after its process id: the staging folder
/// (`.dynamics-staging-PID`), the partial video (`.NAME.partial-PID`, and `.NAME.audio.partial-PID` while its sound
/// track is muxed in; `.NAME.partial-PID.log` and `.NAME.f32le.partial-PID` from renders that piped to the ffmpeg
/// program), the temporary trace and poster (`.NAME.PID.tmp`) and frame files (`.NAME.PID.N.tmp`).
/// One whose process no longer runs on this machine is a leftover. A running process's files are never touched, nor
/// are staging folders while another render holds the folder's lock.
public enum RenderLeftovers {
    /// Removes the leftovers of dead renders from `folder` and returns the names removed, sorted. Staging folders
    /// and the lock are included only when no render holds the lock (`holdsLock`: the caller holds it itself, as
    /// `RenderFolder` does, and has already dealt with them).
    public static func removeDead(in folder: String, holdsLock: Bool = false) -> [String] {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var removed: [String] = []
        let url = URL(fileURLWithPath: folder)
        for name in names {
            guard let pid = temporaryFileOwner(name), !isRunning(pid) else { continue }
            if (try? manager.removeItem(at: url.appendingPathComponent(name))) != nil { removed.append(name) }
        }
        if !holdsLock, names.contains(RenderFolder.lockFileName) {
            removed += removeDeadStaging(in: folder, names: names)
        }
        return removed.sorted()
    }

    /// One line for the user: `removed what interrupted renders left in 'out': .dynamics-staging-4242, .v.mp4.partial-4242`.
    public static func report(_ removed: [String], in folder: String) -> String {
        "removed what interrupted renders left in '\(folder)': " + removed.joined(separator: ", ")
    }

    /// With the lock of a render that died (`flock` is free), its staging folders and the lock file itself.
    private static func removeDeadStaging(in folder: String, names: [String]) -> [String] {
        let url = URL(fileURLWithPath: folder)
        let lock = open(url.appendingPathComponent(RenderFolder.lockFileName).path, O_RDWR | O_CLOEXEC)
        guard lock >= 0 else { return [] }
        defer { close(lock) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return [] }
        defer { flock(lock, LOCK_UN) }
        var removed: [String] = []
        for name in names where name.hasPrefix(RenderFolder.stagingPrefix) {
            guard let pid = Int32(name.dropFirst(RenderFolder.stagingPrefix.count)), !isRunning(pid) else { continue }
            if (try? FileManager.default.removeItem(at: url.appendingPathComponent(name))) != nil { removed.append(name) }
        }
        // A lock without a manifest marks the interrupted render; once its staging is gone the marker goes too.
        if !names.contains(where: { $0.hasPrefix(RenderFolder.stagingPrefix) && !removed.contains($0) }),
           unlink(url.appendingPathComponent(RenderFolder.lockFileName).path) == 0 {
            removed.append(RenderFolder.lockFileName)
        }
        return removed
    }

    /// The process id in the name of a render's temporary file, or nil for any other name: `.NAME.partial-PID`,
    /// `.NAME.partial-PID.log`, `.NAME.PID.tmp`, `.NAME.PID.N.tmp`.
    static func temporaryFileOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), !name.hasPrefix(RenderFolder.stagingPrefix), name != RenderFolder.lockFileName else {
            return nil
        }
        var parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "log" { parts.removeLast() }
        if let last = parts.last, last.hasPrefix("partial-"), parts.count >= 3 {
            return Int32(last.dropFirst("partial-".count))
        }
        guard parts.last == "tmp", parts.count >= 4 else { return nil }
        parts.removeLast()
        // `.NAME.PID.N.tmp` (frames, N random) or `.NAME.PID.tmp` (traces and posters): NAME has an extension.
        if parts.count >= 4, let pid = Int32(parts[parts.count - 2]), UInt32(parts[parts.count - 1]) != nil { return pid }
        return Int32(parts[parts.count - 1])
    }

    /// True when a process with this id runs on this machine (or exists and is not ours to signal). A zombie — a
    /// killed render its parent has not reaped yet — is dead.
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        // /proc/PID/stat: "PID (command) STATE …"; the command may hold spaces and parentheses, the state follows
        // the last ')'.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}
