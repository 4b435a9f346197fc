import Foundation

/// The blurred masks of the last few shadows drawn, keyed by the exact bytes of their unblurred shape.
///
/// A mask is a pure function of the shape drawn into the reduced alpha buffer and the blur parameters, so when a
/// view's silhouette lands on the same pixels (a still card, or one that moved by whole pixels) the blur and the
/// enlargement are skipped and the stored mask is used again, bit for bit what they would produce.
struct ShadowMaskCache {
    /// The blur and size parameters a mask depends on besides the shape.
    struct Key: Equatable {
        var width: Int, height: Int, stride: Int
        var sigma: Double
        var reduction: Int
        var maskWidth: Int, maskHeight: Int, maskStride: Int
    }

    /// One remembered mask: the shape it came from and the finished (blurred, enlarged) mask.
    final class Entry {
        fileprivate(set) var key: Key
        fileprivate var shape: [UInt8]
        /// The finished mask, `maskWidth × maskHeight` A8 coverage; never drawn into once made (frame snapshots
        /// may still read it), so a new mask is a new surface.
        var mask: OpaquePointer? {
            didSet { if let oldValue { RecordedSurfaces.release(oldValue) } }
        }

        fileprivate init(key: Key) {
            self.key = key
            shape = []
        }

        deinit {
            if let mask { RecordedSurfaces.release(mask) }
        }
    }

    /// How many masks are kept; a frame rarely shows more distinct shadows.
    private static let capacity = 8
    /// Most recently used first.
    private var entries: [Entry] = []

    /// The stored mask for `shape` (the unblurred `key.stride × key.height` bytes) under `key`, if any.
    mutating func mask(for key: Key, shape: UnsafeBufferPointer<UInt8>) -> Entry? {
        guard let index = entries.firstIndex(where: { entry in
            entry.key == key && entry.shape.withUnsafeBufferPointer { stored in
                stored.count == shape.count && memcmp(stored.baseAddress!, shape.baseAddress!, shape.count) == 0
            }
        }) else { return nil }
        let entry = entries.remove(at: index)
        entries.insert(entry, at: 0)
        return entry
    }

    /// Starts remembering `shape` under `key` (copied now, before the caller blurs it in place), reusing the
    /// storage of the least recently used entry when full. The caller fills the returned entry's mask.
    mutating func store(_ key: Key, shape: UnsafeBufferPointer<UInt8>) -> Entry {
        let entry = entries.count < ShadowMaskCache.capacity ? Entry(key: key) : entries.removeLast()
        entry.key = key
        entry.shape.removeAll(keepingCapacity: true)
        entry.shape.append(contentsOf: shape)
        entries.insert(entry, at: 0)
        return entry
    }
}
