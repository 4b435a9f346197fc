import CUIKitOpenEnums
import Foundation

/// The state of a table or collection view cell a configuration is updated for: a view's state and whether the
/// cell is editing, expanded, swiped open, reordering, dragged or a drop target. A collection view cell hands its
/// own (`configurationState`) to `updateConfiguration(using:)` and its `configurationUpdateHandler`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Whether the cell takes part in a drag: `.none`, `.lifting` or `.dragging`.
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias DragState = CUIKitOpenEnums.__UICellConfigurationDragState
    /// Whether the cell is where a drag may drop: `.none`, `.notTargeted` or `.targeted`.
    /// Declared in C under the SDK's C name (`NS_ENUM`, open to new cases as the SDK overlay's enumeration is),
    /// so a `switch` over it gets the SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitConfigurationOpenEnums.h`).
    public typealias DropState = CUIKitOpenEnums.__UICellConfigurationDropState

    private var view: UIViewConfigurationState
    /// Whether the cell's collection (or table) view is editing.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState: DragState = .none
    /// The cell's part in a drop.
    public var cellDropState: DropState = .none

    /// A state with `traitCollection`, nothing else set.
    public init(traitCollection: UITraitCollection) { view = UIViewConfigurationState(traitCollection: traitCollection) }

    /// The cell's traits.
    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    /// Whether the cell is disabled.
    public var isDisabled: Bool {
        get { view.isDisabled }
        set { view.isDisabled = newValue }
    }
    /// Whether the cell is highlighted (a finger is down on it).
    public var isHighlighted: Bool {
        get { view.isHighlighted }
        set { view.isHighlighted = newValue }
    }
    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { view.isSelected }
        set { view.isSelected = newValue }
    }
    /// Whether the cell has the focus (never, without a focus system).
    public var isFocused: Bool {
        get { view.isFocused }
        set { view.isFocused = newValue }
    }

    /// A custom value; nil when none is set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
