import Foundation

/// The anchors of one view or layout guide, each made on its first read and kept: UIKit returns the identical
/// anchor object on every read (`view.leadingAnchor === view.leadingAnchor`, and a constraint's `firstAnchor` is
/// that same object), and code compares anchors with `===`. Anchors hold their item weakly, so the item keeping
/// them here makes no retain cycle.
@MainActor final class LayoutAnchorCache {
    /// One slot per `NSLayoutConstraint.Attribute` raw value (0, `.notAnAttribute`, stays empty).
    private var anchors = [AnyObject?](repeating: nil, count: NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue + 1)

    /// `item`'s anchor for `attribute`, of UIKit's class for it (x axis, y axis or dimension); nil for
    /// `.notAnAttribute`.
    func anchor(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> AnyObject? {
        if let anchor = anchors[attribute.rawValue] { return anchor }
        let made: AnyObject
        switch attribute.anchorAxis {
        case .horizontal: made = NSLayoutXAxisAnchor(item: item, attribute: attribute)
        case .vertical: made = NSLayoutYAxisAnchor(item: item, attribute: attribute)
        case .dimension: made = NSLayoutDimension(item: item, attribute: attribute)
        case nil: return nil
        }
        anchors[attribute.rawValue] = made
        return made
    }

    /// `item`'s anchor for an attribute on the horizontal axis.
    func xAxis(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutXAxisAnchor {
        unsafeDowncast(anchor(attribute, of: item)!, to: NSLayoutXAxisAnchor.self)
    }

    /// `item`'s anchor for an attribute on the vertical axis.
    func yAxis(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutYAxisAnchor {
        unsafeDowncast(anchor(attribute, of: item)!, to: NSLayoutYAxisAnchor.self)
    }

    /// `item`'s width or height anchor.
    func dimension(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> NSLayoutDimension {
        unsafeDowncast(anchor(attribute, of: item)!, to: NSLayoutDimension.self)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Which kind of anchor stands for the attribute.
    enum AnchorAxis { case horizontal, vertical, dimension }

    var anchorAxis: AnchorAxis? {
        switch self {
        case .width, .height: .dimension
        case .notAnAttribute: nil
        default: isHorizontal ? .horizontal : .vertical
        }
    }
}
