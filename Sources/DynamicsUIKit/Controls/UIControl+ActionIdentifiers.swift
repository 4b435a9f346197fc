import Foundation

extension UIControl {
    /// Stops running the actions whose identifier is `actionIdentifier` for `events` (iOS 14's
    /// `removeAction(identifiedBy:for:)`): an action registered for more events keeps the others. This is what
    /// `removeTarget(_:action:for:)` becomes in a port, whose rewritten `addTarget` names its action after the
    /// selector.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }
}
