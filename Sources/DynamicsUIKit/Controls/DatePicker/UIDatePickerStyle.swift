import CUIKitOpenEnums
import Foundation

/// How a date picker looks (iOS 13.4+).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIDatePickerStyle = CUIKitOpenEnums.UIDatePickerStyle

extension UIDatePicker {
    /// What a date picker picks.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Mode = CUIKitOpenEnums.__UIDatePickerMode
}
