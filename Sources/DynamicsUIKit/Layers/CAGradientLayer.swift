import Foundation
import DynamicsGeometry

/// The shape of a gradient layer's colour change, with Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A name, as Core Animation accepts any string (unknown ones draw as `.axial`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outward from `startPoint`, reaching the last at the ellipse through `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around `startPoint`, clockwise from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient over its background, redrawn every frame from its properties.
///
/// Points are in the unit coordinate space of the bounds ((0, 0) top-left, (1, 1) bottom-right). Beyond the first and
/// last locations the end colours continue. See docs/layers.md for each type's geometry.
open class CAGradientLayer: CALayer {
    /// The renderer makes the gradient with Cairo's patterns.
    override package var renderNeed: LayerRenderNeed { .gradient(self) }

    /// The colours, as `CGColor`s (`UIColor.red.cgColor`); other elements are skipped. Fewer than one colour draws
    /// nothing, one colour fills the bounds with it.
    public var colors: [Any]?
    /// Where each colour sits along the gradient, 0…1, increasing; nil (or a count other than the colours') spaces
    /// the colours evenly.
    public var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates (default (0.5, 0): the top middle).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates (default (0.5, 1): the bottom middle).
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (default `.axial`).
    public var type: CAGradientLayerType = .axial

    /// The colours with their locations, in order: what the renderer draws.
    package var stops: [(location: CGFloat, color: UIColor)] {
        let palette = (colors ?? []).compactMap { $0 as? UIColor }
        guard let locations, locations.count == palette.count else {
            let last = max(palette.count - 1, 1)
            return palette.enumerated().map { (CGFloat($0.offset) / CGFloat(last), $0.element) }
        }
        return zip(locations, palette).map { (CGFloat($0.doubleValue), $1) }
    }
}
