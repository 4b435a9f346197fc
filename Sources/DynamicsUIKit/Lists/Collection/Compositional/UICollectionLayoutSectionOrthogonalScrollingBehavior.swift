import CUIKitOpenEnums
import Foundation

/// Whether a compositional-layout section lays its groups out across the scroll direction, in a row of its own
/// that scrolls separately, and how that row comes to rest. UIKit's raw values.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CUIKitOpenEnums.UICollectionLayoutSectionOrthogonalScrollingBehavior
