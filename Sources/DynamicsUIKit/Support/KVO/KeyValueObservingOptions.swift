/// What an observer asks to be told (Foundation's KVO options; Linux Foundation has no KVO, so they live here).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates options from their raw bits (Foundation's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change dictionary carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change dictionary carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The observer is told once at once, when it is added, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The observer is also told before each change, with `notificationIsPriorKey` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of a KVO change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a key from its Foundation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change, an `NSKeyValueChange` raw value (`UInt`).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// Collection changes' indexes; never present here (views and layers only have single-valued keys).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `true` in the notification sent before a change to a `.prior` observer.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of a KVO change; views and layers only ever report `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}
