import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// Writes what it hears into a shared log.
private final class LogView: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log("\(name) traitCollectionDidChange \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→"
            + "\(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log("\(name) layoutSubviews \(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
}

private final class LogController: UIViewController {
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log("controller traitCollectionDidChange")
    }
    override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
}

@Suite struct TraitPropagationTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    @Test func theScreenGivesAnIPhonesTraits() {
        let traits = window().traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == UIScreen.main.scale)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.accessibilityContrast == .normal && traits.legibilityWeight == .regular)
        #expect(traits.displayGamut == .P3)
        #expect(UIScreen.main.traitCollection == traits)
    }

    @Test func overridesFlowFromWindowToControllerToViews() {
        let window = window()
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        let grandchild = UIView()
        controller.view.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.traitCollection.userInterfaceStyle == .light)

        window.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.displayScale == UIScreen.main.scale)

        controller.overrideUserInterfaceStyle = .light
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.userInterfaceStyle == .light)

        child.traitOverrides.userInterfaceStyle = .dark
        child.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.overrideUserInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .large)
        #expect(child.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        child.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(grandchild.traitCollection.preferredContentSizeCategory == .large)

        // A view taken out of the hierarchy inherits the screen's again.
        child.removeFromSuperview()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        child.overrideUserInterfaceStyle = .unspecified
        #expect(grandchild.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aParentGivesAChildItsOverrideTraitCollection() {
        let window = window()
        let parent = UIViewController()
        window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        parent.setOverrideTraitCollection(regular, forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) === regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func changesArriveInTheLayoutPassBeforeLayoutSubviews() {
        var log: [String] = []
        let window = window()
        let controller = LogController()
        controller.log = { log.append($0) }
        let root = LogView()
        root.name = "root"
        root.log = { log.append($0) }
        controller.view = root
        let inner = LogView()
        inner.name = "inner"
        inner.log = { log.append($0) }
        root.addSubview(inner)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: LogController, previous) in
            log.append("controller handler \(previous.userInterfaceStyle.rawValue)")
        }
        inner.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: LogView, _) in
            log.append("\(view.name) handler")
        }
        inner.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIView, _) in
            log.append("scale handler")
        }
        window.rootViewController = controller
        window.runLayoutPass()
        // The traits a view gets on joining the window are not a change.
        #expect(!log.contains { $0.contains("traitCollectionDidChange") || $0.contains("handler") })

        log.removeAll()
        window.overrideUserInterfaceStyle = .dark
        #expect(log.isEmpty)
        window.runLayoutPass()
        #expect(log == [
            "controller traitCollectionDidChange",
            "controller handler 1",
            "root traitCollectionDidChange 1→2",
            "viewWillLayoutSubviews",
            "root layoutSubviews 2",
            "viewDidLayoutSubviews",
            "inner traitCollectionDidChange 1→2",
            "inner handler",
            "inner layoutSubviews 2",
        ])

        // Nothing changed: nothing is heard.
        log.removeAll()
        window.runLayoutPass()
        #expect(log.isEmpty)
    }

    @Test func aViewMovedAfterALayoutPassReadsItsNewTraitsAtOnceAndHearsOfThemInTheNext() {
        var log: [String] = []
        let window = window()
        let dark = UIView(), light = UIView()
        dark.overrideUserInterfaceStyle = .dark
        window.addSubview(dark)
        window.addSubview(light)
        let moving = LogView()
        moving.name = "moving"
        moving.log = { log.append($0) }
        let inner = UIView()
        moving.addSubview(inner)
        dark.addSubview(moving)
        window.runLayoutPass()
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        log.removeAll()
        light.addSubview(moving)
        #expect(moving.traitCollection.userInterfaceStyle == .light)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(dark.traitCollection.userInterfaceStyle == .dark)
        window.runLayoutPass()
        #expect(log == ["moving traitCollectionDidChange 2→1", "moving layoutSubviews 1"])
    }

    @Test func unregisteredHandlersStopAndUnwatchedTraitsDoNotCall() {
        var calls = 0
        let window = window()
        let view = UIView()
        window.addSubview(view)
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in
            calls += 1
        }
        window.runLayoutPass()
        view.traitOverrides.preferredContentSizeCategory = .small
        window.runLayoutPass()
        #expect(calls == 0)
        view.overrideUserInterfaceStyle = .dark
        window.runLayoutPass()
        #expect(calls == 1)
        view.unregisterForTraitChanges(registration)
        view.overrideUserInterfaceStyle = .light
        window.runLayoutPass()
        #expect(calls == 1)
    }
}
