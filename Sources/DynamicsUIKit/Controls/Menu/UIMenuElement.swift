import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// An entry of a menu, as UIKit's class of the same name: an action, a submenu or a deferred element.
@preconcurrency @MainActor open class UIMenuElement {
    /// How an element is drawn and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn grey; a tap does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu up.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias State = CUIKitOpenEnums.__UIMenuElementState

    /// The text shown.
    public internal(set) var title: String
    /// A second, smaller line.
    open var subtitle: String?
    /// The image at the row's trailing edge.
    public internal(set) var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}
