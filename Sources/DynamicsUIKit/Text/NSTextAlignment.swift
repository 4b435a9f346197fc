import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// How text is aligned inside its box, with UIKit's cases.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias NSTextAlignment = CUIKitOpenEnums.NSTextAlignment

/// How a label breaks or shortens lines that do not fit, with UIKit's cases.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias NSLineBreakMode = CUIKitOpenEnums.NSLineBreakMode
