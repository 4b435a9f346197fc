import Foundation

/// What a notification shows: title, body, sound, badge.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The headline.
    open internal(set) var title = ""
    /// The line under the title.
    open internal(set) var subtitle = ""
    /// The message.
    open internal(set) var body = ""
    /// The number for the app icon's badge; nil leaves it.
    open internal(set) var badge: NSNumber?
    /// The sound it plays; nil is silent.
    open internal(set) var sound: UNNotificationSound?
    /// The app's own data.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category naming its actions.
    open internal(set) var categoryIdentifier = ""
    /// The thread it is grouped in.
    open internal(set) var threadIdentifier = ""
}

/// Notification content an app fills in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The headline.
    open override var title: String { get { super.title } set { super.title = newValue } }
    /// The line under the title.
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The message.
    open override var body: String { get { super.body } set { super.body = newValue } }
    /// The number for the app icon's badge.
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound it plays.
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// The app's own data.
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    /// The category naming its actions.
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    /// The thread it is grouped in.
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
}

/// The sound a notification plays.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The file name, nil for the system's default sound.
    let name: String?

    init(name: String?) {
        self.name = name
        super.init()
    }

    /// The system's notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }

    /// A sound file of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }
}

/// The name of a notification sound file.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file name.
    public let rawValue: String
    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
