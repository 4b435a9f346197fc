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
    /// Left for left-to-right text, right for right-to-left text.
    case natural
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

