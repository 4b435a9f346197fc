import Foundation
import DynamicsGeometry

/// How text is aligned inside its box, with UIKit's cases.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
    /// Flush left, every line but the last stretched to the full width.
    case justified
    /// The leading edge of the view's layout direction: left in a left-to-right interface, right in a right-to-left
    /// one (UIKit resolves it by the view's `effectiveUserInterfaceLayoutDirection`, not by the text's script).
    case natural
}

extension NSTextAlignment {
    /// The side lines go to in a view laid out in `direction`: `.natural` becomes `.left` or `.right`, and a
    /// justified paragraph's last line (and a line too short to stretch) goes to the same leading side.
    func physical(in direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        switch self {
        case .left, .center, .right: self
        case .natural, .justified: direction == .rightToLeft ? .right : .left
        }
    }
}

/// How a label breaks or shortens lines that do not fit, with UIKit's cases.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Cut the line at the box edge.
    case byClipping
    /// Replace the start with "…".
    case byTruncatingHead
    /// Replace the end with "…" (UILabel's default).
    case byTruncatingTail
    /// Replace the middle with "…".
    case byTruncatingMiddle
}

