import Foundation
import DynamicsGeometry

extension UITableViewCell {
    /// The space between the trailing edge and the accessory, and between the accessory and the content view.
    static let accessoryMargin: CGFloat = 16
    /// The space between the content view and the accessory.
    static let accessoryGap: CGFloat = 8

    /// The view shown at the trailing edge: `accessoryView`, else the standard accessory's glyph, else none.
    private var shownAccessory: UIView? {
        if isEditing {
            guard editingAccessoryType != .none else { return nil }
            glyphView.type = editingAccessoryType
            return glyphView
        }
        if let accessoryView { return accessoryView }
        guard accessoryType != .none else { return nil }
        glyphView.type = accessoryType
        return glyphView
    }

    /// `frame`, laid out left to right, where a cell laid out in `direction` puts it: mirrored in a right-to-left
    /// cell, whose accessory sits at the left edge and whose content starts at the right.
    private func leadingToTrailing(_ frame: CGRect, _ direction: UIUserInterfaceLayoutDirection) -> CGRect {
        direction == .rightToLeft ? ListContentLayout.mirrored(frame, in: bounds) : frame
    }

    /// Places the editing control at the leading edge and returns how far the content moves aside for it.
    /// The control is a subview only while the cell edits; it slides in from beyond the leading edge.
    private func layoutEditControl(direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        let shows = isEditing && editingStyle != .none
        guard shows else {
            editControl.removeFromSuperview()
            return 0
        }
        editControl.style = editingStyle
        if editControl.superview !== self {
            UIView.performWithoutAnimation {
                editControl.frame = leadingToTrailing(CGRect(x: -TableEditControl.width, y: 0,
                                                             width: TableEditControl.width, height: bounds.height),
                                                      direction)
            }
            insertSubview(editControl, aboveSubview: contentView)
        }
        editControl.frame = leadingToTrailing(CGRect(x: 0, y: 0, width: TableEditControl.width, height: bounds.height),
                                              direction)
        return shouldIndentWhileEditing && tableIndentsWhileEditing ? TableEditControl.indentation : 0
    }

    /// Lays out everything the cell owns: backgrounds fill it, the accessory sits at the trailing edge centred
    /// vertically, the content view spans the rest, the built-in labels (or the configuration's view) fill the content
    /// view, and the separators and rounded corners follow the table's chrome. The table calls it when it places
    /// the cell, so frames are right before the next layout pass.
    func layoutCellContent() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let accessory = shownAccessory
        if glyphView !== accessory { glyphView.removeFromSuperview() }
        if accessoryView !== accessory { accessoryView?.removeFromSuperview() }
        let direction = effectiveUserInterfaceLayoutDirection
        let indentation = layoutEditControl(direction: direction)
        var contentWidth = bounds.width - indentation
        if let accessory {
            if accessory.superview !== self { insertSubview(accessory, aboveSubview: contentView) }
            let size = accessory === glyphView ? glyphView.glyphSize : accessory.frame.size
            let minX = bounds.width - Self.accessoryMargin - size.width
            accessory.frame = leadingToTrailing(CGRect(x: minX, y: (bounds.height - size.height) / 2,
                                                       width: size.width, height: size.height), direction)
            contentWidth = max(0, minX - Self.accessoryGap - indentation)
        }
        let contentFrame = leadingToTrailing(CGRect(x: indentation, y: 0, width: contentWidth, height: bounds.height),
                                             direction)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        let trailing = accessory == nil ? TableStyleMetrics.contentMargin : 0
        let textStart: CGFloat
        if let configured = configuredContentView {
            configured.frame = contentView.bounds
            textStart = (configured as? UIListContentView)?.layoutListContent(trailing: trailing) ?? TableStyleMetrics.contentMargin
        } else if let textLabel {
            alignBuiltInTitle(textLabel, direction: direction)
            textStart = ListContentLayout.layout(in: contentView.bounds, leading: TableStyleMetrics.contentMargin,
                                                 trailing: trailing, image: imageView, primary: textLabel,
                                                 secondary: detailTextLabel, arrangement: builtInArrangement,
                                                 direction: direction)
        } else {
            textStart = TableStyleMetrics.contentMargin
        }
        chrome.apply(to: self, bottomLine: bottomSeparator, topLine: topSeparator, textStart: textStart,
                     direction: direction)
    }

    /// Mirrors the `.value2` title's alignment with the row: its text stays against the detail column, right-aligned
    /// left to right and left-aligned right to left, unless the app aligned it itself.
    private func alignBuiltInTitle(_ label: UILabel, direction: UIUserInterfaceLayoutDirection) {
        guard let builtIn = builtInTitleAlignment else { return }
        guard label.textAlignment == builtIn else {
            builtInTitleAlignment = nil
            return
        }
        let mirrored: NSTextAlignment = direction == .rightToLeft ? .left : .right
        label.textAlignment = mirrored
        builtInTitleAlignment = mirrored
    }

    /// The arrangement of the built-in style.
    var builtInArrangement: ListContentArrangement {
        switch style {
        case .default, .subtitle: return .stacked
        case .value1: return .sideBySide
        case .value2: return .leadingColumn
        @unknown default: return .stacked
        }
    }

    /// The height the row takes when it sizes itself: Auto Layout's fitting height of the content view when its
    /// subviews are constrained, else the text's height with UIKit's padding (at least 44 pt).
    func fittingHeight() -> CGFloat {
        layoutCellContent()
        let width = contentView.bounds.width
        if let list = configuredContentView as? UIListContentView { return list.fittingHeight(width: width) }
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        guard let textLabel else { return UITableView.defaultRowHeight }
        var textWidth = width - 2 * TableStyleMetrics.contentMargin
        if let picture = imageView?.image { textWidth -= picture.size.width + ListContentLayout.spacing }
        return ListContentLayout.fittingHeight(width: max(0, textWidth), primary: textLabel, secondary: detailTextLabel,
                                               arrangement: builtInArrangement)
    }
}
