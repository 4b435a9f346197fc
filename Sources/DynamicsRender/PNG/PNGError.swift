import Foundation

/// Why reading or writing a PNG failed.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file involved.
    public let path: String
    /// What went wrong, in one line.
    public let reason: String

    /// `cannot write frame.png: Permission denied`.
    public var description: String { "\(path): \(reason)" }
}
