/// How iOS dithers a `CAGradientLayer` to 8 bits per channel. A pixel's exact value v (in 8-bit units, per channel)
/// shows as ⌊v⌋ + 1 where its threshold M < 256 · (v − ⌊v⌋), and as ⌊v⌋ otherwise, so a flat value n + f raises the
/// share f of a 16 × 16 tile's pixels.
///
/// The thresholds are measured, not designed: nine public references of axial gradients recorded on iOS 13 to 26
/// simulators (Sources/DynamicsUIKit/DECISIONS.md lists them) were read line by line — every row, column or
/// anti-diagonal is one exact value, so its raised pixels sit on cells with lower thresholds than its unraised ones.
/// Those orders, over all the references, admit one consistent ranking of the 256 cells (no cycles); where they leave
/// two cells unordered, a smooth fit of each line's value decides. Given each line's exact value, the matrix
/// reproduces all nine pictures with no pixel different. Single entries may be off by a few 1/256 where the
/// references leave a range; that moves a pixel only for a value that falls between the true and the chosen one.
///
/// The matrix sits at the picture's origin (device pixel (0, 0)): row y mod 16; column x mod 16 for horizontal and
/// oblique gradients, ((x >> 2) + popcount(x & 3)) mod 16 for vertical ones, as the references show.
enum GradientDither {
    /// The thresholds, 0...255 each once, row after row (`thresholds[row * 16 + column]`).
    static let thresholds: [UInt8] = [
         11,  67, 228, 104, 146,  52,  99,  13, 138,  79, 209, 100,  51, 251, 119,  39,
         97, 191, 123,   3,  37, 183, 222, 121, 252, 156,  17, 145, 213,  74, 151, 177,
        212,  49, 164, 204, 246,  70, 143,  26,  53, 202, 111,  36, 171,   0,  58, 235,
        141,  83,  28, 133,  91, 175, 193,  84, 233,  64, 181, 239,  87, 195, 108,  20,
        116, 230, 157,  59, 225, 113,   2, 130, 166,  96,   7, 127,  46, 135, 247, 165,
        186,   8, 218, 103,  18, 210,  45, 245,  23, 153, 227, 190,  78, 219,  29,  72,
         55,  93,  43, 197, 170,  75, 147,  69, 231, 105,  56, 162,  14, 149, 101, 208,
        236, 180, 137, 253, 122,  30, 188, 118, 179,  40, 205,  89, 244, 174,   4, 124,
        158,  82,  21,  65, 150, 224,  88,  15, 249, 136,  31, 142, 112,  63, 200,  38,
        234, 109, 194, 216,  54,   1, 203, 102, 232,  76, 196, 237,  48, 215, 129,  73,
        167,  16, 134,  94, 172, 125,  44, 160,  60, 120, 168,   9,  85, 185,  24, 250,
         50, 211,  35, 241,  71, 221, 182, 144,  22, 254,  98, 152, 242, 117, 148, 106,
         90, 154, 187, 140,  10, 107,  32,  80, 226, 192,  57,  33, 178,  66, 206,   5,
        255,  61, 115,  47, 198, 248, 155, 238, 114,   6, 131, 223,  95, 220,  41, 169,
        201,  25, 229, 173,  86, 128,  62,  34,  92, 176,  68, 161,  12, 139,  81, 110,
        132, 159,  77, 214,  19, 207, 163, 217, 189,  42, 243, 126, 199,  27, 184, 240,
    ]

    /// The matrix column device column `x` uses: a vertical gradient (colour constant along each row) reads the
    /// columns in the order iOS does, which repeats every 64 pixels; any other gradient reads x mod 16.
    @inline(__always) static func column(_ x: Int, vertical: Bool) -> Int {
        vertical ? ((x >> 2) + (x & 3).nonzeroBitCount) & 15 : x & 15
    }

    /// The 8-bit level shown for the exact value `v` (8-bit units) at a cell with `threshold`, clamped to 0...255.
    @inline(__always) static func level(_ v: Double, threshold: UInt8) -> UInt32 {
        guard v > 0 else { return 0 }
        guard v < 255 else { return 255 }
        let floor = v.rounded(.down)
        return UInt32(floor) + (Double(threshold) < 256 * (v - floor) ? 1 : 0)
    }

    /// A Cairo ARGB32 pixel (premultiplied, in the machine's byte order) for premultiplied exact values in 8-bit units
    /// (red, green, blue, alpha). One threshold serves all four, so a colour channel never ends up above alpha.
    @inline(__always) static func pixel(_ premultiplied: SIMD4<Double>, threshold: UInt8) -> UInt32 {
        level(premultiplied.w, threshold: threshold) << 24 | level(premultiplied.x, threshold: threshold) << 16
            | level(premultiplied.y, threshold: threshold) << 8 | level(premultiplied.z, threshold: threshold)
    }
}
