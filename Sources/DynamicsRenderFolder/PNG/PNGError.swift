import Foundation

/// Why reading or writing a PNG failed.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file involved.
    public let path: String
    /// What went wrong, in one line.
    public let reason: String

    /// An error about `path`: `reason` in one line.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write frame.png: Permission denied`.
    public var description: String { "\(path): \(reason)" }
}
