// The typed builders of CoreImage.CIFilterBuiltins: `CIFilter.gaussianBlur()` and its kin, each a built-in
// filter with every input at its default, seen through its protocol.

extension CIFilter {
    /// `CIPhotoEffectMono`.
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectMono") }
    /// `CIPhotoEffectNoir`.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectNoir") }
    /// `CIPhotoEffectTonal`.
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectTonal") }
    /// `CIPhotoEffectChrome`.
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectChrome") }
    /// `CIPhotoEffectFade`.
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectFade") }
    /// `CIPhotoEffectInstant`.
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectInstant") }
    /// `CIPhotoEffectProcess`.
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectProcess") }
    /// `CIPhotoEffectTransfer`.
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { BuiltinFilter("CIPhotoEffectTransfer") }
    /// `CIColorControls`.
    public static func colorControls() -> CIFilter & CIColorControls { BuiltinFilter("CIColorControls") }
    /// `CIColorMatrix`.
    public static func colorMatrix() -> CIFilter & CIColorMatrix { BuiltinFilter("CIColorMatrix") }
    /// `CISepiaTone`.
    public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter("CISepiaTone") }
    /// `CIColorInvert`.
    public static func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter("CIColorInvert") }
    /// `CIColorMonochrome`.
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter("CIColorMonochrome") }
    /// `CIGaussianBlur`.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter("CIGaussianBlur") }
    /// `CIBoxBlur`.
    public static func boxBlur() -> CIFilter & CIBoxBlur { BuiltinFilter("CIBoxBlur") }
    /// `CIMotionBlur`.
    public static func motionBlur() -> CIFilter & CIMotionBlur { BuiltinFilter("CIMotionBlur") }
    /// `CIVignette`.
    public static func vignette() -> CIFilter & CIVignette { BuiltinFilter("CIVignette") }
    /// `CIPixellate`.
    public static func pixellate() -> CIFilter & CIPixellate { BuiltinFilter("CIPixellate") }
    /// `CIAffineClamp`.
    public static func affineClamp() -> CIFilter & CIAffineClamp { BuiltinFilter("CIAffineClamp") }
    /// `CIConstantColorGenerator`.
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { BuiltinFilter("CIConstantColorGenerator") }
    /// `CILinearGradient`.
    public static func linearGradient() -> CIFilter & CILinearGradient { BuiltinFilter("CILinearGradient") }
    /// `CIRadialGradient`.
    public static func radialGradient() -> CIFilter & CIRadialGradient { BuiltinFilter("CIRadialGradient") }
    /// `CIQRCodeGenerator`.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter("CIQRCodeGenerator") }
    /// `CISourceOverCompositing`.
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CISourceOverCompositing") }
    /// `CISourceInCompositing`.
    public static func sourceInCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CISourceInCompositing") }
    /// `CISourceOutCompositing`.
    public static func sourceOutCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CISourceOutCompositing") }
    /// `CISourceAtopCompositing`.
    public static func sourceAtopCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CISourceAtopCompositing") }
    /// `CIAdditionCompositing`.
    public static func additionCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CIAdditionCompositing") }
    /// `CIMultiplyCompositing`.
    public static func multiplyCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CIMultiplyCompositing") }
    /// `CIMinimumCompositing`.
    public static func minimumCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CIMinimumCompositing") }
    /// `CIMaximumCompositing`.
    public static func maximumCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter("CIMaximumCompositing") }
    /// `CIMultiplyBlendMode`.
    public static func multiplyBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIMultiplyBlendMode") }
    /// `CIScreenBlendMode`.
    public static func screenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIScreenBlendMode") }
    /// `CIOverlayBlendMode`.
    public static func overlayBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIOverlayBlendMode") }
    /// `CIDarkenBlendMode`.
    public static func darkenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIDarkenBlendMode") }
    /// `CILightenBlendMode`.
    public static func lightenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CILightenBlendMode") }
    /// `CIColorDodgeBlendMode`.
    public static func colorDodgeBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIColorDodgeBlendMode") }
    /// `CIColorBurnBlendMode`.
    public static func colorBurnBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIColorBurnBlendMode") }
    /// `CIHardLightBlendMode`.
    public static func hardLightBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIHardLightBlendMode") }
    /// `CISoftLightBlendMode`.
    public static func softLightBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CISoftLightBlendMode") }
    /// `CIDifferenceBlendMode`.
    public static func differenceBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIDifferenceBlendMode") }
    /// `CIExclusionBlendMode`.
    public static func exclusionBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIExclusionBlendMode") }
    /// `CIHueBlendMode`.
    public static func hueBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIHueBlendMode") }
    /// `CISaturationBlendMode`.
    public static func saturationBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CISaturationBlendMode") }
    /// `CIColorBlendMode`.
    public static func colorBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CIColorBlendMode") }
    /// `CILuminosityBlendMode`.
    public static func luminosityBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter("CILuminosityBlendMode") }
}
