import Foundation

/// Why a frame could not be rendered.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    /// One line saying what is wrong.
    public let description: String
}
