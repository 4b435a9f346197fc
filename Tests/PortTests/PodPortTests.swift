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
