import Foundation

/// A Gaussian blur of premultiplied BGRA pixels, each channel blurred on its own by the shadows' three-box blur, and
/// a saturation change, as Apple's blur sample applies them (blur, then a saturation matrix).
struct ColorBlur {
    private var blur = BoxBlur()
    private var planes = ScratchBuffer<UInt8>()

    /// Frees the scratch buffers.
    func deallocate() {
        blur.deallocate()
        planes.deallocate()
    }

    /// Blurs `height` rows of `width` BGRA pixels at `pixels` (rows `stride` bytes apart) with standard deviation
    /// `sigma` pixels, then scales each pixel's saturation by `saturation` about its luminance (Rec. 709 weights),
    /// keeping every channel within 0…alpha.
    mutating func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                        saturation: Double) {
        guard width > 0, height > 0 else { return }
        let count = width * height
        let plane = planes.reserve(count * 4)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                for channel in 0..<4 { plane[channel * count + y * width + x] = row[x * 4 + channel] }
            }
        }
        for channel in 0..<4 {
            blur.blur(plane + channel * count, width: width, height: height, stride: width, sigma: sigma)
        }
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let index = y * width + x
                let b = Double(plane[index]), g = Double(plane[count + index]), r = Double(plane[2 * count + index])
                let a = Double(plane[3 * count + index])
                let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func saturated(_ c: Double) -> UInt8 {
                    UInt8(min(max(luminance + saturation * (c - luminance), 0), a).rounded())
                }
                row[x * 4] = saturated(b)
                row[x * 4 + 1] = saturated(g)
                row[x * 4 + 2] = saturated(r)
                row[x * 4 + 3] = UInt8(a)
            }
        }
    }
}
