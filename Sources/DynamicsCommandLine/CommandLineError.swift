/// A failure reported as one line on standard error with a specific exit status.
package struct CommandLineError: Error {
    /// Exit statuses: 1 for a failed operation (or a comparison that found differences), 2 for bad usage or I/O.
    package enum Status: Int32 {
        case failure = 1
        case usage = 2
    }

    package let message: String
    package let status: Status

    /// Bad arguments, an unusable path or unreadable input: exit 2.
    package static func usage(_ message: String) -> CommandLineError { CommandLineError(message: message, status: .usage) }
    /// The work itself failed (e.g. the video encoder on a full disk): exit 1.
    package static func failure(_ message: String) -> CommandLineError { CommandLineError(message: message, status: .failure) }
}
