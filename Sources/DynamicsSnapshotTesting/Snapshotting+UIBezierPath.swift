import Dynamics
import SnapshotTesting

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// A snapshot strategy for comparing bezier paths based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing bezier paths based on pixel equality: the path filled in the current fill
    /// colour (black) on a transparent canvas of its bounds, `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - scale: The scale to draw at and to load the reference image with.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { path in
                let format = UIGraphicsImageRendererFormat.preferred()
                format.scale = scale
                return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in path.fill() }
            }
    }
}
