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
    }

    /// A segue as drawn in the storyboard.
    struct Segue {
        let identifier: String
        let source: String
        let destination: String
        let kind: SegueKind
    }

    /// The storyboard's name (the file's name without `.storyboard`).
    public let name: String
    private(set) var scenes: [String: SceneMaker] = [:]
    private(set) var segues: [Segue] = []
    /// The storyboard identifier of the initial scene (Interface Builder's "Is Initial View Controller").
    private(set) var initialScene: String?

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

    /// Adds a segue named `identifier` from the scene `source` to the scene `destination`.
    public func segue(_ identifier: String, from source: String, to destination: String, kind: SegueKind = .show) {
        segues.append(Segue(identifier: identifier, source: source, destination: destination, kind: kind))
    }

    /// The segue named `identifier` leaving the scene `source`.
    func segue(named identifier: String, from source: String) -> Segue? {
        segues.first { $0.identifier == identifier && $0.source == source }
    }
}
