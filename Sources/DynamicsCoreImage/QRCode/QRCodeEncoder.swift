/// A QR code encoder (ISO/IEC 18004): the message in byte mode, the smallest version that holds it at the asked
/// error-correction level, Reed–Solomon blocks interleaved, and the mask with the lowest penalty.
enum QRCodeEncoder {
    /// How much of the code may be damaged and still read: about 7 %, 15 %, 25 % and 30 %.
    enum CorrectionLevel: String, CaseIterable, Sendable {
        case low = "L", medium = "M", quartile = "Q", high = "H"

        /// The two format-information bits of the level.
        var formatBits: Int {
            switch self {
            case .low: return 1
            case .medium: return 0
            case .quartile: return 3
            case .high: return 2
            }
        }
    }

    /// The symbol of `message`; nil when it is longer than a version 40 code holds at `level`.
    static func encode(_ message: [UInt8], level: CorrectionLevel) -> QRCodeSymbol? {
        guard let version = (1...40).first(where: { version in
            let countBits = version < 10 ? 8 : 16
            return 4 + countBits + message.count * 8 <= QRCodeTables.dataCodewords(version: version, level: level) * 8
        }) else { return nil }
        let codewords = interleaved(dataCodewords(message, version: version, level: level), version: version, level: level)
        var best: QRCodeSymbol?
        var bestPenalty = Int.max
        for mask in 0..<8 {
            var symbol = QRCodeSymbol(version: version)
            symbol.drawFunctionPatterns()
            symbol.drawCodewords(codewords)
            symbol.applyMask(mask)
            symbol.drawFormatBits(level: level, mask: mask)
            let penalty = symbol.penalty()
            if penalty < bestPenalty {
                best = symbol
                bestPenalty = penalty
            }
        }
        return best
    }

    /// Mode indicator 0100, the length, the bytes, the terminator and the pad codewords 0xEC, 0x11.
    static func dataCodewords(_ message: [UInt8], version: Int, level: CorrectionLevel) -> [UInt8] {
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(message.count, count: version < 10 ? 8 : 16)
        for byte in message { bits.append(Int(byte), count: 8) }
        let capacity = QRCodeTables.dataCodewords(version: version, level: level) * 8
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var bytes = bits.bytes
        var pad: UInt8 = 0xEC
        while bytes.count < capacity / 8 {
            bytes.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return bytes
    }

    /// The data split into blocks, each followed by its error correction, read out column by column.
    static func interleaved(_ data: [UInt8], version: Int, level: CorrectionLevel) -> [UInt8] {
        let blockCount = QRCodeTables.blockCount[level]![version]
        let eccLength = QRCodeTables.eccCodewordsPerBlock[level]![version]
        let rawCodewords = QRCodeTables.rawDataModules(version: version) / 8
        let shortBlocks = blockCount - rawCodewords % blockCount
        let shortLength = rawCodewords / blockCount
        let divisor = ReedSolomon.divisor(degree: eccLength)
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength - eccLength + (index < shortBlocks ? 0 : 1)
            var block = Array(data[start..<(start + length)])
            start += length
            let ecc = ReedSolomon.remainder(block, divisor: divisor)
            if index < shortBlocks { block.append(0) }
            blocks.append(block + ecc)
        }
        var result: [UInt8] = []
        for column in 0..<blocks[0].count {
            for (index, block) in blocks.enumerated() where column != shortLength - eccLength || index >= shortBlocks {
                result.append(block[column])
            }
        }
        return result
    }
}

/// Bits appended most significant first.
struct BitBuffer {
    private(set) var bits: [Bool] = []
    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, i in byte << 1 | (start + i < bits.count && bits[start + i] ? 1 : 0) }
        }
    }
}
