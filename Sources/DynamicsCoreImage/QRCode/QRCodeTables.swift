/// The capacity tables of ISO/IEC 18004 (Table 9): per version 1…40 and correction level, the error-correction
/// codewords of each block and the number of blocks. Index 0 is unused.
enum QRCodeTables {
    static let eccCodewordsPerBlock: [QRCodeEncoder.CorrectionLevel: [Int]] = [
        .low: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
               30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        .medium: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28,
                  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        .quartile: [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30,
                    30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        .high: [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30,
                30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    static let blockCount: [QRCodeEncoder.CorrectionLevel: [Int]] = [
        .low: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17,
               18, 19, 19, 20, 21, 22, 24, 25],
        .medium: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26,
                  28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        .quartile: [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34,
                    35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        .high: [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
                45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    /// Modules left for data and error correction once the function patterns are drawn.
    static func rawDataModules(version: Int) -> Int {
        var result = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            result -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { result -= 36 }
        }
        return result
    }

    /// Data codewords a version holds at a level.
    static func dataCodewords(version: Int, level: QRCodeEncoder.CorrectionLevel) -> Int {
        rawDataModules(version: version) / 8 - eccCodewordsPerBlock[level]![version] * blockCount[level]![version]
    }

    /// Centres of the alignment patterns along each axis.
    static func alignmentPositions(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        let size = version * 4 + 17
        var positions = [6]
        for index in stride(from: count - 1, through: 1, by: -1) {
            positions.insert(size - 7 - (count - 1 - index) * step, at: 1)
        }
        return positions
    }
}
