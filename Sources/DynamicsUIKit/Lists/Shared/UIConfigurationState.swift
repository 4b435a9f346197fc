import Foundation

/// The state a configuration is updated for (iOS 14): the view's traits, and values of your own under
/// `UIConfigurationStateCustomKey`s. `UIViewConfigurationState` and `UICellConfigurationState` adopt it.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
    /// A custom value of the state; nil when none is set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of a custom value of a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view a configuration is updated for: its traits, and whether it is disabled, highlighted,
/// selected or focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus (never, without a focus system).
    public var isFocused = false
    private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection`, nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom value; nil when none is set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
