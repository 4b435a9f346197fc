import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// Plays the patterns that tell a task succeeded, warned or failed. Each is recorded in the scene's `HapticLog`.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification tells.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias FeedbackType = CUIKitOpenEnums.__UINotificationFeedbackType

    /// Plays the pattern of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        occur(.notification, style: notificationType.name)
    }

    /// Plays the pattern of `notificationType` at `location` in the generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        occur(.notification, style: notificationType.name, at: location)
    }
}

extension UINotificationFeedbackGenerator.FeedbackType {
    /// The type's name as the trace writes it.
    var name: String {
        switch self {
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        @unknown default: "type \(rawValue)"
        }
    }

}
