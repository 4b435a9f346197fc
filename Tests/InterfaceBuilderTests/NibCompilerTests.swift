import Foundation
import Testing
@testable import DynamicsInterfaceBuilder

/// Xibs compiled to a registered nib: top-level objects, File's Owner's outlets and actions by selector.
@Suite struct NibCompilerTests {
    /// Periphery's `XibViewController` and `XibView` as their Swift source declares them.
    let periphery = ClassCatalog([
        ClassCatalog.Class(name: "XibViewController", inherited: ["UIViewController"],
                           properties: ["button", "unusedOutlet", "controllerProperty"],
                           methods: [.init(name: "click", labels: ["_"]), .init(name: "clickFromSubclass", labels: ["_"]),
                                     .init(name: "clickWithNamedParam", labels: ["sender"]), .init(name: "clickNoParams", labels: []),
                                     .init(name: "click", labels: ["for"])]),
        ClassCatalog.Class(name: "XibView", inherited: ["UIView"], properties: ["viewProperty"], methods: []),
    ], extensionProperties: ["UIView": ["customBorderColor"]])

    /// Found by the interface-builder campaign of `dynamics-fuzz`: a runtime attribute whose key path is "." (or has an
    /// empty component) crashed the compiler (an index out of range); it is a note now, like any key path it cannot
    /// translate.
    @Test func aKeyPathWithoutANameIsANoteNotACrash() throws {
        let original = try String(decoding: Fixture.data("PeripheryXibViewController.xib"), as: UTF8.self)
        for keyPath in [".", "..", "viewProperty.", "a..b"] {
            let text = original.replacingOccurrences(of: "keyPath=\"viewProperty\"", with: "keyPath=\"\(keyPath)\"")
            #expect(text != original)
            let compiled = try InterfaceCompiler.compile(Data(text.utf8), file: "PeripheryXibViewController.xib", catalog: periphery)
            #expect(compiled.notes.contains { $0.description.contains("runtime attribute \(keyPath) not translated") }, "\(keyPath)")
        }
    }

    @Test func theOwnersOutletsAndEveryActionFormReachTheirSwiftMethods() throws {
        let compiled = try Fixture.compile("PeripheryXibViewController.xib", catalog: periphery)
        let source = compiled.source
        #expect(!compiled.isStoryboard)
        #expect(compiled.registration == "DynamicsPortNib_PeripheryXibViewController.register()")
        #expect(source.contains("UINib.register(\"PeripheryXibViewController\") { owner in instantiate(owner) }"))
        // The top-level view is the app's class, made as a nib decodes it and awoken after its connections.
        #expect(source.contains("let v_iN0_l3_epB = XibView(coder: NSCoder())!"))
        #expect(source.contains("v_iN0_l3_epB.awakeFromNib()"))
        #expect(source.contains("if let owner = ownerObject as? XibViewController {"))
        #expect(source.contains("owner.button = v_OO3_gz_PhK"))
        #expect(source.contains("owner.view = v_iN0_l3_epB"))
        // `click:`, `clickWithNamedParamWithSender:`, `clickNoParams` and `clickFor:` are four Swift spellings.
        #expect(source.contains("_ in owner?.click(sender) }, for: .touchUpInside)"))
        #expect(source.contains("_ in owner?.clickWithNamedParam(sender: sender) }, for: .touchUpInside)"))
        #expect(source.contains("_ in _ = sender; owner?.clickNoParams() }, for: .touchUpInside)"))
        #expect(source.contains("_ in owner?.click(for: sender) }, for: .touchUpInside)"))
        #expect(source.contains("return [v_iN0_l3_epB]"))
        // User-defined runtime attributes: the class's own property, one an extension of UIView adds, the owner's.
        #expect(source.contains("v_iN0_l3_epB.viewProperty = UIColor(white: 1, alpha: 1)"))
        #expect(source.contains("v_iN0_l3_epB.customBorderColor = UIColor(white: 0, alpha: 1)"))
        let guarded = try #require(source.range(of: "if let owner = ownerObject as? XibViewController {"))
        #expect(source.range(of: "owner.controllerProperty = UIColor(white: 1, alpha: 1)")!.lowerBound > guarded.lowerBound)
        #expect(compiled.notes.isEmpty)
    }

