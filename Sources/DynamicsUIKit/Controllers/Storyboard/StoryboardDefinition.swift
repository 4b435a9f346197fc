import Foundation

/// What an Interface Builder storyboard file says, written in code: its scenes (controller classes by storyboard
/// identifier), which one is initial, and its segues. `UIStoryboard.register(_:)` makes it findable by
/// `UIStoryboard(name:bundle:)` in the running scene (docs/controllers.md shows how to port a storyboard app).
@preconcurrency @MainActor public final class StoryboardDefinition {
    /// How a segue shows its destination (Interface Builder's segue kinds).
    public enum SegueKind {
        /// "Show": `source.show(destination, sender:)` (a push inside a navigation controller, else a present).
        case show
        /// "Show Detail": `source.showDetailViewController(destination, sender:)`.
        case showDetail
        /// "Present Modally": `source.present(destination, animated: true)`, in the destination's own
        /// presentation and transition styles.
        case presentModally
        /// "Custom": a `UIStoryboardSegue` subclass whose `perform()` shows the destination.
        case custom(UIStoryboardSegue.Type)
    }

    /// How a scene's controller is made.
    enum SceneMaker {
        /// A controller class, made with `init(coder:)` as a storyboard decodes it.
        case controller(UIViewController.Type)
        /// A navigation controller whose root is the scene with this identifier.
        case navigation(root: String)
        /// A tab bar controller whose tabs are the scenes with these identifiers.
        case tabBar(tabs: [String])
        /// A controller made by code compiled from the storyboard (`dynamics port`).
        case made(() -> UIViewController)
    }

    /// A segue as drawn in the storyboard.
    struct Segue {
        let identifier: String
        let source: String
        let destination: String
        let kind: SegueKind
        /// The presentation and transition styles a "Present Modally" segue gives its destination, if it sets them.
        var presentationStyle: UIModalPresentationStyle?
        var transitionStyle: UIModalTransitionStyle?
    }

    /// The storyboard's name (the file's name without `.storyboard`).
    public let name: String
    private(set) var scenes: [String: SceneMaker] = [:]
    private(set) var segues: [Segue] = []
    /// The storyboard identifier of the initial scene (Interface Builder's "Is Initial View Controller").
    private(set) var initialScene: String?
    /// Scene keys by storyboard ID, for scenes registered under another key (compiled storyboards key scenes by
    /// Interface Builder's object ID, which segues name).
    private(set) var storyboardIdentifiers: [String: String] = [:]

    /// An empty storyboard named `name`.
    public init(name: String) { self.name = name }

    /// Adds a scene whose controller is a `type`, made with `init(coder:)` as a storyboard decodes it, under
    /// `identifier` (its "Storyboard ID"); `isInitial` makes it the initial view controller.
    public func scene(_ identifier: String, _ type: UIViewController.Type, isInitial: Bool = false) {
        scenes[identifier] = .controller(type)
        if isInitial { initialScene = identifier }
    }

    /// Adds a navigation controller scene whose root view controller is the scene `root` (Interface Builder's
    /// "Embed In Navigation Controller").
    public func navigationScene(_ identifier: String, root: String, isInitial: Bool = false) {
        scenes[identifier] = .navigation(root: root)
        if isInitial { initialScene = identifier }
    }

    /// Adds a scene under `key` whose controller `make` builds (code `dynamics port` compiles from a storyboard:
    /// the controller made with `init(coder:)`, its storyboard-set properties, and ``loadsView(of:from:)`` for its
    /// view); `storyboardIdentifier` is its "Storyboard ID" when it has one.
    public func scene(_ key: String, storyboardIdentifier: String? = nil, isInitial: Bool = false,
                      make: @escaping () -> UIViewController) {
        scenes[key] = .made(make)
        if let storyboardIdentifier { storyboardIdentifiers[storyboardIdentifier] = key }
        if isInitial { initialScene = key }
    }

    /// Adds a tab bar controller scene whose tabs are the scenes `tabs`, in order (its "view controllers"
    /// relationship segues).
    public func tabBarScene(_ key: String, tabs: [String], storyboardIdentifier: String? = nil, isInitial: Bool = false) {
        scenes[key] = .tabBar(tabs: tabs)
        if let storyboardIdentifier { storyboardIdentifiers[storyboardIdentifier] = key }
        if isInitial { initialScene = key }
    }

    /// Adds a navigation controller scene under `key` whose root is the scene `root`, findable by
    /// `storyboardIdentifier`.
    public func navigationScene(_ key: String, root: String, storyboardIdentifier: String?, isInitial: Bool = false) {
        navigationScene(key, root: root, isInitial: isInitial)
        if let storyboardIdentifier { storyboardIdentifiers[storyboardIdentifier] = key }
    }

    /// Adds a segue named `identifier` from the scene `source` to the scene `destination`; a "Present Modally" segue
    /// may set the destination's `presentationStyle` and `transitionStyle` as Interface Builder's segue does.
    public func segue(_ identifier: String, from source: String, to destination: String, kind: SegueKind = .show,
                      presentationStyle: UIModalPresentationStyle? = nil, transitionStyle: UIModalTransitionStyle? = nil) {
        segues.append(Segue(identifier: identifier, source: source, destination: destination, kind: kind,
                            presentationStyle: presentationStyle, transitionStyle: transitionStyle))
    }

    /// The segue named `identifier` leaving the scene `source`.
    func segue(named identifier: String, from source: String) -> Segue? {
        segues.first { $0.identifier == identifier && $0.source == source }
    }

    /// The scene key for `identifier`: a key itself, or a storyboard ID.
    func sceneKey(for identifier: String) -> String? {
        scenes[identifier] != nil ? identifier : storyboardIdentifiers[identifier]
    }

    /// Makes `controller` load its view from `builder` (the storyboard's archived view, compiled to code), as a
    /// controller a storyboard made loads its nib: on first access to `view`, unless `loadView` is overridden.
    public static func loadsView(of controller: UIViewController, from builder: @escaping (UIViewController) -> UIView) {
        controller.archivedViewBuilder = builder
    }

    /// A section of a static table as the storyboard draws it.
    public struct StaticSection {
        /// The section's header title.
        public var header: String?
        /// The section's footer title.
        public var footer: String?
        /// The section's cells, in order.
        public var cells: [UITableViewCell]

        /// A section of `cells` with its titles.
        public init(header: String? = nil, footer: String? = nil, cells: [UITableViewCell]) {
            self.header = header
            self.footer = footer
            self.cells = cells
        }
    }

    /// Gives `controller` the static table of its storyboard scene ("Static Cells"): its data source methods serve
    /// `sections`, as UIKit's table view controller does for a static table.
    public static func staticContent(of controller: UITableViewController, sections: [StaticSection]) {
        controller.staticSections = sections
    }

    /// Makes selecting `cell` run `action` after the table's delegate hears of it (a storyboard cell's segue).
    public static func selecting(_ cell: UITableViewCell, performs action: @escaping () -> Void) {
        cell.archivedSelectionAction = action
    }

    /// Performs an "Embed" segue as UIKit does when `parent`'s view loads: makes the scene `destination` of
    /// `parent`'s storyboard, lets `parent` prepare for the segue, and adds it as a child filling `container`.
    public static func embed(_ destination: String, segue identifier: String?, in container: UIView,
                             of parent: UIViewController) {
        guard let storyboard = parent.storyboard else { return }
        let child = storyboard.make(destination, creator: nil)
        parent.prepare(for: UIStoryboardSegue(identifier: identifier, source: parent, destination: child), sender: nil)
        parent.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: parent)
    }
}
