import Foundation
import DynamicsGeometry

/// Where a configured button's image, title and subtitle go, and how it draws them over its background.
///
/// The title lines form a column (title over subtitle, `titlePadding` apart); the image goes on the
/// `imagePlacement` side of it, `imagePadding` away; the whole group is centred in the bounds less
/// `contentInsets`. Leading is the left side, the right one when the button lays out right to left: everything is
/// mirrored then.
@MainActor struct ButtonConfigurationLayout {
    let configuration: UIButton.Configuration
    let title: TextLayout?
    let subtitle: TextLayout?
    let imageSize: CGSize
    /// The button's layout direction, which says where leading is.
    let direction: UIUserInterfaceLayoutDirection

    init(_ configuration: UIButton.Configuration, direction: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.configuration = configuration
        self.direction = direction
        title = configuration.title.flatMap { $0.isEmpty ? nil : TextLayout(text: $0, font: ButtonConfigurationMetrics.titleFont(for: configuration.buttonSize)) }
        subtitle = configuration.subtitle.flatMap { $0.isEmpty ? nil : TextLayout(text: $0, font: ButtonConfigurationMetrics.subtitleFont(for: configuration.buttonSize)) }
        imageSize = configuration.image?.size ?? .zero
    }

    /// The title column's size.
    var textSize: CGSize {
        let titleSize = title?.size ?? .zero, subtitleSize = subtitle?.size ?? .zero
        let gap = title != nil && subtitle != nil ? configuration.titlePadding : 0
        return CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + gap + subtitleSize.height)
    }

    private var isVertical: Bool { configuration.imagePlacement == .top || configuration.imagePlacement == .bottom }

    /// The image and title column together.
    var contentSize: CGSize {
        let text = textSize
        guard imageSize != .zero else { return text }
        guard text != .zero else { return imageSize }
        let padding = configuration.imagePadding
        return isVertical
            ? CGSize(width: max(imageSize.width, text.width), height: imageSize.height + padding + text.height)
            : CGSize(width: imageSize.width + padding + text.width, height: max(imageSize.height, text.height))
    }

    /// The content plus the insets, rounded up to whole points.
    var fittingSize: CGSize {
        let insets = configuration.contentInsets, content = contentSize
        return CGSize(width: (content.width + insets.leading + insets.trailing).rounded(.up),
                      height: (content.height + insets.top + insets.bottom).rounded(.up))
    }

    /// The image's and title column's frames inside `bounds`, mirrored in a right-to-left button.
    func frames(in bounds: CGRect) -> (image: CGRect, text: CGRect) {
        let insets = configuration.contentInsets
        let box = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                         width: bounds.width - insets.leading - insets.trailing,
                         height: bounds.height - insets.top - insets.bottom)
        let content = contentSize, text = textSize
        let group = CGRect(x: box.midX - content.width / 2, y: box.midY - content.height / 2,
                           width: content.width, height: content.height)
        let gap = imageSize != .zero && text != .zero ? configuration.imagePadding : 0
        var image = CGRect(origin: .zero, size: imageSize), column = CGRect(origin: .zero, size: text)
        switch configuration.imagePlacement {
        case .top:
            image.origin = CGPoint(x: group.midX - imageSize.width / 2, y: group.minY)
            column.origin = CGPoint(x: group.midX - text.width / 2, y: group.maxY - text.height)
        case .bottom:
            column.origin = CGPoint(x: group.midX - text.width / 2, y: group.minY)
            image.origin = CGPoint(x: group.midX - imageSize.width / 2, y: group.maxY - imageSize.height)
        case .trailing:
            column.origin = CGPoint(x: group.minX, y: group.midY - text.height / 2)
            image.origin = CGPoint(x: column.maxX + gap, y: group.midY - imageSize.height / 2)
        default:
            image.origin = CGPoint(x: group.minX, y: group.midY - imageSize.height / 2)
            column.origin = CGPoint(x: group.minX + imageSize.width + gap, y: group.midY - text.height / 2)
        }
        guard direction == .rightToLeft else { return (image, column) }
        return (mirrored(image, in: bounds), mirrored(column, in: bounds))
    }

    /// `rect` reflected across the vertical middle line of `bounds`.
    private func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The x of a line of `width` in the title column, by the title alignment.
    private func lineX(width: CGFloat, in column: CGRect) -> CGFloat {
        var alignment = configuration.titleAlignment
        if alignment == .automatic { alignment = isVertical || imageSize == .zero ? .center : .leading }
        let leadingIsLeft = direction == .leftToRight
        switch alignment {
        case .leading: return leadingIsLeft ? column.minX : column.maxX - width
        case .trailing: return leadingIsLeft ? column.maxX - width : column.minX
        default: return column.midX - width / 2 // `.center`, and a later system's alignment
        }
    }

    /// Draws the background (rounded by the corner style), the image and the title lines.
    func draw(in bounds: CGRect, tint: UIColor, state: UIControl.State, context: UIGraphicsContext) {
        let colors = ButtonConfigurationMetrics.colors(for: configuration, tint: tint, state: state)
        if let background = colors.background {
            let radius = ButtonConfigurationMetrics.cornerRadius(for: configuration, height: bounds.height)
            context.setFillColor(background)
            context.fill(UIBezierPath(roundedRect: bounds, cornerRadius: min(radius, bounds.height / 2)))
        }
        let frames = frames(in: bounds)
        if let image = configuration.image {
            if image.renderingMode == .alwaysOriginal {
                context.draw(image, in: frames.image)
            } else {
                context.draw(image, in: frames.image, tintedWith: colors.foreground)
            }
        }
        var y = frames.text.minY
        if let title {
            context.draw(title, at: CGPoint(x: lineX(width: title.size.width, in: frames.text), y: y), color: colors.foreground)
            y += title.size.height + (subtitle != nil ? configuration.titlePadding : 0)
        }
        if let subtitle {
            context.draw(subtitle, at: CGPoint(x: lineX(width: subtitle.size.width, in: frames.text), y: y),
                         color: colors.foreground)
        }
    }
}
