import Foundation
import Testing
@testable import DynamicsPort

/// The Swift 3 → 4 → 4.2 migration: Swift 3 sources in the manner of DiSCO CLiCKeR (2017) and its SnapKit 3 pod,
/// rewritten, and compared with `Tests/PortFixtures/`, where the expected output is compiled against Dynamics in the
/// Swift 5 language mode (so the rewritten text is proven to build).
@Suite struct SwiftMigrationTests {
    /// The fixture of a ported file, as it is compiled.
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PortFixtures").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Every entry of the rename tables, one use each, so the fixture compiles every target name.
    static var tableSource: String {
        var text = """
        // A Swift 3 source naming every old name of SwiftRenames' tables; its port, Swift3Renames.swift in
        // Tests/PortFixtures, compiles every new name against Dynamics.
        import UIKit

        """
        for (old, _) in SwiftRenames.types.sorted(by: { $0.key < $1.key }) {
            text += "typealias Renamed\(old) = \(old)\n"
        }
        text += "func renamedValues() {\n"
        for (old, _) in SwiftRenames.values.merging(SwiftRenames.priorityConstants, uniquingKeysWith: { $1 })
            .sorted(by: { $0.key < $1.key }) {
            text += "    _ = \(old)\n"
        }
        return text + "}\n"
    }

    static let appSource = """
    // Swift 3, in the manner of DiSCO CLiCKeR's OutlinedText, AppDelegate and ViewController.
    import UIKit

    class Outlined: UILabel {
        var outlineWidth: CGFloat = 1
        override func drawText(in rect: CGRect) {
            let strokeTextAttributes = [
                NSStrokeColorAttributeName : UIColor.white,
                NSStrokeWidthAttributeName : -1 * outlineWidth,
                ] as [String : Any]
            self.attributedText = NSAttributedString(string: self.text ?? "", attributes: strokeTextAttributes)
            let typed: [String: Any] = [NSFontAttributeName: UIFont.systemFont(ofSize: 12, weight: UIFontWeightBold)]
            _ = typed
            super.drawText(in: rect)
        }
    }

    func fade(_ title: UILabel, launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Int {
        UIView.animate(withDuration: 2, animations: { view in
            title.alpha = 0
        }, completion: { view in
            title.removeFromSuperview()
        })
        UIView.animate(withDuration: 1, delay: 0, options: UIViewAnimationOptions.curveEaseIn, animations: { (_) in
            title.alpha = 1
        }, completion: nil)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: { view in
            title.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        })
        animator.startAnimation()
        return (title.text ?? "").characters.count
    }

    """

    /// SnapKit 3's priorities, where Swift 3's `UILayoutPriority` was a `Float`.
    static let prioritySource = """
    // Swift 3, in the manner of SnapKit 3.1's Constraint, ConstraintDescription and ConstraintViewDSL.
    import UIKit

    public class Stretch: NSLayoutConstraint {
        public var label: String? { return identifier }
    }

    final class Described {
        var priority: Float = 1000.0
    }

    final class Made {
        private let description = Described()
        private var priority: Float = 750
        private var layoutConstraints: [Stretch] = []
        let view = UIView()

        func apply(amount: Float) {
            self.description.priority = amount
            let stretch = Stretch()
            stretch.priority = self.priority
            for layoutConstraint in self.layoutConstraints {
                let requiredPriority: UILayoutPriority = UILayoutPriorityRequired
                if layoutConstraint.priority < requiredPriority, self.priority != requiredPriority {
                    layoutConstraint.priority = self.priority
                }
            }
        }

        var huggingPriority: Float {
            get { return self.view.contentHuggingPriority(for: .horizontal) }
            set { self.view.setContentHuggingPriority(newValue, for: .horizontal) }
        }
    }

    """

    /// SnapKit 3's `Debugging.swift`: an override of `description` in an extension of a class of another file,
    /// using its file's private helpers.
    static let debuggingSource = """
    // Swift 3, in the manner of SnapKit 3.1's Debugging.swift (the class is in Swift3Priority.swift).
    import UIKit

    extension Stretch {
        override public var description: String {
            return "<" + describe(self.priority) + ">"
        }
    }

    private func describe(_ priority: Float) -> String {
        return "^\\(priority)"
    }

    """

