import Dynamics
import Foundation

/// UIKit's `recursiveDescription` of a view tree, as swift-snapshot-testing records it on iOS (addresses removed):
/// one line per view, each level indented by "   | ".
///
/// ```
/// <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
///    | <UILabel; frame = (16 20; 288 33.6667); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
/// ```
@MainActor enum ViewDescription {
    /// The tree under `view`, `view` first.
    static func recursive(_ view: UIView) -> String {
        lines(view, depth: 0).joined(separator: "\n")
    }

    private static func lines(_ view: UIView, depth: Int) -> [String] {
        [String(repeating: "   | ", count: depth) + describe(view)]
            + view.subviews.flatMap { lines($0, depth: depth + 1) }
    }

    /// One view's `description`, its parts in UIKit's order; a part is shown only when it differs from UIView's
    /// default, as UIKit shows it. A view whose class overrides `description` is printed by it, as UIKit's
    /// `recursiveDescription` calls each view's `-description`.
    static func describe(_ view: UIView) -> String {
        let own = view.description
        if own != view.defaultDescription { return own }
        let frame = view.frame
        var parts = ["frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        let transform = view.transform
        if transform != .identity {
            parts.append("transform = [\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", "))]")
        }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isOpaque { parts.append("opaque = NO") }
        if !view.autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizing(view.autoresizingMask))") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        parts.append("layer = <\(layerClassName(of: view))>")
        return "<\(className(of: view)); " + parts.joined(separator: "; ") + ">"
    }

    /// A class's name as the Objective-C runtime gives it: UIKit's classes bare, an app's prefixed by its module.
    static func className(of object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        guard let dot = name.firstIndex(of: "."), name[..<dot].hasPrefix("Dynamics") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The layer class UIKit shows for the view: labels draw into UIKit's private `_UILabelLayer`.
    private static func layerClassName(of view: UIView) -> String {
        view is UILabel ? "_UILabelLayer" : className(of: view.layer)
    }

    /// UIKit's abbreviations of the flexible edges and sizes, in its order.
    private static func autoresizing(_ mask: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// A number as `%g` prints it (six significant digits), as UIKit's descriptions do.
    static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}
