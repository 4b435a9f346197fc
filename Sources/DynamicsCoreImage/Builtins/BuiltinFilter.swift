import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// A built-in filter seen through the typed protocols: each property reads and writes the input of the same name
/// (`radius` is `inputRadius`), so the typed and the key-value forms are one filter.
final class BuiltinFilter: CIFilter, CIPhotoEffect, CIColorControls, CIColorMatrix, CISepiaTone, CIColorInvert,
    CIColorMonochrome, CIGaussianBlur, CIBoxBlur, CIMotionBlur, CICompositeOperation, CIVignette, CIPixellate,
    CIConstantColorGenerator, CILinearGradient, CIRadialGradient, CIQRCodeGenerator, CIAffineClamp {

    /// The filter `name` describes; the builders only name filters the catalog holds.
    convenience init(_ name: String) {
        self.init(definition: FilterCatalog.definition(named: name)!)
    }

    private func number(_ key: String) -> Float { Float((value(forKey: key) as? NSNumber)?.doubleValue ?? 0) }
    private func vector(_ key: String) -> CIVector { value(forKey: key) as? CIVector ?? CIVector(x: 0, y: 0) }
    private func color(_ key: String) -> CIColor { value(forKey: key) as? CIColor ?? .black }

    var inputImage: CIImage? {
        get { value(forKey: kCIInputImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var backgroundImage: CIImage? {
        get { value(forKey: kCIInputBackgroundImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }
    var extrapolate: Bool {
        get { number("inputExtrapolate") != 0 }
        set { setValue(newValue, forKey: "inputExtrapolate") }
    }
    var saturation: Float {
        get { number(kCIInputSaturationKey) }
        set { setValue(newValue, forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { number(kCIInputBrightnessKey) }
        set { setValue(newValue, forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { number(kCIInputContrastKey) }
        set { setValue(newValue, forKey: kCIInputContrastKey) }
    }
    var rVector: CIVector {
        get { vector("inputRVector") }
        set { setValue(newValue, forKey: "inputRVector") }
    }
    var gVector: CIVector {
        get { vector("inputGVector") }
        set { setValue(newValue, forKey: "inputGVector") }
    }
    var bVector: CIVector {
        get { vector("inputBVector") }
        set { setValue(newValue, forKey: "inputBVector") }
    }
    var aVector: CIVector {
        get { vector("inputAVector") }
        set { setValue(newValue, forKey: "inputAVector") }
    }
    var biasVector: CIVector {
        get { vector("inputBiasVector") }
        set { setValue(newValue, forKey: "inputBiasVector") }
    }
    var intensity: Float {
        get { number(kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
    var color: CIColor {
        get { color(kCIInputColorKey) }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
    var radius: Float {
        get { number(kCIInputRadiusKey) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
    var angle: Float {
        get { number(kCIInputAngleKey) }
        set { setValue(newValue, forKey: kCIInputAngleKey) }
    }
    var center: CGPoint {
        get { vector(kCIInputCenterKey).cgPointValue }
        set { setPoint(newValue, forKey: kCIInputCenterKey) }
    }
    var scale: Float {
        get { number(kCIInputScaleKey) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
    var point0: CGPoint {
        get { vector("inputPoint0").cgPointValue }
        set { setPoint(newValue, forKey: "inputPoint0") }
    }
    var point1: CGPoint {
        get { vector("inputPoint1").cgPointValue }
        set { setPoint(newValue, forKey: "inputPoint1") }
    }
    var color0: CIColor {
        get { color("inputColor0") }
        set { setValue(newValue, forKey: "inputColor0") }
    }
    var color1: CIColor {
        get { color("inputColor1") }
        set { setValue(newValue, forKey: "inputColor1") }
    }
    var radius0: Float {
        get { number("inputRadius0") }
        set { setValue(newValue, forKey: "inputRadius0") }
    }
    var radius1: Float {
        get { number("inputRadius1") }
        set { setValue(newValue, forKey: "inputRadius1") }
    }
    var transform: CGAffineTransform {
        get { (value(forKey: kCIInputTransformKey) as? NSValue)?.cgAffineTransformValue ?? .identity }
        set { setValue(NSValue(cgAffineTransform: newValue), forKey: kCIInputTransformKey) }
    }
    var message: Data {
        get { value(forKey: "inputMessage") as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var correctionLevel: String {
        get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }

    /// A point input; a non-finite point is refused like any non-finite input.
    private func setPoint(_ point: CGPoint, forKey key: String) {
        guard point.x.isFinite, point.y.isFinite else {
            CoreImageLog.warn("\(name): ignoring a non-finite point for \(key) (\(point)).")
            return
        }
        setValue(CIVector(cgPoint: point), forKey: key)
    }
}
