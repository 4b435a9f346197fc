import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A control or label at the leading or trailing edge of a list cell (iOS 14): the disclosure chevron, a checkmark,
/// the delete and insert controls, the reorder grip, the multiselect circle, the outline disclosure, a label or a
/// view of your own, each shown always, or only while or while not editing. Assign them to
/// `UICollectionViewListCell.accessories` (docs/tables.md, "List collection views", has their sizes).
@preconcurrency @MainActor public struct UICellAccessory {
    /// When an accessory shows: `.always`, `.whenEditing` or `.whenNotEditing`.
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias DisplayedState = CUIKitOpenEnums.__UICellAccessoryDisplayedState

    /// The width kept for an accessory, which is centred in it.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// UIKit's standard width for accessories (the accessory's own width here, as on a phone).
        case standard
        /// The given width.
        case custom(CGFloat)
    }

    /// What runs when an accessory's control is tapped.
    public typealias ActionHandler = () -> Void

    /// Options of the disclosure indicator (and of the checkmark).
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (its width is still kept).
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour; nil for the kind's (`tertiaryLabel` for the chevron, the tint colour for the checkmark).
        public var tintColor: UIColor?
        /// Options with the given values; nil keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of the checkmark: the disclosure indicator's (the colour defaults to the cell's tint colour).
    public typealias CheckmarkOptions = DisclosureIndicatorOptions

    /// Options of the delete control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (its width is still kept).
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour of the bar; nil for white.
        public var tintColor: UIColor?
        /// The colour of the disc; nil for the kind's (`systemRed`, `systemGreen`, the tint colour).
        public var backgroundColor: UIColor?
        /// Options with the given values; nil keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the insert control: the delete control's (the disc defaults to `systemGreen`).
    public typealias InsertOptions = DeleteOptions

    /// Options of the multiselect circle: the delete control's (the filled disc defaults to the tint colour).
    public typealias MultiselectOptions = DeleteOptions

    /// Options of the reorder grip.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (its width is still kept).
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour of the grip; nil for the system's (`tertiaryLabel`).
        public var tintColor: UIColor?
        /// Whether a separator line stands between the grip and the content (drawn in the separator colour).
        public var showsVerticalSeparator: Bool
        /// Options with the given values; nil keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions {
        /// Whether the disclosure belongs to a header (a tap anywhere on the row toggles) or a cell: `.automatic`,
        /// `.header` or `.cell`.
        /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
        /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
        public typealias Style = CUIKitOpenEnums.__UICellAccessoryOutlineDisclosureStyle
        /// The disclosure's style.
        public var style: Style
        /// Whether the accessory is hidden (its width is still kept).
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour; nil for the cell's tint colour.
        public var tintColor: UIColor?
        /// Options with the given values; nil keeps the default.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether the accessory is hidden (its width is still kept).
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// The text's colour; nil for `secondaryLabel`.
        public var tintColor: UIColor?
        /// The text's font (17 pt, the body style, by default).
        public var font: UIFont
        /// Whether the font follows the content size category (there is one size here).
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given values; nil keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? .systemFont(ofSize: 17)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// Which edge a custom view goes to, when it shows, and where among the other accessories of that edge.
    public enum Placement {
        /// The index among the other accessories of the cell (in the order of `accessories`) the view goes at.
        public typealias Position = ([UICellAccessory]) -> Int
        /// At the leading edge, after the other leading accessories by default.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge, first (nearest the content) by default.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        /// The view.
        public let customView: UIView
        /// Its edge, displayed state and position.
        public let placement: Placement
        /// Whether the accessory is hidden (its width is still kept).
        public var isHidden: Bool
        /// The width kept for the view.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour; nil leaves it.
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (else it takes its intrinsic size when it has one).
        public var maintainsFixedSize: Bool
        /// A configuration with the given values; nil keeps the default.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// What the accessory is, with what only that kind has.
    enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(background: UIColor?, handler: ActionHandler?)
        case insert(background: UIColor?, handler: ActionHandler?)
        case reorder(showsSeparator: Bool)
        case multiselect(background: UIColor?)
        case outlineDisclosure(handler: ActionHandler?)
        case label(String, font: UIFont)
        case customView(UIView, maintainsFixedSize: Bool)
    }

    let kind: Kind
    /// When the accessory shows.
    public var displayedState: DisplayedState
    /// Whether the accessory is hidden (its width is still kept).
    public var isHidden: Bool
    /// The width kept for the accessory.
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's colour; nil for its kind's.
    public var tintColor: UIColor?
    /// Whether it goes at the leading edge (the delete, insert and multiselect controls, leading custom views).
    let isLeading: Bool
    /// A custom view's position among the cell's other accessories.
    private(set) var position: Placement.Position?

    private init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool, width: LayoutDimension, tint: UIColor?,
                 leading: Bool = false) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden
        reservedLayoutWidth = width
        tintColor = tint
        isLeading = leading
    }

    /// The grey chevron at the trailing edge: the row shows more when tapped.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A checkmark in the tint colour at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The delete control (a white bar on a red disc) at the leading edge; `actionHandler` runs when it is tapped.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(background: options.backgroundColor, handler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        leading: true)
    }

    /// The insert control (a white cross on a green disc) at the leading edge; `actionHandler` runs when tapped.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(background: options.backgroundColor, handler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor, leading: true)
    }

    /// The reorder grip (three grey lines) at the trailing edge.
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder(showsSeparator: options.showsVerticalSeparator), displayed: displayed,
                        isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// The selection circle of multiple selection at the leading edge: empty, or filled with a checkmark while the
    /// cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect(background: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor, leading: true)
    }

    /// The chevron of an outline at the trailing edge; `actionHandler` runs when it is tapped.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(handler: actionHandler), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A text in `secondaryLabel` grey at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A view of your own, at the edge and position its placement names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let leading: Bool, displayed: DisplayedState, position: Placement.Position
        switch configuration.placement {
        case .leading(let state, let at): (leading, displayed, position) = (true, state, at)
        case .trailing(let state, let at): (leading, displayed, position) = (false, state, at)
        }
        var accessory = UICellAccessory(.customView(configuration.customView,
                                                    maintainsFixedSize: configuration.maintainsFixedSize),
                                        displayed: displayed, isHidden: configuration.isHidden,
                                        width: configuration.reservedLayoutWidth, tint: configuration.tintColor,
                                        leading: leading)
        accessory.position = position
        return accessory
    }

    /// `accessories` in the order they are laid out, leading edge to trailing edge: each custom view moved to the
    /// index its placement's position gives among the others.
    static func arranged(_ accessories: [UICellAccessory]) -> [UICellAccessory] {
        var arranged = accessories.filter { $0.position == nil }
        for custom in accessories where custom.position != nil {
            let index = custom.position?(arranged) ?? arranged.count
            arranged.insert(custom, at: min(max(0, index), arranged.count))
        }
        return arranged
    }

    /// Whether the accessory shows for a cell whose collection view is (or is not) `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        default: return true // `.always`, and a later system's state
        }
    }
}