    /// A Swift 4.1 app of 2018 in the manner of SpeedRacerV2 and The Walking Dead RUSH: Xcode's Core Data template
    /// in the app delegate (used nowhere else), the audio session's category constant, and the methods Swift 4.2
    /// renamed.
    static let swift41Source = """
    // Swift 4.1, in the manner of SpeedRacerV2's AppDelegate and RacerMainController (2018).
    import UIKit
    import AVFoundation
    import CoreData

    class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func applicationWillTerminate(_ application: UIApplication) {
            // Saves changes in the application's managed object context before the application terminates.
            self.saveContext()
        }

        // MARK: - Core Data stack

        lazy var persistentContainer: NSPersistentContainer = {
            let container = NSPersistentContainer(name: "SpeedRacerV2")
            container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                if let error = error as NSError? {
                    fatalError("Unresolved error \\(error), \\(error.userInfo)")
                }
            })
            return container
        }()

        func saveContext () {
            let context = persistentContainer.viewContext
            if context.hasChanges {
                do {
                    try context.save()
                } catch {
                    let nserror = error as NSError
                    fatalError("Unresolved error \\(nserror), \\(nserror.userInfo)")
                }
            }
        }
    }

    class RoadController: UIViewController {
        let road = UIImageView()
        let child = UIViewController()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(road)
            self.view.sendSubview(toBack: road)
            view.bringSubview(toFront: road)
            addChildViewController(child)
            child.didMove(toParentViewController: self)
            child.willMove(toParentViewController: nil)
            child.removeFromParentViewController()
            try? AVAudioSession.sharedInstance().setCategory(AVAudioSessionCategoryPlayback)
        }
    }

    """

    static let sources = [
        PortSource(path: "Swift3Renames.swift", text: tableSource),
        PortSource(path: "Swift3App.swift", text: appSource),
        PortSource(path: "Swift3Priority.swift", text: prioritySource),
        PortSource(path: "Swift3Debugging.swift", text: debuggingSource),
        PortSource(path: "Swift41App.swift", text: swift41Source),
    ]

    @Test(arguments: sources.indices)
    func thePortIsTheCompiledFixture(file: Int) throws {
        let ported = try SourceRewriter.rewrite(Self.sources)
        let output = ported.files[file]
        #expect(output.text == (try Self.fixture(output.path)), "\(output.path):\n\(output.text)")
    }

    @Test func everyNameOfTheTablesIsRenamedOnce() throws {
        let ported = try SourceRewriter.rewrite([Self.sources[0]])
        #expect(ported.files[0].changes[.swift42Name] == SwiftRenames.types.count)
        #expect(ported.files[0].changes[.swift4Name] == SwiftRenames.values.count)
        #expect(ported.files[0].changes[.swift3Priority] == SwiftRenames.priorityConstants.count)
        #expect(ported.notes.isEmpty)
    }

