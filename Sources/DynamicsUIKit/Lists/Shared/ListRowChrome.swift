import Foundation
import DynamicsGeometry

/// What a row gets for its place in a section of a table or list: the hairline under it, the one over it (the first
/// row of a grouped section), and the rounded corners of an inset-grouped section's first and last rows.
struct ListRowChrome {
    /// A separator's insets from the cell's edges; `alignsToText` moves the left end to where the text starts
    /// when that lies further in (a cell with an image), as UIKit's automatic separator insets do.
    struct Line {
        var left: CGFloat
        var right: CGFloat
        var alignsToText: Bool
    }

    var bottom: Line?
    var top: Line?
    var color: UIColor?
    var roundedCorners: UIRectCorner = []

    /// No lines, square corners.
    init() {}

    /// The chrome of a row of a section drawn as a table of `style` draws it: plain rows all have `separator` under
    /// them; grouped sections add full-width lines over the first and under the last row; inset-grouped sections
    /// have no outer lines and round the first and last rows instead. A nil `separator` draws no lines.
    init(style: UITableView.Style, isFirst: Bool, isLast: Bool, separator: Line?, color: UIColor?) {
        if style == .insetGrouped {
            if isFirst { roundedCorners.formUnion([.topLeft, .topRight]) }
            if isLast { roundedCorners.formUnion([.bottomLeft, .bottomRight]) }
        }
        guard let separator else { return }
        self.color = color
        let full = Line(left: 0, right: 0, alignsToText: false)
        switch style {
        case .plain:
            bottom = separator
        case .grouped:
            bottom = isLast ? full : separator
            top = isFirst ? full : nil
        case .insetGrouped:
            bottom = isLast ? nil : separator
        @unknown default:
            bottom = separator
        }
    }

    /// The corner radius of an inset-grouped section.
    static let cornerRadius: CGFloat = 10

    /// Lays out a row view's chrome: one-pixel lines (1 / screen scale) at its bottom and top edges in front of
    /// the content (`textStart`: where its text begins, from the leading edge; mirrored right to left), and the
    /// named corners rounded by masking the view.
    @MainActor func apply(to row: UIView, bottomLine: UIView, topLine: UIView, textStart: CGFloat,
                          direction: UIUserInterfaceLayoutDirection = .leftToRight) {
        let thickness = 1 / UIScreen.main.scale
        for (line, spec, y) in [(bottomLine, bottom, row.bounds.height - thickness), (topLine, top, 0)] {
            guard let spec, let color else {
                line.isHidden = true
                continue
            }
            let left = spec.alignsToText ? max(spec.left, textStart) : spec.left
            let frame = CGRect(x: left, y: y, width: max(0, row.bounds.width - left - spec.right), height: thickness)
            line.frame = direction == .rightToLeft ? ListContentLayout.mirrored(frame, in: row.bounds) : frame
            line.backgroundColor = color
            line.isHidden = false
            row.bringSubviewToFront(line)
        }
        guard !roundedCorners.isEmpty else {
            if row.layer.mask != nil { row.layer.mask = nil }
            return
        }
        let radius = Self.cornerRadius
        let mask = row.layer.mask ?? CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: row.bounds, byRoundingCorners: roundedCorners,
                                 cornerRadii: CGSize(width: radius, height: radius)).cgPath
        row.layer.mask = mask
    }
}
