import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `dynamics` keeps the memory of freed frames for the next ones (`FrameMemoryReuse`): without it glibc hands the
/// heap's free top back to the kernel, and every frame's fresh pages are faulted in and zeroed again. The count of
/// minor page faults of one `dynamics render` process (from `wait4`, so no other test's children are counted) shows
/// which it did; its memory map shows how many heaps its threads allocate from.
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

    /// A render's worker threads share one glibc arena per core instead of one each. Bounce at 640×1136 px is
    /// rendered long enough that every raster and PNG worker has drawn or encoded frames (40 frames written), then the
    /// process's mappings are read while it runs: every arena but the main one is a heap glibc maps at a 64 MiB
    /// boundary (its unused end reserved, `---p`). Measured on this project's 2-core machine: 6 heaps with glibc's
    /// default limit (`MALLOC_ARENA_MAX=16` in the environment, which the command line leaves alone), 1 with its own.
    @Test("a render's threads allocate from at most one heap per core besides the main one")
    func arenasPerCore() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try dynamicsExecutable()
        process.arguments = ["render", "bounce", "--duration", "60", "--quiet", "--out", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        defer {
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
        let staging = folder.appendingPathComponent(".dynamics-staging-\(pid)")
        let deadline = Date(timeIntervalSinceNow: 120)
        while Date() < deadline, (try? frameFiles(in: staging))?.count ?? 0 < 40 { Thread.sleep(forTimeInterval: 0.02) }
        try #require(try frameFiles(in: staging).count >= 40, "the render wrote no 40 frames in 2 minutes")
        let heaps = try arenaHeaps(ofProcess: pid)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(heaps <= max(cores - 1, 1), "\(heaps) arena heaps on \(cores) cores")
    }

    /// The heaps of glibc's arenas other than the main one in process `pid`: anonymous read-write mappings that start
    /// on a 64 MiB boundary (glibc's `HEAP_MAX_SIZE` on 64-bit machines) and end on the next one, directly or through
    /// the reserved `---p` rest of the heap.
    private func arenaHeaps(ofProcess pid: Int32) throws -> Int {
        let heapSize: UInt64 = 64 << 20
        // Read to the end: corelibs' `String(contentsOfFile:)` keeps only the first 4 KB of a /proc file.
        let maps = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps")).readToEnd() ?? Data()
        let lines = String(decoding: maps, as: UTF8.self).split(separator: "\n")
        let mappings = lines.compactMap { line -> (start: UInt64, end: UInt64, permissions: Substring, anonymous: Bool)? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let bounds = fields.first?.split(separator: "-") ?? []
            guard fields.count >= 5, bounds.count == 2, let start = UInt64(bounds[0], radix: 16),
                  let end = UInt64(bounds[1], radix: 16) else { return nil }
            return (start, end, fields[1], fields.count == 5)
        }
        return mappings.indices.filter { index in
            let mapping = mappings[index]
            guard mapping.anonymous, mapping.permissions == "rw-p", mapping.start % heapSize == 0 else { return false }
            if mapping.end == mapping.start + heapSize { return true }
            guard index + 1 < mappings.count else { return false }
            let rest = mappings[index + 1]
            return rest.anonymous && rest.permissions == "---p" && rest.start == mapping.end
                && rest.end == mapping.start + heapSize
        }.count
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
