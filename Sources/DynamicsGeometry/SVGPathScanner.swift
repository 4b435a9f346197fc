import Foundation

/// Reads the tokens of SVG path data: command letters, numbers, arc flags and separators.
struct SVGPathScanner {
    private let scalars: [Unicode.Scalar]
    /// Offset of the next unread scalar.
    private(set) var offset = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var isAtEnd: Bool { offset >= scalars.count }

    /// The next scalar, if any.
    var next: Unicode.Scalar? { isAtEnd ? nil : scalars[offset] }

    /// True when a number starts at the cursor.
    var isAtNumber: Bool {
        guard let next else { return false }
        return next == "+" || next == "-" || next == "." || Self.isDigit(next)
    }

    /// Consumes and returns the next scalar.
    mutating func advance() -> Unicode.Scalar? {
        defer { offset += 1 }
        return next
    }

    /// Skips white space (space, tab, line feed, carriage return, form feed).
    mutating func skipWhitespace() {
        while let next, Self.isWhitespace(next) { offset += 1 }
    }

    /// Skips white space with at most one comma in it; returns whether a comma was skipped.
    @discardableResult
    mutating func skipSeparator() -> Bool {
        skipWhitespace()
        guard next == "," else { return false }
        offset += 1
        skipWhitespace()
        return true
    }

    /// Reads a number such as `12`, `-.5`, `3.`, `1e-3`; a second `.` starts the next number (`-.5.5` is −0.5, 0.5).
    mutating func number(for command: Unicode.Scalar) throws -> CGFloat {
        let start = offset
        if next == "+" || next == "-" { offset += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if next == "." {
            offset += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            offset = start
            throw error("expected a number for '\(command)'")
        }
        if next == "e" || next == "E" {
            let exponentStart = offset
            offset += 1
            if next == "+" || next == "-" { offset += 1 }
            if skipDigits() == 0 { offset = exponentStart }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<offset]))
        guard let value = Double(text), value.isFinite else {
            let end = offset
            offset = start
            throw error("number '\(text)' for '\(command)' is out of range", length: end - start)
        }
        return CGFloat(value)
    }

    /// Reads an arc flag: a single `0` or `1`, which may touch the next token (`a1 1 0 00 1 1` is valid).
    mutating func flag(for command: Unicode.Scalar) throws -> Bool {
        switch next {
        case "0": offset += 1; return false
        case "1": offset += 1; return true
        default: throw error("expected an arc flag (0 or 1) for '\(command)'")
        }
    }

    /// An error at the cursor naming what was found there.
    func error(_ expectation: String, length: Int = 1) -> SVGPathError {
        let found: String
        if !isAtEnd {
            let end = min(offset + max(length, 1), scalars.count)
            found = "'" + String(String.UnicodeScalarView(scalars[offset..<end])) + "'"
        } else {
            found = "the end of the data"
        }
        return SVGPathError(offset: offset, reason: "\(expectation), found \(found)")
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while let next, Self.isDigit(next) { offset += 1 }
        return offset - start
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }
}
