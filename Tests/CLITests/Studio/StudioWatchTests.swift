import Dynamics
import Foundation
import Testing

/// `--watch` end to end, except for the compiler: the temporary package's "build" is a script that fails with a
/// compiler-style error when the scene file says BROKEN. A real `swift build` of a package that depends on Dynamics
/// takes minutes on CI; what is tested here is everything around it — watching, building, restarting the scene
/// process on the same port, the page's event stream announcing the new process, and a failed build reported with
/// file and line while the last good process keeps serving.
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
        let studio = try StudioProcess(["--watch", "--build-command", "sh build.sh"], folder: package)

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

    @Test("a release studio rebuilds in release and serves the executable that build wrote")
    func rebuildsInItsOwnConfiguration() throws {
        let package = try temporaryFolder()
        let scene = package.appendingPathComponent("Sources/Scenes/Scene.swift")
        try FileManager.default.createDirectory(at: scene.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("import Dynamics\n\nlet scenes: [Scene] = []\n".utf8).write(to: scene)
        // The studio runs as `.build/release/dynamics` (a link to the tested build), as `swift run -c release` starts it.
        let release = package.appendingPathComponent(".build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        let real = try dynamicsExecutable()
        let started = release.appendingPathComponent("dynamics")
        try FileManager.default.createSymbolicLink(at: started, withDestinationURL: real)
        // A `swift` first on PATH that logs its arguments; its build replaces the release executable with one that
        // leaves a mark when started, and --show-bin-path names the release folder.
        let bin = package.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = package.appendingPathComponent("swift.log"), mark = package.appendingPathComponent("rebuilt.log")
        let swift = bin.appendingPathComponent("swift")
        try Data("""
            #!/bin/sh
            echo "$*" >> '\(log.path)'
            case "$*" in *--show-bin-path*) echo '\(release.path)'; exit 0 ;; esac
            printf '#!/bin/sh\\necho rebuilt >> "%s"\\nexec "%s" "$@"\\n' '\(mark.path)' '\(real.path)' > '\(release.path)/new'
            chmod +x '\(release.path)/new' && mv -f '\(release.path)/new' '\(started.path)'
            """.utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let studio = try StudioProcess(["--watch"], folder: package, executable: started, environment: ["PATH": path])

        let first = try Self.hello(studio)
        try Data("import Dynamics\n\nlet scenes: [Scene] = [] // saved\n".utf8).write(to: scene)
        var second = first
        for _ in 0..<300 where second == first {
            Thread.sleep(forTimeInterval: 0.2)
            second = (try? Self.hello(studio)) ?? first
        }
        #expect(second != first, "no new scene process announced after a save")
        let calls = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(calls.contains("build --product dynamics -c release\n"), "swift was called: \(calls)")
        #expect(!calls.contains("-c debug"))
        let marks = (try? String(contentsOf: mark, encoding: .utf8)) ?? ""
        #expect(marks == "rebuilt\n", "the restarted scene process is not the executable the build wrote")
        // The page's token stays good across the restart.
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)
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
