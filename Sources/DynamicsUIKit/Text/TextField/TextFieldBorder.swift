import Foundation
import DynamicsGeometry

/// The chrome a text field draws under its text: the four border styles and the clear button.
///
/// Rounded: a white fill with a 5-point corner radius and a 0.5-point hairline in `systemGray4`-like grey
/// (#CCCCCC, iOS's `UITextBorderStyleRoundedRect` look). Line: a 1-point black rectangle. Bezel: a 1-point grey
/// rectangle darker along the top and left, as the old bevel. The clear button: a 14-point `systemGray3` circle
/// with a white cross, centred in its rectangle.
@MainActor enum TextFieldBorder {
    /// The rounded style's corner radius.
    static let cornerRadius: CGFloat = 5
    /// The rounded style's hairline colour.
    static let hairline = UIColor.fieldHairline

    static func draw(_ style: UITextField.BorderStyle, in rect: CGRect, context: UIGraphicsContext) {
        switch style {
        case .none:
            return
        case .roundedRect:
            context.setFillColor(.fieldBackground)
            context.fill(UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius))
            let edge = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: cornerRadius)
            edge.lineWidth = 0.5
            context.setStrokeColor(hairline)
            context.stroke(edge)
        case .line:
            stroke(rect, width: 1, color: .black, context: context)
        case .bezel:
            stroke(rect, width: 1, color: .systemGray, context: context)
            let shade = UIBezierPath()
            shade.move(to: CGPoint(x: rect.minX + 0.5, y: rect.maxY - 1))
            shade.addLine(to: CGPoint(x: rect.minX + 0.5, y: rect.minY + 0.5))
            shade.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 0.5))
            shade.lineWidth = 1
            context.setStrokeColor(.darkGray)
            context.stroke(shade)
        @unknown default: return
        }
    }

    private static func stroke(_ rect: CGRect, width: CGFloat, color: UIColor, context: UIGraphicsContext) {
        let path = UIBezierPath(rect: rect.insetBy(dx: width / 2, dy: width / 2))
        path.lineWidth = width
        context.setStrokeColor(color)
        context.stroke(path)
    }

    /// The clear button's circle diameter and the half-length of its cross's arms.
    static let clearDiameter: CGFloat = 14
    static let crossArm: CGFloat = 3

    static func drawClearButton(in rect: CGRect, context: UIGraphicsContext) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = clearDiameter / 2
        context.setFillColor(.systemGray3)
        context.fill(UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                 width: clearDiameter, height: clearDiameter)))
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: center.x - crossArm, y: center.y - crossArm))
        cross.addLine(to: CGPoint(x: center.x + crossArm, y: center.y + crossArm))
        cross.move(to: CGPoint(x: center.x + crossArm, y: center.y - crossArm))
        cross.addLine(to: CGPoint(x: center.x - crossArm, y: center.y + crossArm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        context.setStrokeColor(.white)
        context.stroke(cross)
    }
}
