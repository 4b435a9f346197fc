import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Three-dimensional simplex noise (Perlin's simplex lattice, after Stefan Gustavson's description), deterministic:
/// the permutation comes from a fixed linear congruential sequence, so every run gives the same field.
struct SimplexNoise: Sendable {
    private let permutation: [UInt8]

    /// The shared table; immutable, so safe to share.
    static let standard = SimplexNoise(seed: 0x5DEECE66D)

    init(seed: UInt64) {
        var table = Array(0...255).map(UInt8.init)
        var state = seed
        for i in stride(from: 255, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let j = Int((state >> 33) % UInt64(i + 1))
            table.swapAt(i, j)
        }
        permutation = table + table
    }

    private static let gradients: [(Double, Double, Double)] = [
        (1, 1, 0), (-1, 1, 0), (1, -1, 0), (-1, -1, 0), (1, 0, 1), (-1, 0, 1),
        (1, 0, -1), (-1, 0, -1), (0, 1, 1), (0, -1, 1), (0, 1, -1), (0, -1, -1),
    ]

    /// Noise in about [−1, 1] at (x, y, z).
    func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        guard x.isFinite, y.isFinite, z.isFinite else { return 0 }
        let skew = 1.0 / 3.0, unskew = 1.0 / 6.0
        let s = (x + y + z) * skew
        let i = floor(x + s), j = floor(y + s), k = floor(z + s)
        let t = (i + j + k) * unskew
        let x0 = x - (i - t), y0 = y - (j - t), z0 = z - (k - t)
        let (i1, j1, k1, i2, j2, k2): (Int, Int, Int, Int, Int, Int)
        if x0 >= y0 {
            if y0 >= z0 { (i1, j1, k1, i2, j2, k2) = (1, 0, 0, 1, 1, 0) }
            else if x0 >= z0 { (i1, j1, k1, i2, j2, k2) = (1, 0, 0, 1, 0, 1) }
            else { (i1, j1, k1, i2, j2, k2) = (0, 0, 1, 1, 0, 1) }
        } else {
            if y0 < z0 { (i1, j1, k1, i2, j2, k2) = (0, 0, 1, 0, 1, 1) }
            else if x0 < z0 { (i1, j1, k1, i2, j2, k2) = (0, 1, 0, 0, 1, 1) }
            else { (i1, j1, k1, i2, j2, k2) = (0, 1, 0, 1, 1, 0) }
        }
        let corners: [(Double, Double, Double, Int, Int, Int)] = [
            (x0, y0, z0, 0, 0, 0),
            (x0 - Double(i1) + unskew, y0 - Double(j1) + unskew, z0 - Double(k1) + unskew, i1, j1, k1),
            (x0 - Double(i2) + 2 * unskew, y0 - Double(j2) + 2 * unskew, z0 - Double(k2) + 2 * unskew, i2, j2, k2),
            (x0 - 1 + 3 * unskew, y0 - 1 + 3 * unskew, z0 - 1 + 3 * unskew, 1, 1, 1),
        ]
        // The lattice repeats every 256 cells; reducing first keeps far-away points (an item thrown a billion points
        // away, a field running for years) within Int.
        let ii = Int(i.truncatingRemainder(dividingBy: 256)) & 255
        let jj = Int(j.truncatingRemainder(dividingBy: 256)) & 255
        let kk = Int(k.truncatingRemainder(dividingBy: 256)) & 255
        var total = 0.0
        for (cx, cy, cz, di, dj, dk) in corners {
            let falloff = 0.6 - cx * cx - cy * cy - cz * cz
            guard falloff > 0 else { continue }
            let hash = permutation[ii + di + Int(permutation[jj + dj + Int(permutation[kk + dk])])] % 12
            let g = Self.gradients[Int(hash)]
            let f2 = falloff * falloff
            total += f2 * f2 * (g.0 * cx + g.1 * cy + g.2 * cz)
        }
        return 32 * total
    }
}
