import Foundation
import DynamicsGeometry

/// An alert controller's view: transparent and the size of the window, with the panel in the middle (an alert) or
/// the groups at the bottom (an action sheet). The frames come from `AlertLayout`.
@MainActor final class AlertView: UIView {
    private unowned let controller: UIAlertController
    /// The frosted panel: the whole alert, or the action sheet's group of header and non-cancel buttons.
    let panel = controlPart(AlertMetrics.panelColor, cornerRadius: AlertMetrics.cornerRadius)
    /// The action sheet's separate cancel group.
    let cancelPanel = controlPart(AlertMetrics.cancelPanelColor, cornerRadius: AlertMetrics.cornerRadius)
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var buttons: [AlertButton] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .clear
        for part in [panel, cancelPanel] {
            part.isUserInteractionEnabled = true
            part.layer.masksToBounds = true
            addSubview(part)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            panel.addSubview(label)
        }
        contentChanged()
    }

    required init?(coder: NSCoder) { nil }

    /// The title, message, actions or fields changed: rebuild the buttons and lay out again.
    func contentChanged() {
        let style = controller.preferredStyle
        titleLabel.text = controller.title
        titleLabel.font = AlertMetrics.titleFont(style)
        titleLabel.textColor = AlertMetrics.headerColor(style)
        messageLabel.text = controller.message
        messageLabel.font = AlertMetrics.messageFont
        messageLabel.textColor = AlertMetrics.headerColor(style)
        for button in buttons { button.removeFromSuperview() }
        buttons = controller.actions.map { action in
            let button = AlertButton(action: action)
            button.style(for: style, bold: controller.isBold(action))
            button.onTap = { [weak controller] in controller?.tapped($0) }
            return button
        }
        for field in controller.addedFields where field.superview !== panel { panel.addSubview(field) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = AlertLayout(controller: controller, in: bounds,
                                 bottomInset: window?.safeAreaInsets.bottom ?? 0,
                                 measure: { label, width in label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height })
        UIView.performWithoutAnimation { apply(layout) }
    }

    private func apply(_ layout: AlertLayout) {
        panel.bounds = CGRect(origin: .zero, size: layout.panel.size)
        panel.center = CGPoint(x: layout.panel.midX, y: layout.panel.midY)
        cancelPanel.frame = layout.cancelPanel ?? .zero
        cancelPanel.isHidden = layout.cancelPanel == nil
        titleLabel.frame = layout.title
        messageLabel.frame = layout.message
        for (field, frame) in zip(controller.addedFields, layout.fields) { field.frame = frame }
        for (button, placement) in zip(buttons, layout.buttons) {
            let host = placement.inCancelPanel ? cancelPanel : panel
            if button.superview !== host { host.addSubview(button) }
            button.frame = placement.frame
        }
        for separator in separators { separator.removeFromSuperview() }
        separators = layout.separators.map { line in
            let view = controlPart(AlertMetrics.separatorColor)
            view.frame = line
            panel.addSubview(view)
            return view
        }
    }
}
