import Foundation

/// An approximate Gaussian blur of an 8-bit alpha buffer: three box blurs per axis, with box widths chosen so the
/// total variance equals σ² (the "boxes for Gauss" construction). O(pixels) per pass, allocation-free once its
/// scratch buffers have grown to the largest size seen.
struct BoxBlur {
    private var line = ScratchBuffer<UInt8>()
    private var plane = ScratchBuffer<UInt8>()
    private var sums = ScratchBuffer<UInt32>()

    /// Frees the scratch buffers.
    func deallocate() {
        line.deallocate()
        plane.deallocate()
        sums.deallocate()
    }

    /// Blurs `height` rows of `width` bytes at `pixels` (rows `stride` bytes apart) with standard deviation `sigma`
    /// pixels. Pixels outside the buffer count as transparent.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.3, width > 0, height > 0 else { return }
        let radii = BoxBlur.boxRadii(sigma: sigma).filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        let row = line.reserve(width)
        for y in 0..<height {
            let start = pixels + y * stride
            for radius in radii {
                row.update(from: start, count: width)
                BoxBlur.boxRow(from: row, to: start, count: width, radius: radius)
            }
        }
        let other = plane.reserve(width * height)
        let columnSums = sums.reserve(width)
        var source = (pixels, stride), target = (other, width)
        for radius in radii {
            BoxBlur.boxColumns(from: source.0, sourceStride: source.1, to: target.0, targetStride: target.1,
                               width: width, height: height, radius: radius, sums: columnSums)
            swap(&source, &target)
        }
        if source.0 != pixels {
            for y in 0..<height { (pixels + y * stride).update(from: other + y * width, count: width) }
        }
    }

    /// Radii of three boxes whose combined variance is σ²: boxes of odd width wl or wl + 2.
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wl = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * wl * wl - 4 * passes * wl - 3 * passes) / (-4 * wl - 4)).rounded())
        return (0..<3).map { $0 < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// (sum × reciprocal + 2¹⁵) >> 16 ≈ sum / width, rounded; 32-bit lanes keep the column loops vectorised
    /// (255 × 2¹⁶ fits).
    @inline(__always)
    private static func reciprocal(ofWidth width: Int) -> UInt32 { UInt32(((1 << 16) + width / 2) / width) }

    /// One horizontal box pass from `source` to `target` (different buffers).
    private static func boxRow(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                               count: Int, radius: Int) {
        let scale = reciprocal(ofWidth: 2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum &+= UInt32(source[i]) }
        for i in 0..<count {
            if i &+ radius < count { sum &+= UInt32(source[i &+ radius]) }
            target[i] = UInt8(truncatingIfNeeded: (sum &* scale &+ (1 << 15)) >> 16)
            if i &- radius >= 0 { sum &-= UInt32(source[i &- radius]) }
        }
    }

    /// One vertical box pass from `source` to `target`, sweeping whole rows so memory is read in order.
    private static func boxColumns(from source: UnsafeMutablePointer<UInt8>, sourceStride: Int,
                                   to target: UnsafeMutablePointer<UInt8>, targetStride: Int,
                                   width: Int, height: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>) {
        let scale = reciprocal(ofWidth: 2 * radius + 1)
        sums.update(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = source + y * sourceStride
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y &+ radius < height {
                let entering = source + (y + radius) * sourceStride
                for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
            }
            let out = target + y * targetStride
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] &* scale &+ (1 << 15)) >> 16) }
            if y &- radius >= 0 {
                let leaving = source + (y - radius) * sourceStride
                for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
            }
        }
    }
}

/// A heap buffer that only grows, so per-frame work reuses it.
struct ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>?
    private var capacity = 0

    /// At least `count` elements (contents unspecified).
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<Element> {
        if let pointer, capacity >= count { return pointer }
        pointer?.deallocate()
        capacity = max(count, 1)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        pointer = fresh
        return fresh
    }

    /// Frees the memory.
    func deallocate() { pointer?.deallocate() }
}
