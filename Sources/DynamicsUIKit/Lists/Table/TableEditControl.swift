import Foundation
import DynamicsGeometry

/// Draws the control at a cell's leading edge while its table edits: for `.delete` a white bar on a red disc, for
/// `.insert` a white cross on a green disc, 22 pt across, centred in the space the content moves aside for. While
/// the Delete button a tap on it revealed shows, the delete bar stands upright, as iOS turns it.
final class TableEditControl: UIView {
    /// Which control to draw.
    var style: UITableViewCell.EditingStyle = .none { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// The disc's colour; nil for the style's (`systemRed`, `systemGreen`).
    var discColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The bar's colour; nil for white.
    var barColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the row's Delete button shows (the delete bar is drawn upright).
    var showsConfirmation = false { didSet { if showsConfirmation != oldValue { setNeedsDisplay() } } }

    /// How far the content view moves right while the control shows.
    static let indentation: CGFloat = 38
    /// The control's width: the indentation and the content margin beside it.
    static let width: CGFloat = 47
    /// The disc's diameter.
    static let discDiameter: CGFloat = 22
    /// The disc's left edge, so it ends where the indented content starts.
    static let discInset: CGFloat = indentation - discDiameter

    override func draw(_ rect: CGRect) {
        guard style != .none else { return }
        let disc = CGRect(x: Self.discInset, y: (bounds.height - Self.discDiameter) / 2,
                          width: Self.discDiameter, height: Self.discDiameter)
        (discColor ?? (style == .delete ? UIColor.systemRed : UIColor.systemGreen)).setFill()
        UIBezierPath(ovalIn: disc).fill()
        let bar = UIBezierPath()
        if style == .delete && showsConfirmation {
            bar.move(to: CGPoint(x: disc.midX, y: disc.midY - 6))
            bar.addLine(to: CGPoint(x: disc.midX, y: disc.midY + 6))
        } else {
            bar.move(to: CGPoint(x: disc.midX - 6, y: disc.midY))
            bar.addLine(to: CGPoint(x: disc.midX + 6, y: disc.midY))
        }
        if style == .insert {
            bar.move(to: CGPoint(x: disc.midX, y: disc.midY - 6))
            bar.addLine(to: CGPoint(x: disc.midX, y: disc.midY + 6))
        }
        bar.lineWidth = 2
        bar.lineCapStyle = .round
        (barColor ?? .white).setStroke()
        bar.stroke()
    }
}
