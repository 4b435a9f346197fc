import Dynamics
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--watch` end to end, except for the compiler: the temporary package's "build" is a script that fails with a
/// compiler-style error when the scene file says BROKEN, and the scene process it "builds" is the tested `dynamics`
/// run as `frame-server`. A real `swift build` of a package that depends on Dynamics takes minutes on CI; what is
/// tested here is everything around it — watching, building, restarting the scene process while the server keeps
/// its port, the page's event stream announcing the new build, and a failed build reported with file and line while
/// the last good process keeps serving.
@Suite("dynamics studio --watch", .serialized)
struct StudioWatchTests {
    @Test("saving a scene file restarts the scenes and the event stream announces it; a failed build is reported")
    func reloadOnSave() throws {
        let package = try temporaryFolder()
        let scene = package.appendingPathComponent("Sources/Scenes/Scene.swift")
        try FileManager.default.createDirectory(at: scene.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("import Dynamics\n\nlet scenes: [Scene] = []\n".utf8).write(to: scene)
        try Data("""
            if grep -q BROKEN Sources/Scenes/Scene.swift; then
              echo "$PWD/Sources/Scenes/Scene.swift:3:5: error: cannot find 'BROKEN' in scope"; exit 1
            fi
            """.utf8).write(to: package.appendingPathComponent("build.sh"))
        let studio = try StudioProcess(["--watch", "--build-command", "sh build.sh",
                                        "--scenes-executable", try dynamicsExecutable().path], folder: package)
        try Self.waitForBuild(studio)
        let scenes = try studio.request("GET /api/scenes HTTP/1.1")
        #expect(scenes.status == 200 && scenes.text.contains("\"ball-menu\""), "\(scenes.status) \(scenes.text)")

        let events = try StudioEvents(studio)
        let first = try events.nextRun()
        try Data("import Dynamics\n\nlet scenes: [Scene] = [] // saved\n".utf8).write(to: scene)
        let second = try events.nextRun()
        #expect(second != first, "the same run announced again after a save")

        // A stream opened now starts with the build's state: a rebuild quicker than the stream's look (0.2 s) may
        // have gone from ok through building to ok unseen by the one above.
        let builds = try StudioEvents(studio)
        _ = try builds.next("build") { $0.contains(#""state":"ok""#) }
        try Data("import Dynamics\n\nlet scenes: [Scene] = BROKEN\n".utf8).write(to: scene)
        let failed = try builds.next("build") { $0.contains(#""state":"failed""#) }
        #expect(failed.contains(#""file":"Sources/Scenes/Scene.swift""#) && failed.contains(#""line":3"#), "\(failed)")
        #expect(failed.contains("cannot find 'BROKEN' in scope"))
        // The last good process still serves, with the same run id.
        #expect(try StudioEvents(studio).nextRun() == second)
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)
    }

    @Test("-c release builds in release and serves the executable each build wrote")
    func rebuildsInItsOwnConfiguration() throws {
        let package = try temporaryFolder()
        let scene = package.appendingPathComponent("Sources/Scenes/Scene.swift")
        try FileManager.default.createDirectory(at: scene.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("import Dynamics\n\nlet scenes: [Scene] = []\n".utf8).write(to: scene)
        let release = package.appendingPathComponent(".build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        let real = try dynamicsExecutable()
        // A `swift` first on PATH that logs its arguments and the hashing it was given; each build writes
        // `.build/release/dynamics`, a script that says which build it is when started and then runs the tested
        // `dynamics`; --show-bin-path names the folder.
        let bin = package.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = package.appendingPathComponent("swift.log"), mark = package.appendingPathComponent("started.log")
        let swift = bin.appendingPathComponent("swift")
        try Data("""
            #!/bin/sh
            echo "hashing=$SWIFT_DETERMINISTIC_HASHING $*" >> '\(log.path)'
            case "$*" in *--show-bin-path*) echo '\(release.path)'; exit 0 ;; esac
            n=$(grep -c -- '--product' '\(log.path)')
            printf '#!/bin/sh\\necho "build %s" >> "%s"\\nexec "%s" "$@"\\n' "$n" '\(mark.path)' '\(real.path)' > '\(release.path)/new'
            chmod +x '\(release.path)/new' && mv -f '\(release.path)/new' '\(release.path)/dynamics'
            """.utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let studio = try StudioProcess(["--watch", "-c", "release", "--product", "dynamics"], folder: package,
                                       environment: ["PATH": path, "SWIFT_DETERMINISTIC_HASHING": "0"])
        try Self.waitForBuild(studio)
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)

        let events = try StudioEvents(studio)
        let first = try events.nextRun()
        try Data("import Dynamics\n\nlet scenes: [Scene] = [] // saved\n".utf8).write(to: scene)
        #expect(try events.nextRun() != first, "the same run announced again after a save")
        // The page's token stays good across the restart, and the new process is the second build's.
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)
        let calls = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(calls.components(separatedBy: "build --product dynamics -c release\n").count == 3, "swift was called: \(calls)")
        #expect(!calls.contains("-c debug"))
        // Every SwiftPM call of the studio hashes deterministically, whatever the studio's own environment says.
        let lines = calls.split(separator: "\n")
        #expect(lines.count >= 4 && lines.allSatisfy { $0.hasPrefix("hashing=1 ") }, "swift was called: \(calls)")
        let marks = (try? String(contentsOf: mark, encoding: .utf8)) ?? ""
        #expect(marks == "build 1\nbuild 2\n", "the scene processes started were: \(marks)")
    }

    @Test("a request under way when a save restarts the scenes is answered by the build it asked, which then ends; one build per save")
    func requestUnderWayOutlivesTheRestart() throws {
        let package = try temporaryFolder()
        let scene = package.appendingPathComponent("Sources/Scenes/Scene.swift")
        try FileManager.default.createDirectory(at: scene.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("import Dynamics\n\nlet scenes: [Scene] = []\n".utf8).write(to: scene)
        // Each build is logged, and leaves a hidden file in Sources as tools do (SwiftPM builds no hidden file, so
        // it must not count as a change). Each scene process copies what the studio asks it into asked.log, notes
        // the id of the tested `dynamics` it runs, and says when it has ended.
        let builds = package.appendingPathComponent("builds.log"), asked = package.appendingPathComponent("asked.log")
        let ids = package.appendingPathComponent("ids.log"), ended = package.appendingPathComponent("ended.log")
        try Data("""
            echo built >> '\(builds.path)'
            date +%s%N > Sources/Scenes/.build-stamp
            """.utf8).write(to: package.appendingPathComponent("build.sh"))
        let scenes = package.appendingPathComponent("scenes.sh")
        try Data("""
            #!/bin/sh
            tee -a '\(asked.path)' | sh -c 'echo $$ >> "$0"; exec "$@"' '\(ids.path)' '\(try dynamicsExecutable().path)' "$@"
            echo ended >> '\(ended.path)'
            """.utf8).write(to: scenes)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scenes.path)
        let studio = try StudioProcess(["--watch", "--build-command", "sh build.sh", "--scenes-executable", scenes.path,
                                        "--patience", "600"], folder: package)
        try Self.waitForBuild(studio)
        let events = try StudioEvents(studio)
        let first = try events.nextRun()

        // A trace asked of the first build's process, which is held still (SIGSTOP) once the question has reached it,
        // so the save and the restart happen while the answer is owed, however fast or slow the machine.
        let trace = try Connection(port: studio.port, timeout: 600)
        try trace.send(Data(("GET /api/scenes/gravity/trace HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\n"
            + "X-Studio-Token: \(studio.token)\r\nConnection: close\r\n\r\n").utf8))
        // The copy holds the messages' binary lengths too: searched as bytes, not read as UTF-8 text.
        try Self.waitFor("the trace asked of the scene process") {
            ((try? Data(contentsOf: asked)) ?? Data()).range(of: Data(#""operation":"motion""#.utf8)) != nil
        }
        let held = try #require(Int32(((try? String(contentsOf: ids, encoding: .utf8)) ?? "").prefix { $0 != "\n" }))
        kill(held, SIGSTOP)
        defer { kill(held, SIGCONT) }
        try Data("import Dynamics\n\nlet scenes: [Scene] = [] // saved\n".utf8).write(to: scene)
        #expect(try events.nextRun() != first, "the same run announced again after a save")
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)
        kill(held, SIGCONT)

        let answer = try HTTPAnswer(trace.readAll())
        #expect(answer.status == 200 && answer.text.contains(#""series""#), "\(answer.status) \(answer.text.prefix(300))")
        // The first build's process ends once it has answered; the second one serves.
        try Self.waitFor("the first scene process to end") {
            ((try? String(contentsOf: ended, encoding: .utf8)) ?? "") == "ended\n"
        }
        #expect(try studio.request("GET /api/scenes/gravity/frame?frame=0&scale=0.5 HTTP/1.1").status == 200)
        #expect((try? String(contentsOf: builds, encoding: .utf8)) == "built\nbuilt\n", "one build per save")
    }

    /// Waits until `done`, looking every tenth of a second; only a studio that never gets there reaches the limit.
    static func waitFor(_ what: String, limit: TimeInterval = 600, _ done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(limit)
        while !done() {
            guard Date() < deadline else { throw StudioTestError("waited \(Int(limit)) s for \(what)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Waits until the studio's first build is done (its event stream says ok); a failed build ends the wait.
    static func waitForBuild(_ studio: StudioProcess) throws {
        let status = try StudioEvents(studio).next("build") { !$0.contains(#""state":"building""#) && !$0.contains(#""state":"none""#) }
        guard status.contains(#""state":"ok""#) else { throw StudioTestError("the package was not built: \(status)") }
    }
}
