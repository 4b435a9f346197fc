import DynamicsGeometry
import Foundation

/// The seam through which UIKit asks the renderer for a picture of a view, as it looks now (presentation values,
/// subviews, shadows), at `scale` pixels per point. The renderer (`DynamicsRender`) installs it when it is first
/// used; a scene's animation clock has its own for transitions. Without either there is no picture.
package enum ViewSnapshots {
    /// Draws a view into an image of its bounds' size.
    @MainActor package static var renderer: ((UIView, CGFloat) -> UIImage?)?

    /// A picture of `view` at `scale`: from `context` when it can take one, else from the installed renderer, else
    /// from the scene's transition snapshotter.
    @MainActor static func picture(of view: UIView, scale: CGFloat, context: UIGraphicsContext? = nil) -> UIImage? {
        if let picture = context?.picture(of: view, scale: scale) { return picture }
        if let renderer { return renderer(view, scale) }
        return AnimationClock.current?.snapshotter?(view)
    }
}

/// A view showing a still picture of another: what `snapshotView(afterScreenUpdates:)` returns (UIKit's private
/// replicant view). The picture is the layer's contents, so it scales with the view's bounds.
final class SnapshotView: UIView {}

extension UIView {
    /// A new view showing how this view looks now, subviews included (`snapshotView(afterScreenUpdates:)`): its
    /// frame is this view's bounds size at the origin, its layer's contents the picture, so later changes to this
    /// view do not show in it. With `afterScreenUpdates`, pending layout is done first, as UIKit commits pending
    /// changes before it takes the picture. Nil when the bounds are empty; without a renderer in the process (a
    /// UIKit-only test) the view has no picture.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        if afterUpdates { layoutIfNeeded() }
        let scale = UIScreen.main.scale
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isUserInteractionEnabled = false
        if let picture = ViewSnapshots.picture(of: self, scale: scale) {
            snapshot.layer.contents = picture.cgImage
            snapshot.layer.contentsScale = picture.scale
        }
        return snapshot
    }

    /// A snapshot of `rect` of this view (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`): the
    /// picture of the whole view cropped to `rect`; the cap insets are kept for stretching, as UIKit does.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let whole = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
        let crop = rect.intersection(bounds)
        guard !crop.isNull, crop.width > 0, crop.height > 0 else { return nil }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: crop.size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.contents = whole.layer.contents
        snapshot.layer.contentsScale = whole.layer.contentsScale
        snapshot.layer.contentsRect = CGRect(x: crop.minX / bounds.width, y: crop.minY / bounds.height,
                                             width: crop.width / bounds.width, height: crop.height / bounds.height)
        snapshot.layer.contentsCenter = capInsets == .zero ? CGRect(x: 0, y: 0, width: 1, height: 1)
            : CGRect(x: capInsets.left / crop.width, y: capInsets.top / crop.height,
                     width: max(0, crop.width - capInsets.left - capInsets.right) / crop.width,
                     height: max(0, crop.height - capInsets.top - capInsets.bottom) / crop.height)
        return snapshot
    }

    /// Draws how this view looks now, subviews included, stretched to `rect` in the current graphics context
    /// (`drawHierarchy(in:afterScreenUpdates:)`, as in a `UIGraphicsImageRenderer` block). Returns false when there
    /// is no current context, no picture could be taken (no renderer in the process) or the bounds are empty.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        let scale = max(UIScreen.main.scale, 1)
        guard let picture = ViewSnapshots.picture(of: self, scale: scale, context: context) else { return false }
        context.draw(picture, in: rect)
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` at the layer's bounds size, its origin at the context's origin
    /// (`render(in:)`), through the same renderer as `drawHierarchy(in:afterScreenUpdates:)`. As on iOS, it draws
    /// the layer's model state as it is now. Draws nothing without a renderer in the process.
    public func render(in ctx: CGContext) {
        let view = self.view
        guard view.bounds.width > 0, view.bounds.height > 0,
              let picture = ViewSnapshots.picture(of: view, scale: max(UIScreen.main.scale, 1), context: ctx)
        else { return }
        ctx.draw(picture, in: CGRect(origin: .zero, size: view.bounds.size))
    }
}

extension UIScreen {
    /// A view showing what the screen shows now (`snapshotView(afterScreenUpdates:)`): the key window's picture (the
    /// first window's, without a key one), the size of the screen. Nil when the app has no window.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let application = UIApplication.shared
        guard let window = application.keyWindow ?? application.windows.first,
              let snapshot = window.snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
        snapshot.frame = bounds
        return snapshot
    }
}
