import Foundation
import DynamicsRender

/// A SHA-256 digest held in four words instead of a 64-character string: what a render keeps of each frame while it
/// runs. A long render used to keep two hex strings per frame (and a dictionary entry holding them) until the
/// manifest was written, about 1 KB a frame once the allocator's fragmentation is counted.
struct FrameDigest: Equatable, Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64)

    /// The digest `bytes` (32 of them, as `SHA256.finalize` returns).
    init(_ bytes: [UInt8]) {
        precondition(bytes.count == 32, "a SHA-256 digest has 32 bytes")
        func word(_ start: Int) -> UInt64 {
            (start..<start + 8).reduce(0) { $0 << 8 | UInt64(bytes[$1]) }
        }
        words = (word(0), word(8), word(16), word(24))
    }

    static func == (lhs: FrameDigest, rhs: FrameDigest) -> Bool {
        lhs.words == rhs.words
    }

    /// Lowercase hex, as the manifest writes it.
    var hex: String {
        let all = [words.0, words.1, words.2, words.3]
        return all.map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }
}

/// One PNG a render wrote, as it keeps it until the manifest is written: the frame number and the two digests. The
/// file name and time follow from the frame number and the frame rate.
struct EncodedFrame: Sendable {
    var index: Int
    var file: FrameDigest
    var pixels: FrameDigest

    /// The manifest entry at `fps` frames per second.
    func manifestFrame(fps: Int) -> RenderManifest.Frame {
        RenderManifest.Frame(index: index, file: RenderManifest.fileName(forFrame: index),
                             time: TimeInterval(index) / TimeInterval(fps), sha256: file.hex, pixelSHA256: pixels.hex)
    }
}

extension RenderManifest {
    /// `pixelDigest(of:)` as a `FrameDigest`.
    static func pixelFrameDigest(of image: Image) -> FrameDigest {
        var hash = SHA256()
        image.forEachStraightRGBARow { _, row in hash.update(row) }
        return FrameDigest(hash.finalize())
    }
}
