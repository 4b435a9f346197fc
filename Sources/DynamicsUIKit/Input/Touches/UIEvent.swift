import CUIKitOpenEnums
import Foundation

/// An event: for touches, the set of fingers down at one moment, with UIKit's names.
///
/// A scene reuses one event object for a sequence of touches as a device does, updating its touches and time
/// before each delivery.
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// The kinds of event, with UIKit's cases; scripted input makes `.touches` events.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias EventType = CUIKitOpenEnums.__UIEventType

    /// Scene time of the event in seconds.
    public package(set) var timestamp: TimeInterval
    /// What kind of event this is: `.touches` for everything a scene scripts.
    open var type: EventType { .touches }
    /// Every finger down in this event (including those that did not change), or nil for an event without touches.
    public var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }
    /// The fingers of this event.
    package var touchSet: Set<UITouch> = []

    /// An event at `timestamp` with no touches (what `hitTest(_:with:)` is given outside a touch sequence).
    public init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        super.init()
    }

    /// The touches of this event that went down in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }

    /// The touches of this event in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }

    /// The touches of this event delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
