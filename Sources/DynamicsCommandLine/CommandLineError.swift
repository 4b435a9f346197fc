/// A failure reported as one line on standard error with a specific exit status.
struct CommandLineError: Error {
    /// Exit statuses: 1 for a failed operation (or a comparison that found differences), 2 for bad usage or I/O.
    enum Status: Int32 {
        case failure = 1
        case usage = 2
    }

    let message: String
    let status: Status

    /// Bad arguments, an unusable path or unreadable input: exit 2.
    static func usage(_ message: String) -> CommandLineError { CommandLineError(message: message, status: .usage) }
    /// The work itself failed (e.g. ffmpeg): exit 1.
    static func failure(_ message: String) -> CommandLineError { CommandLineError(message: message, status: .failure) }
}
