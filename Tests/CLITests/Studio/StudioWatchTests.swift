import Dynamics
import Foundation
import Testing

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

        let first = try Self.hello(studio)
        try Data("import Dynamics\n\nlet scenes: [Scene] = [] // saved\n".utf8).write(to: scene)
        var second = first
        for _ in 0..<300 where second == first {
            Thread.sleep(forTimeInterval: 0.2)
            second = (try? Self.hello(studio)) ?? first
        }
        #expect(second != first, "no new scene process announced after a save")

        let events = try Connection(port: studio.port)
        try events.send(Data("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nX-Studio-Token: \(studio.token)\r\n\r\n".utf8))
        #expect(events.read(until: "\"state\":\"ok\"").contains("event: build"))
        try Data("import Dynamics\n\nlet scenes: [Scene] = BROKEN\n".utf8).write(to: scene)
        let failed = events.read(until: "\"state\":\"failed\"")
        #expect(failed.contains(#""file":"Sources/Scenes/Scene.swift""#) && failed.contains(#""line":3"#), "\(failed)")
        #expect(failed.contains("cannot find 'BROKEN' in scope"))
        // The last good process still serves, with the same run id.
        #expect(try Self.hello(studio) == second)
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

        let first = try Self.hello(studio)
        try Data("import Dynamics\n\nlet scenes: [Scene] = [] // saved\n".utf8).write(to: scene)
        var second = first
        for _ in 0..<300 where second == first {
            Thread.sleep(forTimeInterval: 0.2)
            second = (try? Self.hello(studio)) ?? first
        }
        #expect(second != first, "no new build announced after a save")
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

    /// Waits until the studio's first build is done (`/api/build` says ok).
    static func waitForBuild(_ studio: StudioProcess) throws {
        for _ in 0..<600 {
            if try studio.request("GET /api/build HTTP/1.1").text.contains("\"state\":\"ok\"") { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw StudioTestError("the package was never built")
    }

    /// The run id the event stream's first event announces.
    static func hello(_ studio: StudioProcess) throws -> String {
        let port = studio.port
        let connection = try Connection(port: port)
        try connection.send(Data("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Studio-Token: \(studio.token)\r\n\r\n".utf8))
        let text = connection.read(until: "\"}\n")
        // A plain error, not #require: the tests ask again while a scene process restarts, and a refused or cut
        // connection then is expected, not a failure.
        guard let start = text.range(of: "{\"run\":\"") else { throw StudioTestError("no hello event in '\(text)'") }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}
