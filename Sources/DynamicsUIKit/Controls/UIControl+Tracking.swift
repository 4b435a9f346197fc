import Foundation
import DynamicsGeometry

/// How a control follows a touch, as UIKit's `UIControl` does in its touch methods (docs/controls.md, "Touch
/// tracking"): it asks its own `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking` — the override
/// points of custom controls — and turns the touch into control events. The touch methods themselves live in the
/// class (overrides cannot be declared in an extension).
extension UIControl {
    /// How far outside its bounds a held finger still counts as inside: UIKit's margin, about 70 points, measured
    /// by developers who dragged out of a button (Stack Overflow 14340122, "UIControlEventTouchDragExit triggers
    /// when 100 pixels away from UIButton": the exit comes "when finger leaves the control about 70 pixels").
    static let touchInsideMargin: CGFloat = 70

    /// Whether `touch` is within the margin of the bounds.
    private func isInsideMargin(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchInsideMargin, dy: -Self.touchInsideMargin).contains(touch.location(in: self))
    }

    /// The touch this control follows among `touches`, if it follows one of them.
    private func followed(in touches: Set<UITouch>) -> UITouch? {
        guard let tracked = trackedTouch else { return nil }
        return touches.contains(tracked) ? tracked : nil
    }

    func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A disabled control takes the touch and does nothing with it; a control follows one finger at a time (of
        // several landing together, the leftmost, so the choice does not depend on the set's order).
        guard isEnabled, trackedTouch == nil, let touch = touches.min(by: { Self.isLeftOf($0, $1) }) else { return }
        trackedTouch = touch
        trackingFlags = (tracking: false, inside: true)
        trackingFlags.tracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = followed(in: touches) else { return }
        let wasInside = isTouchInside
        trackingFlags.inside = isInsideMargin(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        trackingFlags.tracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = followed(in: touches) else { return }
        trackingFlags.inside = isInsideMargin(touch)
        isHighlighted = false
        let tracking = isTracking
        defer { stopTracking() }
        guard tracking else { return }
        endTracking(touch, with: event)
        if isTouchInside {
            handleTap(at: touch.location(in: self))
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func trackingCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard followed(in: touches) != nil else { return }
        isHighlighted = false
        let tracking = isTracking
        defer { stopTracking() }
        guard tracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private static func isLeftOf(_ first: UITouch, _ second: UITouch) -> Bool {
        let a = first.location(in: nil), b = second.location(in: nil)
        return (a.x, a.y) < (b.x, b.y)
    }

    private func stopTracking() {
        trackedTouch = nil
        trackingFlags = (tracking: false, inside: false)
    }
}
