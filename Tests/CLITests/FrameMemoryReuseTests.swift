import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `dynamics` keeps the memory of freed frames for the next ones (`FrameMemoryReuse`): without it glibc hands the
/// heap's free top back to the kernel, and every frame's fresh pages are faulted in and zeroed again. The count of
/// minor page faults of one `dynamics render` process (from `wait4`, so no other test's children are counted) shows
/// which it did.
@Suite("dynamics keeps freed frame memory")
struct FrameMemoryReuseTests {
    /// 120 frames of bounce at 640×1136 px (2.9 MB each). Measured: 54,771 faults before the change (the kernel
    /// zeroed about 1.8 MB a frame), so a quarter of one frame's pages per frame is far from both.
    @Test("120 frames fault in less than a quarter of a frame's pages each")
    func faultsPerFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [try dynamicsExecutable().path, "render", "bounce", "--duration", "2", "--out", folder.path]
        let faults = try minorFaults(runningToCompletion: arguments)
        let pagesPerFrame = 640 * 1136 * 4 / 4096
        #expect(try frameFiles(in: folder).count == 120)
        #expect(faults < 120 * pagesPerFrame / 4, "\(faults) minor faults for 120 frames")
    }

    /// Runs `arguments` (the executable first) with standard output and error discarded and returns its minor
    /// page faults; throws when it cannot start or exits with another status than 0.
    private func minorFaults(runningToCompletion arguments: [String]) throws -> Int {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        }
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        try #require(status == 0, "dynamics render exited with wait status \(status)")
        return usage.ru_minflt
    }
}
