import Foundation

/// UIKit's rule for default control actions (Apple, "Event Handling Guide for iOS", "Interacting with Other User
/// Interface Controls"; UIGestureRecognizer, "Coordinating with other controls"): since iOS 6 a single-finger single
/// tap on a button, switch, stepper, segmented control or page control is the control's action — a tap recogniser
/// attached to one of its superviews does not recognise it.
extension UIGestureRecognizer {
    /// Whether this is a single-finger single-tap recogniser and one of its fingers is on such a control below its
    /// view: it fails instead of recognising, and the control keeps the touch.
    var isOverlappedByControlAction: Bool {
        guard let tap = self as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
              tap.numberOfTouchesRequired == 1 else { return false }
        return trackedTouches.contains { touch in
            var current = touch.view
            while let view = current, view !== self.view {
                if (view as? UIControl)?.takesTapsFromAncestors == true { return true }
                current = view.superview
            }
            return false
        }
    }
}
