import DynamicsGeometry
import Foundation

/// A rectangle of whole pixels in Core Image's coordinates: origin at the bottom left, y up, pixel (x, y) covering
/// the unit square whose centre is (x + 0.5, y + 0.5).
struct PixelRegion: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// The pixels a rectangle touches (its integral hull); nil for a rectangle that is empty, infinite or not finite.
    init?(covering rect: CGRect) {
        let rect = rect.standardized
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0,
              [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 })
        else { return nil }
        let minX = Int(rect.minX.rounded(.down)), minY = Int(rect.minY.rounded(.down))
        self.init(x: minX, y: minY, width: Int(rect.maxX.rounded(.up)) - minX,
                  height: Int(rect.maxY.rounded(.up)) - minY)
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width == 0 || height == 0 }
    var pixelCount: Int { width * height }
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The region grown by `dx` pixels left and right and `dy` pixels down and up.
    func outset(dx: Int, dy: Int) -> PixelRegion {
        PixelRegion(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The pixels both regions hold (empty when they do not meet).
    func intersection(_ other: PixelRegion) -> PixelRegion {
        let minX = max(x, other.x), minY = max(y, other.y)
        return PixelRegion(x: minX, y: minY, width: min(maxX, other.maxX) - minX, height: min(maxY, other.maxY) - minY)
    }
}
