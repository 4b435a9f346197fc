import Foundation

/// When a notification is delivered. A render has no Notification Center: requests stay pending (see
/// docs/frameworks.md).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// True delivers it again and again.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// A trigger a number of seconds after the request is added.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds from adding to delivery.
    public let timeInterval: TimeInterval

    /// Fires `timeInterval` seconds after being added. iOS raises an exception for an interval of 0 or less, or below
    /// 60 when repeating; here such an interval is kept and the request refused when added (an error, not a crash).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// Why iOS would refuse this interval, if it would.
    var problem: String? {
        guard timeInterval.isFinite, timeInterval > 0 else { return "time interval must be greater than 0" }
        return repeats && timeInterval < 60 ? "time interval must be at least 60 if repeating" : nil
    }
}

/// A trigger at dates matching some calendar components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a date must match.
    public let dateComponents: DateComponents

    /// Fires when the date matches `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to schedule: its identifier, content and trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The app's name for it; adding another with the same identifier replaces it.
    public let identifier: String
    /// What it shows.
    public let content: UNNotificationContent
    /// When it is delivered; nil at once.
    public let trigger: UNNotificationTrigger?

    /// A request (the content is copied, as on iOS).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        let copy = UNNotificationContent()
        copy.title = content.title
        copy.subtitle = content.subtitle
        copy.body = content.body
        copy.badge = content.badge
        copy.sound = content.sound
        copy.userInfo = content.userInfo
        copy.categoryIdentifier = content.categoryIdentifier
        copy.threadIdentifier = content.threadIdentifier
        self.content = copy
        self.trigger = trigger
        super.init()
    }
}
