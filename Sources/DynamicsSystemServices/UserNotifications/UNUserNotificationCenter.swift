import Foundation
import DynamicsUIKit

/// What an app asks permission for.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits (iOS's values).
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Badge the app icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button to the app's own notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
    /// Not asked yet.
    case notDetermined = 0
    /// Refused.
    case denied = 1
    /// Allowed.
    case authorized = 2
    /// Allowed quietly.
    case provisional = 3
    /// Allowed for a while (App Clips).
    case ephemeral = 4
}

/// The app's notification settings.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may notify.
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

/// Told about notifications arriving while the app runs (never, in a render: nothing is delivered).
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// The app's notification center. A render has no Notification Center and no user to ask: authorization is granted
/// as if the user allowed it, requests are kept as pending (read them back with `getPendingNotificationRequests`),
/// and nothing is ever delivered or shown. Completion handlers run on the scene's main queue on the tick of the call
/// (iOS runs them on a queue of its own).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var status = UNAuthorizationStatus.notDetermined
    private var requestedOptions: UNAuthorizationOptions = []
    private var pending: [UNNotificationRequest] = []
    private var badgeCount = 0

    /// Told about notifications; kept weakly, never called here.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    override private init() { super.init() }

    /// The app's center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks for `options`: granted (true, no error), as if the user tapped Allow (`.provisional` alone gives the
    /// provisional status).
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        locked {
            requestedOptions.formUnion(options)
            status = options == [.provisional] ? .provisional : .authorized
        }
        AnimationClock.enqueueOnCurrentScene(after: 0) { completionHandler(true, nil) }
    }

    /// Asks for `options`; true, as if the user tapped Allow.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        locked {
            requestedOptions.formUnion(options)
            status = options == [.provisional] ? .provisional : .authorized
        }
        return true
    }

    /// Reads the app's settings.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(authorizationStatus: locked { status })
        AnimationClock.enqueueOnCurrentScene(after: 0) { completionHandler(settings) }
    }

    /// Schedules `request` (replacing a pending one of the same identifier); it stays pending. A time interval iOS
    /// refuses gives an error to `completionHandler` and schedules nothing.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        let error = schedule(request)
        if let completionHandler { AnimationClock.enqueueOnCurrentScene(after: 0) { completionHandler(error) } }
    }

    /// Schedules `request`; throws where iOS refuses its trigger.
    open func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request) { throw error }
    }

    /// Hands the pending requests, in the order they were added, to `completionHandler`.
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = locked { pending }
        AnimationClock.enqueueOnCurrentScene(after: 0) { completionHandler(requests) }
    }

    /// The pending requests, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        locked { pending }
    }

    /// Drops the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Drops every pending request.
    open func removeAllPendingNotificationRequests() {
        locked { pending.removeAll() }
    }

    /// Removes delivered notifications with these identifiers (there are none here).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification (there are none here).
    open func removeAllDeliveredNotifications() {}

    /// Sets the app icon's badge (recorded; there is no icon).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        locked { badgeCount = newBadgeCount }
        if let completionHandler { AnimationClock.enqueueOnCurrentScene(after: 0) { completionHandler(nil) } }
    }

    /// What this process asked for and scheduled (this port's record, not Apple API).
    package var record: (status: UNAuthorizationStatus, options: UNAuthorizationOptions, badge: Int) {
        locked { (status, requestedOptions, badgeCount) }
    }

    /// Forgets everything (for tests sharing the process's one center).
    package func reset() {
        locked {
            status = .notDetermined
            requestedOptions = []
            pending = []
            badgeCount = 0
        }
    }

    private func schedule(_ request: UNNotificationRequest) -> (any Error)? {
        if let trigger = request.trigger as? UNTimeIntervalNotificationTrigger, let problem = trigger.problem {
            return NSError(domain: "UNErrorDomain", code: 1, userInfo: [NSLocalizedDescriptionKey: problem])
        }
        locked {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        return nil
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
