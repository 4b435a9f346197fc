import Foundation
import DynamicsGeometry

/// A plain view a control draws itself from (a track, a thumb, a dot): it never takes a touch, so hit-testing
/// finds the control.
@MainActor func controlPart(_ color: UIColor? = nil, cornerRadius: CGFloat = 0) -> UIView {
    let part = UIView()
    part.isUserInteractionEnabled = false
    part.backgroundColor = color
    part.layer.cornerRadius = cornerRadius
    return part
}

/// Gives `part` the soft drop shadow and hairline edge of iOS's white control knobs (switch and slider thumbs).
@MainActor func styleKnob(_ part: UIView) {
    part.layer.shadowColor = .black
    part.layer.shadowOpacity = 0.15
    part.layer.shadowRadius = 4
    part.layer.shadowOffset = CGSize(width: 0, height: 3)
    part.layer.borderWidth = 0.5
    part.layer.borderColor = UIColor(white: 0, alpha: 0.04)
}
