import CUIKitOpenEnums
import DynamicsGeometry
/// How the animator builds an item's collision shape (UIKit, iOS 9).
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIDynamicItemCollisionBoundsType = CUIKitOpenEnums.UIDynamicItemCollisionBoundsType
