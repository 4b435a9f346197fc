import Foundation
import DynamicsUIKit

extension UIDynamicAnimator {
    /// `debugEnabled` under its Objective-C getter's name, which tutorials use: `animator.isDebugEnabled = true`.
    public var isDebugEnabled: Bool {
        get { debugEnabled }
        set { debugEnabled = newValue }
    }

    /// Key-value coding for the private flag, as tutorials set it: `animator.setValue(true, forKey: "debugEnabled")`.
    /// Linux's Foundation has no key-value coding on Swift classes, so the animator answers the keys that code uses
    /// (`debugEnabled`, `isDebugEnabled`); any other key raises UIKit's `NSUnknownKeyException`.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "debugEnabled", "isDebugEnabled":
            switch value {
            case let flag as Bool: debugEnabled = flag
            case let number as NSNumber: debugEnabled = number.boolValue
            case let number as Int: debugEnabled = number != 0
            default:
                raiseUIKitException(.invalidArgument,
                                    "[<UIDynamicAnimator> setValue:forKey:]: \(String(describing: value)) is not a BOOL for the key \(key).")
            }
        default:
            raiseUIKitException(.unknownKey, "[<UIDynamicAnimator> setValue:forUndefinedKey:]: this class is not key value "
                + "coding-compliant for the key \(key).")
        }
    }

    /// The value for `key` (see `setValue(_:forKey:)`); any key but the debug flag's raises `NSUnknownKeyException`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "debugEnabled", "isDebugEnabled": debugEnabled
        default:
            raiseUIKitException(.unknownKey, "[<UIDynamicAnimator> valueForUndefinedKey:]: this class is not key value "
                + "coding-compliant for the key \(key).")
        }
    }
}
