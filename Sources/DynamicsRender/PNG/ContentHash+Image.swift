import CPNG
import DynamicsRenderFolder

extension ContentHash {
    /// `ofPixels(image.straightRGBA)`, without a copy of the picture.
    public static func ofPixels(_ image: Image) -> ContentHash {
        let hash = XXH3()
        let status = image.bytes.withUnsafeBufferPointer { bgra in
            hash.withState { dynamics_png_hash_bgra(bgra.baseAddress, Int32(image.width), Int32(image.height),
                                                    image.stride, PNGWriter.hasAlpha(image) ? 1 : 0, $0) }
        }
        precondition(status == 0, "out of memory hashing a \(image.width)×\(image.height) picture")
        return ContentHash(algorithm: .xxh3, digest: hash.finalize())
    }
}
