import Foundation
import DynamicsGeometry

/// A string that identifies an element to UI tests (UIKit's `UIAccessibilityIdentification`): views, bar items
/// and images have one.
@preconcurrency @MainActor public protocol UIAccessibilityIdentification: AnyObject {
    /// The identifier; nil by default.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}

extension UIResponder {
    /// UIKit's defaults for `isAccessibilityElement`: labels and the standard controls are elements.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UILabel, is UIControl: true
        default: false
        }
    }

    /// UIKit's default label: a label's text, a button's current title (or its image view's label), a text
    /// field's placeholder.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle ?? button.configuration?.title
        case let field as UITextField: field.placeholder
        default: nil
        }
    }

    /// UIKit's default value: a switch's "1" or "0", a slider's position as a whole percentage of its range, a
    /// text field's text.
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            slider.maximumValue > slider.minimumValue
                ? "\(Int(((slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue) * 100).rounded()))%"
                : "0%"
        case let field as UITextField: field.text.flatMap { $0.isEmpty ? nil : $0 }
        default: nil
        }
    }

    /// UIKit's default traits, from the class and a control's state.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UIButton: traits = .button
        case is UISlider, is UIStepper: traits = .adjustable
        case is UILabel: traits = .staticText
        case is UIImageView: traits = .image
        case is UISwitch: traits = .button
        default: traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// A view's frame on screen (its window's coordinates; windows fill the screen here).
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return view.convert(view.bounds, to: nil)
    }
}

extension UIBarButtonItem: UIAccessibilityIdentification {}
