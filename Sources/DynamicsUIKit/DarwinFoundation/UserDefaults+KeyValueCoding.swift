import Foundation

extension UserDefaults {
    /// The stored object for `key`, or nil: what key-value coding's `value(forKey:)` returns for a user-defaults
    /// object on Darwin (`object(forKey:)`). Corelibs' `NSObject` has no key-value coding.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` under `key`, or removes the key for nil: what key-value coding's `setValue(_:forKey:)` does to
    /// a user-defaults object on Darwin (`set(_:forKey:)`).
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
