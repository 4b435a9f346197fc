import Foundation

/// When recognisers go back to `.possible`: UIKit resets a recogniser that ended, was cancelled or failed at the end
/// of the run-loop turn that delivered the touches, so handlers and views of that delivery still see the final state.
/// Here a delivery of scripted touches is the turn; outside one (a double tap timing out on a clock tick, `isEnabled`
/// set from a scene event) the reset follows at once.
extension UIGestureRecognizer {
    /// How many deliveries of touches are under way (one inside another when a handler scripts more input).
    private static var deliveryDepth = 0
    /// Recognisers in a final state waiting for the delivery to end, in the order they got there.
    private static var pendingResets: [UIGestureRecognizer] = []

    /// Runs `body`, one delivery of touches, then resets the recognisers that reached a final state in it.
    static func delivering<Result>(_ body: () -> Result) -> Result {
        deliveryDepth += 1
        let result = body()
        deliveryDepth -= 1
        guard deliveryDepth == 0 else { return result }
        while !pendingResets.isEmpty {
            pendingResets.removeFirst().finishReset()
        }
        return result
    }

    /// The recogniser reached `.ended`, `.cancelled` or `.failed`: it is reset when the delivery is over.
    func scheduleReset() {
        guard Self.deliveryDepth > 0 else { return finishReset() }
        if !Self.pendingResets.contains(where: { $0 === self }) { Self.pendingResets.append(self) }
    }

    /// Back to `.possible`, then the subclass's `reset()`; nothing when the recogniser has already started again.
    private func finishReset() {
        guard currentState == .ended || currentState == .cancelled || currentState == .failed else { return }
        currentState = .possible
        trackedTouches = []
        reset()
    }
}
