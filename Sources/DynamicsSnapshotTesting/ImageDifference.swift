import Dynamics
import DynamicsRender
import Foundation

/// How swift-snapshot-testing compares two `UIImage`s on iOS, on this renderer's pixels: the same checks in the same
/// order, the same messages, the same meaning of both precisions.
enum ImageDifference {
    /// Nil when `new` matches `old` within the precisions, else why not. With both precisions 1 any different byte
    /// fails ("does not match", followed here by the share of differing pixels); with `perceptualPrecision` 1 the
    /// share of differing bytes counts; below 1 a pixel matches when its CIE94 ΔE is within
    /// `(1 − perceptualPrecision) × 100`.
    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let reference = old.rasterized() else { return "Reference image could not be loaded." }
        guard let snapshot = new.rasterized() else { return "Newly-taken snapshot could not be loaded." }
        guard snapshot.width != 0, snapshot.height != 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == snapshot.width, reference.height == snapshot.height else {
            return "Newly-taken snapshot@\(text(new.size)) does not match reference@\(text(old.size))."
        }
        let counts = PixelCounts(reference, snapshot)
        if counts.differentBytes == 0 { return nil }
        if precision >= 1, perceptualPrecision >= 1 {
            return "Newly-taken snapshot does not match reference. " + counts.summary
        }
        if perceptualPrecision < 1 {
            return perceptualMessage(reference, snapshot, precision: precision, perceptualPrecision: perceptualPrecision)
        }
        let byteCount = reference.width * reference.height * 4
        guard counts.differentBytes > Int((1 - precision) * Float(byteCount)) else { return nil }
        let actualPrecision = 1 - Float(counts.differentBytes) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision). " + counts.summary
    }

    /// A size as iOS prints a `CGSize`: "(390.0, 844.0)".
    private static func text(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }

    /// The library's perceptual verdict: the share of pixels whose ΔE is within the threshold, and the lowest
    /// perceptual precision of any pixel.
    private static func perceptualMessage(_ old: Image, _ new: Image, precision: Float,
                                          perceptualPrecision: Float) -> String? {
        let threshold = (1 - perceptualPrecision) * 100
        var failing = 0
        var largest: Float = 0
        for y in 0..<old.height {
            for x in 0..<old.width {
                let offset = y * old.stride + x * 4
                let newOffset = y * new.stride + x * 4
                let delta = CIE94.difference(old.bytes, offset, new.bytes, newOffset)
                if delta > threshold {
                    failing += 1
                    largest = max(largest, delta)
                }
            }
        }
        let actualPixelPrecision = 1 - Float(failing) / Float(old.width * old.height)
        guard actualPixelPrecision < precision else { return nil }
        let minimumPerceptualPrecision = 1 - min(largest / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
            The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }

    /// A grey picture of where the images differ: each pixel's largest channel difference, stretched so the
    /// largest difference is white; nil when the sizes differ or either has no pixels.
    static func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
        guard let a = old.rasterized(), let b = new.rasterized(), a.width == b.width, a.height == b.height,
              a.width > 0, a.height > 0 else { return nil }
        var largest = [UInt8](repeating: 0, count: a.width * a.height)
        var top: UInt8 = 1
        // Pointer loops: a test target is built without optimisation, where array subscripts are slow on big images.
        a.bytes.withUnsafeBufferPointer { first in
            b.bytes.withUnsafeBufferPointer { second in
                largest.withUnsafeMutableBufferPointer { out in
                    for y in 0..<a.height {
                        var i = y * a.stride, j = y * b.stride, k = y * a.width
                        for _ in 0..<a.width {
                            var difference: UInt8 = 0
                            for channel in 0..<4 {
                                let p = first[i + channel], q = second[j + channel]
                                difference = max(difference, p > q ? p - q : q - p)
                            }
                            out[k] = difference
                            top = max(top, difference)
                            i += 4; j += 4; k += 1
                        }
                    }
                }
            }
        }
        var bytes = [UInt8](repeating: 255, count: a.width * a.height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for (index, value) in largest.enumerated() {
                let grey = UInt8(Int(value) * 255 / Int(top))
                out[index * 4] = grey
                out[index * 4 + 1] = grey
                out[index * 4 + 2] = grey
            }
        }
        return UIImage.Bitmap(width: a.width, height: a.height, bytes: bytes, isOpaque: true)
            .map { UIImage(bitmap: $0, scale: old.scale) }
    }

    /// What the library attaches for a snapshot of no size: a red 400 × 80 pt label asking for a size.
    static func emptyImage() -> UIImage {
        onMainActor {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
            label.backgroundColor = .red
            label.text = "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
            label.textAlignment = .center
            label.numberOfLines = 3
            return SnapshotHost.picture(of: label, scale: UIScreen.main.scale)
        }
    }
}

/// How many bytes and pixels of two same-sized images differ.
private struct PixelCounts {
    let differentBytes: Int
    let differentPixels: Int
    let pixelCount: Int

    init(_ a: Image, _ b: Image) {
        pixelCount = a.width * a.height
        var bytes = 0, pixels = 0
        a.bytes.withUnsafeBufferPointer { first in
            b.bytes.withUnsafeBufferPointer { second in
                for y in 0..<a.height {
                    let i = y * a.stride, j = y * b.stride
                    // Rows that match byte for byte (most of them) are skipped at memcmp's speed.
                    if memcmp(first.baseAddress! + i, second.baseAddress! + j, a.width * 4) == 0 { continue }
                    for x in 0..<a.width {
                        var differs = false
                        for channel in 0..<4 where first[i + x * 4 + channel] != second[j + x * 4 + channel] {
                            bytes += 1
                            differs = true
                        }
                        if differs { pixels += 1 }
                    }
                }
            }
        }
        differentBytes = bytes
        differentPixels = pixels
    }

    /// "N of M pixels (x %) differ."
    var summary: String {
        "\(differentPixels) of \(pixelCount) pixels (" + String(format: "%.4f", Double(differentPixels) * 100 / Double(pixelCount))
            + " %) differ."
    }
}
