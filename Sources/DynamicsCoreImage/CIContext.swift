import DynamicsGeometry
import DynamicsRender
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

/// Where Core Image recipes become pixels. Filters compute in linear-light sRGB unless `options` hold
/// `.workingColorSpace: NSNull()`, which turns colour management off; the output is 8-bit sRGB with premultiplied
/// alpha. Rendering is done on the CPU, deterministically: the same recipe gives the same bytes every time.
open class CIContext: NSObject, @unchecked Sendable {
    let workingSpace: WorkingSpace

    /// A context with Core Image's defaults.
    public override convenience init() {
        self.init(options: nil)
    }

    /// A context with options; only `.workingColorSpace: NSNull()` changes anything here (the others are about
    /// GPUs, caches and priorities).
    public init(options: [CIContextOption: Any]?) {
        workingSpace = options?[.workingColorSpace] is NSNull ? .unmanaged : .linearSRGB
        super.init()
    }

    /// The context `UIImage(ciImage:)` draws with.
    static let shared = CIContext()

    /// The pixels of `image` inside `fromRect` (Core Image coordinates; the rectangle's integral hull) as a bitmap;
    /// nil for an empty, infinite or non-finite rectangle or one larger than the renderer's pixel limits.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let region = PixelRegion(covering: fromRect) else {
            CoreImageLog.warn("CIContext.createCGImage: cannot render the rectangle \(fromRect).")
            return nil
        }
        return bitmap(of: image, region: region).map { UIImage(bitmap: $0, scale: 1).cgImage } ?? nil
    }

    /// The image's pixels over `region`: the recipe evaluated, converted to sRGB bytes, rows from the top.
    func bitmap(of image: CIImage, region: PixelRegion) -> UIImage.Bitmap? {
        guard PixelLimits.allows(width: Double(region.width), height: Double(region.height)) else {
            CoreImageLog.warn("CIContext: \(region.width)×\(region.height) pixels is more than \(PixelLimits.description).")
            return nil
        }
        let tile = image.recipe.render(region, in: workingSpace)
        var bytes = [UInt8](repeating: 0, count: region.pixelCount * 4)
        var opaque = true
        for row in 0..<region.height {
            // Core Image's rows go up; a bitmap's go down.
            let y = region.maxY - 1 - row
            for x in region.x..<region.maxX {
                let pixel = tile.pixel(x: x, y: y)
                let o = (row * region.width + (x - region.x)) * 4
                let alpha = UInt8((min(max(pixel.w, 0), 1) * 255).rounded())
                if alpha < 255 { opaque = false }
                guard alpha > 0 else { continue }
                let straight = workingSpace.toSRGB(pixel.unpremultiplied)
                func byte(_ component: Float) -> UInt8 {
                    let value = UInt32((min(max(component, 0), 1) * 255).rounded())
                    return UInt8((value * UInt32(alpha) * 2 + 255) / 510)
                }
                bytes[o] = byte(straight.z)
                bytes[o + 1] = byte(straight.y)
                bytes[o + 2] = byte(straight.x)
                bytes[o + 3] = alpha
            }
        }
        return UIImage.Bitmap(width: region.width, height: region.height, bytes: bytes, isOpaque: opaque)
    }
}

/// Options for a `CIContext`.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// An option by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space filters compute in; `NSNull()` turns colour management off.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The pixel format filters compute in (accepted; this context always computes in 32-bit floats).
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    /// The colour space of the output (accepted; the output is sRGB).
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// Whether to render on the CPU (accepted; this context always does).
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// Whether to keep intermediate images (accepted).
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether to render at low priority (accepted).
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    /// Whether to downsample with higher quality (accepted).
    public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
    /// Whether output is premultiplied (accepted; bitmaps here always are).
    public static let outputPremultiplied = CIContextOption(rawValue: "kCIContextOutputPremultiplied")
    /// Whether a low-power device may be used (accepted).
    public static let allowLowPower = CIContextOption(rawValue: "kCIContextAllowLowPower")
    /// A name for debugging (accepted).
    public static let name = CIContextOption(rawValue: "kCIContextName")
}
