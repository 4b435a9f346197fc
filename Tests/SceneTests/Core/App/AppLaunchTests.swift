import Dynamics
import Foundation
import Testing

/// An app delegate that logs its calls and, without a scene delegate, builds its window as iOS 12 apps did.
final class LoggingAppDelegate: UIApplicationDelegate {
    let log: CallLog
    let buildsWindow: Bool
    var window: UIWindow?

    init(_ log: CallLog, buildsWindow: Bool) {
        self.log = log
        self.buildsWindow = buildsWindow
    }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.add("willFinishLaunching \(application === UIApplication.shared)")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.add(window == nil ? "didFinishLaunching" : "didFinishLaunching with \(type(of: window!.rootViewController!))")
        if buildsWindow {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = CallLogController("Root", log, color: .green)
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.add("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.add("applicationDidBecomeActive") }
}

/// A scene delegate that builds the window from its scene, as a new Xcode project's does.
final class LoggingSceneDelegate: UIWindowSceneDelegate {
    let log: CallLog
    var window: UIWindow?

    init(_ log: CallLog) { self.log = log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        log.add("willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = CallLogController("Root", log, color: .green)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log.add("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.add("sceneDidBecomeActive") }
}

@Suite("UIApplication, its delegate and scene delegates hosted by a scene")
struct AppLaunchTests {
    @Test("a scene delegate connects in iOS's order; its window becomes key, the scene's window, and is drawn")
    func sceneDelegateLaunch() throws {
        let log = CallLog()
        nonisolated(unsafe) var appDelegate: LoggingAppDelegate?, sceneDelegate: LoggingSceneDelegate?
        let runner = SceneRunner(scene: Scene(name: "app", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            appDelegate = LoggingAppDelegate(log, buildsWindow: false)
            sceneDelegate = LoggingSceneDelegate(log)
            context.launch(appDelegate!, sceneDelegate: sceneDelegate)
        })
        #expect(log.entries == ["willFinishLaunching true", "didFinishLaunching", "configurationForConnecting",
                                "willConnectTo", "Root viewDidLoad", "Root viewWillAppear",
                                "sceneWillEnterForeground", "sceneDidBecomeActive", "Root viewDidAppear"])
        let window = try #require(sceneDelegate?.window)
        #expect(runner.window === window && window.isKeyWindow)
        #expect(runner.application.keyWindow === window && runner.application.delegate === appDelegate)
        #expect(runner.application.windows.filter(\.isKeyWindow).count == 1)
        let scene = try #require(runner.application.connectedScenes.first as? UIWindowScene)
        #expect(window.windowScene === scene && scene.windows == [window] && scene.activationState == .foregroundActive)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let image = try Renderer().render(runner.window, scale: 1)
        #expect(image.pixel(x: 160, y: 240) == (0, 255, 0, 255), "the app's window is what the scene draws")
        // Outside the scene, UIApplication.shared is another application.
        #expect(UIApplication.shared !== runner.application)
    }

    @Test("an app delegate without scenes builds its window in didFinishLaunching and then becomes active")
    func appDelegateLaunch() {
        let log = CallLog()
        nonisolated(unsafe) var appDelegate: LoggingAppDelegate?
        let runner = SceneRunner(scene: Scene(name: "app", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            appDelegate = LoggingAppDelegate(log, buildsWindow: true)
            context.launch(appDelegate!)
        })
        #expect(log.entries == ["willFinishLaunching true", "didFinishLaunching", "Root viewDidLoad",
                                "Root viewWillAppear", "applicationDidBecomeActive", "Root viewDidAppear"])
        #expect(runner.window === appDelegate?.window && runner.application.connectedScenes.isEmpty)
    }

    @Test("a main storyboard's initial controller fills a window the delegate has before didFinishLaunching")
    func mainStoryboardLaunch() {
        final class Start: UIViewController {}
        let log = CallLog()
        nonisolated(unsafe) var appDelegate: LoggingAppDelegate?
        let runner = SceneRunner(scene: Scene(name: "app", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            let main = StoryboardDefinition(name: "Main")
            main.scene("Start", Start.self, isInitial: true)
            UIStoryboard.register(main)
            appDelegate = LoggingAppDelegate(log, buildsWindow: false)
            context.launch(appDelegate!, mainStoryboard: "Main")
        })
        #expect(log.entries == ["willFinishLaunching true", "didFinishLaunching with Start", "applicationDidBecomeActive"])
        #expect(runner.window === appDelegate?.window && runner.window.isKeyWindow)
        #expect(runner.window.rootViewController is Start && runner.window.rootViewController?.storyboard != nil)
    }

    /// ToporkovM's UIAttachment-UISnap: a scene delegate of an app with a main storyboard builds its own window with
    /// `UIWindow(frame:)`, makes it key and visible, and only then sets its `windowScene`.
    @Test("a scene delegate that replaces the storyboard's window shows its own")
    func sceneDelegateReplacingTheStoryboardWindow() {
        final class Start: UIViewController {}
        final class Own: UIViewController {}
        final class Replacing: UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                       options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UINavigationController(rootViewController: Own())
                window?.makeKeyAndVisible()
                window?.windowScene = windowScene
            }
        }
        nonisolated(unsafe) var sceneDelegate: Replacing?
        let runner = SceneRunner(scene: Scene(name: "app", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            let main = StoryboardDefinition(name: "Main")
            main.scene("Start", Start.self, isInitial: true)
            UIStoryboard.register(main)
            sceneDelegate = Replacing()
            context.launch(LoggingAppDelegate(CallLog(), buildsWindow: false), sceneDelegate: sceneDelegate!,
                           mainStoryboard: "Main")
        })
        #expect(runner.window === sceneDelegate?.window && runner.window.isKeyWindow)
        #expect((runner.window.rootViewController as? UINavigationController)?.topViewController is Own)
        #expect(runner.application.windows.filter(\.isKeyWindow).count == 1)
    }

    @Test("open and canOpenURL do nothing and answer no; the state is active")
    func urls() {
        let application = UIApplication.shared
        nonisolated(unsafe) var opened: Bool?
        application.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false && !application.canOpenURL(URL(string: "tel:123")!))
        #expect(application.applicationState == .active)
    }
}
