import Foundation

/// The app, as far as UIKit Dynamics code touches it: the life-cycle notification names that apps observe to pause
/// and resume work. A scene is always active and in the foreground, so nothing posts them; observers compile and are
/// never called, as on a device that is never sent to the background.
@MainActor public final class UIApplication: UIResponder {
    /// The app's running states.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The one app.
    public static let shared = UIApplication()
    /// Always `.active`: a scene runs in the foreground from its first tick to its last.
    public let applicationState = State.active

    private override init() {}

    /// Posted when the app enters the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
}
