import Foundation

/// A menu: a title and the elements it shows, as UIKit's class of the same name. Give one to a button's `menu`;
/// with `showsMenuAsPrimaryAction` a tap shows it.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// A menu's name, for finding it in a menu system.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A submenu's children are shown in the parent menu, set apart by a thicker separator.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are drawn red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns its state on and the others' off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The elements shown, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

/// A menu element whose elements are made when the menu is shown, as UIKit's class of the same name: the provider
/// is called with a completion that takes the elements (called at once here; a later call is taken when it comes
/// while the menu is up).
@preconcurrency @MainActor public final class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    let cachesElements: Bool
    var cached: [UIMenuElement]?

    /// An element filled in by `elementProvider` the first time its menu is shown (and kept).
    public init(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        cachesElements = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        cachesElements = false
        super.init(title: "", image: nil)
    }

    /// An element filled in by `elementProvider` every time its menu is shown.
    public static func uncached(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void)
        -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider (unless it answered before and caching is on); `deliver` gets the elements.
    func resolve(_ deliver: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if cachesElements, let cached { return deliver(cached) }
        provider { [weak self] elements in
            if self?.cachesElements == true { self?.cached = elements }
            deliver(elements)
        }
    }
}
