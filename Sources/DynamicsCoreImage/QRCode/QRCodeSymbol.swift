/// The grid of a QR code: which modules are dark, and which belong to the function patterns (finders, timing,
/// alignment, format and version information) that data and masks leave alone.
struct QRCodeSymbol {
    let version: Int
    let size: Int
    private var dark: [Bool]
    private var isFunction: [Bool]

    init(version: Int) {
        self.version = version
        size = version * 4 + 17
        dark = [Bool](repeating: false, count: size * size)
        isFunction = dark
    }

    func isDark(row: Int, column: Int) -> Bool { dark[row * size + column] }

    private mutating func setFunction(column x: Int, row y: Int, _ value: Bool) {
        dark[y * size + x] = value
        isFunction[y * size + x] = true
    }

    mutating func drawFunctionPatterns() {
        for i in 0..<size {
            setFunction(column: 6, row: i, i % 2 == 0)
            setFunction(column: i, row: 6, i % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                    let distance = max(abs(dx), abs(dy))
                    setFunction(column: x + dx, row: y + dy, distance != 2 && distance != 4)
                }
            }
        }
        let positions = QRCodeTables.alignmentPositions(version: version)
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                let last = positions.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { setFunction(column: x + dx, row: y + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        drawFormatBits(level: .medium, mask: 0)
        drawVersion()
    }

    /// The 15 format bits (level and mask, BCH-protected, XOR 0x5412) in both copies, and the dark module.
    mutating func drawFormatBits(level: QRCodeEncoder.CorrectionLevel, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0...5 { setFunction(column: 8, row: i, bit(i)) }
        setFunction(column: 8, row: 7, bit(6))
        setFunction(column: 8, row: 8, bit(7))
        setFunction(column: 7, row: 8, bit(8))
        for i in 9..<15 { setFunction(column: 14 - i, row: 8, bit(i)) }
        for i in 0..<8 { setFunction(column: size - 1 - i, row: 8, bit(i)) }
        for i in 8..<15 { setFunction(column: 8, row: size - 15 + i, bit(i)) }
        setFunction(column: 8, row: size - 8, true)
    }

    /// The 18 version bits (BCH-protected) of versions 7 and up, in both corners.
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for i in 0..<18 {
            let value = (bits >> i) & 1 == 1
            let a = size - 11 + i % 3, b = i / 3
            setFunction(column: a, row: b, value)
            setFunction(column: b, row: a, value)
        }
    }

    /// The codewords' bits in the zigzag order, two columns at a time from the right, skipping the timing column.
    mutating func drawCodewords(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    if !isFunction[y * size + x] && index < codewords.count * 8 {
                        dark[y * size + x] = (codewords[index >> 3] >> (7 - UInt8(index & 7))) & 1 == 1
                        index += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where mask pattern `mask` (0…7) says.
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] {
                let flip: Bool
                switch mask {
                case 0: flip = (x + y) % 2 == 0
                case 1: flip = y % 2 == 0
                case 2: flip = x % 3 == 0
                case 3: flip = (x + y) % 3 == 0
                case 4: flip = (x / 3 + y / 2) % 2 == 0
                case 5: flip = x * y % 2 + x * y % 3 == 0
                case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
                default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { dark[y * size + x].toggle() }
            }
        }
    }

    /// The standard's penalty: runs of five or more, 2 × 2 blocks, finder-like 1:1:3:1:1 patterns with four light
    /// modules, and the dark share's distance from half.
    func penalty() -> Int {
        var total = 0
        let finderLike: [[Bool]] = [[true, false, true, true, true, false, true, false, false, false, false],
                                    [false, false, false, false, true, false, true, true, true, false, true]]
        for horizontal in [true, false] {
            for line in 0..<size {
                func at(_ i: Int) -> Bool { horizontal ? dark[line * size + i] : dark[i * size + line] }
                var run = 1
                for i in 1...size {
                    if i < size && at(i) == at(i - 1) {
                        run += 1
                    } else {
                        if run >= 5 { total += run - 2 }
                        run = 1
                    }
                }
                for start in 0..<max(0, size - 10) {
                    for pattern in finderLike where (0..<11).allSatisfy({ at(start + $0) == pattern[$0] }) { total += 40 }
                }
            }
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let color = dark[y * size + x]
                if dark[y * size + x + 1] == color && dark[(y + 1) * size + x] == color
                    && dark[(y + 1) * size + x + 1] == color { total += 3 }
            }
        }
        let darkCount = dark.filter { $0 }.count
        total += Int(abs(Double(darkCount) / Double(size * size) * 100 - 50) / 5) * 10
        return total
    }
}
