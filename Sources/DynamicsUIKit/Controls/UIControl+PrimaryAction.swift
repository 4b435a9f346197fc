import Foundation
import DynamicsGeometry

extension UIControl {
    /// A control with `frame` that runs `primaryAction` for `.primaryActionTriggered`, as iOS 14's initialiser:
    /// a button's tap, or a value change of a switch, slider, stepper, segmented or page control. Subclasses that
    /// override `init(frame:)` and `init?(coder:)` inherit it.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}
