import CUIKitOpenEnums
import Foundation

/// The app: its delegate, its windows and scenes, and its state, as UIKit's `UIApplication`.
///
/// `UIApplication.shared` is the application of the scene running on this thread (each scene runner installs its
/// own, so scenes rendered one after another never see each other's windows or delegate); outside a scene it is
/// one application of its own. A scene is always active and in the foreground, so the background notifications are
/// never posted; observers compile and are never called, as on a device that is never sent to the background.
@preconcurrency @MainActor public final class UIApplication: UIResponder {
    /// The app's running states.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias State = CUIKitOpenEnums.__UIApplicationState

    /// The keys of the launch options handed to the app delegate (none are ever passed here).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private nonisolated static let current = ThreadScoped<UIApplication>()
    private static let fallback = UIApplication()

    /// The application of the scene running on this thread.
    public static var shared: UIApplication { current.value ?? fallback }

    /// The app delegate. UIKit's property does not retain it (`UIApplicationMain` keeps it alive); here the
    /// application holds it, as a scene hosts no `main` that could.
    public var delegate: (any UIApplicationDelegate)?
    /// Always `.active`: a scene runs in the foreground from its first tick to its last.
    public let applicationState = State.active
    /// The connected scenes: the one window scene a hosted app delegate connected, if any.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// Whether the app takes touches; scripted touches are delivered either way, so it is only kept.
    public var isIdleTimerDisabled = false

    /// The storyboards the scene registered, by name.
    var storyboards: [String: StoryboardDefinition] = [:]
    /// The nibs the scene registered, by name.
    var nibs: [String: UINib.Contents] = [:]
    private var windowList: [WeakWindow] = []
    private var hasWarnedAboutURLs = false
    /// Whether `setAlternateIconName` has printed its warning.
    var hasWarnedAboutIcons = false

    /// The app's windows that were made visible, back to front: by `windowLevel`, then in the order they first were,
    /// as UIKit lists them.
    public var windows: [UIWindow] { byLevel(windowList.compactMap(\.window)) }
    /// The key window: the window that last called `makeKey()` or `makeKeyAndVisible()`.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// A new application; a scene runner makes one per scene.
    package override init() {}

    /// Runs `body` with this application as `UIApplication.shared` on the current thread.
    package func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.current.withValue(self, body)
    }

    /// Adds `window` to `windows` when it is new there.
    func register(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil }
        if !windowList.contains(where: { $0.window === window }) { windowList.append(WeakWindow(window: window)) }
    }

    /// Makes `window` the one key window.
    func makeKey(_ window: UIWindow) {
        register(window)
        for other in windows where other !== window { other.isKeyWindow = false }
    }

    /// Asks the system to open `url`. There is no system here: it does nothing, prints one warning per
    /// application and calls `completion(false)`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        warnAboutURLs("open(\(url))")
        completion?(false)
    }

    /// Whether an app could open `url`: false, with the same single warning as `open(_:options:completionHandler:)`.
    public func canOpenURL(_ url: URL) -> Bool {
        warnAboutURLs("canOpenURL(\(url))")
        return false
    }

    private func warnAboutURLs(_ call: String) {
        guard !hasWarnedAboutURLs else { return }
        hasWarnedAboutURLs = true
        logUIKitWarning("UIApplication.\(call) does nothing: a scene has no other apps to open URLs with")
    }

    /// Posted when the app enters the background. The notification names are nonisolated, as the SDK's C constants are.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app finished launching.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
}

/// A window the application lists without keeping it alive.
private struct WeakWindow {
    weak var window: UIWindow?
}

extension UIApplication {
    /// The text size the user chose: the scene's screen's (Large unless the scene or the render chose another).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }
}
