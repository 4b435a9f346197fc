import Foundation

/// An approximate Gaussian blur of an 8-bit alpha buffer: three box blurs per axis, with box widths chosen so the
/// total variance equals σ² (the "boxes for Gauss" construction). Runs in place, allocation-free, O(pixels).
struct BoxBlur {
    /// A working line of at least max(width, height) bytes, reused between calls.
    private var line: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init() {
        capacity = 1024
        line = .allocate(capacity: capacity)
    }

    /// Frees the working line.
    func deallocate() { line.deallocate() }

    /// Blurs `height` rows of `width` bytes at `pixels` (rows `stride` bytes apart) with standard deviation `sigma`
    /// pixels. Pixels outside the buffer count as transparent.
    mutating func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.3, width > 0, height > 0 else { return }
        ensureCapacity(max(width, height))
        for radius in BoxBlur.boxRadii(sigma: sigma) where radius > 0 {
            for y in 0..<height {
                boxLine(pixels + y * stride, count: width, step: 1, radius: radius)
            }
            for x in 0..<width {
                boxLine(pixels + x, count: height, step: stride, radius: radius)
            }
        }
    }

    /// Radii of three boxes whose combined variance is σ²: n boxes of width wl or wl + 2 (odd widths).
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

    private mutating func ensureCapacity(_ count: Int) {
        guard count > capacity else { return }
        line.deallocate()
        capacity = count
        line = .allocate(capacity: capacity)
    }

    /// One box pass along a line of `count` samples `step` bytes apart.
    private func boxLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int) {
        for i in 0..<count { line[i] = start[i * step] }
        let width = 2 * radius + 1
        let half = width / 2
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(line[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(line[entering]) }
            start[i * step] = UInt8((sum + half) / width)
            let leaving = i - radius
            if leaving >= 0 { sum -= Int(line[leaving]) }
        }
    }
}
