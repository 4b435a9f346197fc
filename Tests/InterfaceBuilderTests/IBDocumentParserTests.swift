import Foundation
import Testing
@testable import DynamicsInterfaceBuilder

/// Reading Interface Builder XML: the tree, and one line naming file and line for anything else — never a crash.
@Suite struct IBDocumentParserTests {
    @Test func elementsKeepTheirAttributesChildrenAndLines() throws {
        let document = try IBDocumentParser.parse(Fixture.data("BouncyLayoutMain.storyboard"), file: "Main.storyboard")
        #expect(document["initialViewController"] == "BYZ-38-t0r")
        let controller = document.items(of: "scenes")[0].items(of: "objects")[0]
        #expect(controller.name == "viewController")
        #expect(controller["customClass"] == "ViewController")
        #expect(controller.line == 11)
        #expect(controller.child(key: "view")?.child("rect", key: "frame")?["height"] == "667")
    }

    @Test func malformedTruncatedAndForeignDocumentsAreOneLineWithFileAndLine() throws {
        let text = try String(decoding: Fixture.data("PeripheryLaunchScreen.storyboard"), as: UTF8.self)
        let truncated = String(text.prefix(text.count / 2))
        #expect(throws: InterfaceError.self) { try IBDocumentParser.parse(Data(truncated.utf8), file: "Cut.storyboard") }
        do {
            _ = try IBDocumentParser.parse(Data(truncated.utf8), file: "Cut.storyboard")
        } catch {
            #expect(error.file == "Cut.storyboard")
            #expect(error.line >= 20)
            #expect(!error.description.contains("\n"))
        }
        let mismatched = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n</document>\n"
        #expect(throws: InterfaceError.self) { try IBDocumentParser.parse(Data(mismatched.utf8), file: "M.xib") }
        let mac = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>\n"
        #expect(throws: InterfaceError(file: "Mac.xib", line: 2, message: "not a Cocoa Touch storyboard or xib (document type com.apple.InterfaceBuilder3.Cocoa.XIB)")) {
            try IBDocumentParser.parse(Data(mac.utf8), file: "Mac.xib")
        }
        let old = "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>\n"
        #expect(throws: InterfaceError.self) { try IBDocumentParser.parse(Data(old.utf8), file: "Old.xib") }
    }

    /// Thousands of truncated and byte-flipped fixtures through the whole compiler: each gives Swift or one
    /// `file:line:` error, never a crash.
    @Test func fuzzedDocumentsGiveAResultOrOneLineError() throws {
        let catalog = ClassCatalog([ClassCatalog.Class(name: "XibViewController", inherited: ["UIViewController"],
                                                       properties: ["button"], methods: [.init(name: "click", labels: ["_"])])])
        var generator = SplitMix(seed: 0x1B_2026)
        var results = 0
        var errors = 0
        for name in ["PeripheryStoryboardViewController.storyboard", "PeripheryXibViewController.xib",
                     "PeripheryLaunchScreen.storyboard", "BouncyLayoutMain.storyboard"] {
            let original = try Array(Fixture.data(name))
            for round in 0..<800 {
                var bytes = original
                if round % 2 == 0 {
                    bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count))))
                } else {
                    for _ in 0..<(1 + Int(generator.next() % 8)) {
                        bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
                    }
                }
                do {
                    let compiled = try InterfaceCompiler.compile(Data(bytes), file: name, catalog: catalog)
                    #expect(compiled.source.contains("import Dynamics"))
                    results += 1
                } catch {
                    #expect(error.file == name)
                    #expect(error.line >= 1)
                    #expect(!error.description.contains("\n"))
                    errors += 1
                }
            }
        }
        #expect(results + errors == 3200)
        #expect(errors > 1600)
    }
}

/// A small deterministic generator (SplitMix64), so the fuzzed inputs are the same on every run.
struct SplitMix {
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
