import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// How text is aligned inside its box, with UIKit's cases.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias NSTextAlignment = CUIKitOpenEnums.NSTextAlignment

extension NSTextAlignment {
    /// The side lines go to in a view laid out in `direction`: `.natural` becomes `.left` or `.right`, and a
    /// justified paragraph's last line (and a line too short to stretch) goes to the same leading side.
    func physical(in direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        switch self {
        case .left, .center, .right: self
        // `.natural`, `.justified`, and an alignment a later iOS adds: the leading side, as UIKit lays out text it
        // cannot align otherwise.
        default: direction == .rightToLeft ? .right : .left
        }
    }
}

/// How a label breaks or shortens lines that do not fit, with UIKit's cases.
/// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
/// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias NSLineBreakMode = CUIKitOpenEnums.NSLineBreakMode
