import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

extension UITableView {
    /// How a table draws its sections.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UITableViewStyle

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ScrollPosition = CUIKitOpenEnums.__UITableViewScrollPosition

    /// How inserted rows come in and deleted rows go out (docs/tables.md lists what each one does here).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias RowAnimation = CUIKitOpenEnums.__UITableViewRowAnimation

    /// The value that asks a table to size a row, header or footer itself (`-1` in UIKit too).
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The height of a row when neither `rowHeight` nor the delegate gives one (UIKit's 44 pt).
    static let defaultRowHeight: CGFloat = 44
}
