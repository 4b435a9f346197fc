import Foundation

/// Malformed SVG path data: where parsing stopped and why.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// Zero-based offset, in Unicode scalars (characters, for the ASCII that path data is made of), of the problem.
    public var offset: Int
    /// What was expected or found there.
    public var reason: String

    /// An error at `offset` for `reason`.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// One line: "invalid SVG path data at character 12: expected a number for 'L', found 'x'".
    public var description: String { "invalid SVG path data at character \(offset): \(reason)" }

    /// The same line as `description`.
    public var errorDescription: String? { description }
}
