import Foundation

/// A scene's life-cycle calls, as UIKit's protocol: every method is optional. A host calls them in iOS's order
/// (docs/controllers.md).
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting: build its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (never here).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (never here).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene went off screen (never here).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that owns the scene's window, as UIKit's protocol.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate, OptionalWindowRequirement {
    /// The scene's main window; declare it as a stored `var`. Read through the protocol, `window` is `UIWindow??`, as
    /// the SDK's optional requirement (`OptionalWindowRequirement`).
    @_disfavoredOverload var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window: a delegate that wants one declares a stored `var window: UIWindow?`.
    @_disfavoredOverload public var window: UIWindow? {
        get { nil }
        set {}
    }
}
