import Dynamics
import Foundation
import Testing

/// What one run of the `dynamics` executable did.
struct CommandResult {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Standard error's non-empty lines.
    var errorLines: [String] { standardError.split(whereSeparator: \.isNewline).map(String.init) }
}

/// The `dynamics` executable built next to this test bundle (`swift test` builds every product first).
func dynamicsExecutable() throws -> URL {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL { candidates.append(main.deletingLastPathComponent()) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    // An .xctest bundle may be a folder on some layouts; look one and two levels up as well.
    candidates += candidates.flatMap { [$0.deletingLastPathComponent(), $0.deletingLastPathComponent().deletingLastPathComponent()] }
    let found = candidates.map { $0.appendingPathComponent("dynamics") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "the dynamics executable was not built next to the tests")
}

/// Runs `dynamics` with `arguments`; `environment` replaces the inherited one and `directory` is the working
/// directory when given. With `fileSizeLimit` (bytes, a multiple of 512), no file it writes can grow past it: a
/// full disk without filling one (SIGXFSZ is ignored, so the write fails with EFBIG instead of ending the process).
func runDynamics(_ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
                 fileSizeLimit: Int? = nil) throws -> CommandResult {
    let process = Process()
    if let fileSizeLimit {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(fileSizeLimit / 512); exec \"$0\" \"$@\"",
                             try dynamicsExecutable().path] + arguments
    } else {
        process.executableURL = try dynamicsExecutable()
        process.arguments = arguments
    }
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files rather than pipes, so a chatty run can never block on a full pipe.
    let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return CommandResult(status: process.terminationStatus,
                         standardOutput: try String(contentsOf: outURL, encoding: .utf8),
                         standardError: try String(contentsOf: errURL, encoding: .utf8))
}

/// A fresh empty temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Names of the `frame_*.png` files in `folder`, sorted.
func frameFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }.sorted()
}

/// Expects a usage failure: exit 2 and exactly one line on standard error that contains `fragment`.
func expectUsageError(_ arguments: [String], mentioning fragment: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try runDynamics(arguments)
    #expect(result.status == 2, "exit status for \(arguments)", sourceLocation: sourceLocation)
    #expect(result.errorLines.count == 1, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    #expect(result.standardError.hasPrefix("error:"), "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    #expect(result.standardError.contains(fragment), "stderr: \(result.standardError)", sourceLocation: sourceLocation)
}

/// `ffprobe`'s answer for the first video stream of `file`: decoded frame count, size, codec and pixel format.
func probeVideo(_ file: URL) throws -> (frames: Int, width: Int, height: Int, codec: String, pixelFormat: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                         "stream=nb_read_frames,width,height,codec_name,pix_fmt", "-of", "default=noprint_wrappers=1",
                         file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var fields: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    return (Int(fields["nb_read_frames"] ?? "") ?? -1, Int(fields["width"] ?? "") ?? -1,
            Int(fields["height"] ?? "") ?? -1, fields["codec_name"] ?? "", fields["pix_fmt"] ?? "")
}
