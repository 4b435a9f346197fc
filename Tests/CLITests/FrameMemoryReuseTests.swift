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
    /// Bounce at 640×1136 px (2.9 MB a frame), rendered for 1 s and for 3 s: the 120 frames more cost the faults
    /// the process adds per frame once warm. Measured on this project's machine: a release build from before the
    /// change added 42,823 faults (1 s: 29,575; 3 s: 72,398 — the kernel zeroed 1.4 MB a frame); the debug build
    /// with it added none (17,332 and 14,502). The bound is an eighth of the frames' pages.
    @Test("120 more frames fault in less than an eighth of their pages")
    func faultsPerFrame() throws {
        func faults(seconds: Int) throws -> Int {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let arguments = [try dynamicsExecutable().path, "render", "bounce", "--duration", String(seconds),
                             "--out", folder.path]
            let faults = try minorFaults(runningToCompletion: arguments)
            #expect(try frameFiles(in: folder).count == 60 * seconds)
            return faults
        }
        let short = try faults(seconds: 1), long = try faults(seconds: 3)
        let pagesPerFrame = 640 * 1136 * 4 / 4096
        #expect(long - short < 120 * pagesPerFrame / 8, "1 s: \(short) minor faults, 3 s: \(long)")
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
