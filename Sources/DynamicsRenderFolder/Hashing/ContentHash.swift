import CPNG
import Foundation

/// A fingerprint as render manifests record it: the algorithm and the digest, written `"xxh3-128:<32 hex digits>"`
/// (the `algorithm:hex` form of OCI and Docker digests), so a manifest says how each hash was made and two hashes
/// made differently are never taken for different content.
///
/// Renders hash with XXH3-128 (`current`); manifests written before it carry SHA-256 digests, which this type still
/// reads and checks files against, so older render folders keep comparing, merging and resuming.
public struct ContentHash: Codable, Hashable, Sendable, CustomStringConvertible {
    /// How a digest was computed.
    public enum Algorithm: String, Codable, Sendable {
        /// xxHash's XXH3, 128 bits (`xxhsum -H2`): what renders record.
        case xxh3 = "xxh3-128"
        /// SHA-256: what manifests recorded before XXH3.
        case sha256

        /// The number of hex digits of a digest.
        var hexDigits: Int { self == .xxh3 ? 32 : 64 }
    }

    /// The algorithm every new fingerprint uses.
    public static let current = Algorithm.xxh3

    /// How the digest was computed.
    public let algorithm: Algorithm
    /// The digest's bytes as big-endian words (the last two are zero for XXH3): a render keeps one of these per frame
    /// until it writes the manifest, and strings there cost about 1 KB a frame once the allocator's fragmentation
    /// is counted.
    private let words: (UInt64, UInt64, UInt64, UInt64)

    /// A hash of `algorithm` with digest `hex`; nil unless `hex` is a digest of that algorithm in lowercase hex.
    public init?(algorithm: Algorithm, hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == algorithm.hexDigits else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.hexValue(digits[pair]), let low = Self.hexValue(digits[pair + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.init(algorithm: algorithm, digest: bytes)
    }

    /// A hash of `algorithm` whose digest is `bytes` (16 for XXH3, 32 for SHA-256).
    package init(algorithm: Algorithm, digest bytes: [UInt8]) {
        precondition(bytes.count * 2 == algorithm.hexDigits, "a \(algorithm.rawValue) digest has \(algorithm.hexDigits / 2) bytes")
        func word(_ start: Int) -> UInt64 {
            start < bytes.count ? (start..<start + 8).reduce(0) { $0 << 8 | UInt64(bytes[$1]) } : 0
        }
        self.algorithm = algorithm
        words = (word(0), word(8), word(16), word(24))
    }

    /// The digest, lowercase hex.
    public var hex: String {
        let all = [words.0, words.1, words.2, words.3].prefix(algorithm.hexDigits / 16)
        return all.map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    /// The value of a lowercase hex digit.
    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case 48...57: digit - 48
        case 97...102: digit - 87
        default: nil
        }
    }

    public static func == (lhs: ContentHash, rhs: ContentHash) -> Bool {
        lhs.algorithm == rhs.algorithm && lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(algorithm)
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// Parses `"algorithm:hex"`; nil for any other text.
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":"),
              let algorithm = Algorithm(rawValue: String(text[..<colon])) else { return nil }
        self.init(algorithm: algorithm, hex: String(text[text.index(after: colon)...]))
    }

    /// `"algorithm:hex"`.
    public var description: String { algorithm.rawValue + ":" + hex }

    /// The current algorithm's hash of `bytes`.
    public static func of(_ bytes: Data) -> ContentHash { of(bytes, using: current) }

    /// `algorithm`'s hash of `bytes`.
    public static func of(_ bytes: Data, using algorithm: Algorithm) -> ContentHash {
        switch algorithm {
        case .xxh3:
            let hash = XXH3()
            bytes.withUnsafeBytes { hash.update($0) }
            return ContentHash(algorithm: .xxh3, digest: hash.finalize())
        case .sha256:
            var hash = SHA256()
            hash.update(bytes)
            return ContentHash(algorithm: .sha256, digest: hash.finalize())
        }
    }

    /// The current algorithm's fingerprint of a picture: equal for equal pictures, whatever bytes an encoder made of
    /// them. With XXH3 it hashes the picture as a PNG holds it before compression — each row a filter byte 0 and the
    /// row's 8-bit samples, RGB when every pixel is opaque, else straight (non-premultiplied) RGBA — which the PNG
    /// encoder builds anyway (`PNGWriter.encodeFingerprinted`). SHA-256 fingerprints, of manifests written before,
    /// hash the straight RGBA bytes of every pixel (`RGBAPixels.bytes`).
    public static func ofPixels(_ pixels: RGBAPixels) -> ContentHash { ofPixels(pixels, using: current) }

    /// `algorithm`'s fingerprint of a picture.
    public static func ofPixels(_ pixels: RGBAPixels, using algorithm: Algorithm) -> ContentHash {
        guard algorithm == .xxh3 else { return of(Data(pixels.bytes), using: algorithm) }
        let hasAlpha = stride(from: 3, to: pixels.bytes.count, by: 4).contains { pixels.bytes[$0] != 255 }
        let hash = XXH3()
        let status = pixels.bytes.withUnsafeBufferPointer { rgba in
            hash.withState { dynamics_png_hash_rgba(rgba.baseAddress, Int32(pixels.width), Int32(pixels.height),
                                                    hasAlpha ? 1 : 0, $0) }
        }
        precondition(status == 0, "out of memory hashing a \(pixels.width)×\(pixels.height) picture")
        return ContentHash(algorithm: .xxh3, digest: hash.finalize())
    }

    /// True when `bytes` have this hash (computed with this hash's algorithm).
    public func matches(_ bytes: Data) -> Bool { ContentHash.of(bytes, using: algorithm) == self }

    /// Decodes `"algorithm:hex"`.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let hash = ContentHash(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(text)' is not an algorithm:hex digest"))
        }
        self = hash
    }

    /// Encodes `"algorithm:hex"`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
