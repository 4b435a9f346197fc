import Foundation

/// Where a boundary supplementary item sits on its section, as UIKit's raw values.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// Above the section's content.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// Beside, at the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below the section's content.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// Beside, at the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing
}
