import Dynamics
import Foundation
import Testing

/// A package's scenes served from a process of their own (`frame-server`), over real HTTP on loopback. The "package"
/// is a folder with a Package.swift whose build is `true` and whose executable is the tested `dynamics` (or a script
/// around it), run as `frame-server` — the same code a package's executable runs.
@Suite("dynamics studio: scenes in their own process", .serialized)
struct StudioSceneProcessTests {
    @Test("the scenes of a child process list, draw and trace byte for byte as in the studio's own process")
    func sameBytesAsInProcess() throws {
        let package = try Self.package()
        let child = try StudioProcess(["--build-command", "true", "--scenes-executable", try dynamicsExecutable().path],
                                      folder: package)
        try StudioWatchTests.waitForBuild(child)
        let own = try StudioProcess()
        for path in ["/api/scenes", "/api/scenes/ball-menu/frame?frame=90&scale=1",
                     "/api/scenes/ball-menu/frame?t=0.51&scale=0.5&debug=1&touches=show",
                     "/api/scenes/gravity/trace?format=csv&fps=15", "/api/scenes/ball-menu/trace",
                     "/api/scenes/gravity/inspect?t=1&x=150&y=300", "/api/scenes/gravity/inspect?frame=30&id=lufei"] {
            let there = try child.request("GET \(path) HTTP/1.1"), here = try own.request("GET \(path) HTTP/1.1")
            #expect(there.status == 200 && here.status == 200, "\(path): \(there.status) \(there.text.prefix(200))")
            #expect(there.body == here.body, "\(path): \(there.body.count) bytes from the child, \(here.body.count) here")
        }
        #expect(try child.request("GET /api/scenes/ball-menu/frame?frame=9999 HTTP/1.1").status == 400)
        #expect(try child.request("GET /api/scenes/nothing/frame?frame=0 HTTP/1.1").status == 404)
    }

    @Test("a render from the page runs in the child and writes what `render` writes")
    func renderInTheChild() throws {
        let package = try Self.package()
        let studio = try StudioProcess(["--build-command", "true", "--scenes-executable", try dynamicsExecutable().path],
                                       folder: package)
        try StudioWatchTests.waitForBuild(studio)
        let answer = try studio.post("/api/scenes/gravity/render", json: #"{"fps": 10, "duration": 0.5, "scale": 0.5}"#,
                                     token: studio.token)
        #expect(answer.status == 200)
        let lines = answer.text.split(separator: "\n")
        #expect(lines.last?.contains(#""finished":5"#) == true, "\(answer.text)")
        let frames = try frameFiles(in: studio.folder.appendingPathComponent("out/gravity"))
        #expect(frames.count == 5)
        #expect(try studio.post("/api/scenes/gravity/render", json: #"{"fps": 0}"#, token: studio.token).status == 400)
    }

    @Test("a crashing scene process is an error in the page, not a dead studio; the next request starts it again")
    func crash() throws {
        let package = try Self.package()
        let (script, flag) = try Self.crashingScenes(in: package)
        let studio = try StudioProcess(["--build-command", "true", "--scenes-executable", script.path], folder: package)
        try StudioWatchTests.waitForBuild(studio)

        let crashed = try studio.request("GET /api/scenes HTTP/1.1")
        #expect(crashed.status == 502 && crashed.text.contains("crashed (signal 11)")
                && crashed.text.contains("the scene fell over"), "\(crashed.status) \(crashed.text)")
        let build = try studio.request("GET /api/build HTTP/1.1").text
        #expect(build.contains(#""state":"crashed""#) && build.contains("the scene fell over"), "\(build)")
        #expect(try studio.request("GET / HTTP/1.1").status == 200)

        try FileManager.default.removeItem(at: flag)
        let frame = try studio.request("GET /api/scenes/ball-menu/frame?frame=0&scale=0.5 HTTP/1.1")
        #expect(frame.status == 200 && frame.headers["content-type"] == "image/png")
        #expect(try studio.request("GET /api/build HTTP/1.1").text.contains(#""state":"ok""#))
    }

    @Test("stopping the studio stops its scene process")
    func childEndsWithTheStudio() throws {
        let package = try Self.package()
        let studio = try StudioProcess(["--build-command", "true", "--scenes-executable", try dynamicsExecutable().path],
                                       folder: package)
        try StudioWatchTests.waitForBuild(studio)
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)
        let children = Self.children(of: studio.process.processIdentifier)
        #expect(children.count == 1, "scene processes: \(children)")
        studio.process.terminate()
        studio.process.waitUntilExit()
        var alive = children
        for _ in 0..<100 where !alive.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            alive = alive.filter(Self.isRunning)
        }
        #expect(alive.isEmpty, "still running after the studio ended: \(alive)")
    }

    /// A folder with a Package.swift that is not Dynamics.
    static func package() throws -> URL {
        let folder = try temporaryFolder()
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"MyScenes\")\n".utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        return folder
    }

    /// A scenes executable in `package` (a script around the tested `dynamics`) that writes "Fatal error: the scene
    /// fell over" and ends with SIGSEGV as long as the file `flag` exists, and serves the scenes once it is removed.
    static func crashingScenes(in package: URL) throws -> (script: URL, flag: URL) {
        let flag = package.appendingPathComponent("crash")
        try Data().write(to: flag)
        let script = package.appendingPathComponent("scenes.sh")
        try Data("""
            #!/bin/sh
            if [ -e '\(flag.path)' ]; then echo "Fatal error: the scene fell over" >&2; kill -SEGV $$; fi
            exec '\(try dynamicsExecutable().path)' "$@"
            """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script, flag)
    }

    /// The processes whose parent is `parent` and whose command line says `frame-server`.
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return fields.count > 2 && Int32(fields[1]) == parent
                && String(decoding: command, as: UTF8.self).contains("frame-server")
        }
    }

    /// Whether `pid` is a process that has not ended (a zombie has).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
}
