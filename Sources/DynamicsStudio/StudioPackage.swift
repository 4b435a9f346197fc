/// A package whose scenes the studio serves from a process of their own: it builds the package's executable with
/// `swift build`, starts it as `frame-server`, and with `watch` rebuilds and restarts it on every save.
public struct StudioPackage: Sendable {
    /// The package's folder (it holds `Package.swift`).
    public var folder: String
    /// `debug` or `release`: the configuration `swift build` builds in.
    public var configuration = "debug"
    /// The executable product that calls `DynamicsCommand.main(scenes:)`; nil: the package's only executable.
    public var product: String?
    /// Rebuild and restart on every change in `Sources` or `Package.swift`.
    public var watch = false
    /// A build command of the caller's instead of `swift build --product P -c C` (tests).
    public var buildCommand: [String]?
    /// The executable to start after a build instead of the product `swift build --show-bin-path` names (tests).
    public var executable: String?

    /// The package in `folder`, built in debug.
    public init(folder: String) {
        self.folder = folder
    }
}
