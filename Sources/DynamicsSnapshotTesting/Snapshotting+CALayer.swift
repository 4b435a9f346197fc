import Dynamics
import SnapshotTesting

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A snapshot strategy for comparing layers based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing layers based on pixel equality: the layer laid out and drawn with its
    /// sublayers on a transparent canvas of its bounds, at `traits.displayScale` pixels per point (the screen's
    /// scale when the traits give none).
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - traits: A trait collection override.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { layer in
            onMainActor {
                layer.setNeedsLayout()
                layer.layoutIfNeeded()
                let format = UIGraphicsImageRendererFormat()
                format.scale = SnapshotHost.imageScale(for: traits)
                return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
                    layer.render(in: context.cgContext)
                }
            }
        }
    }
}
