import Testing
import Foundation
@testable import DynamicsPort

/// Every UIKit and Foundation form of `#selector` target–action, golden input → output: the closure calls the same
/// method on the same object with the same arguments, holding the target weakly where UIKit does not retain it
/// (controls, recognisers, bar button items, notification observers) and strongly where it does (timers, display
/// links, delayed performs).
@Suite struct SelectorRewriteTests {
    /// `body` rewritten inside a controller that declares `methods`.
    func rewrittenBody(_ body: String, methods: String) throws -> String {
        let source = "class Host: UIViewController {\n    func setUp() {\n        \(body)\n    }\n\(methods)\n}\n"
        let lines = try rewritten(source).split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[2].dropFirst(8))
    }

    /// `source` rewritten as one file: its lines without their indentation, and what the rewrite reported.
    func rewrittenLines(_ source: String) throws -> (lines: [String], ported: PortedSources) {
        let ported = try SourceRewriter.rewrite([PortSource(path: "T.swift", text: source)])
        return (ported.files[0].text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }, ported)
    }

    @Test func controlTargetActionTakesTheSenderAsTheMethodDeclaresIt() throws {
        #expect(try rewrittenBody("button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)",
                                  methods: "@objc func tapped(_ sender: UIButton) {}")
                == "/* port: selector */ button.addAction(UIAction { [weak self] action in self?.tapped(action.sender as! UIButton) }, for: .touchUpInside)")
        #expect(try rewrittenBody("button.addTarget(self, action: #selector(Host.tapped), for: [.touchDown])",
                                  methods: "@objc func tapped(sender: Any) {}")
                == "/* port: selector */ button.addAction(UIAction { [weak self] action in self?.tapped(sender: action.sender!) }, for: [.touchDown])")
        #expect(try rewrittenBody("slider.addTarget(model, action: #selector(Model.changed), for: .valueChanged)",
                                  methods: "")
                == "/* port: selector */ slider.addAction(UIAction { [weak target = model] action in target?.changed() }, for: .valueChanged)")
        #expect(try rewrittenBody("addTarget(self, action: #selector(changed(_:)), for: .valueChanged)",
                                  methods: "@objc func changed(_ control: UIControl?) {}")
                == "/* port: selector */ addAction(UIAction { [weak self] action in self?.changed(action.sender) }, for: .valueChanged)")
    }

    /// msnazarow's DynamicShapes (42 piscine, 2021): a switch made in a non-`lazy` stored property's closure, whose
    /// `self` is NSObject's `self()` method. UIKit keeps no target, so the action goes up the responder chain and
    /// reaches the controller (this module's DECISIONS.md); in a `lazy` property `self` is the controller.
    @Test func selfInAStoredPropertysInitialValueSendsTheActionUpTheResponderChain() throws {
        let source = """
        class ViewController: UIViewController {
            let animateSwitch: UISwitch = {
                let animateSwitch = UISwitch()
                animateSwitch.addTarget(self, action: #selector(switchAnimation), for: .valueChanged)
                return animateSwitch
            }()
            lazy var other: UISwitch = {
                let other = UISwitch()
                other.addTarget(self, action: #selector(switchAnimation), for: .valueChanged)
                return other
            }()
            func setUp() {
                let local: UISwitch = { let s = UISwitch(); s.addTarget(self, action: #selector(switchAnimation), for: .valueChanged); return s }()
            }
            @objc func switchAnimation(_ sender: UISwitch) {}
        }
        """
        let lines = try rewritten(source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "        /* port: selector */ animateSwitch.addAction(UIAction { action in UIApplication.shared.sendAction(from: action.sender) { responder in if let target = responder as? ViewController { target.switchAnimation(action.sender as! UISwitch); return true }; return false } }, for: .valueChanged)")
        #expect(lines[8] == "        /* port: selector */ other.addAction(UIAction { [weak self] action in self?.switchAnimation(action.sender as! UISwitch) }, for: .valueChanged)")
        #expect(lines[12] == "        let local: UISwitch = { let s = UISwitch(); /* port: selector */ s.addAction(UIAction { [weak self] action in self?.switchAnimation(action.sender as! UISwitch) }, for: .valueChanged); return s }()")
    }

    /// `addTarget(nil, …)`: offered to each type of the folder that declares the selector's method, in the order
    /// they do; `done(_:)` is another Objective-C selector (`done:`) than `done`.
    @Test func aNilTargetIsEveryTypeDeclaringTheSelectorAlongTheChain() throws {
        let source = """
        class Form: UIViewController {
            func setUp() {
                field.addTarget(nil, action: #selector(done), for: .editingDidEndOnExit)
                field.addTarget(nil, action: #selector(Sheet.done(_:)), for: .editingChanged)
            }
            @objc func done() {}
        }
        class Sheet: UIView {
            @objc func done(_ sender: Any) {}
        }
        class Card: UIView {
            @objc func done() {}
        }
        """
        let lines = try rewritten(source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "        /* port: selector */ field.addAction(UIAction { action in UIApplication.shared.sendAction(from: action.sender) { responder in if let target = responder as? Form { target.done(); return true }; if let target = responder as? Card { target.done(); return true }; return false } }, for: .editingDidEndOnExit)")
        #expect(lines[3] == "        /* port: selector */ field.addAction(UIAction { action in UIApplication.shared.sendAction(from: action.sender) { responder in if let target = responder as? Sheet { target.done(action.sender!); return true }; return false } }, for: .editingChanged)")
    }

    @Test func removeTargetRemovesTheActionNamedAfterTheSelector() throws {
        let source = """
        class Host {
            func on() { button.addTarget(self, action: #selector(go), for: .touchUpInside) }
            func off() { button.removeTarget(self, action: #selector(go), for: .touchUpInside) }
            @objc func go() {}
        }
        """
        let lines = try rewritten(source).split(separator: "\n")
        #expect(lines[1] == "    func on() { /* port: selector */ button.addAction(UIAction(identifier: UIAction.Identifier(\"go\")) { [weak self] action in self?.go() }, for: .touchUpInside) }")
        #expect(lines[2] == "    func off() { /* port: selector */ button.removeAction(identifiedBy: UIAction.Identifier(\"go\"), for: .touchUpInside) }")
    }

    /// UIKitDynamicsDemo (Miguel Alcântara, 2023): `panGesture = .init(target: self, action: #selector(didPanView))`
    /// in an extension, the property declared `UIPanGestureRecognizer!` in the class.
    @Test func anImplicitInitTakesTheRecogniserTypeFromItsContext() throws {
        let source = """
        class Host: UIViewController {
            var panGesture: UIPanGestureRecognizer!
        }
        extension Host {
            func setUp() {
                panGesture = .init(target: self, action: #selector(didPan))
                self.panGesture = .init(target: self, action: #selector(didPan))
                let tap: UITapGestureRecognizer = .init(target: self, action: #selector(didPan))
            }
            @objc func didPan(_ sender: UIPanGestureRecognizer) {}
        }
        """
        let lines = try rewritten(source).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[5] == "panGesture = /* port: selector */ UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.didPan(recognizer) })")
        #expect(lines[6] == "self.panGesture = /* port: selector */ UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.didPan(recognizer) })")
        #expect(lines[7] == "let tap: UITapGestureRecognizer = /* port: selector */ UITapGestureRecognizer(handler: { [weak self] recognizer in self?.didPan(unsafeBitCast(recognizer, to: UIPanGestureRecognizer.self)) })")
    }

    @Test func gestureRecognisersUseTheirHandlerInitialiser() throws {
        #expect(try rewrittenBody("let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))",
                                  methods: "@objc func handlePan(_ pan: UIPanGestureRecognizer) {}")
                == "let pan = /* port: selector */ UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.handlePan(recognizer) })")
        #expect(try rewrittenBody("view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap)))",
                                  methods: "@objc func tap(recognizer: UIGestureRecognizer) {}")
                == "view.addGestureRecognizer(/* port: selector */ UITapGestureRecognizer(handler: { [weak self] recognizer in self?.tap(recognizer: recognizer) }))")
        // The edge pan's handler receives a UIPanGestureRecognizer: a method taking the edge pan gets a cast.
        #expect(try rewrittenBody("let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edge(_:)))",
                                  methods: "@objc func edge(_ r: UIScreenEdgePanGestureRecognizer) {}")
                == "let edge = /* port: selector */ UIScreenEdgePanGestureRecognizer(handler: { [weak self] recognizer in self?.edge(recognizer as! UIScreenEdgePanGestureRecognizer) })")
        #expect(try rewrittenBody("let custom = WobbleGestureRecognizer(target: self, action: #selector(wobble))",
                                  methods: "@objc func wobble() {}")
                == "let custom = /* port: selector */ { let recognizer = WobbleGestureRecognizer(); recognizer.addAction { [weak self] recognizer in self?.wobble() }; return recognizer }()")
        #expect(try rewrittenBody("pan.addTarget(self, action: #selector(moved(_:)))",
                                  methods: "@objc func moved(_ pan: UIPanGestureRecognizer) {}")
                == "/* port: selector */ pan.addAction { [weak self] recognizer in self?.moved(recognizer as! UIPanGestureRecognizer) }")
    }

    @Test func barButtonItemsTakeAPrimaryAction() throws {
        #expect(try rewrittenBody("let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))",
                                  methods: "@objc func add() {}")
                == "let add = /* port: selector */ UIBarButtonItem(barButtonSystemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })")
        #expect(try rewrittenBody("let none = UIBarButtonItem(title: \"Hi\", style: .plain, target: nil, action: nil)",
                                  methods: "")
                == "let none = /* port: selector */ UIBarButtonItem(title: \"Hi\", style: .plain, primaryAction: nil)")
        #expect(try rewrittenBody("let edit = UIBarButtonItem(title: \"Edit\", style: .plain, target: self, action: #selector(edit(_:)))",
                                  methods: "@objc func edit(_ sender: UIBarButtonItem) {}")
                == "let edit = /* port: selector */ { let item = UIBarButtonItem(title: \"Edit\", style: .plain); item.primaryAction = UIAction { [weak self, unowned item] _ in self?.edit(item) }; return item }()")
    }

    /// Sam1247's Animated-Set-v2 makes a tap recogniser whose action declares a pan recogniser and reads only its
    /// `view`: Objective-C hands it the tap recogniser; a cast would always fail.
    @Test func aRecognizerOfAnotherClassThanTheMethodDeclaresIsHandedOverAsObjectiveCDoes() throws {
        let source = """
        class Host: UIViewController {
            func setUp() {
                let tap = UITapGestureRecognizer(target: self, action: #selector(Host.select(recognizer:)))
            }
            @objc func select(recognizer: UIPanGestureRecognizer) {}
        }
        """
        let (lines, ported) = try rewrittenLines(source)
        #expect(lines[2] == "let tap = /* port: selector */ UITapGestureRecognizer(handler: { [weak self] recognizer in self?.select(recognizer: unsafeBitCast(recognizer, to: UIPanGestureRecognizer.self)) })")
        #expect(ported.notes.map(\.message) == ["select(recognizer:) takes a UIPanGestureRecognizer and is sent a UITapGestureRecognizer, as the Objective-C runtime sends it: only UIGestureRecognizer's members of it may be used"])
        // A pan recogniser's own type, or a supertype, is passed as it is.
        #expect(try rewrittenBody("let pan = UIPanGestureRecognizer(target: self, action: #selector(moved(_:)))",
                                  methods: "@objc func moved(_ r: UIPanGestureRecognizer) {}")
                == "let pan = /* port: selector */ UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.moved(recognizer) })")
    }

    /// zhxnlai's ZLSwipeableViewSwift demo: a subclass points the items its superclass made (target `self`) at its
    /// own methods by assigning only `action`; the item keeps its target, as on iOS.
    @Test func aBarItemsActionAssignedAloneKeepsSelfAsItsTarget() throws {
        #expect(try rewrittenBody("leftBarButtonItem.action = #selector(leftBarButtonAction)",
                                  methods: "@objc func leftBarButtonAction() {}")
                == "/* port: selector */ leftBarButtonItem.primaryAction = UIAction { [weak self] _ in self?.leftBarButtonAction() }")
    }

    @Test func aBarItemsTargetAndActionBecomeOneActionAndTheTargetLineAComment() throws {
        let source = """
        class Host: UIViewController {
            let shareItem = UIBarButtonItem()
            func setUp() {
                shareItem.target = self
                shareItem.action = #selector(share(_:))
                self.shareItem.target = model; self.shareItem.action = #selector(Model.refresh)
            }
            @objc func share(_ sender: UIBarButtonItem) {}
        }
        """
        let (lines, ported) = try rewrittenLines(source)
        #expect(lines[3] == "/* port: selector */ /* shareItem.target = self */")
        #expect(lines[4] == "/* port: selector */ shareItem.primaryAction = UIAction { [weak self, weak item = shareItem] _ in self?.share(item!) }")
        #expect(lines[5] == "/* port: selector */ /* self.shareItem.target = model */; /* port: selector */ self.shareItem.primaryAction = UIAction { [weak target = model] _ in target?.refresh() }")
        #expect(ported.notes.map(\.message) == ["refresh is not declared in the folder: called with 0 argument(s), check the call"])
    }

    @Test func anActionOfAnotherTypeOrOfAnUnknownTargetIsLeftWithANote() throws {
        let source = """
        class Host: UIViewController {
            let copyItem: UIMenuItem = UIMenuItem()
            func setUp() {
                copyItem.action = #selector(copyText)
                item.action = #selector(elsewhere)
            }
            @objc func copyText() {}
        }
        """
        let (lines, ported) = try rewrittenLines(source)
        #expect(lines[3] == "copyItem.action = #selector(copyText)")
        #expect(lines[4] == "item.action = #selector(elsewhere)")
        #expect(ported.notes.map(\.message) == [
            "#selector(copyText): no closure form to rewrite it to; not translated",
            "item.action = #selector(elsewhere): the item's target is not set in this block and elsewhere is not declared in the folder; not translated",
        ])
    }

    @Test func timersHoldTheirTarget() throws {
        #expect(try rewrittenBody("Timer.scheduledTimer(timeInterval: 0.2, target: self, selector: #selector(drop), userInfo: nil, repeats: true)",
                                  methods: "@objc func drop() {}")
                == "/* port: selector */ _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true, block: { timer in self.drop() })")
        #expect(try rewrittenBody("timer = Timer(timeInterval: 1, target: clock, selector: #selector(Clock.tick(_:)), userInfo: nil, repeats: false)",
                                  methods: "")
                == "timer = /* port: selector */ Timer(timeInterval: 1, repeats: false, block: { [target = clock] timer in target.tick(timer) })")
    }

    /// mr14aci's game schedules `#selector(getter: ViewController.startTimer)`: each firing reads the property.
    @Test func aGetterSelectorTimerReadsTheProperty() throws {
        #expect(try rewrittenBody("startTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector (getter: Host.startTimer), userInfo: nil, repeats: true)",
                                  methods: "@objc var startTimer = Timer()")
                == "startTimer = /* port: selector */ Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { timer in _ = self.startTimer })")
        #expect(try rewrittenBody("Timer.scheduledTimer(timeInterval: 2, target: model, selector: #selector(getter: score), userInfo: nil, repeats: false)",
                                  methods: "")
                == "/* port: selector */ _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false, block: { [target = model] timer in _ = target.score })")
        // A getter anywhere else is still left with a note.
        let ported = try SourceRewriter.rewrite([PortSource(path: "T.swift", text: """
        button.addTarget(self, action: #selector(getter: Host.score), for: .touchUpInside)
        """)])
        #expect(ported.notes.map(\.message) == ["#selector(getter: Host.score): only method selectors are translated"])
    }

    @Test func aTimerWithUserInfoIsLeftWithANote() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "T.swift", text: """
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: ["a": 1], repeats: true)
        """)])
        #expect(ported.files[0].text.hasPrefix("Timer.scheduledTimer(timeInterval: 1, target: self"))
        #expect(ported.notes.map(\.message) == ["a Timer with userInfo: not translated (the block form has no userInfo)"])
    }

    @Test func notificationObserversUseTheBlockForm() throws {
        #expect(try rewrittenBody("NotificationCenter.default.addObserver(self, selector: #selector(rotated(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)",
                                  methods: "@objc func rotated(_ note: NSNotification) {}")
                == "/* port: selector */ _ = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { [weak self] notification in self?.rotated(notification as NSNotification) }")
    }

    @Test func delayedPerformsHoldTargetAndArgument() throws {
        #expect(try rewrittenBody("perform(#selector(reset), with: nil, afterDelay: 0.5)", methods: "@objc func reset() {}")
                == "/* port: selector */ DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.reset() }")
        #expect(try rewrittenBody("board.perform(#selector(Board.drop(_:)), with: piece, afterDelay: delay)",
                                  methods: "")
                == "/* port: selector */ DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [target = board, argument = piece] in target.drop(argument) }")
        #expect(try rewrittenBody("perform(#selector(show(_:)), with: card)", methods: "@objc func show(_ card: Card) {}")
                == "/* port: selector */ self.show(card)")
    }

    @Test func displayLinksHoldTheirTarget() throws {
        #expect(try rewrittenBody("link = CADisplayLink(target: self, selector: #selector(step(_:)))",
                                  methods: "@objc func step(_ link: CADisplayLink) {}")
                == "link = /* port: selector */ CADisplayLink(handler: { link in self.step(link) })")
    }

    @Test func aMultiLineCallKeepsTheLinesAfterItWhereTheyWere() throws {
        let input = """
        func f() {
            NotificationCenter.default.addObserver(self,
                                                   selector: #selector(g),
                                                   name: .x,
                                                   object: nil)
            after()
        }
        """
        let lines = try rewritten(input).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[5] == "    after()")
    }

    @Test func selectorsWithoutAClosureFormAreNotedByLine() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "V.swift", text: """
        class V {
            func f() {
                let s = #selector(getter: UIView.frame)
                button.addTarget(nil, action: #selector(UIResponder.resignFirstResponder), for: .touchUpInside)
                if responds(to: #selector(f)) {}
            }
        }
        """)])
        #expect(ported.notes.map(\.description) == [
            "V.swift:3: #selector(getter: UIView.frame): no closure form to rewrite it to; not translated",
            "V.swift:4: target nil (the responder chain) for resignFirstResponder: not translated",
            "V.swift:5: #selector(f) in responds(…): no closure form to rewrite it to; not translated",
        ])
    }
}
