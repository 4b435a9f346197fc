import Foundation
import DynamicsGeometry

/// Draws the list accessories the table's cells have no glyph for: the reorder grip, the multiselect circle and the
/// outline disclosure's chevron (sizes in docs/tables.md, "List collection views").
final class ListAccessoryGlyph: UIView {
    enum Shape {
        /// Three grey lines, 18 × 12.
        case reorder
        /// A 22 pt circle: empty, or filled with a white checkmark when `isOn`.
        case multiselect
        /// A chevron pointing right in the tint colour, 8 × 13.
        case outlineDisclosure
    }

    let shape: Shape
    /// The fill of the multiselect circle while on; nil for the tint colour.
    var fillColor: UIColor?
    /// The grip's or circle's colour; nil for `tertiaryLabel` (the chevron takes the tint colour).
    var strokeColor: UIColor?
    /// Whether the multiselect circle is filled (its cell is selected).
    var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// The glyph's size.
    var glyphSize: CGSize {
        switch shape {
        case .reorder: return CGSize(width: 18, height: 12)
        case .multiselect: return CGSize(width: 22, height: 22)
        case .outlineDisclosure: return TableAccessoryGlyph.chevronSize
        }
    }

    init(shape: Shape) {
        self.shape = shape
        super.init(frame: .zero)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    /// Made by list cells only: none is archived.
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let origin = CGPoint(x: (bounds.width - glyphSize.width) / 2, y: (bounds.height - glyphSize.height) / 2)
        let path = UIBezierPath()
        path.lineWidth = shape == .multiselect ? 1.5 : 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        switch shape {
        case .reorder:
            for row in 0..<3 {
                let y = origin.y + 1 + CGFloat(row) * 5
                path.move(to: CGPoint(x: origin.x + 1, y: y))
                path.addLine(to: CGPoint(x: origin.x + 17, y: y))
            }
            (strokeColor ?? .tertiaryLabel).setStroke()
            path.stroke()
        case .outlineDisclosure:
            path.move(to: CGPoint(x: origin.x + 1.5, y: origin.y + 1))
            path.addLine(to: CGPoint(x: origin.x + 6.5, y: origin.y + 6.5))
            path.addLine(to: CGPoint(x: origin.x + 1.5, y: origin.y + 12))
            tintColor.setStroke()
            path.stroke()
        case .multiselect:
            let circle = CGRect(origin: origin, size: glyphSize).insetBy(dx: 0.75, dy: 0.75)
            guard isOn else {
                (strokeColor ?? .tertiaryLabel).setStroke()
                let ring = UIBezierPath(ovalIn: circle)
                ring.lineWidth = 1.5
                ring.stroke()
                return
            }
            (fillColor ?? tintColor).setFill()
            UIBezierPath(ovalIn: circle).fill()
            path.move(to: CGPoint(x: origin.x + 6.5, y: origin.y + 11.5))
            path.addLine(to: CGPoint(x: origin.x + 9.5, y: origin.y + 14.5))
            path.addLine(to: CGPoint(x: origin.x + 15.5, y: origin.y + 7.5))
            UIColor.white.setStroke()
            path.stroke()
        }
    }
}
