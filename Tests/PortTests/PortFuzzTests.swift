import Foundation
import Testing
import DynamicsInterfaceBuilder
@testable import DynamicsPort

/// Mutated storyboards, xibs, asset catalog manifests, project files and Swift files through the whole port: each
/// gives a package or one line naming the mutated file, and a failed port leaves the last package as it was, with
/// no staging folder behind.
@Suite struct PortFuzzTests {
    /// A xib beside the app's storyboard, so xibs are fuzzed too.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BallViewController"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                <subviews>
                    <label opaque="NO" text="Ready" textAlignment="center" id="lbl-Rd-y01">
                        <rect key="frame" x="10" y="10" width="180" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
        </objects>
        <resources>
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
        </resources>
    </document>
    """

    /// One mutation of `bytes`: cut short, bytes overwritten, a stretch removed or repeated, or structural
    /// characters dropped in.
    static func mutate(_ bytes: [UInt8], _ generator: inout FuzzBytes) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return bytes }
        func position() -> Int { Int(generator.next() % UInt64(bytes.count)) }
        switch generator.next() % 5 {
        case 0: bytes = Array(bytes.prefix(position()))
        case 1: for _ in 0...(generator.next() % 8) { bytes[position()] = UInt8(truncatingIfNeeded: generator.next()) }
        case 2:
            let start = position()
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + Int(generator.next() % 64)))
        case 3:
            let start = position()
            bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 1 + Int(generator.next() % 64))], at: position())
        default:
            let structural = Array("<>{}()[]\"'/;=,:\\\n#@`".utf8)
            for _ in 0...(generator.next() % 4) { bytes.insert(structural[Int(generator.next() % UInt64(structural.count))], at: position()) }
        }
        return bytes
    }

    @Test func thousandsOfMutatedInputsGiveAPackageOrOneLineNamingTheFile() throws {
        let tests = AppPortTests()
        let root = try tests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try XcodeProjectTests().makeProject(in: root)
        try tests.write(Self.xib, to: app.appendingPathComponent("Ready.xib"))
        let dynamics = URL(fileURLWithPath: "/d/Dynamics")
        let options = PortOptions(target: "Bouncy")
        let output = app.deletingLastPathComponent().appendingPathComponent("App-linux")
        let fuzzed = ["Base.lproj/Main.storyboard", "Ready.xib", "Assets.xcassets/Ball.colorset/Contents.json",
                      "ViewController.swift", "../Bouncy.xcodeproj/project.pbxproj"]
        // The xib is a resource of the target as Xcode would list it.
        let projectFile = app.appendingPathComponent("../Bouncy.xcodeproj/project.pbxproj").standardizedFileURL
        let project = try String(contentsOf: projectFile, encoding: .utf8)
            .replacingOccurrences(of: "files = (B004, B005, );", with: "files = (B004, B005, B007, );")
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: "\t\tB007 = {isa = PBXBuildFile; fileRef = F010; };\n/* End PBXBuildFile section */")
            .replacingOccurrences(of: "/* End PBXFileReference section */", with: "\t\tF010 = {isa = PBXFileReference; path = Ready.xib; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */")
            .replacingOccurrences(of: "children = (F001, F002,", with: "children = (F010, F001, F002,")
        try tests.write(project, to: projectFile)
        let originals = try fuzzed.map { try Array(Data(contentsOf: app.appendingPathComponent($0))) }
        let first = try AppPort.port(folder: app, dynamicsPackage: dynamics, options: options)
        #expect(first.files.count == 3)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/App/Interface/Nib_Ready.swift").path))
        let marker = output.appendingPathComponent("port-notes.txt")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Bouncy").path).sorted()

        var generator = FuzzBytes(seed: 0x5EED_2026)
        // The stages alone, thousands of times: the rewriter, the catalog check and the project reader (the IB
        // compiler's own fuzzing is in InterfaceBuilderTests).
        var stageErrors = 0
        for round in 0..<3_000 {
            let index = [2, 3, 4][round % 3]
            let bytes = Self.mutate(originals[index], &generator)
            let file = app.appendingPathComponent(fuzzed[index])
            do {
                switch index {
                case 2:
                    try Data(bytes).write(to: file)
                    do {
                        try AssetCatalogReview.validate(catalogAt: app.appendingPathComponent("Assets.xcassets"), file: "Assets.xcassets")
                    } catch {
                        throw PortError.malformedCatalog(file: error.file, line: error.line, message: error.message)
                    }
                case 3:
                    guard let text = String(bytes: bytes, encoding: .utf8) else { continue }
                    _ = try SourceRewriter.rewrite([PortSource(path: fuzzed[index], text: text)])
                default:
                    try Data(bytes).write(to: file)
                    _ = try XcodeProject.read(file, file: fuzzed[index])
                }
            } catch let error as PortError {
                stageErrors += 1
                let line = error.description
                let isOneLine = !line.contains(where: \.isNewline)
                #expect(line.hasPrefix(fuzzed[index] + ":") || line.hasPrefix(fuzzed[index] + "/"), "round \(round): \(line)")
                #expect(isOneLine, "round \(round): \(line)")
            }
            try Data(originals[index]).write(to: file)
        }
        #expect(stageErrors > 1_000, "\(stageErrors) errors")

        // The whole port, fewer times: a package or one line, and a failed port leaves the last package whole.
        var ported = 0, refused = 0
        for round in 0..<250 {
            let index = round % fuzzed.count
            let file = app.appendingPathComponent(fuzzed[index])
            try Data(Self.mutate(originals[index], &generator)).write(to: file)
            try FileManager.default.removeItem(at: marker)
            do {
                _ = try AppPort.port(folder: app, dynamicsPackage: dynamics, options: options)
                ported += 1
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/App/DynamicsPortScenes.swift").path))
            } catch {
                refused += 1
                let line = error.description
                let isOneLine = !line.contains(where: \.isNewline)
                #expect(line.hasPrefix(fuzzed[index] + ":") || line.hasPrefix(fuzzed[index] + "/"), "round \(round): \(line)")
                #expect(isOneLine, "round \(round): \(line)")
                // The last package stays as it was: the file removed above is still missing, nothing half-written.
                #expect(!FileManager.default.fileExists(atPath: marker.path), "round \(round)")
            }
            try Data(originals[index]).write(to: file)
            try Data("marker".utf8).write(to: marker)
        }
        #expect(ported + refused == 250)
        #expect(refused > 80, "ported \(ported), refused \(refused)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Bouncy").path).sorted() == siblings)
    }
}

/// A small deterministic generator (SplitMix64), so the mutations are the same on every run.
struct FuzzBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
