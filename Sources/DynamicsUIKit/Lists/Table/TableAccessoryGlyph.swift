import Foundation
import DynamicsGeometry

/// Draws a cell's standard accessory: the grey disclosure chevron, the checkmark in the tint colour, the circled
/// info button, or the info button and chevron together (sizes in docs/tables.md).
final class TableAccessoryGlyph: UIView {
    /// Which accessory to draw.
    var type: UITableViewCell.AccessoryType = .none
    /// The chevron's colour (a list accessory's `tintColor` may change it).
    var chevronColor: UIColor = .tertiaryLabel { didSet { setNeedsDisplay() } }

    /// The chevron's box.
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The checkmark's box.
    static let checkmarkSize = CGSize(width: 14, height: 12)
    /// The info button's box.
    static let infoSize = CGSize(width: 22, height: 22)
    /// The gap between the info button and the chevron.
    static let infoChevronGap: CGFloat = 15

    /// The accessory's size.
    var glyphSize: CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return Self.chevronSize
        case .checkmark: return Self.checkmarkSize
        case .detailButton: return Self.infoSize
        case .detailDisclosureButton:
            return CGSize(width: Self.infoSize.width + Self.infoChevronGap + Self.chevronSize.width, height: Self.infoSize.height)
        @unknown default: return .zero
        }
    }

    /// Strokes the accessory's lines. In a right-to-left cell the chevron points left and follows the info button
    /// (the glyph is drawn mirrored); the checkmark does not turn.
    override func draw(_ rect: CGRect) {
        let mirrors = effectiveUserInterfaceLayoutDirection == .rightToLeft && type != .checkmark
        let context = mirrors ? UIGraphicsGetCurrentContext() : nil
        if let context {
            context.saveGState()
            context.concatenate(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: bounds.width, ty: 0))
        }
        defer { context?.restoreGState() }
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(at: .zero)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfo()
        case .detailDisclosureButton:
            drawInfo()
            drawChevron(at: CGPoint(x: Self.infoSize.width + Self.infoChevronGap,
                                    y: (Self.infoSize.height - Self.chevronSize.height) / 2))
        @unknown default: break
        }
    }

    /// A chevron pointing right, 2 pt lines with round ends, in the tertiary label grey (`chevronColor`).
    private func drawChevron(at origin: CGPoint) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: origin.x + 1.5, y: origin.y + 1))
        path.addLine(to: CGPoint(x: origin.x + 6.5, y: origin.y + 6.5))
        path.addLine(to: CGPoint(x: origin.x + 1.5, y: origin.y + 12))
        stroke(path, color: chevronColor, width: 2)
    }

    /// A checkmark in the tint colour.
    private func drawCheckmark() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 6.5))
        path.addLine(to: CGPoint(x: 5, y: 10.5))
        path.addLine(to: CGPoint(x: 13, y: 1.5))
        stroke(path, color: tintColor, width: 2)
    }

    /// A circle with an "i" in it, in the tint colour.
    private func drawInfo() {
        let circle = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5))
        stroke(circle, color: tintColor, width: 1.5)
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: 11, y: 9.5))
        stem.addLine(to: CGPoint(x: 11, y: 16))
        stroke(stem, color: tintColor, width: 2)
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: 9.75, y: 5, width: 2.5, height: 2.5)).fill()
    }

    private func stroke(_ path: UIBezierPath, color: UIColor, width: CGFloat) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
