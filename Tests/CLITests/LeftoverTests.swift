import Dynamics
import Foundation
import Testing

/// The process id of a process that has ended and been reaped: no process runs under it.
private func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

private func hiddenNames(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".") }.sorted()
}

@Suite("leftovers of dead renders", .serialized)
struct LeftoverTests {
    @Test("a render after kill -9 removes the staging folder, lock and partial video, in one line")
    func killedRenderLeftoversAreRemoved() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("render")
        let arguments = ["render", "springy-list", "--scale", "0.5", "--quiet", "--out", folder.path,
                         "--video", folder.appendingPathComponent("list.mp4").path]
        let process = Process()
        process.executableURL = try dynamicsExecutable()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let expected = [".dynamics-render.lock", ".dynamics-staging-\(pid)", ".list.mp4.partial-\(pid)"]
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline, (try? frameFiles(in: folder.appendingPathComponent(".dynamics-staging-\(pid)")))?.count ?? 0 < 20 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(pid, SIGKILL)
        process.waitUntilExit()
        #expect(hiddenNames(folder) == expected)

        let next = try runDynamics(["render", "bounce", "--duration", "0.2", "--fps", "10", "--scale", "0.25", "--quiet",
                                    "--force", "--out", folder.path])
        #expect(next.status == 0, "\(next.standardError)")
        #expect(next.errorLines == ["warning: removed what interrupted renders left in '\(folder.path)': "
                                    + expected.joined(separator: ", ")])
        #expect(hiddenNames(folder).isEmpty)
        #expect(try frameFiles(in: folder).count == 2)
    }

    @Test("a video-only render cleans its folder of dead renders' files and leaves a live render's alone")
    func liveRendersAreUntouched() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        let dead = try deadProcessID(), live = ProcessInfo.processInfo.processIdentifier
        let deadFiles = [".a.mp4.partial-\(dead)", ".a.mp4.partial-\(dead).log", ".t.csv.\(dead).tmp",
                         ".frame_00001.png.\(dead).77.tmp", ".a.mp4.f32le.partial-\(dead)", ".a.mp4.audio.partial-\(dead)",
                         ".s.wav.\(dead).tmp"]
        let liveFiles = [".b.mp4.partial-\(live)", ".b.mp4.partial-\(live).log", ".t.csv.\(live).tmp", "notes.txt",
                         ".hidden-notes"]
        for name in deadFiles + liveFiles { try Data("x".utf8).write(to: root.appendingPathComponent(name)) }
        // The staging folder of a render that holds the folder's lock (this process, alive) stays, lock and all.
        let staging = root.appendingPathComponent(".dynamics-staging-\(dead)")
        try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        let lock = open(root.appendingPathComponent(RenderFolder.lockFileName).path, O_CREAT | O_RDWR, 0o644)
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)

        let video = root.appendingPathComponent("c.mp4").path
        let first = try runDynamics(["render", "bounce", "--duration", "0.2", "--fps", "10", "--scale", "0.25", "--quiet",
                                     "--video", video])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.errorLines == ["warning: removed what interrupted renders left in '\(root.path)': "
                                     + deadFiles.sorted().joined(separator: ", ")])
        #expect(hiddenNames(root) == ([".dynamics-render.lock", ".dynamics-staging-\(dead)"]
                                      + liveFiles.filter { $0.hasPrefix(".") }).sorted())
        #expect(manager.fileExists(atPath: root.appendingPathComponent("notes.txt").path))

        // Once the lock is free, the dead render's staging folder and lock go too.
        flock(lock, LOCK_UN)
        close(lock)
        let second = try runDynamics(["render", "bounce", "--duration", "0.2", "--fps", "10", "--scale", "0.25", "--quiet",
                                      "--video", video])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.errorLines == ["warning: removed what interrupted renders left in '\(root.path)': "
                                      + ".dynamics-render.lock, .dynamics-staging-\(dead)"])
        #expect(hiddenNames(root) == liveFiles.filter { $0.hasPrefix(".") }.sorted())
    }

    @Test("a trace that does not fit on the disk fails the render and leaves no temporary file",
          .enabled(if: getuid() == 0, "mounts a small tmpfs, which needs root"))
    func traceOnAFullDisk() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = root.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk.path]
        try mount.run()
        mount.waitUntilExit()
        try #require(mount.terminationStatus == 0, "mount a 16 KiB tmpfs")
        defer {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = [disk.path]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        let trace = disk.appendingPathComponent("t.csv").path
        let result = try runDynamics(["render", "springy-list", "--duration", "1", "--quiet", "--trace", trace])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.errorLines.count == 1 && result.standardError.contains("No space left on device"),
                "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
    }
}
