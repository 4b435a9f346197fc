import Testing
@testable import DynamicsPort

/// Rewrites `source` as a one-file folder and returns the file's new text.
func rewritten(_ source: String, file: String = "App.swift") throws -> String {
    try SourceRewriter.rewrite([PortSource(path: file, text: source)]).files[0].text
}

/// Golden input → output for every kind of rewrite: each place Linux forces a change gets the Dynamics form and a
/// `/* port: <kind> */` mark, and nothing else in the file moves.
@Suite struct RewriteTests {
    @Test func frameworkImportsBecomeOneImportOfDynamics() throws {
        let input = """
        // Header comment stays.
        import UIKit
        import Foundation
        import CoreMotion
        import QuartzCore.CALayer
        """
        #expect(try rewritten(input) == """
        // Header comment stays.
        import Dynamics /* port: import */ // import UIKit
        /* port: import */ // import Foundation
        /* port: import */ // import CoreMotion
        /* port: import */ // import QuartzCore.CALayer
        """)
    }

    /// A model file that imports only Foundation keeps it; beside UIKit, Foundation and Dispatch go (Dynamics
    /// re-exports them, and only then are Dynamics' `@preconcurrency` `Timer` and `OperationQueue` blocks chosen).
    @Test func foundationStaysOnlyInAFileThatImportsNoFramework() throws {
        #expect(try rewritten("import Foundation\n\nstruct Score {}\n") == "import Foundation\n\nstruct Score {}\n")
        #expect(try rewritten("import Foundation\nimport Dispatch\nimport UIKit\n") == """
        /* port: import */ // import Foundation
        /* port: import */ // import Dispatch
        import Dynamics /* port: import */ // import UIKit

        """)
    }

    /// A file that imports Foundation alone but makes a timer (a Pitch Perfect's audio helper, a game's enemy
    /// paddle) imports Dynamics instead: through Foundation itself its timers would follow the wall clock.
    @Test func aFoundationFileThatNamesTimerImportsDynamics() throws {
        let timer = "import Foundation\nimport Dispatch\n\nfinal class Stopper {\n    var stop: Timer?\n}\n"
        #expect(try rewritten(timer) == """
        import Dynamics /* port: import */ // import Foundation
        /* port: import */ // import Dispatch

        final class Stopper {
            var stop: Timer?
        }

        """)
        #expect(try rewritten("import Foundation\nlet loop = RunLoop.main\n")
                == "import Dynamics /* port: import */ // import Foundation\nlet loop = RunLoop.main\n")
        #expect(try rewritten("import Foundation\nlet queue = OperationQueue()\n")
                == "import Dynamics /* port: import */ // import Foundation\nlet queue = OperationQueue()\n")
        // A word in a string or a comment is not a use.
        let mention = "import Foundation\n// no Timer here\nlet name = \"RunLoop\"\n"
        #expect(try rewritten(mention) == mention)
    }

    @Test func coreImageAndItsTypedBuildersBecomeDynamics() throws {
        #expect(try rewritten("import CoreImage.CIFilterBuiltins\nimport CoreImage\nimport UIKit\n") == """
        import Dynamics /* port: import */ // import CoreImage.CIFilterBuiltins
        /* port: import */ // import CoreImage
        /* port: import */ // import UIKit

        """)
    }

    @Test func theFrameworksAppsImportBesideUIKitBecomeDynamics() throws {
        let input = """
        import CoreHaptics
        import GameplayKit
        import UserNotifications
        import StoreKit
        #if canImport(CoreHaptics)
        let haptics = true
        #endif
        """
        #expect(try rewritten(input) == """
        import Dynamics /* port: import */ // import CoreHaptics
        /* port: import */ // import GameplayKit
        /* port: import */ // import UserNotifications
        /* port: import */ // import StoreKit
        #if canImport(Dynamics) /* port: platform condition */
        let haptics = true
        #endif
        """)
    }

    /// springField (AlexeyGorbunov72, 2020) imports SpriteKit beside UIKit and uses nothing of it.
    @Test func anAppleFrameworkDynamicsLacksLosesItsImportWithANote() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "Second.swift", text: "import UIKit\nimport SpriteKit\n")])
        #expect(ported.files[0].text == """
        import Dynamics /* port: import */ // import UIKit
        /* port: import */ // import SpriteKit

        """)
        #expect(ported.notes.map(\.description)
                == ["Second.swift:2: SpriteKit has no counterpart in Dynamics: its import is left out; code using it will not build"])
    }

    /// springField's `SecondViewController` overrides `viewDidLayoutSubviews()` in an extension beside its class.
    @Test func anOverrideInAnExtensionMovesIntoTheClassOfTheSameFile() throws {
        let input = """
        class Second: ViewController {
            var count = 0
        }
        extension Second {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
            }
            func other() {}
        }
        """
        #expect(try rewritten(input) == """
        class Second: ViewController {
            var count = 0
            /* port: override in extension */ override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
            }
        }
        extension Second {
            


            func other() {}
        }
        """)
        let elsewhere = try SourceRewriter.rewrite([PortSource(path: "Ext.swift", text: "extension Base {\n    override func layoutSubviews() {}\n}\n")])
        #expect(elsewhere.files[0].text == "extension Base {\n    override func layoutSubviews() {}\n}\n")
        #expect(elsewhere.notes.map(\.description) == ["Ext.swift:2: an override in an extension of Base, a class the folder does not declare: Linux's Swift refuses it; move it into the class"])
    }

    /// A Swift 4.0 app delegate (markhmwong's SampleUIDynamics, 2018) names `UIApplicationLaunchOptionsKey`, which
    /// Swift 4.2 nested in `UIApplication`; a name of the app's own that happens to look alike is left alone.
    @Test func typeNamesOfBeforeSwift42BecomeTheirNestedNames() throws {
        let input = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool { true }
        var state: UIControlState = .normal
        let states: [UIGestureRecognizerState] = []
        let mine = UIControlStateTracker()
        """
        let ported = try SourceRewriter.rewrite([PortSource(path: "AppDelegate.swift", text: input)])
        #expect(ported.files[0].text == """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey /* port: Swift 4.2 name */: Any]?) -> Bool { true }
        var state: UIControl.State /* port: Swift 4.2 name */ = .normal
        let states: [UIGestureRecognizer.State /* port: Swift 4.2 name */] = []
        let mine = UIControlStateTracker()
        """)
        #expect(ported.files[0].changes[.swift42Name] == 3)
    }

    /// farhad01's `PopupIndicatorView` builds its animation with `CABasicAnimation(keyPath: #keyPath(CALayer.transform))`.
    @Test func keyPathExpressionsBecomeTheirStrings() throws {
        let input = """
        let a = CABasicAnimation(keyPath: #keyPath(CALayer.transform))
        let b = #keyPath(UIView.layer.cornerRadius)
        let c = #keyPath(progress)
        let d = #keyPath(CALayer.Type)
        """
        let ported = try SourceRewriter.rewrite([PortSource(path: "Popup.swift", text: input)])
        #expect(ported.files[0].text == """
        let a = CABasicAnimation(keyPath: /* port: key path */ "transform")
        let b = /* port: key path */ "layer.cornerRadius"
        let c = /* port: key path */ "progress"
        let d = #keyPath(CALayer.Type)
        """)
        #expect(ported.notes.map(\.description) == ["Popup.swift:4: #keyPath(CALayer.Type): not a key path of properties; not translated"])
    }

    @Test func anExistingImportOfDynamicsIsKept() throws {
        #expect(try rewritten("import Dynamics\nimport AVFoundation\n") == """
        import Dynamics
        /* port: import */ // import AVFoundation

        """)
    }

    @Test func soundFrameworkImportsBecomeDynamics() throws {
        #expect(try rewritten("import AVFAudio\nimport AudioToolbox\nimport AVFoundation\n") == """
        import Dynamics /* port: import */ // import AVFAudio
        /* port: import */ // import AudioToolbox
        /* port: import */ // import AVFoundation

        """)
        // AudioUnit re-exports AudioToolbox on iOS: HabitMaker imports it for `AudioServicesPlaySystemSound` alone.
        #expect(try rewritten("import UIKit\nimport AudioUnit\n") == """
        import Dynamics /* port: import */ // import UIKit
        /* port: import */ // import AudioUnit

        """)
    }

    @Test func combineIsBroughtByDynamics() throws {
        // HapticRicochet imports Combine for one key-value-observing publisher of its sphere's position.
        #expect(try rewritten("import UIKit\nimport CoreHaptics\nimport Combine\n") == """
        import Dynamics /* port: import */ // import UIKit
        /* port: import */ // import CoreHaptics
        /* port: import */ // import Combine

        """)
    }

    @Test func aJSONDictionaryCastToTypedHapticKeysIsReKeyed() throws {
        // HapticRicochet reads its AHAP files this way; on Linux the bridging cast would give nil.
        #expect(try rewritten("""
        if let patternDict = dict as? [CHHapticPattern.Key: Any] { use(patternDict) }
        let forced = json as! [CHHapticPattern.Key: Any]
        let plain = dict as? [String: Any]
        """) == """
        if let patternDict = /* port: typed key cast */ (dict as? [String: Any]).map(\
        { Dictionary(uniqueKeysWithValues: $0.map { (CHHapticPattern.Key(rawValue: $0.key), $0.value) }) }) { use(patternDict) }
        let forced = /* port: typed key cast */ Dictionary(uniqueKeysWithValues: \
        (json as! [String: Any]).map { (CHHapticPattern.Key(rawValue: $0.key), $0.value) })
        let plain = dict as? [String: Any]
        """)
    }

    @Test func platformConditionsForIOSHoldOnLinux() throws {
        let input = """
        #if os(iOS) || os(tvOS)
        let a = 1
        #elseif canImport(UIKit)
        let b = 2
        #endif
        """
        #expect(try rewritten(input) == """
        #if os(Linux) /* port: platform condition */ || os(tvOS)
        let a = 1
        #elseif canImport(Dynamics) /* port: platform condition */
        let b = 2
        #endif
        """)
    }

    @Test func objcAttributesAndTheirDynamicAreRemovedOutletsKeepWeakAndTheirType() throws {
        let input = """
        @objcMembers final class Card: UIView {
            @IBOutlet weak var label: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @objc dynamic var value = 0
            dynamic var replaceable = 1
            @objc(flipCard:) func flip(_ sender: Any) {}
            @IBAction func tapped(_ sender: Any) {}
        }
        """
        #expect(try rewritten(input) == """
        /* port: objc @objcMembers */ final class Card: UIView {
            /* port: outlet @IBOutlet */ weak var label: UILabel!
            /* port: outlet @IBOutlet */ var buttons: [UIButton]!
            /* port: objc @objc */ /* port: objc dynamic */ var value = 0
            dynamic var replaceable = 1
            /* port: objc @objc(flipCard:) */ func flip(_ sender: Any) {}
            @IBAction func tapped(_ sender: Any) {}
        }
        """)
    }

    @Test func optionalRequirementsGetDefaultsAndTheirCallsLoseTheQuestionMark() throws {
        let input = """
        @objc public protocol CardDelegate: AnyObject {
            @objc optional func cardDidFlip(_ card: Card)
            @objc optional func title(for card: Card) -> String?
            @objc optional var accent: UIColor? { get }
            func cardDidLand(_ card: Card)
        }

        final class Card {
            weak var delegate: CardDelegate?
            func flip() {
                delegate?.cardDidFlip?(self)
                let title = delegate?.title?(for: self) ?? "Card"
                delegate!.cardDidFlip!(self)
            }
        }
        """
        #expect(try rewritten(input) == """
        /* port: objc @objc */ public protocol CardDelegate: AnyObject {
            /* port: objc @objc */ /* port: optional requirement */ func cardDidFlip(_ card: Card)
            /* port: objc @objc */ /* port: optional requirement */ func title(for card: Card) -> String?
            /* port: objc @objc */ /* port: optional requirement */ var accent: UIColor? { get }
            func cardDidLand(_ card: Card)
        }

        /* port: defaults of the optional requirements */
        public extension CardDelegate {
            func cardDidFlip(_ card: Card) {}
            func title(for card: Card) -> String? { nil }
            var accent: UIColor? { nil }
        }

        final class Card {
            weak var delegate: CardDelegate?
            func flip() {
                delegate?.cardDidFlip/* port: optional call */(self)
                let title = delegate?.title/* port: optional call */(for: self) ?? "Card"
                delegate!.cardDidFlip/* port: optional call */(self)
            }
        }
        """)
    }

    @Test func anOptionalRequirementWithANonOptionalResultIsKeptWithANote() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "P.swift", text: """
        @objc protocol Sizing {
            @objc optional func height(for row: Int) -> CGFloat
        }
        """)])
        #expect(ported.files[0].text.contains("/* port: optional requirement */ func height(for row: Int) -> CGFloat"))
        #expect(!ported.files[0].text.contains("extension Sizing"))
        #expect(ported.notes.map(\.description) == [
            "P.swift:2: optional requirement height returns CGFloat: kept as a plain requirement with no default (UIKit's answer for a missing method is nil); conformers must implement it",
        ])
    }

    @Test func theAppDelegatesEntryPointGoesAndOtherMainsStay() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "AppDelegate.swift", text: """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """), PortSource(path: "Tool.swift", text: "@main struct Tool { static func main() {} }\n")])
        #expect(ported.files[0].text == """
        /* port: entry point @UIApplicationMain */
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """)
        #expect(ported.files[1].text == "@main struct Tool { static func main() {} }\n")
        #expect(ported.appDelegate == "AppDelegate")
    }

    @Test func unchangedFilesComeBackByteForByte() throws {
        let input = "import Foundation\n\n// nothing here is iOS-only\nstruct Point { var x = 0.0 }\n"
        let ported = try SourceRewriter.rewrite([PortSource(path: "Point.swift", text: input)])
        #expect(ported.files[0].text == input)
        #expect(ported.files[0].changes.isEmpty)
    }

    @Test func aFileThatDoesNotParseNamesItsFirstBadLine() {
        #expect(throws: PortError.self) {
            try SourceRewriter.rewrite([PortSource(path: "Good.swift", text: "let a = 1\n"),
                                        PortSource(path: "Bad.swift", text: "import UIKit\n\nclass A {\n  func f( {\n")])
        }
        do {
            _ = try SourceRewriter.rewrite([PortSource(path: "Bad.swift", text: "import UIKit\n\nlet x = (1, \n")])
            Issue.record("no error")
        } catch {
            guard case .syntax(let file, let line, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "Bad.swift")
            #expect(line == 3)
            #expect(!error.description.contains("\n"))
        }
    }
}
