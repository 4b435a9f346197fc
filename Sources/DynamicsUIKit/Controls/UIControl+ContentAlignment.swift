import CUIKitOpenEnums
import Foundation

extension UIControl {
    /// Where a control places its content across its width (UIKit's raw values).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ContentHorizontalAlignment = CUIKitOpenEnums.UIControlContentHorizontalAlignment

    /// Where a control places its content across its height (UIKit's raw values).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ContentVerticalAlignment = CUIKitOpenEnums.UIControlContentVerticalAlignment

    /// The left edge of content `width` wide placed in `rect` by `effectiveContentHorizontalAlignment`.
    func contentX(width: CGFloat, in rect: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: rect.minX
        case .right, .trailing: rect.maxX - width
        case .center, .fill: rect.midX - width / 2
        @unknown default: rect.midX - width / 2
        }
    }

    /// The top edge of content `height` tall placed in `rect` by `contentVerticalAlignment`.
    func contentY(height: CGFloat, in rect: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        case .center, .fill: rect.midY - height / 2
        @unknown default: rect.midY - height / 2
        }
    }
}
