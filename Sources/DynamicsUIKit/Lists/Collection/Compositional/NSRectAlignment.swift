import CUIKitOpenEnums
import Foundation

/// Where a boundary supplementary item sits on its section, as UIKit's raw values.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias NSRectAlignment = CUIKitOpenEnums.NSRectAlignment
