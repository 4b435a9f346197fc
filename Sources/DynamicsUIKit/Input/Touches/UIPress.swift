import CUIKitOpenEnums
import Foundation

/// A press of a physical button (a remote's arrows, select, menu, play/pause; a hardware keyboard's page keys), with
/// UIKit's names.
///
/// Scenes script fingers only, so no press is ever delivered here; the type exists so that code written for iOS —
/// a gesture delegate answering `gestureRecognizer(_:shouldReceive:)` for a press, say — compiles and keeps its
/// meaning.
@preconcurrency @MainActor open class UIPress: NSObject {
    /// What a press is doing, with UIKit's cases.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Phase = CUIKitOpenEnums.__UIPressPhase

    /// Which button was pressed, with UIKit's cases and raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias PressType = CUIKitOpenEnums.__UIPressType

    /// Scene time of the press's last change, in seconds.
    public package(set) var timestamp: TimeInterval
    /// What the press is doing now.
    public package(set) var phase: Phase
    /// Which button it is.
    public let type: PressType
    /// The window the press is delivered in.
    public package(set) weak var window: UIWindow?
    /// The responder the press is delivered to.
    public package(set) weak var responder: UIResponder?
    /// The recognisers that receive the press; nil when there are none.
    public package(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// How hard the button is pressed, from 0 to 1 (analogue buttons only; digital ones report 0 or 1).
    public package(set) var force: CGFloat

    /// A press of `type` in `phase` at scene time `timestamp`.
    package init(type: PressType, phase: Phase, timestamp: TimeInterval, force: CGFloat = 1) {
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.force = force
        super.init()
    }
}
