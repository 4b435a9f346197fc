/// A value of an OpenStep ("old-style ASCII") property list, the format of Xcode's `project.pbxproj`.
enum OpenStepValue: Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var array: [OpenStepValue]? { if case .array(let items) = self { items } else { nil } }
    var dictionary: [String: OpenStepValue]? { if case .dictionary(let entries) = self { entries } else { nil } }

    subscript(key: String) -> OpenStepValue? { dictionary?[key] }
}

/// Reads an OpenStep property list. Written here rather than taken from Foundation's `PropertyListSerialization`
/// because that one prints its own diagnostics on standard error and reports no line for most errors, where a port
/// must stop with one `file:line:` line.
struct OpenStepPlistParser {
    /// Why the text is not a property list, at a 1-based line.
    struct Failure: Error, Equatable {
        var line: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1

    /// Parses `text` (one root value, comments allowed).
    static func parse(_ text: String) throws(Failure) -> OpenStepValue {
        var parser = OpenStepPlistParser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipTrivia()
        if parser.offset < parser.bytes.count { throw parser.failure("unexpected text after the root value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    private mutating func skipTrivia() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                offset += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset < bytes.count,
                      !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                    offset += 1
                }
                offset = min(bytes.count, offset + 2)
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Character) throws(Failure) {
        skipTrivia()
        guard offset < bytes.count else { throw failure("expected '\(character)', found the end of the file") }
        guard bytes[offset] == character.asciiValue! else {
            throw failure("expected '\(character)', found '\(Character(Unicode.Scalar(bytes[offset])))'")
        }
        offset += 1
    }

    private mutating func peek() -> UInt8? {
        skipTrivia()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Nesting deeper than any project file needs is refused, so a hostile file cannot exhaust the stack.
    private static let maximumDepth = 64

    private mutating func value(depth: Int) throws(Failure) -> OpenStepValue {
        guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        guard let byte = peek() else { throw failure("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"):
            offset += 1
            var entries: [String: OpenStepValue] = [:]
            while peek() != UInt8(ascii: "}") {
                let key = try string()
                try expect("=")
                entries[key] = try value(depth: depth + 1)
                try expect(";")
            }
            offset += 1
            return .dictionary(entries)
        case UInt8(ascii: "("):
            offset += 1
            var items: [OpenStepValue] = []
            while peek() != UInt8(ascii: ")") {
                items.append(try value(depth: depth + 1))
                if peek() == UInt8(ascii: ",") { offset += 1 } else { break }
            }
            try expect(")")
            return .array(items)
        default:
            return .string(try string())
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "_$/:.-+".utf8.contains(byte)
    }

    private mutating func string() throws(Failure) -> String {
        guard let first = peek() else { throw failure("expected a string, found the end of the file") }
        if first == UInt8(ascii: "\"") {
            offset += 1
            var scalars: [UInt8] = []
            while true {
                guard offset < bytes.count else { throw failure("a quoted string is not closed") }
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\n") { line += 1 }
                if byte == UInt8(ascii: "\\"), offset < bytes.count {
                    let escaped = bytes[offset]
                    offset += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                    default: scalars.append(escaped)
                    }
                } else {
                    scalars.append(byte)
                }
            }
            return String(decoding: scalars, as: UTF8.self)
        }
        let start = offset
        while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
        guard offset > start else {
            throw failure("unexpected '\(Character(Unicode.Scalar(first)))'")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
