import Foundation
import Testing
@testable import DynamicsPort

/// Values shared between a test and the thread it watches from.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func read<Result>(_ body: (Value) -> Result) -> Result { lock.lock(); defer { lock.unlock() }; return body(value) }
    func change(_ body: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; body(&value) }
}

/// `dynamics port --watch`: a change of the app's sources regenerates the package through the same staging.
@Suite struct PortWatchTests {
    /// Waits, without asserting anything about time, until `condition` holds (or a minute has passed, when the
    /// expectation after it fails with what was seen).
    func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    }

    @Test func anEditedSwiftFileRegeneratesThePackageAndABrokenOneLeavesIt() throws {
        let tests = AppPortTests()
        let root = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try tests.makeApp(in: root)
        let dynamics = URL(fileURLWithPath: "/d/Dynamics")
        let first = try AppPort.port(folder: app, dynamicsPackage: dynamics)
        let ported = first.output.appendingPathComponent("Sources/Bouncy_App/Bouncy/SceneDelegate.swift")
        let edited = app.appendingPathComponent("Bouncy/SceneDelegate.swift")

        var watch = PortWatch(folder: app, output: nil, dynamicsPackage: dynamics)
        watch.interval = 0.05
        watch.quietPeriod = 0.1
        let events = Locked<[PortWatch.Regeneration]>([])
        let stop = Locked(false), stopped = Locked(false)
        let watcher = watch, baseline = watch.fingerprint()
        Thread.detachNewThread {
            watcher.run(since: baseline, shouldStop: { stop.read { $0 } }) { event in events.change { $0.append(event) } }
            stopped.change { $0 = true }
        }
        defer {
            stop.change { $0 = true }
            waitUntil { stopped.read { $0 } }
        }

        try tests.write("import UIKit\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow?; var taps = 2 }\n",
                        to: edited)
        waitUntil { events.read { !$0.isEmpty } }
        let regenerated = try #require(events.read { $0.first })
        guard case .success(let report) = regenerated else { Issue.record("\(regenerated)"); return }
        #expect(report.output.path == first.output.path)
        #expect(try String(contentsOf: ported, encoding: .utf8).contains("var taps = 2"))

        // A file that does not parse: one error, the package stays as the last good port left it.
        let seen = events.read { $0.count }
        try tests.write("import UIKit\nclass SceneDelegate: UIResponder {\n", to: edited)
        waitUntil { events.read { $0.count > seen } }
        let failed = try #require(events.read { $0.last })
        guard case .failure(let error) = failed else { Issue.record("\(failed)"); return }
        #expect(error.description.hasPrefix("Bouncy/SceneDelegate.swift:2: does not parse"))
        #expect(try String(contentsOf: ported, encoding: .utf8).contains("var taps = 2"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["Bouncy App", "Bouncy App-linux"])
    }

    @Test func theFingerprintCoversTheSourcesAndNotTheOutput() throws {
        let tests = AppPortTests()
        let root = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try tests.makeApp(in: root)
        let scene = root.appendingPathComponent("Taps.swift")
        try tests.write("func taps(_ context: SceneContext) {}\n", to: scene)
        let watch = PortWatch(folder: app, output: nil, dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"),
                              options: PortOptions(sceneFiles: [scene]))
        let watched = Set(watch.fingerprint().keys.map { String($0.dropFirst(root.path.count + 1)) })
        #expect(watched == [
            "Bouncy App/Bouncy/AppDelegate.swift", "Bouncy App/Bouncy/BallViewController.swift",
            "Bouncy App/Bouncy/SceneDelegate.swift", "Bouncy App/Bouncy/Base.lproj/Main.storyboard",
            "Bouncy App/Bouncy/Info.plist", "Bouncy App/Bouncy/Assets.xcassets/AppIcon.appiconset/Contents.json",
            "Bouncy App/Bouncy/Assets.xcassets/Ball.colorset/Contents.json",
            "Bouncy App/Bouncy/Assets.xcassets", "Bouncy App/Bouncy/Assets.xcassets/AppIcon.appiconset",
            "Bouncy App/Bouncy/Assets.xcassets/Ball.colorset", "Taps.swift",
        ])
    }
}
