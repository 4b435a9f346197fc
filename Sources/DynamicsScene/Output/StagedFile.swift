import Foundation
import DynamicsRenderFolder

/// A file written under a temporary name beside its place, moved there only once everything else succeeded.
struct StagedFile {
    let path: String
    let temporary: URL

    /// A temporary file already written in full.
    init(path: String, temporary: URL) {
        self.path = path
        self.temporary = temporary
    }

    init(path: String, contents: Data) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        if let reason = Self.write(contents, to: temporary.path) {
            // A full disk fails the write part-way and leaves the bytes written so far: take them away too.
            unlink(temporary.path)
            throw SceneRenderer.Failure.failed("cannot write '\(path)': \(reason)")
        }
    }

    /// Writes `contents` to a new file at `path`; nil on success, else the system's reason (`No space left on
    /// device`). Closing counts: some file systems report a full disk only then.
    private static func write(_ contents: Data, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure = contents.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }

    func moveIntoPlace() throws {
        guard rename(temporary.path, path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    func remove() { try? FileManager.default.removeItem(at: temporary) }
}

/// A `StagedFile` written a piece at a time while the render runs, so a long render's trace is not kept in memory:
/// appended text is buffered and written in 64 KiB pieces to the temporary file, which `finish` closes and hands
/// over to be moved into place with the other files (or `remove` deletes).
final class StagedStream {
    let path: String
    let temporary: URL
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        buffer.reserveCapacity(1 << 16)
    }

    func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes what is buffered and closes the file (closing counts: some file systems report a full disk only then).
    func finish() throws -> StagedFile {
        try flush()
        let status = close(descriptor)
        descriptor = -1
        if status != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw failure(reason)
        }
        return StagedFile(path: path, temporary: temporary)
    }

    func remove() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporary.path)
    }

    private func flush() throws {
        let reason = buffer.withUnsafeBytes { FileDescriptorWriting.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        if let reason {
            // A full disk fails the write part-way: take the bytes written so far away too.
            remove()
            throw failure(reason)
        }
    }

    private func failure(_ reason: String) -> SceneRenderer.Failure {
        .failed("cannot write '\(path)': \(reason)")
    }
}
