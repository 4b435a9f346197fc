import Foundation
import Testing
@testable import DynamicsPort

/// An app's CocoaPods dependencies ported beside it: DiSCO CLiCKeR imports SnapKit from `Pods/SnapKit`.
@Suite struct PodPortTests {
    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func anImportedPodBecomesALibraryPackageTheAppDependsOn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pod-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
        import UIKit
        import Snappy
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
        """, to: root.appendingPathComponent("App/AppDelegate.swift"))
        try write("""
        import UIKit
        public extension UIView {
            var snappy: NSLayoutAttribute { return .top }
        }
        """, to: root.appendingPathComponent("Pods/Snappy/Source/Snappy.swift"))
        try write("import UIKit\npublic let unused = 1\n", to: root.appendingPathComponent("Pods/Unused/Source/Unused.swift"))
        try write("#import <UIKit/UIKit.h>\n", to: root.appendingPathComponent("Pods/Target Support Files/Snappy/Snappy-umbrella.h"))
        let out = root.appendingPathComponent("out")

        let report = try AppPort.port(folder: root.appendingPathComponent("App"), output: out,
                                      dynamicsPackage: URL(fileURLWithPath: "/checkouts/Dynamics"))

        let manifest = try read(out.appendingPathComponent("Package.swift"))
        #expect(manifest.contains(#".package(path: "Pods/Snappy"),"#))
        #expect(manifest.contains(#".product(name: "Snappy", package: "Snappy"),"#))
        #expect(!manifest.contains("Unused"))
        let pod = out.appendingPathComponent("Pods/Snappy")
        let podManifest = try read(pod.appendingPathComponent("Package.swift"))
        #expect(podManifest.contains(#"products: [.library(name: "Snappy", targets: ["Snappy"])]"#))
        #expect(podManifest.contains(#".package(path: "/checkouts/Dynamics"),"#))
        #expect(podManifest.contains(".swiftLanguageMode(.v5)") && !podManifest.contains("executableTarget"))
        #expect(try read(pod.appendingPathComponent("Sources/Snappy/Source/Snappy.swift")) == """
        import Dynamics /* port: import */ // import UIKit
        public extension UIView {
            var snappy: NSLayoutConstraint.Attribute /* port: Swift 4.2 name */ { return .top }
        }
        """)
        // A library has no scenes of its own.
        #expect(!FileManager.default.fileExists(atPath: pod.appendingPathComponent("Sources/Snappy/DynamicsPortScenes.swift").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Pods/Unused").path))
        #expect(report.files.map(\.path) == ["AppDelegate.swift", "../Pods/Snappy/Source/Snappy.swift"])
    }
}

/// zhxnlai's ZLSwipeableViewSwift demo imports `UIColor_FlatColors`, the module CocoaPods makes of the Objective-C pod
/// `UIColor+FlatColors` its `Pods` folder holds at the Podfile.lock's 0.0.2.
@Suite struct ObjectiveCPodTests {
    @Test func anImportedObjectiveCPodIsNamedInANote() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("objc-pod-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, to path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }\n",
                  to: "App/AppDelegate.swift")
        try write("import UIKit\nimport UIColor_FlatColors\nlet c = 1\n", to: "App/Colors.swift")
        try write("@interface UIColor (FlatColors)\n@end\n", to: "Pods/UIColor+FlatColors/UIColor+FlatColors/UIColor+FlatColors.h")
        try write("@implementation UIColor (FlatColors)\n@end\n", to: "Pods/UIColor+FlatColors/UIColor+FlatColors/UIColor+FlatColors.m")
        try write("@interface Unused\n@end\n", to: "Pods/Not+Imported/Not+Imported.h")

        let report = try AppPort.port(folder: root.appendingPathComponent("App"), output: root.appendingPathComponent("out"),
                                      dynamicsPackage: URL(fileURLWithPath: "/checkouts/Dynamics"))

        #expect(PodPort.moduleName(of: "UIColor+FlatColors") == "UIColor_FlatColors")
        #expect(report.notes.filter { $0.message.hasPrefix("pod ") }.map(\.description) == [
            "../Pods/UIColor+FlatColors:1: pod UIColor+FlatColors (module UIColor_FlatColors) is Objective-C: not ported; the files that import it will not build",
        ])
    }
}
