import DynamicsUIKit
import Foundation

/// The tables of what the renderer keeps for UIKit objects between frames. One set per process, shared by every
/// `Renderer`, as one render server holds the layer tree on iOS: a transition's picture, taken by a renderer of its
/// own (`ViewSnapshots`), shows the backing store the frame's renderer drew last (`Renderer.showsDisplayedContent`).
@MainActor enum RenderCaches {
    /// Each view's `draw(_:)` output (`UIView.backingStoreKey`).
    static let backingStores = RenderCacheTable<UIView, BackingStore>()
    /// Each `shouldRasterize` layer's bitmap (`CALayer.rasterCacheKey`).
    static let rasterCaches = RenderCacheTable<CALayer, RasterCache>()
}

/// Decoded images (`UIImage.decodedImageKey`), under a lock: images are drawn on any thread
/// (`UIGraphicsImageRenderer` is not tied to the main actor).
final class DecodedImages: @unchecked Sendable {
    /// The process's table.
    static let shared = DecodedImages()

    private let lock = NSLock()
    private let table = RenderCacheTable<UIImage, DecodedImage>()

    /// The decoded form of `image`, made by `decode` on first use; nil when `decode` gives nil (tried again next time).
    func surface(for image: UIImage, decode: () -> DecodedImage?) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let decoded = table.value(at: image.decodedImageKey) { return decoded.surface }
        guard let decoded = decode() else { return nil }
        table.store(decoded, for: image, key: &image.decodedImageKey)
        return decoded.surface
    }
}
