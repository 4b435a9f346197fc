import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// A layer's `contents` image, placed by its gravity, cut by `contentsRect` and stretched in nine parts by
/// `contentsCenter`.
extension Renderer {
    /// Draws `layer`'s contents image in `bounds` (its presented bounds, in its bounds coordinates). The image is not
    /// clipped to the bounds, as layer contents are not on iOS (`masksToBounds` clips them).
    func drawContentsImage(of layer: CALayer, in bounds: CGRect, on cr: OpaquePointer) {
        guard let image = layer.contentsImage, let graphics else { return }
        let shown = layer.contentsRect
        guard shown.width > 0, shown.height > 0, image.size.width > 0, image.size.height > 0 else { return }
        // The shown part's size in points: its pixels over contentsScale.
        let size = CGSize(width: image.size.width * image.scale * shown.width / layer.contentsScale,
                          height: image.size.height * image.scale * shown.height / layer.contentsScale)
        let place = BackingStore.placement(of: size, in: bounds, mode: layer.contentsGravity.screenPlacement)
        guard place.width > 0, place.height > 0, place.width.isFinite, place.height.isFinite else { return }
        let center = layer.contentsCenter.standardized
        let columns = Renderer.nineParts(source: (center.minX, center.maxX), length: size.width,
                                         target: (place.minX, place.width))
        let rows = Renderer.nineParts(source: (center.minY, center.maxY), length: size.height,
                                      target: (place.minY, place.height))
        for row in rows {
            for column in columns {
                // The part in unit coordinates of the whole image, and where it goes.
                let part = CGRect(x: shown.minX + column.source.lowerBound * shown.width,
                                  y: shown.minY + row.source.lowerBound * shown.height,
                                  width: (column.source.upperBound - column.source.lowerBound) * shown.width,
                                  height: (row.source.upperBound - row.source.lowerBound) * shown.height)
                let target = CGRect(x: column.target.lowerBound, y: row.target.lowerBound,
                                    width: column.target.upperBound - column.target.lowerBound,
                                    height: row.target.upperBound - row.target.lowerBound)
                guard part.width > 0, part.height > 0, target.width > 0, target.height > 0 else { continue }
                // The whole image drawn so that `part` lands on `target`, seen through `target`.
                let whole = CGRect(x: target.minX - part.minX * target.width / part.width,
                                   y: target.minY - part.minY * target.height / part.height,
                                   width: target.width / part.width, height: target.height / part.height)
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
                cairo_clip(cr)
                graphics.draw(image, in: whole)
                cairo_restore(cr)
            }
        }
    }

    /// The three spans along one axis of nine-part stretching: the unit source spans (before, inside and after the
    /// stretchable middle `source`) and where they go in `target` (start, length). The outer spans keep their size in
    /// points (`length` is the unstretched size) and the middle takes the rest; when the target is shorter than the
    /// two outer spans, they shrink in proportion and the middle vanishes, as Core Animation does.
    static func nineParts(source: (CGFloat, CGFloat), length: CGFloat, target: (start: CGFloat, length: CGFloat))
        -> [(source: ClosedRange<CGFloat>, target: ClosedRange<CGFloat>)] {
        let low = min(max(source.0, 0), 1), high = min(max(source.1, low), 1)
        if low == 0, high == 1 {
            return [(0...1, target.start...(target.start + target.length))]
        }
        var before = low * length, after = (1 - high) * length
        if before + after > target.length, before + after > 0 {
            let shrink = target.length / (before + after)
            before *= shrink
            after *= shrink
        }
        let middleEnd = target.start + target.length - after
        return [(0...low, target.start...(target.start + before)),
                (low...high, (target.start + before)...max(middleEnd, target.start + before)),
                (high...1, middleEnd...(target.start + target.length))]
    }
}
