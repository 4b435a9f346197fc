import CUIKitOpenEnums
import Foundation

extension UINavigationItem {
    /// How a bar that prefers large titles shows an item's title, as UIKit's enum of the same name.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias LargeTitleDisplayMode = CUIKitOpenEnums.__UINavigationItemLargeTitleDisplayMode
}
