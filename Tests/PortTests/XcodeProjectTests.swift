import Foundation
import Testing
@testable import DynamicsPort

/// The app target's files read from `project.pbxproj`: what the target compiles and copies is ported, wherever it
/// lies, and nothing else.
@Suite struct XcodeProjectTests {
    /// A project file as Xcode writes one (written for these tests): an app target `Bouncy` whose Sources phase
    /// takes two files of `App/` and one of `Shared/` beside it, whose Resources phase takes a localized storyboard
    /// and a catalog; a second app target `Kiosk` with a file of `App/`; a test target; and a file of `App/` in no
    /// target.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 50;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppDelegate.swift */; };
    \t\tB002 /* ViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* ViewController.swift */; };
    \t\tB003 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* Model.swift */; };
    \t\tB004 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V001 /* Main.storyboard */; };
    \t\tB005 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F005 /* Assets.xcassets */; };
    \t\tB006 /* Kiosk.swift in Sources */ = {isa = PBXBuildFile; fileRef = F006 /* Kiosk.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    \t\tF002 /* ViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ViewController.swift; sourceTree = "<group>"; };
    \t\tF003 /* Model.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };
    \t\tF004 /* Unused.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Unused.swift; sourceTree = "<group>"; };
    \t\tF005 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    \t\tF006 /* Kiosk.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Kiosk.swift; sourceTree = "<group>"; };
    \t\tF007 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    \t\tF008 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tF009 /* Bouncy.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Bouncy.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tG000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tG001 /* App */,
    \t\t\t\tG002 /* Shared */,
    \t\t\t\tF009 /* Bouncy.app */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG001 /* App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (F001, F002, F004, F006, V001, F005, F007, );
    \t\t\tpath = App;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG002 /* Shared */ = {isa = PBXGroup; children = (F003); path = Shared; sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXVariantGroup section */
    \t\tV001 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F008 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
    /* End PBXVariantGroup section */

    \t\tS001 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B001, B002, B003, ); runOnlyForDeploymentPostprocessing = 0; };
    \t\tR001 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B004, B005, ); };
    \t\tS002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B006, ); };
    \t\tT001 /* Bouncy */ = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (S001, R001, ); name = Bouncy; productType = "com.apple.product-type.application"; };
    \t\tT002 /* Kiosk */ = {isa = PBXNativeTarget; buildPhases = (S002, ); name = Kiosk; productType = "com.apple.product-type.application"; };
    \t\tT003 /* BouncyTests */ = {isa = PBXNativeTarget; buildPhases = (); name = BouncyTests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tL001 = {isa = XCConfigurationList; buildConfigurations = (C001 /* Debug */, ); };
    \t\tC001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; SWIFT_VERSION = 5.0; }; name = Debug; };
    \t\tP001 /* Project object */ = {isa = PBXProject; mainGroup = G000; targets = (T001 /* Bouncy */, T002, T003, ); };
    \t};
    \trootObject = P001 /* Project object */;
    }

    """

    /// The project of ``project`` laid out under `root`: `Bouncy/App/…`, `Bouncy/Shared/Model.swift`,
    /// `Bouncy/Bouncy.xcodeproj`. Returns the app's folder, `Bouncy/App`.
    func makeProject(in root: URL, projectText: String = Self.project) throws -> URL {
        let tests = AppPortTests()
        let project = root.appendingPathComponent("Bouncy")
        let app = project.appendingPathComponent("App")
        try tests.write(projectText, to: project.appendingPathComponent("Bouncy.xcodeproj/project.pbxproj"))
        try tests.write("import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
                        to: app.appendingPathComponent("AppDelegate.swift"))
        try tests.write("""
            import UIKit
            class BallViewController: UIViewController {
                @IBOutlet weak var ball: UIView!
                @IBAction func letGo(_ sender: UIButton) { Model.drop() }
            }
            """, to: app.appendingPathComponent("ViewController.swift"))
        try tests.write("enum Model { static func drop() {} }\n", to: project.appendingPathComponent("Shared/Model.swift"))
        try tests.write("this file is in no target and does not even parse {\n", to: app.appendingPathComponent("Unused.swift"))
        try tests.write("import UIKit\nclass KioskViewController: UIViewController {}\n", to: app.appendingPathComponent("Kiosk.swift"))
        try tests.write(AppPortTests.storyboard, to: app.appendingPathComponent("Base.lproj/Main.storyboard"))
        try tests.write(#"{"colors":[{"idiom":"universal","color":{"components":{"red":"1","green":"0.5","blue":"0","alpha":"1"}}}]}"#,
                        to: app.appendingPathComponent("Assets.xcassets/Ball.colorset/Contents.json"))
        try tests.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """, to: app.appendingPathComponent("Info.plist"))
        return app
    }

    @Test func theTargetsFilesArePortedWhereverTheyLieAndNoOthers() throws {
        let root = try AppPortTests().temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeProject(in: root)

        let report = try AppPort.port(folder: app, dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"),
                                      options: PortOptions(target: "Bouncy"))

        #expect(report.files.map(\.path) == ["../Shared/Model.swift", "AppDelegate.swift", "ViewController.swift"])
        let sources = report.output.appendingPathComponent("Sources/App")
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Outside/Shared/Model.swift").path))
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("Unused.swift").path))
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("Kiosk.swift").path))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Interface/Storyboard_Main.swift").path))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources/Assets.xcassets/Ball.colorset/Contents.json").path))
        // The Info.plist the build settings name gives the main storyboard.
        let scenes = try String(contentsOf: sources.appendingPathComponent("DynamicsPortScenes.swift"), encoding: .utf8)
        #expect(scenes.contains("context.launch(AppDelegate(), mainStoryboard: \"Main\")"))
        #expect(report.notes.map(\.description).filter { $0.contains("not in target") } == [
            "Kiosk.swift:1: left out: not in target Bouncy (Xcode leaves it out of the app)",
            "Unused.swift:1: left out: not in target Bouncy (Xcode leaves it out of the app)",
        ])
    }

    @Test func severalAppTargetsNeedTargetAndBadProjectsAreOneLine() throws {
        let root = try AppPortTests().temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let dynamics = URL(fileURLWithPath: "/d/Dynamics")
        let app = try makeProject(in: root)
        #expect(throws: PortError.ambiguousTarget(file: "../Bouncy.xcodeproj/project.pbxproj", targets: ["Bouncy", "Kiosk"])) {
            try AppPort.port(folder: app, dynamicsPackage: dynamics)
        }
        #expect(throws: PortError.unknownTarget(file: "../Bouncy.xcodeproj/project.pbxproj", name: "BouncyTests",
                                                targets: ["Bouncy", "Kiosk"])) {
            try AppPort.port(folder: app, dynamicsPackage: dynamics, options: PortOptions(target: "BouncyTests"))
        }
        let kiosk = try AppPort.port(folder: app, dynamicsPackage: dynamics, options: PortOptions(target: "Kiosk"))
        #expect(kiosk.files.map(\.path) == ["Kiosk.swift"])

        // Cut inside an object: the error names the project file and the line where reading stopped.
        let cut = String(Self.project.prefix(through: Self.project.range(of: "G002 /* Shared */ = {isa = PBXGroup;")!.upperBound))
        let broken = try makeProject(in: root.appendingPathComponent("broken"), projectText: cut)
        do {
            _ = try AppPort.port(folder: broken, dynamicsPackage: dynamics, options: PortOptions(target: "Bouncy"))
            Issue.record("a truncated project was read")
        } catch {
            #expect(error == .malformedProject(file: "../Bouncy.xcodeproj/project.pbxproj", line: 46,
                                               message: "expected a string, found the end of the file"))
            #expect(error.description == "../Bouncy.xcodeproj/project.pbxproj:46: not a readable Xcode project: expected a string, found the end of the file")
        }
        #expect(!FileManager.default.fileExists(atPath: broken.path + "-linux"))
    }

    @Test func openStepPropertyLists() throws {
        let value = try OpenStepPlistParser.parse("""
            // !$*UTF8*$!
            { a = "x \\"y\\"\\n"; /* comment
            over lines */ b = ( 1, two, "3", ); c = { }; "d e" = "$(SRCROOT)/f.plist"; g = $PRODUCT_NAME.swift-_:+; }
            """)
        #expect(value == .dictionary(["a": .string("x \"y\"\n"), "b": .array([.string("1"), .string("two"), .string("3")]),
                                      "c": .dictionary([:]), "d e": .string("$(SRCROOT)/f.plist"),
                                      "g": .string("$PRODUCT_NAME.swift-_:+")]))
        #expect(throws: OpenStepPlistParser.Failure(line: 3, message: "expected ';', found '}'")) {
            try OpenStepPlistParser.parse("{\na = b;\nc = d }")
        }
        #expect(throws: OpenStepPlistParser.Failure(line: 1, message: "nested more than 64 levels deep")) {
            try OpenStepPlistParser.parse(String(repeating: "(", count: 100))
        }
        #expect(throws: OpenStepPlistParser.Failure(line: 1, message: "unexpected text after the root value")) {
            try OpenStepPlistParser.parse("{} {}")
        }
    }
}
