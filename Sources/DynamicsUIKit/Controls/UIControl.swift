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

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to `.left` or `.right` by the control's
    /// `effectiveUserInterfaceLayoutDirection`, as UIKit's property of the same name; the other values as they are.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return switch contentHorizontalAlignment {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        default: contentHorizontalAlignment   // `.center`, `.left`, `.right`, `.fill`, and a later iOS's alignment
        }
    }

    /// The registered actions in registration order, each with the events it runs for.
    var actions: [(action: UIAction, events: Event)] = []
    /// The touch the control follows, from `touchesBegan` to its end (a control follows one finger).
    var trackedTouch: UITouch?
    /// What `isTracking` and `isTouchInside` answer.
    var trackingFlags = (tracking: false, inside: false)

    /// Whether the control is following a touch: `beginTracking(_:with:)` said yes and every
    /// `continueTracking(_:with:)` since has too.
    open var isTracking: Bool { trackingFlags.tracking }

    /// Whether the touch the control follows is inside it — within 70 points of its bounds, as UIKit counts a finger
    /// that strays while held (docs/controls.md, "Touch tracking").
    open var isTouchInside: Bool { trackingFlags.inside }

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

    /// A touch went down on the control: it starts following it — `beginTracking(_:with:)`, then `.touchDown` (with
    /// `.touchDownRepeat` for a repeated tap) when that said yes. As in UIKit, a control handles its touches and does
    /// not pass them on to its next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackingBegan(touches, with: event) }

    /// The followed touch moved: `continueTracking(_:with:)`, then `.touchDragInside` or `.touchDragOutside`, with
    /// `.touchDragEnter` or `.touchDragExit` when it crossed the edge of the 70-point margin.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackingMoved(touches, with: event) }

    /// The followed touch lifted: `endTracking(_:with:)`, then `.touchUpInside` (and what the control does on a tap,
    /// a switch flipping say) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackingEnded(touches, with: event) }

    /// The followed touch was cancelled (a gesture recogniser took it): `cancelTracking(with:)`, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches, with: event)
    }

    /// A touch went down on the control; return whether to follow it (default true). Subclasses override it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The followed touch moved; return whether to go on following it (default true). Subclasses override it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The followed touch lifted (`touch` is nil when UIKit has none to give). Subclasses override it.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The followed touch was cancelled. Subclasses override it.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a single-finger single tap on this control is its own action and not a tap recogniser's of an
    /// ancestor: true for the controls Apple names (button, switch, stepper, segmented control, page control).
    var takesTapsFromAncestors: Bool { false }

    /// A touch went down and up inside the control at `point` (the control's coordinates): `.touchUpInside`, or
    /// what a control that cares where it was touched (a segmented control, a stepper) makes of it.
    func handleTap(at point: CGPoint) {
        sendActions(for: .touchUpInside)
    }

    /// Runs the actions registered for any of `events`, in registration order, if the control is enabled (each
    /// action once, however many of its events are in `events`). The touch tracking calls it with the touch events.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.perform(from: self)
        }
    }
}
