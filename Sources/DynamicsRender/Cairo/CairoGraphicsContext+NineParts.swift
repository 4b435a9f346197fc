import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// Resizable images (`resizableImage(withCapInsets:resizingMode:)`): nine parts, as UIKit draws them.
extension CairoGraphicsContext {
    /// The most copies of a tiled part drawn along one axis; beyond it the part is stretched (a 1-point middle in a
    /// huge view would otherwise cost millions of draws).
    private static let tileLimit = 512

    /// Draws `image` in `rect` in nine parts: the corners at their size, the top and bottom edges filling the width
    /// between them, the left and right edges the height, the middle the rest — repeated at the image's size
    /// (`.tile`) or stretched (`.stretch`). When `rect` is smaller than the caps, they shrink in proportion and the
    /// middle vanishes, as UIKit does.
    func drawNineParts(of image: UIImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite,
              rect.minY.isFinite, image.size.width > 0, image.size.height > 0 else { return }
        let insets = image.capInsets
        let columns = CairoGraphicsContext.bands(length: image.size.width, start: insets.left, end: insets.right,
                                                 target: rect.width)
        let rows = CairoGraphicsContext.bands(length: image.size.height, start: insets.top, end: insets.bottom,
                                              target: rect.height)
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                let source = CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                    width: column.source.upperBound - column.source.lowerBound,
                                    height: row.source.upperBound - row.source.lowerBound)
                let target = CGRect(x: rect.minX + column.target.lowerBound, y: rect.minY + row.target.lowerBound,
                                    width: column.target.upperBound - column.target.lowerBound,
                                    height: row.target.upperBound - row.target.lowerBound)
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                // Corners (the outer bands of both axes) keep their size; the rest follows the resizing mode.
                let tilesX = image.resizingMode == .tile && columnIndex == 1
                let tilesY = image.resizingMode == .tile && rowIndex == 1
                drawPart(of: image, source: source, in: target, tilesX: tilesX, tilesY: tilesY)
            }
        }
    }

    /// The three bands of one axis: source and target ranges of the start cap, the middle and the end cap.
    private static func bands(length: CGFloat, start: CGFloat, end: CGFloat, target: CGFloat)
        -> [(source: ClosedRange<CGFloat>, target: ClosedRange<CGFloat>)] {
        let startCap = min(start, length)
        let endCap = min(end, length - startCap)
        let caps = startCap + endCap
        // Caps wider than the target shrink in proportion, and the middle gets nothing.
        let shrink = caps > target && caps > 0 ? target / caps : 1
        let startTarget = startCap * shrink, endTarget = endCap * shrink
        return [(0...startCap, 0...startTarget),
                (startCap...(length - endCap), startTarget...max(target - endTarget, startTarget)),
                ((length - endCap)...length, (target - endTarget)...target)]
    }

    /// Draws the `source` part of the image (in its points) into `target`, stretched, or repeated at its size
    /// along the axes that tile (from the target's top-left, the last copy cut).
    private func drawPart(of image: UIImage, source: CGRect, in target: CGRect, tilesX: Bool, tilesY: Bool) {
        let countX = tilesX ? Int((target.width / source.width).rounded(.up)) : 1
        let countY = tilesY ? Int((target.height / source.height).rounded(.up)) : 1
        let tileWidth = tilesX && countX <= Self.tileLimit ? source.width : target.width
        let tileHeight = tilesY && countY <= Self.tileLimit ? source.height : target.height
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        cairo_clip(cr)
        var y = target.minY
        while y < target.maxY - 1e-9 {
            var x = target.minX
            while x < target.maxX - 1e-9 {
                // The whole image placed so that `source` lands on this tile, clipped to the tile.
                let sx = tileWidth / source.width, sy = tileHeight / source.height
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, x, y, tileWidth, tileHeight)
                cairo_clip(cr)
                drawWhole(image, in: CGRect(x: x - source.minX * sx, y: y - source.minY * sy,
                                            width: image.size.width * sx, height: image.size.height * sy))
                cairo_restore(cr)
                x += tileWidth
            }
            y += tileHeight
        }
        cairo_restore(cr)
    }
}
