import Foundation

extension CGRect {
    /// True when the two rectangles share some area; rectangles that only touch along an edge do not (Foundation
    /// on Linux counts a shared edge as an intersection).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
