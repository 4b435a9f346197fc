import Foundation

/// A storyboard, as UIKit's class: it makes the controllers of its scenes. There are no Interface Builder files, so
/// a storyboard is a `StoryboardDefinition` registered in code by the running scene.
@preconcurrency @MainActor open class UIStoryboard {
    let definition: StoryboardDefinition

    /// The storyboard named `name` that the running scene registered. UIKit raises when there is no such file; this
    /// stops the program the same way when no storyboard of that name was registered.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let definition = UIApplication.shared.storyboards[name] else {
            raiseUIKitException(.invalidArgument, "Could not find a storyboard named '\(name)' in bundle "
                                + "NSBundle <\(Bundle.main.bundlePath)> (loaded)")
        }
        self.definition = definition
    }

    /// Makes `definition` the storyboard named by its name for the running scene (replacing one of that name).
    public static func register(_ definition: StoryboardDefinition) {
        UIApplication.shared.storyboards[definition.name] = definition
    }

    /// A new instance of the initial scene's controller, or nil when the storyboard names none.
    open func instantiateInitialViewController() -> UIViewController? {
        definition.initialScene.map { make($0, creator: nil) }
    }

    /// A new instance of the initial scene's controller made by `creator` (given a coder, it calls an
    /// `init?(coder:…)` of the controller's class); when `creator` is nil or returns nil, made by `init(coder:)`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let identifier = definition.initialScene else { return nil }
        return typed(make(identifier, creator: creator), identifier)
    }

    /// A new instance of the controller of the scene with storyboard ID `identifier`; UIKit raises when there is
    /// none, and so does this.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        make(identifier, creator: nil)
    }

    /// A new instance of the scene `identifier`'s controller made by `creator` (given a coder, it calls an
    /// `init?(coder:…)` of the controller's class, to pass what the controller needs at creation); when `creator`
    /// is nil or returns nil, made by `init(coder:)`.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        typed(make(identifier, creator: creator), identifier)
    }

    /// Makes the scene `identifier`'s controller and marks it as this storyboard's.
    func make(_ identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard let key = definition.sceneKey(for: identifier), let maker = definition.scenes[key] else {
            raiseUIKitException(.invalidArgument, "Storyboard (\(self)) doesn't contain a view controller with "
                                + "identifier '\(identifier)'")
        }
        let controller: UIViewController
        switch maker {
        case .controller(let type):
            guard let made = creator?(NSCoder()) ?? type.init(coder: NSCoder()) else {
                raiseUIKitException(.internalInconsistency, "Storyboard (\(self)) could not make the view "
                                    + "controller with identifier '\(identifier)': its init(coder:) returned nil")
            }
            controller = made
        case .navigation(let root):
            controller = UINavigationController(rootViewController: make(root, creator: nil))
        case .tabBar(let tabs):
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs.map { make($0, creator: nil) }
            controller = tabBar
        case .made(let build):
            // The view loads lazily, after `storyboard` is set below, so its embed segues find the storyboard.
            controller = build()
        }
        controller.storyboard = self
        controller.storyboardIdentifier = key
        return controller
    }

    private func typed<ViewController>(_ controller: UIViewController, _ identifier: String) -> ViewController {
        guard let typed = controller as? ViewController else {
            raiseUIKitException(.internalInconsistency, "Storyboard (\(self)) made a \(type(of: controller)) for "
                                + "'\(identifier)', not a \(ViewController.self)")
        }
        return typed
    }
}
