import Dynamics

/// Everything `dynamics studio` is started with: where it listens, which scenes it shows and the only folders it may
/// read or write.
public struct StudioConfiguration: Sendable {
    /// The address to listen on; loopback (`127.0.0.1`) unless the user says otherwise.
    public var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one (tests).
    public var port = 7878
    /// The scenes the page lists (the command line passes the built-in ones and the package's).
    public var scenes: [Scene]
    /// The package the studio was started in; `--watch` watches its `Sources`.
    public var packageFolder: String
    /// Where renders started from the page go (one folder per scene, as `render` does by default).
    public var outputFolder: String
    /// Reference render folders the user named; compare mode reads them and render folders under `outputFolder`.
    public var referenceFolders: [String] = []
    /// The program and version written into the manifests of renders started from the page.
    public var toolVersion = "dynamics studio"
    /// The per-run secret every request must carry; nil makes a random one. The `--watch` supervisor gives each scene
    /// process it starts the same one, so an open page keeps working across rebuilds. At least 32 letters and digits.
    public var token: String?
    /// A JSON file the `--watch` supervisor writes the state of the last build into; nil without `--watch`.
    public var buildStatusFile: String?

    /// A studio for `scenes`, started in `packageFolder`, rendering into `outputFolder`.
    public init(scenes: [Scene], packageFolder: String, outputFolder: String) {
        self.scenes = scenes
        self.packageFolder = packageFolder
        self.outputFolder = outputFolder
    }

    /// Whether `host` only accepts connections from this machine.
    public var isLoopback: Bool { ["127.0.0.1", "localhost", "::1"].contains(host) }
}
