import Foundation

/// The exact area of a union of overlapping polygons. Adding each edge's signed area counts a pixel twice where two
/// outlines overlap: a stroke whose path runs back over itself (CoreAnimationEffect's guide line, down the screen's
/// right edge and up again) would fill the pixels its half-width half-covers. Here each pixel row is cut into bands
/// where no edges cross or end; in each band the edges, in order, give the winding number, and only the edges where
/// it turns from zero to non-zero or back are added — the outline of the region the non-zero rule fills.
extension AreaCoverage {
    /// An edge from its top to its bottom, with +1 if the polygon runs down it and −1 if up.
    private struct DirectedEdge {
        var top: CGPoint
        var bottom: CGPoint
        var winding: Int

        func x(at y: Double) -> Double {
            top.x + (y - top.y) * (bottom.x - top.x) / (bottom.y - top.y)
        }
    }

    /// Adds the region the closed `contours` (pixel coordinates of the region) fill by the non-zero rule, each pixel
    /// by the exact area of the union; read it with `alpha(evenOdd: false)`.
    mutating func addNonZeroUnion(of contours: [[CGPoint]]) {
        var edges: [DirectedEdge] = []
        var rows = Array(repeating: [Int](), count: height)
        for contour in contours {
            for (index, start) in contour.enumerated() {
                let end = contour[(index + 1) % contour.count]
                guard start.y != end.y, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite,
                      max(start.y, end.y) > 0, min(start.y, end.y) < Double(height) else { continue }
                let edge = start.y < end.y ? DirectedEdge(top: start, bottom: end, winding: 1)
                                           : DirectedEdge(top: end, bottom: start, winding: -1)
                let first = max(Int(edge.top.y.rounded(.down)), 0)
                let last = min(Int(edge.bottom.y.rounded(.up)), height)
                for row in first..<last { rows[row].append(edges.count) }
                edges.append(edge)
            }
        }
        for row in 0..<height where !rows[row].isEmpty {
            addUnion(row: row, of: rows[row].map { edges[$0] })
        }
    }

    /// One pixel row: the bands between the heights where an edge ends or two edges cross.
    private mutating func addUnion(row: Int, of edges: [DirectedEdge]) {
        let rowTop = Double(row), rowBottom = Double(row + 1)
        var cuts = [rowTop, rowBottom]
        for (index, edge) in edges.enumerated() {
            for y in [edge.top.y, edge.bottom.y] where y > rowTop && y < rowBottom { cuts.append(y) }
            for other in edges[(index + 1)...] {
                let from = max(edge.top.y, other.top.y, rowTop), to = min(edge.bottom.y, other.bottom.y, rowBottom)
                guard from < to else { continue }
                let gapFrom = edge.x(at: from) - other.x(at: from), gapTo = edge.x(at: to) - other.x(at: to)
                if gapFrom * gapTo < 0 { cuts.append(from + (to - from) * gapFrom / (gapFrom - gapTo)) }
            }
        }
        cuts.sort()
        var crossing: [(from: Double, to: Double, middle: Double, winding: Int)] = []
        for (bandTop, bandBottom) in zip(cuts, cuts.dropFirst()) where bandBottom - bandTop > 1e-12 {
            let middle = (bandTop + bandBottom) / 2
            crossing.removeAll(keepingCapacity: true)
            for edge in edges where edge.top.y <= middle && edge.bottom.y >= middle {
                crossing.append((edge.x(at: bandTop), edge.x(at: bandBottom), edge.x(at: middle), edge.winding))
            }
            crossing.sort { $0.middle < $1.middle }
            var winding = 0
            for edge in crossing {
                let before = winding
                winding += edge.winding
                // Entering the region adds the area right of the edge; leaving takes it away again.
                if before == 0 && winding != 0 {
                    addPiece(row: row, from: edge.from, to: edge.to, height: bandBottom - bandTop)
                } else if before != 0 && winding == 0 {
                    addPiece(row: row, from: edge.from, to: edge.to, height: bandTop - bandBottom)
                }
            }
        }
    }
}
