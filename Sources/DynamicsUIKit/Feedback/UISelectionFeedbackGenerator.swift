import Foundation
import DynamicsGeometry

/// Plays the light tick of a selection changing (a picker's wheel passing a row). Each tick is recorded in the
/// scene's `HapticLog`.
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() {
        occur(.selection, style: "selection")
    }

    /// Plays a selection tick at `location` in the generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {
        occur(.selection, style: "selection", at: location)
    }
}
