import CUIKitOpenEnums
import Foundation

extension UIControl {
    /// Where a control places its content across its width (UIKit's raw values).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ContentHorizontalAlignment = CUIKitOpenEnums.__UIControlContentHorizontalAlignment

    /// Where a control places its content across its height (UIKit's raw values).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ContentVerticalAlignment = CUIKitOpenEnums.__UIControlContentVerticalAlignment
}
