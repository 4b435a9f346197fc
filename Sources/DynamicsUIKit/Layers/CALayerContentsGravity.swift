import Foundation
import DynamicsGeometry

/// How a layer's `contents` image is placed in its bounds (QuartzCore's `CALayerContentsGravity`).
///
/// As Core Animation documents, the vertical names follow its y-up axis: on iOS, where a layer's
/// `contentsAreFlipped()` is false, `.top` puts the image against the *bottom* edge of the bounds and `.bottom`
/// against the top (UIKit itself maps `UIView.ContentMode.top` to `.bottom`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, as Core Animation spells it.
    public let rawValue: String

    /// A gravity with Core Animation's name for it.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Unscaled, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Unscaled, centred horizontally, against the top of Core Animation's y-up axis (the bottom on screen).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Unscaled, centred horizontally, against the bottom of the y-up axis (the top on screen).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Unscaled, centred vertically, against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Unscaled, centred vertically, against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Unscaled, in the top-left corner of the y-up axis (bottom-left on screen).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Unscaled, in the top-right corner of the y-up axis (bottom-right on screen).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Unscaled, in the bottom-left corner of the y-up axis (top-left on screen).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Unscaled, in the bottom-right corner of the y-up axis (top-right on screen).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds keeping its aspect ratio, centred.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The content mode that places a picture where this gravity puts it on screen (an unknown name resizes, as
    /// Core Animation treats one).
    package var screenPlacement: UIView.ContentMode {
        switch self {
        case .center: return .center
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        case .resizeAspect: return .scaleAspectFit
        case .resizeAspectFill: return .scaleAspectFill
        default: return .scaleToFill
        }
    }
}
