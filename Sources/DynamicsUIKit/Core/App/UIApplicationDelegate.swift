import Foundation

/// The app's entry points, as UIKit's protocol: every method is optional (a default does nothing and answers
/// `true`). A scene hosts an app delegate with `SceneContext.launch(_:sceneDelegate:mainStoryboard:)`, which calls them in iOS's
/// launch order (docs/controllers.md).
@preconcurrency @MainActor public protocol UIApplicationDelegate: OptionalWindowRequirement {
    /// The app's main window when the app has no scene delegate; declare it as a stored `var` to have one. Read
    /// through the protocol, `window` is `UIWindow??`, as the SDK's optional requirement (`OptionalWindowRequirement`).
    @_disfavoredOverload var window: UIWindow? { get set }
    /// The launch began; the first call the delegate gets.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch is nearly done: build the window here when there is no scene delegate.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration a connecting scene gets (its name and delegate class come from the app's Info.plist on
    /// iOS; here the scene delegate is handed to the host directly).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The app became active (only without a scene delegate; with one, the scene hears it).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (never here).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (never here).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground (never here).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (never here).
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window: a delegate that wants one declares a stored `var window: UIWindow?`.
    @_disfavoredOverload public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does nothing; the launch goes on.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool { true }
    /// Does nothing; the launch goes on.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool { true }
    /// The default configuration for the session's role.
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
