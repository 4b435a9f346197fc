import Foundation

extension UIView {
    /// The subviews in the order their layers are drawn: increasing `zPosition`, equal values in `subviews` order
    /// (a stable sort, as Core Animation orders flat sublayers). Hit-testing does not use it: UIKit tests subviews
    /// in `subviews` order whatever their `zPosition`.
    package var subviewsInDrawingOrder: [UIView] {
        let views = subviews
        guard views.contains(where: { $0.layer.zPosition != 0 }) else { return views }
        return views.enumerated()
            .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
            .map(\.element)
    }
}
