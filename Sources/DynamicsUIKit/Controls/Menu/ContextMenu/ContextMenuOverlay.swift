import Foundation
import DynamicsGeometry

/// A context menu over the window: the window dimmed except the pressed view (or the preview, drawn over the
/// dimming), and the menu's panel beside it. A tap on the background ends the menu; a row's tap chooses it.
@MainActor final class ContextMenuOverlay: UIControl {
    /// The dimming over the window (iOS's blur drawn flat, as the alert's: black at 20 %).
    static let dimColor = UIColor(white: 0, alpha: 0.2)
    /// A preview's side inset from the window and its corner radius, in points (ours).
    static let previewInset: CGFloat = 16
    static let previewCornerRadius: CGFloat = 13

    /// Runs when an action row is chosen.
    var onChoose: ((UIAction) -> Void)?
    /// Runs when the background is tapped.
    var onDismiss: (() -> Void)?
    /// Runs when the preview is tapped.
    var onPreviewTap: (() -> Void)?
    private let panel = controlPart(MenuMetrics.fill, cornerRadius: MenuMetrics.cornerRadius)
    private let previewFrame: UIView?
    private weak var source: UIView?
    /// The rows, top to bottom.
    private(set) var rows: [MenuRow] = []

    init(frame: CGRect, source: UIView, preview: UIView?) {
        self.source = source
        previewFrame = preview.map { view in
            let frame = controlPart(.white, cornerRadius: Self.previewCornerRadius)
            frame.layer.masksToBounds = true
            frame.addSubview(view)
            return frame
        }
        super.init(frame: frame)
        backgroundColor = .clear
        panel.isUserInteractionEnabled = true
        panel.layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// The rectangle the menu sits beside: the preview's, else the pressed view's, in the overlay's coordinates.
    private var target: CGRect {
        guard let source else { return .zero }
        let pressed = source.convert(source.bounds, to: self)
        guard previewFrame != nil else { return pressed }
        // A preview as wide as the window less the insets, two thirds as tall, centred on the pressed view.
        let width = bounds.width - 2 * Self.previewInset, height = (width * 2 / 3).rounded()
        let y = min(max(pressed.midY - height / 2, MenuMetrics.gap), bounds.height - MenuMetrics.gap - height)
        return CGRect(x: Self.previewInset, y: y, width: width, height: height)
    }

    /// Dims the window around the target (over all of it with a preview), places the preview, and fills the panel
    /// with `menu` beside the target (none for a nil menu).
    func show(_ menu: UIMenu?) {
        let target = self.target
        layer.addSublayer(dimming(around: previewFrame == nil ? target : .null))
        if let previewFrame {
            previewFrame.frame = target
            previewFrame.subviews.first?.frame = previewFrame.bounds
            addSubview(previewFrame)
        }
        guard let menu else { return }
        addSubview(panel)
        let (rows, height) = MenuOverlay.fill(panel, with: menu) { [weak self] element in self?.choose(element) }
        self.rows = rows
        panel.frame = MenuOverlay.place(height: height, beside: target, in: bounds)
    }

    /// A layer filling the overlay with the dimming colour except `hole` (none when null), whose corners are the
    /// pressed view's, so a rounded view shows whole and nothing around it stays bright.
    private func dimming(around hole: CGRect) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = bounds
        let path = UIBezierPath(rect: bounds)
        if !hole.isNull {
            path.append(UIBezierPath(roundedRect: hole, cornerRadius: source?.layer.cornerRadius ?? 0))
        }
        shape.path = path.cgPath
        shape.fillRule = .evenOdd
        shape.fillColor = Self.dimColor.cgColor
        return shape
    }

    /// A tap on the preview commits it; elsewhere outside the panel it ends the menu.
    override func handleTap(at point: CGPoint) {
        if let previewFrame, previewFrame.frame.contains(point) {
            onPreviewTap?()
        } else {
            onDismiss?()
        }
    }

    /// A submenu replaces the rows; an enabled action ends the menu and runs.
    private func choose(_ element: UIMenuElement) {
        if let submenu = element as? UIMenu {
            let (rows, height) = MenuOverlay.fill(panel, with: submenu) { [weak self] element in self?.choose(element) }
            self.rows = rows
            panel.frame = MenuOverlay.place(height: height, beside: target, in: bounds)
            return
        }
        guard let action = element as? UIAction, !action.attributes.contains(.disabled) else { return }
        onChoose?(action)
    }
}
