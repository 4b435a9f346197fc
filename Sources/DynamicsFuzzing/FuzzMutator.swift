/// Turns a valid input into a nearly valid one: the inputs that reach past a parser's first check, where crashes live.
///
/// Byte-level mutations (cut short, bytes overwritten, a stretch removed or repeated, structural characters dropped
/// in) find what a parser does with broken syntax; value-level ones (a number replaced by an extreme one, a quoted
/// string by a hostile one) keep the syntax and find what the code after the parser does with values it never
/// expected.
enum FuzzMutator {
    /// One to three mutations of `bytes`.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> [UInt8] {
        var bytes = bytes
        for _ in 0...Int.random(in: 0...2, using: &random) {
            bytes = mutateOnce(bytes, random: &random)
        }
        return bytes
    }

    /// Numbers a field may be given that its reader did not plan for: zero, negative, beyond `Int`, beyond `Double`,
    /// denormal, and words JSON does not allow.
    static let extremeNumbers = ["0", "-1", "-0", "1e308", "1e309", "-1e308", "9223372036854775807", "9223372036854775808",
                                 "-9223372036854775808", "4294967296", "1e-320", "65536", "0.5", "1e15", "NaN", "Infinity"]

    /// Strings a field may be given that its reader did not plan for: empty, paths that climb out or are absolute,
    /// escapes, control characters, non-ASCII, and long.
    static let hostileStrings = ["", "..", "../../escape.png", "/etc/passwd", "a/../../b", "%2e%2e/%2e%2e", "\\\\u0000",
                                 "\\n", "é", "frame_00000.png/..", String(repeating: "x", count: 3000), " ", "."]

    private static func mutateOnce(_ bytes: [UInt8], random: inout FuzzRandom) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return Array("{}".utf8) }
        func position() -> Int { Int.random(in: 0..<bytes.count, using: &random) }
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            bytes = Array(bytes.prefix(position()))
        case 1:
            for _ in 0...Int.random(in: 0...7, using: &random) { bytes[position()] = UInt8.random(in: 0...255, using: &random) }
        case 2:
            let start = position()
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + Int.random(in: 0..<64, using: &random)))
        case 3:
            let start = position()
            bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 1 + Int.random(in: 0..<64, using: &random))],
                         at: position())
        case 4:
            let structural = Array("<>{}()[]\"'/;=,:\\\n\r#@`&?% ".utf8)
            for _ in 0...Int.random(in: 0...3, using: &random) { bytes.insert(random.pick(structural), at: position()) }
        case 5, 6:
            // Twice as likely as the others: most inputs are made of numbers, and these are the mutations that
            // reach arithmetic.
            guard let number = random.pick(optional: runs(in: bytes, where: isNumberByte)) else { return bytes }
            bytes.replaceSubrange(number, with: Array(random.pick(extremeNumbers).utf8))
        default:
            guard let text = random.pick(optional: quotedStrings(in: bytes)) else { return bytes }
            bytes.replaceSubrange(text, with: Array(random.pick(hostileStrings).utf8))
        }
        return bytes
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e")
    }

    /// The maximal runs of bytes that `belongs` accepts and that hold a digit.
    private static func runs(in bytes: [UInt8], where belongs: (UInt8) -> Bool) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard belongs(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, belongs(bytes[index]) { index += 1 }
            if bytes[start..<index].contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                found.append(start..<index)
            }
        }
        return found
    }

    /// The insides of the double-quoted strings in `bytes` (without the quotes).
    private static func quotedStrings(in bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var open: Int?
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") {
            if let start = open {
                found.append(start..<index)
                open = nil
            } else {
                open = index + 1
            }
        }
        return found
    }
}
