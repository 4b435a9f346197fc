import Foundation
import DynamicsGeometry

/// Where everything of an alert or action sheet goes, in the alert view's coordinates (panels) and in each panel's
/// (labels, fields, buttons, separators).
@MainActor struct AlertLayout {
    /// Where a button goes, and whether in the action sheet's cancel group.
    struct ButtonPlacement {
        var frame: CGRect
        var inCancelPanel = false
    }

    private(set) var panel = CGRect.zero
    private(set) var cancelPanel: CGRect?
    private(set) var title = CGRect.zero
    private(set) var message = CGRect.zero
    private(set) var fields: [CGRect] = []
    /// One per action, in the order of `actions`.
    private(set) var buttons: [ButtonPlacement] = []
    private(set) var separators: [CGRect] = []

    /// Lays out `controller`'s content in `bounds` (the window), above `bottomInset`; `measure` gives a label's
    /// height at a width.
    init(controller: UIAlertController, in bounds: CGRect, bottomInset: CGFloat,
         measure: (UILabel, CGFloat) -> CGFloat) {
        let style = controller.preferredStyle
        let width = style == .alert ? AlertMetrics.alertWidth : bounds.width - 2 * AlertMetrics.sheetMargin
        let insets = style == .alert ? AlertMetrics.alertHeaderInsets : AlertMetrics.sheetHeaderInsets
        let header = layOutHeader(controller, width: width, insets: insets, measure: measure)
        if style == .alert {
            layOutAlert(controller, width: width, headerHeight: header, in: bounds)
        } else {
            layOutSheet(controller, width: width, headerHeight: header, in: bounds, bottomInset: bottomInset)
        }
    }

    /// Places the title, message and fields from the top of the panel; returns the header's height (0 when empty).
    private mutating func layOutHeader(_ controller: UIAlertController, width: CGFloat, insets: UIEdgeInsets,
                                       measure: (UILabel, CGFloat) -> CGFloat) -> CGFloat {
        guard let view = controller.alertViewIfLoaded else { return 0 }
        let textWidth = width - insets.left - insets.right
        var y = insets.top
        var hasContent = false
        if controller.title?.isEmpty == false {
            title = CGRect(x: insets.left, y: y, width: textWidth, height: measure(view.titleLabel, textWidth))
            y = title.maxY
            hasContent = true
        }
        if controller.message?.isEmpty == false {
            if hasContent { y += AlertMetrics.titleMessageSpacing }
            message = CGRect(x: insets.left, y: y, width: textWidth, height: measure(view.messageLabel, textWidth))
            y = message.maxY
            hasContent = true
        }
        for _ in controller.addedFields {
            if fields.isEmpty && hasContent { y += AlertMetrics.textFieldTopSpacing }
            fields.append(CGRect(x: insets.left, y: y, width: textWidth, height: AlertMetrics.textFieldHeight))
            y += AlertMetrics.textFieldHeight
            hasContent = true
        }
        return hasContent ? y + insets.bottom : 0
    }

    /// An alert: two actions side by side (the cancel one on the left), else stacked (the cancel one last); the
    /// panel centred in `bounds`.
    private mutating func layOutAlert(_ controller: UIAlertController, width: CGFloat, headerHeight: CGFloat,
                                      in bounds: CGRect) {
        let actions = controller.actions
        let height = AlertMetrics.alertButtonHeight
        let line = AlertMetrics.separatorWidth
        buttons = Array(repeating: ButtonPlacement(frame: .zero), count: actions.count)
        var total = headerHeight
        if actions.count == 2 {
            let order = actions[1].style == .cancel ? [1, 0] : [0, 1]
            for (column, index) in order.enumerated() {
                buttons[index].frame = CGRect(x: CGFloat(column) * width / 2, y: headerHeight, width: width / 2, height: height)
            }
            separators.append(CGRect(x: width / 2 - line / 2, y: headerHeight, width: line, height: height))
            total += height
        } else {
            let order = actions.indices.filter { actions[$0].style != .cancel } + actions.indices.filter { actions[$0].style == .cancel }
            for (row, index) in order.enumerated() {
                buttons[index].frame = CGRect(x: 0, y: headerHeight + CGFloat(row) * height, width: width, height: height)
                if row > 0 { separators.append(CGRect(x: 0, y: buttons[index].frame.minY, width: width, height: line)) }
            }
            total += CGFloat(order.count) * height
        }
        if headerHeight > 0 && !actions.isEmpty { separators.append(CGRect(x: 0, y: headerHeight, width: width, height: line)) }
        panel = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - total) / 2, width: width, height: total)
    }

    /// An action sheet: the header and the other actions in one group, the cancel action in its own group under
    /// it, both `sheetMargin` in from the sides and above the bottom safe area.
    private mutating func layOutSheet(_ controller: UIAlertController, width: CGFloat, headerHeight: CGFloat,
                                      in bounds: CGRect, bottomInset: CGFloat) {
        let actions = controller.actions
        let height = AlertMetrics.sheetButtonHeight
        let margin = AlertMetrics.sheetMargin
        let line = AlertMetrics.separatorWidth
        buttons = Array(repeating: ButtonPlacement(frame: .zero), count: actions.count)
        var bottom = bounds.height - bottomInset - margin
        if let cancel = actions.firstIndex(where: { $0.style == .cancel }) {
            let group = CGRect(x: margin, y: bottom - height, width: width, height: height)
            cancelPanel = group
            buttons[cancel] = ButtonPlacement(frame: CGRect(x: 0, y: 0, width: width, height: height), inCancelPanel: true)
            bottom = group.minY - margin
        }
        var y = headerHeight
        for index in actions.indices where actions[index].style != .cancel {
            if y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: line)) }
            buttons[index].frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        panel = CGRect(x: margin, y: bottom - y, width: width, height: y)
    }
}
