import Foundation

/// The exact share of each pixel a polygon covers, as Core Graphics antialiases a fill: each edge adds the signed area
/// it closes off to the right of itself in every pixel row it crosses, and a running sum along the row gives the
/// winding-weighted area of each pixel. The fill rule folds that into a coverage, which becomes alpha as
/// ⌊coverage × 256⌋ (at most 255): iOS's heart and symbol references match this to the level, where Cairo's
/// rasteriser, which samples 15 rows a pixel, is off by up to 14 levels.
///
/// Exact where a pixel holds at most two neighbouring winding numbers (the edges of one shape, or of two shapes that
/// overlap), which is every pixel but those where edges cross.
struct AreaCoverage {
    let width: Int
    let height: Int
    /// Per row, `width + 2` signed contributions; their running sum is the covered area.
    private var cells: [Double]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: 0, count: (width + 2) * height)
    }

    /// Adds the edge from `start` to `end` (pixel coordinates of the region); edges left of it still count for
    /// the pixels to their right, edges right of it and parts above or below it do not.
    mutating func addEdge(from start: CGPoint, to end: CGPoint) {
        guard start.y != end.y, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let sign: Double = end.y > start.y ? 1 : -1
        let (top, bottom) = start.y < end.y ? (start, end) : (end, start)
        let slope = Double(bottom.x - top.x) / Double(bottom.y - top.y)
        var y = max(Double(top.y), 0)
        var x = Double(top.x) + (y - Double(top.y)) * slope
        let last = min(Double(bottom.y), Double(height))
        while y < last {
            let row = Int(y.rounded(.down))
            let next = min(Double(row + 1), last)
            let nextX = x + (next - y) * slope
            addPiece(row: row, from: x, to: nextX, height: (next - y) * sign)
            (x, y) = (nextX, next)
        }
    }

    /// One row's piece of an edge, from `x0` to `x1`, `height` tall (signed by the edge's direction).
    mutating func addPiece(row: Int, from x0: Double, to x1: Double, height: Double) {
        let (low, high) = x0 < x1 ? (x0, x1) : (x1, x0)
        let base = row * (width + 2)
        let span = high - low
        guard span > 1e-12 else { return addInColumn(base: base, low: low, high: low, height: height) }
        // The part left of the region covers all of it; the part right of it covers none.
        if low < 0 { cells[base] += height * (min(high, 0) - low) / span }
        var u = max(low, 0)
        let end = min(high, Double(width))
        while u < end {
            let v = min((u + 1).rounded(.down), end)
            addInColumn(base: base, low: u, high: v, height: height * (v - u) / span)
            u = v
        }
    }

    /// A piece within one pixel column: the pixel gets the area right of it, every pixel after it the full height.
    private mutating func addInColumn(base: Int, low: Double, high: Double, height: Double) {
        if high <= 0 { return cells[base] += height }
        let column = Int(low.rounded(.down))
        guard column < width else { return }
        let inside = (low + high) / 2 - Double(column)
        cells[base + column] += height * (1 - inside)
        cells[base + column + 1] += height * inside
    }

    /// Alpha per pixel, rows of `width` bytes `stride` apart, by the fill rule.
    func alpha(evenOdd: Bool, into bytes: UnsafeMutablePointer<UInt8>, stride: Int) {
        for row in 0..<height {
            var sum = 0.0
            let base = row * (width + 2)
            for column in 0..<width {
                sum += cells[base + column]
                var coverage = abs(sum)
                if evenOdd {
                    coverage = coverage.truncatingRemainder(dividingBy: 2)
                    if coverage > 1 { coverage = 2 - coverage }
                }
                bytes[row * stride + column] = UInt8(min((min(coverage, 1) * 256).rounded(.down), 255))
            }
        }
    }
}
