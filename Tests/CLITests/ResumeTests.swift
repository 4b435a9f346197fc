import Dynamics
import Foundation
import Testing

/// Every visible file of a folder (name → bytes); hidden staging and lock files are left out.
private func visibleFiles(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

@Suite("kill -9 and render --resume", .serialized)
struct ResumeTests {
    @Test("kill -9 mid-render keeps the earlier render whole; --resume keeps the finished frames and ends as one render")
    func killThenResume() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("render"), reference = root.appendingPathComponent("reference")
        let scene = ["render", "springy-list", "--quiet"]
        let earlier = try runDynamics(scene + ["--scale", "0.25", "--out", folder.path])
        #expect(earlier.status == 0, "\(earlier.standardError)")
        let before = try visibleFiles(folder)

        // A render with other settings into the same folder, killed once it has staged some frames.
        let process = Process()
        process.executableURL = try dynamicsExecutable()
        process.arguments = scene + ["--scale", "0.5", "--out", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var staging: URL?
        var staged: [String] = []
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline && staged.count < 40 {
            Thread.sleep(forTimeInterval: 0.02)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            staging = names.first { $0.hasPrefix(".dynamics-staging-") }.map { folder.appendingPathComponent($0) }
            staged = staging.flatMap { try? frameFiles(in: $0) } ?? []
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && staged.count >= 40, "staged \(staged.count) frames")
        #expect(try visibleFiles(folder) == before, "the earlier render is byte-identical")
        let stagingFolder = try #require(staging)
        let keptFrame = try #require(try frameFiles(in: stagingFolder).first)
        let keptInode = try #require(try FileManager.default.attributesOfItem(
            atPath: stagingFolder.appendingPathComponent(keptFrame).path)[.systemFileNumber] as? UInt64)

        let resumed = try runDynamics(scene + ["--scale", "0.5", "--out", folder.path, "--resume"])
        #expect(resumed.status == 0, "\(resumed.standardError)")
        let whole = try runDynamics(scene + ["--scale", "0.5", "--out", reference.path])
        #expect(whole.status == 0, "\(whole.standardError)")
        let result = try visibleFiles(folder), uninterrupted = try visibleFiles(reference)
        #expect(result.count == 421 && result == uninterrupted, "frames and manifest equal an uninterrupted render's")
        let finalInode = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent(keptFrame).path)[.systemFileNumber] as? UInt64
        #expect(finalInode == keptInode, "\(keptFrame) was kept, not encoded again")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no staging or lock left: \(leftovers)")
    }

    @Test("--resume over a killed render of other settings starts afresh, and with nothing to resume it renders normally")
    func resumeOtherSettings() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("render")
        // A staging folder left by a render of another scale, with a frame that must not be taken.
        let stale = folder.appendingPathComponent(".dynamics-staging-999999")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("not a frame of this render".utf8).write(to: stale.appendingPathComponent("frame_00000.png"))
        try Data().write(to: folder.appendingPathComponent(".dynamics-render.lock"))
        let result = try runDynamics(["render", "bounce", "--duration", "0.5", "--fps", "10", "--scale", "0.25", "--out",
                                      folder.path, "--resume", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let manifest = try #require(RenderManifest.read(fromFolder: folder.path))
        let first = try Data(contentsOf: folder.appendingPathComponent("frame_00000.png"))
        #expect(manifest.frames[0].fileHash.matches(first) && manifest.frames.count == 5)
        #expect(try PNGReader.read(folder.appendingPathComponent("frame_00000.png").path).width == 80)
    }
}
