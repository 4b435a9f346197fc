import DynamicsGeometry
import DynamicsUIKit
import Foundation

extension CIImage {
    /// The part of the image inside `rect`; pixels whose centre lies outside it become transparent.
    public func cropped(to rect: CGRect) -> CIImage {
        guard [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite) else {
            CoreImageLog.warn("CIImage.cropped(to:): ignoring a non-finite rectangle (\(rect)).")
            return self
        }
        return CIImage(recipe: CropRecipe(input: recipe, rect: rect))
    }

    /// The image moved by `matrix` (bilinear resampling).
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else {
            CoreImageLog.warn("CIImage.transformed(by:): ignoring a non-finite transform (\(matrix)).")
            return self
        }
        if matrix.isIdentity { return self }
        return CIImage(recipe: TransformRecipe(input: recipe, transform: matrix))
    }

    /// The image moved by `matrix`; bilinear resampling whatever `highQualityDownsample` asks.
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// This image laid over `dest` (`CISourceOverCompositing`).
    public func composited(over dest: CIImage) -> CIImage {
        CIImage(recipe: BlendRecipe(foreground: recipe, background: dest.recipe, mode: .sourceOver))
    }

    /// The image with its edge pixels repeated outward forever (infinite extent), so a blur does not fade at the
    /// edges.
    public func clampedToExtent() -> CIImage {
        CIImage(recipe: ClampRecipe(input: recipe))
    }

    /// The part of the image inside `rect` with its edge pixels repeated outward forever.
    public func clamped(to rect: CGRect) -> CIImage {
        cropped(to: rect).clampedToExtent()
    }

    /// The output of the filter named `filterName` with this image as its `inputImage` and `params` set; an empty
    /// image (with a one-line warning) for a name Core Image does not know.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else {
            CoreImageLog.warn("CIImage.applyingFilter: no filter named \(filterName).")
            return .empty()
        }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The output of the filter named `filterName` with this image as its input and every other input at its
    /// default.
    public func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// The image blurred with a Gaussian of standard deviation `sigma` (`CIGaussianBlur` with that radius).
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// The image turned as an EXIF orientation says, its extent starting again at (0, 0).
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        transformed(by: orientationTransform(for: orientation))
    }

    /// The image turned as EXIF orientation number `orientation` (1…8) says; unchanged for another number.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard let value = CGImagePropertyOrientation(rawValue: UInt32(clamping: orientation)) else { return self }
        return oriented(value)
    }

    /// The transform `oriented(_:)` applies: the image's extent moved to (0, 0), then flipped or turned.
    public func orientationTransform(for orientation: CGImagePropertyOrientation) -> CGAffineTransform {
        let box = extent
        guard !box.isNull, !box.isInfinite else { return .identity }
        let w = box.width, h = box.height
        let toOrigin = CGAffineTransform(translationX: -box.minX, y: -box.minY)
        let turn: CGAffineTransform
        switch orientation {
        case .up: turn = .identity
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .right: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .left: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        }
        return toOrigin.concatenating(turn)
    }
}
