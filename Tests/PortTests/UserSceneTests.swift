import Foundation
import Testing
@testable import DynamicsPort

/// `--scene FILE`: the user's own scripted scene, added to the package and kept by every regeneration.
@Suite struct UserSceneTests {
    @Test func aSceneFileBecomesASceneThatLaunchesTheAppThenRunsIt() throws {
        let tests = AppPortTests()
        let root = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try tests.makeApp(in: root)
        let scene = root.appendingPathComponent("scripts/DropTwice.swift")
        let text = """
            import Dynamics

            /// Two taps on the Drop button.
            @MainActor func dropTwice(_ context: SceneContext) {
                context.tap(at: CGPoint(x: 187, y: 615), time: 0.5)
                context.tap(at: CGPoint(x: 187, y: 615), time: 1.5)
            }

            """
        try tests.write(text, to: scene)

        let report = try AppPort.port(folder: app, dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"),
                                      options: PortOptions(sceneFiles: [scene]))

        #expect(report.scenes == ["app", "ball-view-controller", "drop-twice"])
        let sources = report.output.appendingPathComponent("Sources/Bouncy_App")
        #expect(try String(contentsOf: sources.appendingPathComponent("DynamicsPortScene_DropTwice.swift"), encoding: .utf8) == text)
        let scenes = try String(contentsOf: sources.appendingPathComponent("DynamicsPortScenes.swift"), encoding: .utf8)
        let declaration = try #require(scenes.range(of: "Scene(name: \"drop-twice\", summary: \"Two taps on the Drop button.\""))
        let body = scenes[declaration.upperBound...]
        let launch = try #require(body.range(of: "context.launch(AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: \"Main\")"))
        let call = try #require(body.range(of: "dropTwice(context)"))
        #expect(launch.upperBound < call.lowerBound)

        // Running the port again (as --watch does) keeps the scene.
        let again = try AppPort.port(folder: app, dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"),
                                     options: PortOptions(sceneFiles: [scene]))
        #expect(again.scenes.last == "drop-twice")
    }

    @Test func aSceneFileWithoutASceneFunctionIsOneLine() throws {
        let tests = AppPortTests()
        let root = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try tests.makeApp(in: root)
        let dynamics = URL(fileURLWithPath: "/d/Dynamics")
        let wrong = root.appendingPathComponent("Wrong.swift")
        try tests.write("func taps(_ count: Int) {}\n", to: wrong)
        #expect(throws: PortError.badSceneFile(file: wrong.path, line: 1,
                                               message: "declares no top-level function taking a SceneContext (func script(_ context: SceneContext))")) {
            try AppPort.port(folder: app, dynamicsPackage: dynamics, options: PortOptions(sceneFiles: [wrong]))
        }
        try tests.write("func taps(_ context: SceneContext) {\n", to: wrong)
        #expect(throws: PortError.badSceneFile(file: wrong.path, line: 1, message: "does not parse: expected '}'")) {
            try AppPort.port(folder: app, dynamicsPackage: dynamics, options: PortOptions(sceneFiles: [wrong]))
        }
        let missing = root.appendingPathComponent("Missing.swift")
        #expect(throws: PortError.badSceneFile(file: missing.path, line: 1, message: "cannot be read as UTF-8 text")) {
            try AppPort.port(folder: app, dynamicsPackage: dynamics, options: PortOptions(sceneFiles: [missing]))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["Bouncy App", "Wrong.swift"])
    }
}
