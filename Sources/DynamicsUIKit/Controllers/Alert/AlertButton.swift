import Foundation
import DynamicsGeometry

/// One action's button in an alert or action sheet: its title centred, in the tint colour, red when destructive,
/// bold when preferred, grey when disabled.
@MainActor final class AlertButton: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    var onTap: ((UIAlertAction) -> Void)?

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// Styles the title for an alert of `style`.
    func style(for style: UIAlertController.Style, bold: Bool) {
        label.font = AlertMetrics.buttonFont(style, bold: bold)
        isEnabled = action.isEnabled
        label.textColor = !action.isEnabled ? .tertiaryLabel
            : action.style == .destructive ? .systemRed : .systemBlue
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override func handleTap(at point: CGPoint) {
        guard action.isEnabled else { return }
        super.handleTap(at: point)
        onTap?(action)
    }
}