    @Test func theSwift42MethodNamesAndTheUnusedCoreDataTemplateAreCounted() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "Swift41App.swift", text: Self.swift41Source)])
        #expect(ported.files[0].changes[.swift42Name] == SwiftRenames.methods.count)
        #expect(ported.files[0].changes[.swift4Name] == 1)
        // The container, saveContext() and its one call.
        #expect(ported.files[0].changes[.coreDataTemplate] == 3)
        #expect(ported.notes.map(\.description) == [
            "Swift41App.swift:4: CoreData has no counterpart in Dynamics: its import is left out; code using it will not build",
            "Swift41App.swift:16: Xcode's Core Data template (persistentContainer, saveContext()) left out: Linux has no Core Data, and no other file uses it",
        ])
    }

    @Test func aCoreDataStackAnotherFileUsesStays() throws {
        let user = PortSource(path: "Store.swift", text: """
        import UIKit
        func context() -> Any { (UIApplication.shared.delegate as! TemplateAppDelegate).persistentContainer.viewContext }
        """)
        let ported = try SourceRewriter.rewrite([PortSource(path: "Swift41App.swift", text: Self.swift41Source), user])
        #expect(ported.files[0].changes[.coreDataTemplate] == nil)
        #expect(ported.files[0].text.contains("\n    lazy var persistentContainer: NSPersistentContainer = {"))
        #expect(ported.files[0].text.contains("\n        self.saveContext()"))
    }

    @Test func anAppsOwnMethodWithARenamedNameIsLeftAlone() throws {
        let own = """
        class Stage: UIView {
            func bringSubview(toFront view: UIView) { addSubview(view) }
            func show(_ view: UIView) { bringSubview(toFront: view) }
        }
        """
        let ported = try SourceRewriter.rewrite([PortSource(path: "Stage.swift", text: own)])
        #expect(ported.files[0].text == own)
    }

    @Test func priorityConversionsAreCountedAndNothingIsNoted() throws {
        let ported = try SourceRewriter.rewrite(Array(Self.sources.prefix(4)))
        let priority = try #require(ported.files.first { $0.path == "Swift3Priority.swift" })
        // UILayoutPriority → Float, the constant, one read and two writes of UIKit's priority, and the two
        // hugging calls; the folder's own `priority` properties (of `Described` and `Made`) are left alone.
        #expect(priority.changes[.swift3Priority] == 7)
        #expect(ported.notes.map(\.description) == [])
    }

    @Test func anAnimationsClosureThatUsesItsParameterIsNoted() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "A.swift", text: """
        UIView.animate(withDuration: 1, animations: { view in print(view) })
        """)])
        #expect(ported.files[0].changes.isEmpty)
        #expect(ported.notes.map(\.description) == [
            "A.swift:1: animations closure uses its parameter view, which Swift 3 bound to (): Swift 4 refuses a parameter there; not translated",
        ])
    }

    @Test func namesTheFolderDeclaresAndSwift4SourcesAreLeftAlone() throws {
        let own = """
        struct NSLayoutAttribute { var characters: [Int] = [] }
        let NSFontAttributeName = "mine"
        func f(a: NSLayoutAttribute, p: UILayoutPriority) -> Int { a.characters.count + NSFontAttributeName.count }
        """
        let ported = try SourceRewriter.rewrite([PortSource(path: "Own.swift", text: own)])
        #expect(ported.files[0].text == own)
        // Without a Swift 3 spelling the folder is Swift 4: its UILayoutPriority stays a UILayoutPriority.
        let swift4 = "let p: UILayoutPriority = .required\nlet c = NSLayoutConstraint()\nlet q = c.priority\n"
        #expect(try SourceRewriter.rewrite([PortSource(path: "S4.swift", text: swift4)]).files[0].text == swift4)
    }

    @Test func aPriorityOfAnUnknownTypeIsNoted() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "U.swift", text: """
        let required = UILayoutPriorityRequired
        func lower() { let thing = makeThing(); print(thing.priority) }
        """)])
        #expect(ported.notes.map(\.description) == [
            "U.swift:2: thing.priority: Swift 3 read priorities as Float; this one's type could not be told, so it is left as written",
        ])
        #expect(ported.files[0].text.hasSuffix("print(thing.priority) }"))
    }

    @Test func anOverrideInAnExtensionOfAClassElsewhereForwardsFromTheClass() throws {
        let ported = try SourceRewriter.rewrite([
            PortSource(path: "Base.swift", text: "class Base: UIView {\n}\n"),
            PortSource(path: "Ext.swift", text: """
            extension Base {
                override func layoutSubviews() { super.layoutSubviews() }
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { return false }
                override open var intrinsicContentSize: CGSize { get { return .zero } set {} }
            }
            """),
        ])
        #expect(ported.files[0].text == """
        class Base: UIView {
            /* port: override in extension */ override func layoutSubviews() { dynamicsPortLayoutSubviews() }
            /* port: override in extension */ override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { dynamicsPortPoint(inside: point, with: event) }
            /* port: override in extension */ override open var intrinsicContentSize: CGSize { get { dynamicsPortIntrinsicContentSize } set { dynamicsPortIntrinsicContentSize = newValue } }
        }

        """)
        #expect(ported.files[1].text == """
        extension Base {
            func /* port: override in extension */ dynamicsPortLayoutSubviews() { super.layoutSubviews() }
            func /* port: override in extension */ dynamicsPortPoint(inside point: CGPoint, with event: UIEvent?) -> Bool { return false }
            open var /* port: override in extension */ dynamicsPortIntrinsicContentSize: CGSize { get { return .zero } set {} }
        }
        """)
        #expect(ported.notes.isEmpty)
    }

    /// A comment between a type and its `?` or `!` makes them two tokens that do not parse (`UIControl.Event
    /// /* port: … */?`): before a bound postfix the mark goes in front, and in front of a bound prefix operator too.
    @Test func theMarkGoesInFrontWhenAQuestionMarkFollowsTheRenamedName() throws {
        let input = """
        var events: UIControlEvents?
        var state: UIControlState! = nil
        let font = -NSFontAttributeName!
        let first = name.characters?.first
        let plain: UIControlState = .normal
        """
        let ported = try SourceRewriter.rewrite([PortSource(path: "A.swift", text: input)])
        #expect(ported.files[0].text == """
        var events: /* port: Swift 4.2 name */ UIControl.Event?
        var state: /* port: Swift 4.2 name */ UIControl.State! = nil
        let font = /* port: Swift 4 name */ -NSAttributedString.Key.font!
        let first = /* port: Swift 3 syntax */ name?.first
        let plain: UIControl.State /* port: Swift 4.2 name */ = .normal
        """)
        #expect(SourceRewriter.syntaxError(in: PortSource(path: "A.swift", text: ported.files[0].text)) == nil)
        #expect(ported.files[0].changes == [.swift42Name: 3, .swift4Name: 1, .swift3Syntax: 1])
    }

    /// The defaults of `@objc optional` requirements are written after the walk, so they carry the Swift 4.2 names
    /// the requirements got (and none of the marks, which stay on the requirement).
    @Test func theDefaultsOfOptionalRequirementsCarryTheRenames() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "Tint.swift", text: """
        @objc protocol Tint {
            @objc optional func color(for state: UIControlState) -> UIColor?
            @objc optional var events: UIControlEvents? { get }
        }
        """)])
        #expect(ported.files[0].text == """
        /* port: objc @objc */ protocol Tint {
            /* port: objc @objc */ /* port: optional requirement */ func color(for state: UIControl.State /* port: Swift 4.2 name */) -> UIColor?
            /* port: objc @objc */ /* port: optional requirement */ var events: /* port: Swift 4.2 name */ UIControl.Event? { get }
        }

        /* port: defaults of the optional requirements */
        extension Tint {
            func color(for state: UIControl.State) -> UIColor? { nil }
            var events: UIControl.Event? { nil }
        }
        """)
        #expect(ported.files[0].changes == [.objc: 3, .optionalRequirement: 2, .swift42Name: 2])
    }

    /// A key path naming an old type: the type is not in the string, so its rename is taken back with its count
    /// (before, both edits were applied over each other and the text came out garbled).
    @Test func aKeyPathTakesBackTheRenameOfTheTypeItStartsWith() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "K.swift", text: "let path = #keyPath(UIControlState.rawValue)\n")])
        #expect(ported.files[0].text == "let path = /* port: key path */ \"rawValue\"\n")
        #expect(ported.files[0].changes == [.keyPath: 1])
    }
}

/// Messages only the Objective-C runtime answers.
@Suite struct ObjCMessageRewriteTests {
    @Test func aMetatypesDescriptionBecomesItsSwiftName() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "D.swift", text: """
        func name(_ object: AnyObject) -> String { return type(of: object).description() + "" }
        let other = type(of: 1).description
        """)])
        #expect(ported.files[0].text == """
        func name(_ object: AnyObject) -> String { return /* port: Objective-C message */ String(describing: type(of: object)) + "" }
        let other = type(of: 1).description
        """)
    }
}
