/// The rewriter's bound on bracket structure, checked before the parser sees a source.
///
/// swift-syntax's parser, at a `[` that starts an expression, looks ahead to tell a collection literal from a type
/// (`[Int]()`), and at every such `[` on the way looks ahead again: the cost about doubles with each `[` nested,
/// closed or not (a `[` after a value, a subscript, costs nothing more). Measured with
/// `make bench-parser`'s shapes on 2026-11-30 (swift-syntax 602 in a debug build, CPU time, median of 3 parses of
/// `BallViewController.swift` of the rewriter corpus with the brackets put in; 13 ms as written): a run of `[` left
/// open on one line costs 38 ms at 8, 107 ms at 10, 376 ms at 12 and 1.4 s at 14 (×1.9 a bracket; the fuzz campaign's
/// runs of up to 40 were past its 20 s budget); `[` … `]` closed on one line, 8 deep, 14–21 ms, 16 deep 1.3–1.5 s.
/// Runs of `(` or `{` stay within 10–18 ms up to 64, a run mixing `([{` within 36 ms, nested blocks 92 ms at 256 (a
/// debug swift-syntax refuses nesting past 20 levels, so the deeper closed shapes there are refusals; a release build
/// of swift-syntax did not finish in 23 minutes on the shared 2-core machine at a load of 12–15, so release figures
/// are still to be taken with `make bench-parser`). Real sources never come near the bounds: across the repository's
/// and its dependencies' Swift files (5,600 of them, the parser's own test data left out), at most 5 brackets opened
/// on one line are still open at its end and brackets nest at most 24 deep; across 9,276 (the ports' too), `[` nests
/// at most 6 deep. So a source that leaves more than ``lineLimit`` open on one
/// line, nests deeper than ``depthLimit``, or nests `[` deeper than ``squareLimit``, is refused in one line instead of
/// parsed. Brackets inside comments and string literals do not count; `#if` … `#endif` count as a pair of brackets,
/// as the parser's recovery pairs them.
enum BracketNesting {
    /// The most brackets one line may leave open.
    static let lineLimit = 8
    /// The deepest nesting read.
    static let depthLimit = 64
    /// The deepest nesting of `[` read (each costs about twice the one outside it).
    static let squareLimit = 12

    /// Throws ``PortError/unreadableNesting(file:line:message:)`` for the first line past a limit.
    static func check(_ source: PortSource) throws(PortError) {
        var scanner = Scanner(bytes: Array(source.text.utf8))
        // The closer each open bracket waits for, and its line, innermost last. A closer of another kind closes
        // nothing, as the parser's recovery sees it: `[[)` leaves both `[` open.
        var open: [(closer: UInt8, line: Int)] = []
        var squares = 0
        func lineEnds(_ line: Int) throws(PortError) {
            let left = open.reversed().prefix { $0.line == line }.count
            if left > lineLimit {
                throw .unreadableNesting(file: source.path, line: line, message: "\(left) brackets opened on this line and left open (at most \(lineLimit) are read)")
            }
        }
        while let (byte, line) = scanner.nextCode() {
            if let closer = closers[byte] {
                open.append((closer, line))
                if open.count > depthLimit {
                    throw .unreadableNesting(file: source.path, line: line, message: "brackets nested more than \(depthLimit) deep")
                }
                if closer == UInt8(ascii: "]") {
                    squares += 1
                    if squares > squareLimit {
                        throw .unreadableNesting(file: source.path, line: line, message: "[ nested more than \(squareLimit) deep")
                    }
                }
            } else if byte == open.last?.closer {
                if open.removeLast().closer == UInt8(ascii: "]") { squares -= 1 }
            } else if byte == UInt8(ascii: "\n") {
                try lineEnds(line)
            }
        }
        try lineEnds(scanner.line)
    }

    /// Each opening bracket's closer; `#if` and `#endif` stand in as `\u{1}` and `\u{2}` (see `Scanner`).
    private static let closers: [UInt8: UInt8] = [
        UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "{"): UInt8(ascii: "}"),
        Scanner.poundIf: Scanner.poundEndif,
    ]

    /// Walks a source's bytes, stepping over comments and string literals.
    private struct Scanner {
        /// What `#if` and `#endif` are given as: the parser's recovery pairs them as it pairs brackets.
        static let poundIf: UInt8 = 1, poundEndif: UInt8 = 2

        let bytes: [UInt8]
        var index = 0
        var line = 1

        /// The next byte outside comments and strings (line breaks included, so lines can be counted), with its
        /// 1-based line.
        mutating func nextCode() -> (UInt8, Int)? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if byte == UInt8(ascii: "\"") {
                    skipString()
                } else if byte == UInt8(ascii: "#"), let directive = directive() {
                    return (directive, line)
                } else {
                    index += 1
                    let at = line
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    return (byte, at)
                }
            }
            return nil
        }

        /// `#if` or `#endif` at `index` (stepped over), as ``poundIf`` or ``poundEndif``.
        private mutating func directive() -> UInt8? {
            for (word, code) in [(Array("#if".utf8), Self.poundIf), (Array("#endif".utf8), Self.poundEndif)] {
                let end = index + word.count
                guard end <= bytes.count, Array(bytes[index..<end]) == word else { continue }
                if end < bytes.count, bytes[end] == UInt8(ascii: "_") || Character(UnicodeScalar(bytes[end])).isLetter
                    || Character(UnicodeScalar(bytes[end])).isNumber { continue }
                index = end
                return code
            }
            return nil
        }

        private func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Steps over one byte, counting the line it ends.
        private mutating func step() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        /// `/* … */`, nested as Swift nests them.
        private mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    step()
                }
            }
        }

        /// `"…"` to the closing quote or the end of the line; `"""…"""` to its closing quotes.
        private mutating func skipString() {
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    if index < bytes.count { step() }
                } else if byte == UInt8(ascii: "\"") {
                    if !multiline { index += 1; return }
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") { index += 3; return }
                    index += 1
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    return
                } else {
                    step()
                }
            }
        }
    }
}
