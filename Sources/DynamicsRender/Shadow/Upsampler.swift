import Foundation

/// Bilinear enlargement of an 8-bit alpha buffer by a whole factor, separable and in fixed point, so the shadow
/// mask is composited unscaled (the fast path of Cairo's compositor) instead of through a filtered, scaled pattern.
struct Upsampler {
    private var columns = ScratchBuffer<Int>()
    private var weights = ScratchBuffer<Int>()
    private var rows = ScratchBuffer<UInt8>()
    private var output = ScratchBuffer<UInt8>()

    /// Frees the scratch buffers.
    func deallocate() {
        columns.deallocate()
        weights.deallocate()
        rows.deallocate()
        output.deallocate()
    }

    /// Enlarges `source` (`width`×`height`, rows `stride` bytes apart, at least 2×2) by `factor` into a
    /// `targetWidth`×`targetHeight` buffer with rows `targetWidth` bytes apart, valid until the next call.
    /// Sample centres line up: target pixel X samples source position (X + 0.5) / factor − 0.5.
    mutating func upsample(_ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, factor: Int,
                           targetWidth: Int, targetHeight: Int) -> UnsafeMutablePointer<UInt8> {
        let index = columns.reserve(max(targetWidth, targetHeight))
        let weight = weights.reserve(max(targetWidth, targetHeight))
        let stretched = rows.reserve(targetWidth * height)
        let target = output.reserve(targetWidth * targetHeight)
        Upsampler.samplePositions(count: targetWidth, sourceCount: width, factor: factor, index: index, weight: weight)
        for y in 0..<height {
            let row = source + y * stride
            let out = stretched + y * targetWidth
            for x in 0..<targetWidth {
                let i = index[x], w = weight[x]
                out[x] = UInt8(truncatingIfNeeded: (Int(row[i]) &* (256 &- w) &+ Int(row[i &+ 1]) &* w &+ 128) >> 8)
            }
        }
        Upsampler.samplePositions(count: targetHeight, sourceCount: height, factor: factor, index: index, weight: weight)
        for y in 0..<targetHeight {
            // 16-bit lanes: 255 × 256 + 128 still fits, and the loop vectorises.
            let w = UInt16(weight[y]), inverse = 256 - UInt16(weight[y])
            let upper = stretched + index[y] * targetWidth, lower = upper + targetWidth
            let out = target + y * targetWidth
            for x in 0..<targetWidth {
                let blended = UInt16(upper[x]) &* inverse &+ UInt16(lower[x]) &* w &+ 128
                out[x] = UInt8(truncatingIfNeeded: blended >> 8)
            }
        }
        return target
    }

    /// For each target sample, the left source index (≤ sourceCount − 2) and the right sample's weight in 1/256.
    private static func samplePositions(count: Int, sourceCount: Int, factor: Int,
                                        index: UnsafeMutablePointer<Int>, weight: UnsafeMutablePointer<Int>) {
        let scale = 1 / Double(factor)
        for x in 0..<count {
            let position = min(max((Double(x) + 0.5) * scale - 0.5, 0), Double(sourceCount - 1))
            let left = min(Int(position), sourceCount - 2)
            index[x] = left
            weight[x] = Int(((position - Double(left)) * 256).rounded())
        }
    }
}
