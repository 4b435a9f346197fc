import Foundation
import Testing
@testable import DynamicsPort

/// `AppPort.port`: the folder in, a package out, written whole or not at all.
@Suite struct AppPortTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A small app as Xcode lays it out: an app delegate, a scene delegate named by the Info.plist, a controller,
    /// a storyboard, tests and a Pods folder that are not the app.
    func makeApp(in root: URL) throws -> URL {
        let app = root.appendingPathComponent("Bouncy App")
        try write("""
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        """, to: app.appendingPathComponent("Bouncy/AppDelegate.swift"))
        try write("""
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
        """, to: app.appendingPathComponent("Bouncy/SceneDelegate.swift"))
        try write("""
        import UIKit
        class BallViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(drop)))
            }
            @objc func drop() {}
        }
        class DetailViewController: UIViewController {
            init(item: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        private class HiddenViewController: UIViewController {}
        """, to: app.appendingPathComponent("Bouncy/BallViewController.swift"))
        try write("<document/>", to: app.appendingPathComponent("Bouncy/Base.lproj/Main.storyboard"))
        try write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        </dict></array></dict></dict>
        </dict></plist>
        """, to: app.appendingPathComponent("Bouncy/Info.plist"))
        try write("import XCTest\n", to: app.appendingPathComponent("BouncyTests/BouncyTests.swift"))
        try write("import UIKit\n", to: app.appendingPathComponent("Pods/Lib/Lib.swift"))
        return app
    }

    @Test func writesAPackageWithTheRewrittenSourcesAndTheAppsScenes() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        let before = try FileManager.default.subpathsOfDirectory(atPath: app.path).sorted()

        let report = try AppPort.port(folder: app, dynamicsPackage: URL(fileURLWithPath: "/checkouts/Dynamics"))

        #expect(report.output.lastPathComponent == "Bouncy App-linux")
        #expect(report.moduleName == "Bouncy_App")
        #expect(report.scenes == ["app", "ball-view-controller"])
        #expect(report.files.map(\.path) == ["Bouncy/AppDelegate.swift", "Bouncy/BallViewController.swift",
                                             "Bouncy/SceneDelegate.swift"])
        let sources = report.output.appendingPathComponent("Sources/Bouncy_App")
        let scenes = try String(contentsOf: sources.appendingPathComponent("DynamicsPortScenes.swift"), encoding: .utf8)
        #expect(scenes.contains("context.launch(AppDelegate(), sceneDelegate: SceneDelegate())"))
        #expect(scenes.contains("context.window.rootViewController = BallViewController()"))
        let manifest = try String(contentsOf: report.output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/checkouts/Dynamics\")"))
        #expect(manifest.contains(".product(name: \"DynamicsCommandLine\", package: \"Dynamics\")"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        let controller = try String(contentsOf: sources.appendingPathComponent("Bouncy/BallViewController.swift"),
                                    encoding: .utf8)
        #expect(controller.contains("UITapGestureRecognizer(handler: { [weak self] recognizer in self?.drop() })"))
        #expect(report.notes.map(\.description) == [
            "Bouncy/Base.lproj/Main.storyboard:1: not translated yet: storyboards, xibs and asset catalogs come in a later step",
        ])
        // The folder itself is only read.
        #expect(try FileManager.default.subpathsOfDirectory(atPath: app.path).sorted() == before)
    }

    @Test func aSecondPortReplacesTheFirstAndKeepsItsBuildFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        let out = root.appendingPathComponent("out")
        _ = try AppPort.port(folder: app, output: out, dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"))
        try write("built", to: out.appendingPathComponent(".build/marker"))
        try FileManager.default.removeItem(at: app.appendingPathComponent("Bouncy/SceneDelegate.swift"))

        let report = try AppPort.port(folder: app, output: out, dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"))

        #expect(report.files.count == 2)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/Bouncy_App/Bouncy/SceneDelegate.swift").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".build/marker").path))
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == ["Bouncy App", "out"])
    }

    @Test func badInputIsOneLineAndLeavesNoOutput() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let dynamics = URL(fileURLWithPath: "/d/Dynamics")
        let missing = root.appendingPathComponent("nope")
        #expect(throws: PortError.notAFolder(missing.path)) { try AppPort.port(folder: missing, dynamicsPackage: dynamics) }

        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: PortError.noSwiftSources(empty.path)) { try AppPort.port(folder: empty, dynamicsPackage: dynamics) }

        let broken = root.appendingPathComponent("broken")
        try write("import UIKit\nclass A {\n", to: broken.appendingPathComponent("A.swift"))
        #expect(throws: PortError.self) { try AppPort.port(folder: broken, dynamicsPackage: dynamics) }

        let app = try makeApp(in: root)
        #expect(throws: PortError.outputInsideInput(app.appendingPathComponent("out").path)) {
            try AppPort.port(folder: app, output: app.appendingPathComponent("out"), dynamicsPackage: dynamics)
        }
        let foreign = root.appendingPathComponent("foreign")
        try write("mine", to: foreign.appendingPathComponent("notes.txt"))
        #expect(throws: PortError.outputNotOurs(foreign.path)) {
            try AppPort.port(folder: app, output: foreign, dynamicsPackage: dynamics)
        }
        #expect(try String(contentsOf: foreign.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == ["Bouncy App", "broken", "empty", "foreign"])
    }

    @Test func sceneAndModuleNames() {
        #expect(PackageLayout.kebabCase("GravityViewController") == "gravity-view-controller")
        #expect(PackageLayout.kebabCase("HSViewController") == "hs-view-controller")
        #expect(PackageLayout.kebabCase("APLSnap2ViewController") == "apl-snap2-view-controller")
        #expect(PackageLayout.moduleName(for: "2048 clone") == "App2048_clone")
        #expect(PackageLayout.moduleName(for: "Dynamics") == "DynamicsApp")
    }
}
