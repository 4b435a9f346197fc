// The input and attribute keys of CIFilter.h, with the SDK's values.

/// The input image.
public let kCIInputImageKey = "inputImage"
/// The image behind the input in compositing filters.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// A blur's or effect's radius.
public let kCIInputRadiusKey = "inputRadius"
/// An effect's strength.
public let kCIInputIntensityKey = "inputIntensity"
/// A colour.
public let kCIInputColorKey = "inputColor"
/// A centre point.
public let kCIInputCenterKey = "inputCenter"
/// A scale.
public let kCIInputScaleKey = "inputScale"
/// An angle in radians.
public let kCIInputAngleKey = "inputAngle"
/// Saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// Brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// Contrast.
public let kCIInputContrastKey = "inputContrast"
/// An affine transform.
public let kCIInputTransformKey = "inputTransform"
/// A rectangle (`CIVector(cgRect:)`).
public let kCIInputExtentKey = "inputExtent"
/// An amount.
public let kCIInputAmountKey = "inputAmount"
/// A width.
public let kCIInputWidthKey = "inputWidth"
/// Sharpness.
public let kCIInputSharpnessKey = "inputSharpness"
/// The output image.
public let kCIOutputImageKey = "outputImage"

/// The attributes dictionary's key for the filter's name.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attributes dictionary's key for the filter's display name.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The attributes dictionary's key for the filter's categories.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// An input's class name in its attributes.
public let kCIAttributeClass = "CIAttributeClass"
/// An input's default value in its attributes.
public let kCIAttributeDefault = "CIAttributeDefault"

/// Filters that change colours.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// Filters that adjust colours.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// Blurs.
public let kCICategoryBlur = "CICategoryBlur"
/// Compositing filters.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// Stylising filters.
public let kCICategoryStylize = "CICategoryStylize"
/// Geometry filters.
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
/// Generators.
public let kCICategoryGenerator = "CICategoryGenerator"
/// Gradients.
public let kCICategoryGradient = "CICategoryGradient"
/// Filters that tile or extend an image.
public let kCICategoryTileEffect = "CICategoryTileEffect"
/// Every built-in filter.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
/// Filters that work on still images.
public let kCICategoryStillImage = "CICategoryStillImage"
/// Filters that work on video.
public let kCICategoryVideo = "CICategoryVideo"
