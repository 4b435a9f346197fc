import DynamicsRenderFolder
import Foundation

/// Structure-aware mutations of the render folders' manifests: fields of valid manifests changed to other values of
/// their type — counts, lengths, frame rates, sizes, names, frame entries, hashes, shard labels — and written by the
/// manifest's own writer, so the JSON stays valid and most of what the reader checks stays true.
///
/// `FuzzMutator`'s byte-level mutations seldom leave a manifest the reader accepts; these mostly do, and reach what
/// comes after it: the settings check, the shard and missing-frame arithmetic of `merge`, the hash checks and the
/// frame copying. A render-wide change (length, frame rate, scale, sizes, names, settings, shard count) goes to every
/// manifest half of the time — as a render with those settings would write them — so that the folders still agree
/// and `merge` gets past its settings check.
enum ManifestMutator {
    /// One to three mutations of `manifests` (the shards of one render, in order).
    static func mutate(_ manifests: [RenderManifest], random: inout FuzzRandom) -> [RenderManifest] {
        var manifests = manifests
        for _ in 0...Int.random(in: 0...2, using: &random) {
            if random.chance(0.5) {
                let change = renderWide(random: &random)
                let all = random.chance(0.5)
                let one = Int.random(in: 0..<manifests.count, using: &random)
                for index in manifests.indices where all || index == one { change(&manifests[index]) }
            } else {
                let index = Int.random(in: 0..<manifests.count, using: &random)
                let others = manifests.flatMap(\.frames)
                mutateFrames(&manifests[index], others: others, random: &random)
            }
        }
        return manifests
    }

    /// Names a field may be given: another scene's, empty, climbing out, with a line break or a line separator,
    /// non-ASCII, and long.
    static let names = ["fuzz", "noise-field", "", "..", "../x", "a\nb", "a\u{2028}b", "é", "\0", String(repeating: "x", count: 3000)]

    /// One change of a setting every frame shares, chosen now and applied to as many manifests as the caller wants.
    private static func renderWide(random: inout FuzzRandom) -> (inout RenderManifest) -> Void {
        let frameLimit = RenderManifest.maximumFrameCount
        switch Int.random(in: 0..<11, using: &random) {
        case 0:
            let duration = random.pick([nil, 0, 0.5, 1, 1.5, 2.5, 3, 4, 60, 1e-9, 1e300, -1, Double(frameLimit) / 2, 4e6])
            return { $0.duration = duration }
        case 1:
            let fps = random.pick([1, 3, 4, 30, 60, 240, frameLimit, frameLimit + 1, 0, -1, Int.max])
            return { $0.fps = fps }
        case 2:
            let scale = random.pick([0.5, 2, 3, 1e-300, 0, -1, 1e300])
            return { $0.scale = scale }
        case 3, 4:
            let inPixels = random.chance(0.5), width = random.chance(0.5)
            let value = random.pick([0, 0.5, 1, 3, 5, 8, 16_384, 100_000, 1e300, -1])
            return { manifest in
                var size = inPixels ? manifest.sizeInPixels : manifest.sizeInPoints
                if width { size.width = value } else { size.height = value }
                if inPixels { manifest.sizeInPixels = size } else { manifest.sizeInPoints = size }
            }
        case 5:
            let name = random.pick(names)
            if random.chance(0.7) { return { $0.scene = name } }
            return { $0.toolVersion = name }
        case 6:
            return { $0.transparent.toggle() }
        case 7:
            return settingChange(random: &random)
        case 8, 9:
            guard random.chance(0.8) else { return { $0.shard = nil } }
            // Half the time only the count changes, so shards given to every manifest keep their own numbers.
            let index = random.chance(0.5) ? nil : random.pick([0, 1, 2, 3, frameLimit, -1])
            let count = random.pick([1, 2, 3, 4, frameLimit, frameLimit + 1, 0, -1])
            return { $0.shard = RenderManifest.Shard(index: index ?? $0.shard?.index ?? 1, count: count) }
        default:
            let count = random.pick([0, 1, 3, 5, -1, Int.max])
            return { $0.frameCount = count }
        }
    }

    /// One of the settings a render may force (`--appearance`, `--device`, `--set`…), given a value a render writes or
    /// one it never does.
    private static func settingChange(random: inout FuzzRandom) -> (inout RenderManifest) -> Void {
        let text = random.pick(["dark", "light", "iphone-15-pro", "landscape", "accessibility-large", "show", "hide"] + names)
        let flag = random.chance(0.5)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return { $0.appearance = text }
        case 1: return { $0.device = text }
        case 2: return { $0.orientation = text }
        case 3: return { $0.contentSize = text }
        case 4: return { $0.touches = text }
        case 5: return { $0.debugOverlay = flag }
        case 6: return { $0.haptics = flag }
        default:
            let value = random.pick([0, 1, -1, 0.5, 1e300, -1e300])
            return { $0.parameters = [text: value] }
        }
    }

    /// One change of `manifest`'s frame list: an entry removed, repeated, moved, renumbered, renamed, retimed, or its
    /// hashes swapped for another frame's or altered. `others` are every manifest's entries, to borrow from.
    private static func mutateFrames(_ manifest: inout RenderManifest, others: [RenderManifest.Frame], random: inout FuzzRandom) {
        guard !manifest.frames.isEmpty else {
            if let borrowed = random.pick(optional: others) { manifest.frames = [borrowed] }
            return
        }
        let position = Int.random(in: 0..<manifest.frames.count, using: &random)
        let borrowed = random.pick(others)
        let fileHash = manifest.frames[position].fileHash, pixelHash = manifest.frames[position].pixelHash
        let alteredFileHash = altered(fileHash, seed: random.next()), alteredPixelHash = pixelHash.map { altered($0, seed: random.next()) }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: manifest.frames.remove(at: position)
        case 1: manifest.frames.insert(borrowed, at: position)
        case 2: manifest.frames.reverse()
        case 3: manifest.frames[position].index = random.pick([0, 1, 2, 3, 4, 5, 100, -1, RenderManifest.maximumFrameCount - 1,
                                                                RenderManifest.maximumFrameCount])
        case 4: manifest.frames[position].file = random.pick([borrowed.file, RenderManifest.fileName(forFrame: 9), RenderManifest.fileName]
                                                             + names)
        case 5: manifest.frames[position].time = random.pick([0, 0.5, 1, 99, -1, 1e300])
        case 6: manifest.frames[position].fileHash = random.pick([borrowed.fileHash, alteredFileHash])
        case 7: manifest.frames[position].pixelHash = random.pick([nil, borrowed.pixelHash, borrowed.fileHash, alteredPixelHash])
        case 8: manifest.frames[position].fileHash = random.pick([pixelHash ?? borrowed.fileHash,
                                                                  ContentHash(algorithm: .sha256, digest: [UInt8](repeating: 0, count: 32))])
        default: manifest.frames = random.chance(0.5) ? [] : manifest.frames + others
        }
        if random.chance(0.3) { manifest.frameCount = manifest.frames.count }
    }

    /// `hash` with the hex digit that `seed` chooses changed.
    private static func altered(_ hash: ContentHash, seed: UInt64) -> ContentHash {
        var digits = Array(hash.hex.utf8)
        let position = Int(seed % UInt64(digits.count))
        digits[position] = digits[position] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        return ContentHash(algorithm: hash.algorithm, hex: String(decoding: digits, as: UTF8.self)) ?? hash
    }
}
