import Dynamics
import DynamicsRender
import Foundation
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images which requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images, as swift-snapshot-testing's on iOS: PNG files, compared pixel for pixel
    /// (premultiplied 8-bit sRGB); a failure says why and attaches `reference.png`, `failure.png` and
    /// `difference.png` (each pixel's largest channel difference, stretched to the full grey range).
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match
    ///     (1 − CIE94 ΔE / 100, as the library's `CILabDeltaE`; 0.98–0.99 is about what the eye tells apart).
    ///   - scale: The scale to load the reference image with; nil or 0: the screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { $0.pngData() ?? ImageDifference.emptyImage().pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { data in
                let imageScale = scale.flatMap { $0 != 0 ? $0 : nil } ?? UIScreen.main.scale
                return UIImage(data: data, scale: imageScale) ?? UIGraphicsImageRenderer(size: .zero).image { _ in }
            },
            diffV2: { old, new in
                guard let message = ImageDifference.compare(old, new, precision: precision,
                                                            perceptualPrecision: perceptualPrecision)
                else { return nil }
                let failure = new.size == .zero ? ImageDifference.emptyImage() : new
                var attachments = [DiffAttachment.data(toData(old), name: "reference.png"),
                                   DiffAttachment.data(toData(failure), name: "failure.png")]
                if let difference = ImageDifference.differenceImage(old, new) {
                    attachments.append(.data(toData(difference), name: "difference.png"))
                }
                return (message, attachments)
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images based on pixel equality.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - scale: The scale of the reference image stored on disk.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
