import CUIKitOpenEnums
import Foundation

/// The look of a toolbar or navigation bar when no bar tint colour is set, as UIKit's `UIBarStyle`.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIBarStyle = CUIKitOpenEnums.UIBarStyle