    /// A Yandex Practicum Pong sets `cornerRadius` 6 on its paddles, plain views, with no property of its own: iOS
    /// rounds them through UIView's private `_setCornerRadius:`, which key-value coding finds. The port rounds the
    /// layer; a class of the app that declares `cornerRadius` (or an extension that adds it) still gets its own.
    @Test func cornerRadiusOnAViewRoundsItsLayer() throws {
        let original = try String(decoding: Fixture.data("PeripheryXibViewController.xib"), as: UTF8.self)
        let radius = """
        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                            <integer key="value" value="6"/>
                        </userDefinedRuntimeAttribute>
        """
        let text = original.replacingOccurrences(of: "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"viewProperty\">",
                                                 with: radius + "\n<userDefinedRuntimeAttribute type=\"color\" keyPath=\"viewProperty\">")
        #expect(text != original)
        let compiled = try InterfaceCompiler.compile(Data(text.utf8), file: "PeripheryXibViewController.xib", catalog: periphery)
        #expect(compiled.source.contains("v_iN0_l3_epB.layer.cornerRadius = 6"))
        #expect(compiled.notes.isEmpty)

        let own = ClassCatalog([ClassCatalog.Class(name: "XibView", inherited: ["UIView"], properties: ["viewProperty", "cornerRadius"],
                                                   methods: [])], extensionProperties: ["UIView": ["customBorderColor"]])
        let withProperty = try InterfaceCompiler.compile(Data(text.utf8), file: "PeripheryXibViewController.xib", catalog: own)
        #expect(withProperty.source.contains("v_iN0_l3_epB.cornerRadius = 6"))
        #expect(!withProperty.source.contains("layer.cornerRadius"))
    }

    @Test func selectorsFollowSwiftsObjectiveCNames() {
        #expect(ClassCatalog.Method(name: "tap", labels: []).selectors == ["tap"])
        #expect(ClassCatalog.Method(name: "tap", labels: ["_"]).selectors == ["tap:"])
        #expect(ClassCatalog.Method(name: "tap", labels: ["sender"]).selectors == ["tapWithSender:", "tapSender:"])
        #expect(ClassCatalog.Method(name: "tap", labels: ["_", "forEvent"]).selectors == ["tap:forEvent:"])
    }

    @Test func anUnknownActionOrOutletIsANoteNotAnAssignment() throws {
        let lean = ClassCatalog([ClassCatalog.Class(name: "XibViewController", inherited: ["UIViewController"],
                                                    properties: [], methods: [.init(name: "click", labels: ["_"])])])
        let compiled = try Fixture.compile("PeripheryXibViewController.xib", catalog: lean)
        #expect(!compiled.source.contains("owner.button ="))
        let messages = compiled.notes.map(\.message)
        #expect(messages.contains("outlet button: XibViewController has no such property: left out"))
        #expect(messages.contains("action clickNoParams: XibViewController declares no method with that selector in the folder: left out"))
        #expect(messages.contains("custom class XibView (module UIKitProject) is not a class of the folder: made as UIView"))
        #expect(compiled.notes.allSatisfy { $0.line > 1 && $0.file == "PeripheryXibViewController.xib" })
    }
}

/// The compiled fixtures that Tests/SceneTests runs are exactly what the compiler writes today.
@Suite struct CompiledFixtureGoldenTests {
    /// The classes of `Tests/SceneTests/Controllers/Storyboard/CompiledInterfaceClasses.swift`, as `dynamics port`
    /// indexes them.
    let catalog = ClassCatalog([
        ClassCatalog.Class(name: "StoryboardViewController", inherited: ["UIViewController"], properties: ["button", "cornerRadius", "clicks"],
                           methods: [.init(name: "click", labels: ["_"])]),
        ClassCatalog.Class(name: "XibViewController", inherited: ["UIViewController"],
                           properties: ["button", "controllerProperty", "clicks"],
                           methods: [.init(name: "click", labels: ["_"]), .init(name: "click", labels: ["for"]),
                                     .init(name: "clickFromSubclass", labels: ["_"]), .init(name: "clickNoParams", labels: []),
                                     .init(name: "clickWithNamedParam", labels: ["sender"])]),
        ClassCatalog.Class(name: "XibView", inherited: ["UIView"], properties: ["viewProperty", "awakenings"],
                           methods: [.init(name: "awakeFromNib", labels: [])]),
    ], extensionProperties: ["UIView": ["customBorderColor"]])

    @Test(arguments: [("PeripheryLaunchScreen.storyboard", "CompiledLaunchScreenStoryboard.swift"),
                      ("PeripheryStoryboardViewController.storyboard", "CompiledControllerStoryboard.swift"),
                      ("PeripheryXibViewController.xib", "CompiledControllerNib.swift")])
    func theSceneTestsRunTodaysOutput(fixture: String, compiled: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SceneTests/Controllers/Storyboard/\(compiled)")
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(try Fixture.compile(fixture, catalog: catalog).source == expected,
                "regenerate with `dynamics port` on a folder holding the fixture and the classes")
    }
}
