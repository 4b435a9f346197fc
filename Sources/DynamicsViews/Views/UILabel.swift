import Foundation
import DynamicsGeometry

/// A view that draws text, with UILabel's properties and layout (text centred vertically, lines broken by words).
open class UILabel: UIView {
    /// The text; nil or empty draws nothing.
    public var text: String?
    /// The font (UIKit's default: 17 pt system font).
    public var font: UIFont = .systemFont(ofSize: UIFont.systemFontSize)
    /// The text colour (UIKit's default: black).
    public var textColor: UIColor = .black
    /// Horizontal alignment of each line.
    public var textAlignment: NSTextAlignment = .natural
    /// Maximum number of lines; 0 means as many as needed. UIKit's default is 1.
    public var numberOfLines = 1
    /// How lines that do not fit are shortened.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// A label with the given frame and no background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// What a layout depends on; the last layout is reused while these stay the same (labels are redrawn every
    /// frame and their text rarely changes).
    private struct LayoutInput: Equatable {
        var text: String
        var font: UIFont
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
    }

    private var lastLayout: (input: LayoutInput, layout: TextLayout)?

    /// The lines the label draws within a width.
    public func layout(width: CGFloat) -> TextLayout {
        let input = LayoutInput(text: text ?? "", font: font, width: width, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode)
        if let lastLayout, lastLayout.input == input { return lastLayout.layout }
        let layout = TextLayout(text: input.text, font: font, maxWidth: width, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode)
        lastLayout = (input, layout)
        return layout
    }

    /// The size of the laid-out text within `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let laidOut = layout(width: size.width)
        return CGSize(width: laidOut.size.width.rounded(.up), height: laidOut.size.height.rounded(.up))
    }

    /// Draws the text lines centred vertically in `rect`, each aligned horizontally.
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text into `rect` (UILabel's override point).
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let laidOut = layout(width: rect.width)
        var y = rect.minY + (rect.height - laidOut.size.height) / 2
        for line in laidOut.lines {
            let x: CGFloat
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - line.width) / 2
            case .right: x = rect.maxX - line.width
            case .left, .justified, .natural: x = rect.minX
            }
            context.drawText(line.text, at: CGPoint(x: x, y: y), font: font, color: textColor)
            y += font.lineHeight
        }
    }
}
