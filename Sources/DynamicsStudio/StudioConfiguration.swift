import Dynamics

/// Everything `dynamics studio` is started with: where it listens, which scenes it shows and the only folders it may
/// read or write.
public struct StudioConfiguration: Sendable {
    /// The address to listen on; loopback (`127.0.0.1`) unless the user says otherwise.
    public var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one (tests).
    public var port = 7878
    /// The scenes the page lists when they are compiled into the studio's process (the `dynamics` tool's own).
    public var scenes: [Scene]
    /// A package whose scenes the studio builds and runs in a process of their own instead of `scenes`.
    public var scenePackage: StudioPackage?
    /// The folder the page's files come from (`/api/files?root=package`): the package the studio was started in.
    public var packageFolder: String
    /// Where renders started from the page go (one folder per scene, as `render` does by default).
    public var outputFolder: String
    /// Reference render folders the user named; compare mode reads them and render folders under `outputFolder`.
    public var referenceFolders: [String] = []
    /// The program and version written into the manifests of renders started from the page.
    public var toolVersion = "dynamics studio"
    /// Parameter values the page starts with (`dynamics studio --set NAME=VALUE`): each goes to every scene that
    /// declares a parameter of that name, kept within its range, until the slider is moved.
    public var parameterValues: [String: Double] = [:]
    /// The per-run secret every request must carry; nil makes a random one. At least 32 letters and digits.
    public var token: String?
    /// How long a trace or sound request — a run of the whole scene — waits for its answer before it is answered
    /// 202 Accepted with `Retry-After` (the run goes on; the same request later gets the answer). Zero or less answers
    /// 202 at once: the request that starts a run always, a later one until the run has finished.
    public var patience: Duration = .seconds(2)

    /// A studio for `scenes` (or, with `scenePackage` set, a package's), started in `packageFolder`, rendering into `outputFolder`.
    public init(scenes: [Scene], packageFolder: String, outputFolder: String) {
        self.scenes = scenes
        self.packageFolder = packageFolder
        self.outputFolder = outputFolder
    }

    /// Whether `host` only accepts connections from this machine.
    public var isLoopback: Bool { ["127.0.0.1", "localhost", "::1"].contains(host) }
}
