import Foundation

/// How a layer's rounded corners meet its straight edges, with Core Animation's names.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A curve by name (unknown names draw as `.circular`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's smooth corner (the "squircle"): the curve leaves the edge about 1.53 radii from the corner and its
    /// curvature grows gradually, with no jump where edge and corner meet.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
