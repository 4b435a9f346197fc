import Foundation
import DynamicsGeometry

/// Shows one `UICellAccessory` in a list cell, in the width the accessory reserves: the table's chevron, checkmark
/// and editing controls, the list glyphs, a label or the app's view, centred; a tap runs the accessory's handler.
final class CellAccessoryView: UIView {
    let accessory: UICellAccessory
    /// The glyph, label or custom view.
    let content: UIView
    private let handler: UICellAccessory.ActionHandler?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        switch accessory.kind {
        case .disclosureIndicator, .checkmark:
            let glyph = TableAccessoryGlyph()
            glyph.backgroundColor = .clear
            if case .checkmark = accessory.kind {
                glyph.type = .checkmark
                glyph.tintColor = accessory.tintColor
            } else {
                glyph.type = .disclosureIndicator
                glyph.chevronColor = accessory.tintColor ?? .tertiaryLabel
            }
            glyph.frame.size = glyph.glyphSize
            content = glyph
            handler = nil
        case .delete(let disc, let action), .insert(let disc, let action):
            let control = TableEditControl()
            if case .delete = accessory.kind { control.style = .delete } else { control.style = .insert }
            control.discColor = disc
            control.barColor = accessory.tintColor
            control.backgroundColor = .clear
            control.frame.size = CGSize(width: TableEditControl.indentation, height: TableEditControl.discDiameter)
            content = control
            handler = action
        case .reorder, .multiselect, .outlineDisclosure:
            let glyph: ListAccessoryGlyph
            switch accessory.kind {
            case .reorder: glyph = ListAccessoryGlyph(shape: .reorder)
            case .multiselect(let fill):
                glyph = ListAccessoryGlyph(shape: .multiselect)
                glyph.fillColor = fill
            default: glyph = ListAccessoryGlyph(shape: .outlineDisclosure)
            }
            glyph.strokeColor = accessory.tintColor
            if case .outlineDisclosure = accessory.kind { glyph.tintColor = accessory.tintColor }
            glyph.frame.size = glyph.glyphSize
            content = glyph
            if case .outlineDisclosure(let action) = accessory.kind { handler = action } else { handler = nil }
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.frame.size = label.intrinsicContentSize
            content = label
            handler = nil
        case .customView(let view, let fixed):
            if !fixed, view.intrinsicContentSize.width > 0, view.intrinsicContentSize.height > 0 {
                view.frame.size = view.intrinsicContentSize
            }
            if let tint = accessory.tintColor { view.tintColor = tint }
            content = view
            handler = nil
        }
        super.init(frame: .zero)
        backgroundColor = .clear
        isHidden = accessory.isHidden
        // Only controls with a handler take touches; a tap elsewhere on an accessory selects the row.
        isUserInteractionEnabled = handler != nil || content.isUserInteractionEnabled && isCustom
        content.isUserInteractionEnabled = content.isUserInteractionEnabled && isCustom
        addSubview(content)
    }

    /// Made by list cells only: none is archived.
    required init?(coder: NSCoder) { nil }

    private var isCustom: Bool {
        if case .customView = accessory.kind { return true }
        return false
    }

    /// The width the accessory keeps: its content's (`.actual`, `.standard`), or the custom width.
    var reservedWidth: CGFloat {
        if case .custom(let width) = accessory.reservedLayoutWidth, width.isFinite { return max(0, width) }
        return content.frame.width
    }

    /// Centres the content in the reserved width.
    override func layoutSubviews() {
        super.layoutSubviews()
        let size = content.frame.size
        content.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                               width: size.width, height: size.height)
    }

    /// A tap lifted on the accessory runs its handler.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let handler, let touch = touches.first, bounds.contains(touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        handler()
    }
}
