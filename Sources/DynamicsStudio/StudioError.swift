/// Why the studio could not start or stopped.
public enum StudioError: Error, CustomStringConvertible, Equatable {
    /// Another program listens on the port.
    case portBusy(host: String, port: Int)
    /// Listening failed for another reason.
    case cannotListen(String)
    /// A folder it was started with does not exist or cannot be used.
    case badFolder(String)
    /// `--watch` could not build or start the scene process.
    case watchFailed(String)
    /// The token it was given is too short or holds characters other than letters and digits.
    case badToken(String)

    /// One line for the user.
    public var description: String {
        switch self {
        case .portBusy(let host, let port):
            "port \(port) on \(host) is busy; stop the other program or choose another with --port"
        case .cannotListen(let reason): "cannot listen: \(reason)"
        case .badFolder(let reason): reason
        case .watchFailed(let reason): reason
        case .badToken(let reason): reason
        }
    }
}
