import DynamicsGeometry
import Foundation

// The typed filter protocols of CoreImage.CIFilterBuiltins, as the iOS 17 SDK declares them.

/// What every typed filter has: its output. Class-bound, as the SDK's Objective-C protocols are, so a filter held in
/// a `let` can have its inputs set.
public protocol CIFilterProtocol: AnyObject {
    /// The filtered image.
    var outputImage: CIImage? { get }
}

/// The photo effects (`CIFilter.photoEffectMono()`…).
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
    /// Whether colours outside the cube's range are extrapolated (iOS 17).
    var extrapolate: Bool { get set }
}

/// `CIColorControls`.
public protocol CIColorControls: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
    /// 1 keeps the colours, 0 is grey.
    var saturation: Float { get set }
    /// Added to every component.
    var brightness: Float { get set }
    /// 1 keeps the contrast.
    var contrast: Float { get set }
}

/// `CIColorMatrix`.
public protocol CIColorMatrix: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
    /// Weights of (r, g, b, a) for the new red.
    var rVector: CIVector { get set }
    /// Weights for the new green.
    var gVector: CIVector { get set }
    /// Weights for the new blue.
    var bVector: CIVector { get set }
    /// Weights for the new alpha.
    var aVector: CIVector { get set }
    /// Added to (r, g, b, a) afterwards.
    var biasVector: CIVector { get set }
}

/// `CISepiaTone`.
public protocol CISepiaTone: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
    /// 0 keeps the image, 1 is full sepia.
    var intensity: Float { get set }
}

/// `CIColorInvert`.
public protocol CIColorInvert: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
}

/// `CIColorMonochrome`.
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
    /// The colour mid-tones become.
    var color: CIColor { get set }
    /// 0 keeps the image, 1 is fully toned.
    var intensity: Float { get set }
}

/// `CIGaussianBlur`.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// The standard deviation, in pixels.
    var radius: Float { get set }
}

/// `CIBoxBlur`.
public protocol CIBoxBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// Half the box's width, in pixels.
    var radius: Float { get set }
}

/// `CIMotionBlur`.
public protocol CIMotionBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// How far the blur reaches each way, in pixels.
    var radius: Float { get set }
    /// The direction, in radians from the x axis.
    var angle: Float { get set }
}

/// The compositing operators and blend modes.
public protocol CICompositeOperation: CIFilterProtocol {
    /// The image on top (the source).
    var inputImage: CIImage? { get set }
    /// The image behind (the backdrop).
    var backgroundImage: CIImage? { get set }
}

/// `CIVignette`.
public protocol CIVignette: CIFilterProtocol {
    /// The image to darken at its edges.
    var inputImage: CIImage? { get set }
    /// How dark the edges get.
    var intensity: Float { get set }
    /// How far out the darkening is complete, as a share of half the diagonal.
    var radius: Float { get set }
}

/// `CIPixellate`.
public protocol CIPixellate: CIFilterProtocol {
    /// The image to pixellate.
    var inputImage: CIImage? { get set }
    /// A corner of the grid.
    var center: CGPoint { get set }
    /// The squares' side, in pixels.
    var scale: Float { get set }
}

/// `CIConstantColorGenerator`.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// The colour.
    var color: CIColor { get set }
}

/// `CILinearGradient`.
public protocol CILinearGradient: CIFilterProtocol {
    /// Where `color0` is.
    var point0: CGPoint { get set }
    /// Where `color1` is.
    var point1: CGPoint { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
}

/// `CIRadialGradient`.
public protocol CIRadialGradient: CIFilterProtocol {
    /// The centre.
    var center: CGPoint { get set }
    /// Where `color0` ends.
    var radius0: Float { get set }
    /// Where `color1` starts.
    var radius1: Float { get set }
    /// The inner colour.
    var color0: CIColor { get set }
    /// The outer colour.
    var color1: CIColor { get set }
}

/// `CIQRCodeGenerator`.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode.
    var message: Data { get set }
    /// "L", "M", "Q" or "H".
    var correctionLevel: String { get set }
}

/// `CIAffineClamp`.
public protocol CIAffineClamp: CIFilterProtocol {
    /// The image to transform and extend.
    var inputImage: CIImage? { get set }
    /// The transform applied before the edges are repeated.
    var transform: CGAffineTransform { get set }
}
