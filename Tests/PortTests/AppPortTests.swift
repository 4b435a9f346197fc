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
            @IBOutlet private weak var ball: UIView!
            @IBAction private func letGo(_ sender: UIButton) {}
            @IBAction func reset() {}
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(drop)))
                _ = Bundle.main.url(forResource: "greeting", withExtension: "txt")
            }
            @objc func drop() {}
        }
        class DetailViewController: UIViewController {
            init(item: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        private class HiddenViewController: UIViewController {}
        """, to: app.appendingPathComponent("Bouncy/BallViewController.swift"))
        try write(Self.storyboard, to: app.appendingPathComponent("Bouncy/Base.lproj/Main.storyboard"))
        try write(#"{"images":[{"idiom":"universal","scale":"2x","filename":"icon.png"}]}"#,
                  to: app.appendingPathComponent("Bouncy/Assets.xcassets/AppIcon.appiconset/Contents.json"))
        try write(#"{"colors":[{"idiom":"universal","color":{"components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}]}"#,
                  to: app.appendingPathComponent("Bouncy/Assets.xcassets/Ball.colorset/Contents.json"))
        try write("hello", to: app.appendingPathComponent("Bouncy/greeting.txt"))
        try write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
        </dict></array></dict></dict>
        </dict></plist>
        """, to: app.appendingPathComponent("Bouncy/Info.plist"))
        try write("import XCTest\n", to: app.appendingPathComponent("BouncyTests/BouncyTests.swift"))
        try write("import UIKit\n", to: app.appendingPathComponent("Pods/Lib/Lib.swift"))
        return app
    }

    /// A storyboard as Xcode writes it: the initial scene a `BallViewController` with an outlet, a button wired to
    /// an action, a colour from the catalog and an unknown view.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
        <scenes>
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" customClass="BallViewController" customModule="Bouncy" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bAl-l0-0b1">
                                    <rect key="frame" x="147.5" y="100" width="80" height="80"/>
                                    <color key="backgroundColor" name="Ball"/>
                                </view>
                                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="dRo-p0-btn">
                                    <rect key="frame" x="150" y="600" width="75" height="30"/>
                                    <state key="normal" title="Drop"/>
                                    <connections>
                                        <action selector="letGo:" destination="BYZ-38-t0r" eventType="touchUpInside" id="act-dr-op1"/>
                                    </connections>
                                </button>
                                <mapView contentMode="scaleToFill" id="map-vi-ew1"/>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="ball" destination="bAl-l0-0b1" id="out-ba-ll1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

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
        #expect(scenes.contains("context.launch(AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: \"Main\")"))
        #expect(scenes.contains("DynamicsPortInterface.register()"))
        // The controller comes from its storyboard scene, so its outlets are connected.
        #expect(scenes.contains("context.window.rootViewController = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"BYZ-38-t0r\")"))
        let interface = try String(contentsOf: sources.appendingPathComponent("DynamicsPortInterface.swift"), encoding: .utf8)
        #expect(interface.contains("DynamicsPortStoryboard_Main.register()"))
        let compiled = try String(contentsOf: sources.appendingPathComponent("Interface/Storyboard_Main.swift"), encoding: .utf8)
        #expect(compiled.contains("owner.ball = v_bAl_l0_0b1"))
        #expect(compiled.contains("v_bAl_l0_0b1.backgroundColor = (UIColor(named: \"Ball\") ?? UIColor.clear)"))
        #expect(compiled.contains("v_dRo_p0_btn.addAction(UIAction { [weak owner, unowned sender = v_dRo_p0_btn] _ in owner?.letGo(sender) }, for: .touchUpInside)"))
        // The catalog and the loose resource are copied and listed; the app icon is noted, not used.
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources/Assets.xcassets/Ball.colorset/Contents.json").path))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources/greeting.txt").path))
        let manifest = try String(contentsOf: report.output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/checkouts/Dynamics\")"))
        #expect(manifest.contains(".product(name: \"DynamicsCommandLine\", package: \"Dynamics\")"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(manifest.contains("resources: [.copy(\"Resources/Assets.xcassets\"), .copy(\"Resources/greeting.txt\")]"))
        let controller = try String(contentsOf: sources.appendingPathComponent("Bouncy/BallViewController.swift"),
                                    encoding: .utf8)
        #expect(controller.contains("UITapGestureRecognizer(handler: { [weak self] recognizer in self?.drop() })"))
        // Private outlets and actions become internal: the compiled storyboard sets and calls them from its own file.
        #expect(controller.contains("/* port: outlet @IBOutlet */ /* port: outlet private */ weak var ball: UIView!"))
        #expect(controller.contains("@IBAction /* port: outlet private */ func letGo(_ sender: UIButton) {}"))
        // The copied resources are in the module's bundle.
        #expect(controller.contains("_ = Bundle.module /* port: bundle resource */.url(forResource: \"greeting\", withExtension: \"txt\")"))
        // Linux's compiler takes @IBAction only with one argument.
        #expect(controller.contains("/* port: outlet @IBAction */ func reset() {}"))
        #expect(report.notes.map(\.description) == [
            "Bouncy/Base.lproj/Main.storyboard:22: <mapView> is not a view Dynamics has: left out with its subviews",
            "Bouncy/Assets.xcassets/AppIcon.appiconset:1: app icon or launch image: ignored (a scene has no home screen)",
        ])
        // The folder itself is only read.
        #expect(try FileManager.default.subpathsOfDirectory(atPath: app.path).sorted() == before)
    }

    @Test func anXcode13AppWithoutInfoPlistKeysTakesItsMainStoryboardFromTheBuildSettings() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        try write(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#,
                  to: app.appendingPathComponent("Bouncy/Info.plist"))
        // A project without targets (so the folder's own files are ported) whose build settings hold the keys.
        try write("""
        // !$*UTF8*$!
        {
            objects = {
                C1 = {isa = XCBuildConfiguration; buildSettings = {
                        GENERATE_INFOPLIST_FILE = YES;
                        INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
                        INFOPLIST_KEY_UIMainStoryboardFile = Main;
                        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                }; };
                P1 = {isa = PBXProject; targets = (); };
            };
            rootObject = P1;
        }
        """, to: app.appendingPathComponent("Bouncy.xcodeproj/project.pbxproj"))
        // The app's own folder, as the README says to point the command at: the project is beside it.
        let report = try AppPort.port(folder: app.appendingPathComponent("Bouncy"), output: root.appendingPathComponent("out"),
                                      dynamicsPackage: URL(fileURLWithPath: "/checkouts/Dynamics"))
        let scenes = try String(contentsOf: report.output.appendingPathComponent("Sources/Bouncy/DynamicsPortScenes.swift"),
                                encoding: .utf8)
        #expect(scenes.contains("context.launch(AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: \"Main\")"))
        // Its build settings list landscape orientations only: the scenes are the iPhone 8 on its side.
        #expect(scenes.contains("size: CGSize(width: 667, height: 375)"))
        #expect(!scenes.contains("height: 667"))
    }

    @Test func aLandscapeOnlyAppGetsLandscapeScenes() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        let portrait = try AppPort.port(folder: app, output: root.appendingPathComponent("portrait"),
                                        dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"))
        // The keys of danteese/SquashSwift's Info.plist: an iPhone list of landscape orientations, an iPad list of all four.
        try write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
        </dict></plist>
        """, to: app.appendingPathComponent("Bouncy/Info.plist"))
        let landscape = try AppPort.port(folder: app, output: root.appendingPathComponent("landscape"),
                                         dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"))

        func sizes(_ report: PortReport) throws -> [String] {
            let text = try String(contentsOf: report.output.appendingPathComponent("Sources/Bouncy_App/DynamicsPortScenes.swift"),
                                  encoding: .utf8)
            return text.matches(of: /size: (CGSize\([^)]*\))/).map { String($0.1) }
        }
        #expect(try sizes(portrait) == Array(repeating: "CGSize(width: 375, height: 667)", count: 2))
        #expect(try sizes(landscape) == Array(repeating: "CGSize(width: 667, height: 375)", count: 2))
        // The device is held in landscape too (`UIDevice.current.orientation`, a named device's screen).
        let text = try String(contentsOf: landscape.output.appendingPathComponent("Sources/Bouncy_App/DynamicsPortScenes.swift"),
                              encoding: .utf8)
        #expect(text.contains("].map { scene in var held = scene; held.orientation = .landscape; return held })"))
        #expect(!(try String(contentsOf: portrait.output.appendingPathComponent("Sources/Bouncy_App/DynamicsPortScenes.swift"),
                             encoding: .utf8)).contains("orientation"))
        // One portrait orientation among them, or none listed, keeps the portrait canvas.
        #expect(!PackageLayout.launchesInLandscape(orientations: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]))
        #expect(!PackageLayout.launchesInLandscape(orientations: []))
        #expect(PackageLayout.launchesInLandscape(orientations: ["UIInterfaceOrientationLandscapeRight"]))
    }

    @Test func anAppThatBundlesFontsCarriesItsInfoPlist() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try makeApp(in: root)
        let plain = try AppPort.port(folder: app, output: root.appendingPathComponent("plain"),
                                     dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"))
        // DiSCO CLiCKeR's Info.plist lists its DS-Digital file under UIAppFonts.
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>nyc.c4q.DynamicAnimations</string>
        <key>UIAppFonts</key><array><string>DS-DIGIB.TTF</string></array>
        </dict></plist>
        """
        try write(plist, to: app.appendingPathComponent("Bouncy/Info.plist"))
        try write("not a real font", to: app.appendingPathComponent("Bouncy/DS-DIGIB.TTF"))
        let fonts = try AppPort.port(folder: app, output: root.appendingPathComponent("fonts"),
                                     dynamicsPackage: URL(fileURLWithPath: "/d/Dynamics"))

        // SwiftPM refuses an Info.plist at the top of a resource bundle: the copy is named after the executable.
        let manifest = try String(contentsOf: fonts.output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".copy("Resources/DS-DIGIB.TTF")"#))
        #expect(manifest.contains(#".copy("Resources/Bouncy_App-Info.plist")"#))
        let copy = fonts.output.appendingPathComponent("Sources/Bouncy_App/Resources/Bouncy_App-Info.plist")
        #expect(try String(contentsOf: copy, encoding: .utf8) == plist)
        // An app that bundles no font keeps its package as it was.
        let plainManifest = try String(contentsOf: plain.output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!plainManifest.contains("Info.plist"))
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

        let cut = try makeApp(in: root.appendingPathComponent("cut"))
        let storyboard = cut.appendingPathComponent("Bouncy/Base.lproj/Main.storyboard")
        try write(String(Self.storyboard.prefix(900)), to: storyboard)
        do {
            _ = try AppPort.port(folder: cut, dynamicsPackage: dynamics)
            Issue.record("a truncated storyboard was ported")
        } catch {
            guard case .malformedInterface(let file, let line, _) = error else { throw error }
            #expect(file == "Bouncy/Base.lproj/Main.storyboard")
            #expect(line > 5)
            #expect(!error.description.contains("\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("cut/Bouncy App-linux").path))

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
        #expect(left == ["Bouncy App", "broken", "cut", "empty", "foreign"])
    }

    @Test func sceneAndModuleNames() {
        #expect(PackageLayout.kebabCase("GravityViewController") == "gravity-view-controller")
        #expect(PackageLayout.kebabCase("HSViewController") == "hs-view-controller")
        #expect(PackageLayout.kebabCase("APLSnap2ViewController") == "apl-snap2-view-controller")
        #expect(PackageLayout.moduleName(for: "2048 clone") == "App2048_clone")
        #expect(PackageLayout.moduleName(for: "Dynamics") == "DynamicsApp")
    }
}
