import Foundation
import DynamicsGeometry

/// A view that sends actions for events and has enabled, selected and highlighted states, as UIKit's `UIControl`.
open class UIControl: UIView {
    /// Control states, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// States from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No special state.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Control events, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went up inside the control (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// Whether the control responds to touches; disabled controls send no actions.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether a tap shows the control's menu (a button's `menu`) instead of sending its primary action.
    open var showsMenuAsPrimaryAction = false
    /// Whether a touch is down on the control.
    open var isHighlighted = false
    /// Where the content sits across the width.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content sits across the height.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    private var actions: [(action: UIAction, events: Event)] = []

    /// The combined state flags.
    public var state: State {
        var result: State = []
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        if isHighlighted { result.insert(.highlighted) }
        return result
    }

    /// Runs `action` whenever one of `events` is sent.
    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events.isSubset(of: events) }
    }

    /// Whether any action is registered for one of `events` (a text field resigns on return only when something
    /// listens for `.editingDidEndOnExit`, as UIKit's does).
    func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: events) }
    }

    /// A scripted tap at `point` (the control's coordinates) went down and up on the control: `.touchUpInside`, or
    /// what a control that cares where it was touched (a segmented control) makes of it.
    func handleTap(at point: CGPoint) {
        sendActions(for: .touchUpInside)
    }

    /// Runs the actions registered for any of `events`, in registration order, if the control is enabled.
    /// The scene's tap delivery calls this with `.touchUpInside`.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.perform(from: self)
        }
    }
}
