import Foundation
import Testing

/// `dynamics port` as a user runs it: bad input is one line and exit status 2; `--watch` prints one line per
/// regeneration.
@Suite struct PortCommandTests {
    /// A one-controller app folder under `root`.
    func makeApp(in root: URL) throws -> URL {
        let app = root.appendingPathComponent("Drop")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Assets.xcassets/Box.colorset"),
                                                withIntermediateDirectories: true)
        try "import UIKit\nclass DropViewController: UIViewController {}\n"
            .write(to: app.appendingPathComponent("DropViewController.swift"), atomically: true, encoding: .utf8)
        try #"{"colors":[]}"#.write(to: app.appendingPathComponent("Assets.xcassets/Box.colorset/Contents.json"),
                                   atomically: true, encoding: .utf8)
        return app
    }

    @Test("bad input to port: one line naming the file and line, exit 2, no package")
    func badInput() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        try #"{"colors": [}"#.write(to: app.appendingPathComponent("Assets.xcassets/Box.colorset/Contents.json"),
                                   atomically: true, encoding: .utf8)
        try expectUsageError(["port", app.path], mentioning: "Assets.xcassets/Box.colorset/Contents.json:1: not JSON")
        try "class A {\n".write(to: app.appendingPathComponent("DropViewController.swift"), atomically: true, encoding: .utf8)
        try #"{"colors":[]}"#.write(to: app.appendingPathComponent("Assets.xcassets/Box.colorset/Contents.json"),
                                   atomically: true, encoding: .utf8)
        try expectUsageError(["port", app.path], mentioning: "DropViewController.swift:1: does not parse")
        try expectUsageError(["port", app.path, "--scene", root.appendingPathComponent("none.swift").path],
                             mentioning: "none.swift:1: cannot be read")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Drop"])
    }

    @Test("port --watch regenerates the package when a Swift file changes, one line each")
    func watch() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        let log = root.appendingPathComponent("watch.log")
        try Data().write(to: log)
        let process = Process()
        process.executableURL = try dynamicsExecutable()
        process.arguments = ["port", app.path, "--watch"]
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? handle.close()
        }
        func waitFor(_ text: String) throws -> String {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let seen = try String(contentsOf: log, encoding: .utf8)
                if seen.contains(text) || !process.isRunning { return seen }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return try String(contentsOf: log, encoding: .utf8)
        }
        let started = try waitFor("watching ")
        #expect(started.contains("scenes: drop-view-controller"), "\(started)")
        try "import UIKit\nclass DropViewController: UIViewController { let boxes = 3 }\n"
            .write(to: app.appendingPathComponent("DropViewController.swift"), atomically: true, encoding: .utf8)
        let after = try waitFor("regenerated ")
        let lines = after.split(separator: "\n").filter { $0.hasPrefix("regenerated ") }
        #expect(lines.first?.hasSuffix("(1): 1 Swift file(s), 1 scene(s), 0 note(s)") == true, "\(after)")
        let ported = root.appendingPathComponent("Drop-linux/Sources/Drop/DropViewController.swift")
        #expect(try String(contentsOf: ported, encoding: .utf8).contains("let boxes = 3"))
    }
}
