import Foundation

/// What `UIApplicationMain` does for an app delegate and, with scenes, a scene delegate: the launch calls in iOS's
/// order, ending with the app (or its scene) active.
@MainActor package enum AppLaunch {
    /// Launches `appDelegate` in `application` (the current `UIApplication.shared`) and, when given, connects one
    /// window scene run by `sceneDelegate`. Order: `willFinishLaunching`, `didFinishLaunching` (and its
    /// notification); with a scene delegate, `configurationForConnecting`, `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground`, `sceneDidBecomeActive`; without one, `applicationDidBecomeActive`; then
    /// `didBecomeActiveNotification`.
    /// With `mainStoryboard` (the Info.plist's main storyboard), a window the screen's size showing the storyboard's
    /// initial controller is made and handed to the delegate that owns windows before it hears of it
    /// (`window` of the app delegate before `didFinishLaunching`, or of the scene delegate before
    /// `willConnectTo`); after that call the window the delegate then holds is made key and visible unless it is
    /// already key — its own, when it replaced the storyboard's (iOS shows the delegate's `window`, the storyboard's
    /// then goes unused).
    package static func launch(_ appDelegate: any UIApplicationDelegate, sceneDelegate: (any UIWindowSceneDelegate)?,
                               mainStoryboard: String?, in application: UIApplication) {
        application.delegate = appDelegate
        _ = appDelegate.application(application, willFinishLaunchingWithOptions: nil)
        let appWindow: UIWindow? = sceneDelegate == nil ? mainStoryboard.map { Self.storyboardWindow($0, scene: nil) } : nil
        if let appWindow { appDelegate.window = appWindow }
        _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
        if appWindow != nil, let shown = appDelegate.window ?? nil, !shown.isKeyWindow { shown.makeKeyAndVisible() }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        if let sceneDelegate {
            let session = UISceneSession(role: .windowApplication, identifier: "scene-1")
            let options = UIScene.ConnectionOptions()
            session.configuration = appDelegate.application(application, configurationForConnecting: session,
                                                            options: options)
            let scene = UIWindowScene(session: session, connectionOptions: options)
            scene.delegate = sceneDelegate
            session.scene = scene
            application.connectedScenes.insert(scene)
            let sceneWindow = mainStoryboard.map { Self.storyboardWindow($0, scene: scene) }
            if let sceneWindow { sceneDelegate.window = sceneWindow }
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
            if sceneWindow != nil, let shown = sceneDelegate.window ?? nil, !shown.isKeyWindow {
                shown.makeKeyAndVisible()
            }
            scene.activationState = .foregroundInactive
            sceneDelegate.sceneWillEnterForeground(scene)
            scene.activationState = .foregroundActive
            sceneDelegate.sceneDidBecomeActive(scene)
        } else {
            appDelegate.applicationDidBecomeActive(application)
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    }

    /// A window showing the initial controller of the storyboard `name`, as UIKit makes for the main storyboard.
    private static func storyboardWindow(_ name: String, scene: UIWindowScene?) -> UIWindow {
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        return window
    }
}
