import DynamicsGeometry
import DynamicsUIKit
import Foundation

extension ViewSnapshots {
    /// Makes the renderer the one UIKit asks for pictures of views (`snapshotView(afterScreenUpdates:)`), once.
    @MainActor static func installRenderer() {
        if renderer == nil { renderer = { view, scale in takePicture(of: view, scale: scale) } }
    }

    /// `view` as `Renderer.snapshot(of:scale:)` draws it (its current look, transparent around it), as an image of
    /// `scale` pixels per point; nil when it cannot be drawn (an empty or oversized view).
    @MainActor package static func takePicture(of view: UIView, scale: CGFloat) -> UIImage? {
        guard let image = try? Renderer().snapshot(of: view, scale: scale) else { return nil }
        let rowBytes = image.width * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * image.height)
        for y in 0..<image.height {
            bytes.replaceSubrange(y * rowBytes..<(y + 1) * rowBytes,
                                  with: image.bytes[y * image.stride..<y * image.stride + rowBytes])
        }
        guard let bitmap = UIImage.Bitmap(width: image.width, height: image.height, bytes: bytes, isOpaque: false)
        else { return nil }
        return UIImage(bitmap: bitmap, scale: scale)
    }
}
