import Foundation
import DynamicsGeometry

/// Draws a cell's `UIBackgroundConfiguration` behind its content: the custom view and the fill inside the insets,
/// with the corner radius and the stroke (a list background's grey for a highlighted or selected cell comes from
/// the cell's configuration update, `UIBackgroundConfiguration.updated(for:)`).
final class BackgroundConfigurationView: UIView {
    private var configuration = UIBackgroundConfiguration.clear()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    /// Made by cells only: none is archived.
    required init?(coder: NSCoder) { nil }

    /// Shows `configuration`.
    func show(_ configuration: UIBackgroundConfiguration) {
        if self.configuration.customView !== configuration.customView {
            self.configuration.customView?.removeFromSuperview()
        }
        self.configuration = configuration
        if let custom = configuration.customView, custom.superview !== self { addSubview(custom) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The rectangle inside the insets.
    private var backgroundRect: CGRect {
        let insets = configuration.backgroundInsets
        return CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                      height: max(0, bounds.height - insets.top - insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let custom = configuration.customView else { return }
        custom.frame = backgroundRect
        custom.layer.cornerRadius = configuration.cornerRadius
        custom.clipsToBounds = configuration.cornerRadius > 0
    }

    override func draw(_ rect: CGRect) {
        let area = backgroundRect
        configuration.resolvedBackgroundColor(for: tintColor).setFill()
        UIBezierPath(roundedRect: area, cornerRadius: configuration.cornerRadius).fill()
        guard configuration.strokeWidth > 0 else { return }
        let outset = configuration.strokeOutset - configuration.strokeWidth / 2
        let line = UIBezierPath(roundedRect: area.insetBy(dx: -outset, dy: -outset),
                                cornerRadius: configuration.cornerRadius + max(0, outset))
        line.lineWidth = configuration.strokeWidth
        configuration.resolvedStrokeColor(for: tintColor).setStroke()
        line.stroke()
    }
}
