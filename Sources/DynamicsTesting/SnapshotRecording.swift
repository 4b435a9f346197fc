import Foundation

/// When an assertion writes its reference instead of (or as well as) comparing with it.
///
/// As with swift-snapshot-testing, a missing reference is recorded and the assertion **fails**, so a test never
/// passes on a reference it has just made. The environment variable `DYNAMICS_RECORD` (`all`, `missing`, `failed`,
/// `never`) overrides the default; a `record:` argument overrides both.
public enum SnapshotRecording: String, Sendable {
    /// Record every reference (and fail, so recording never passes silently).
    case all
    /// Record references that do not exist yet; compare the others (the default).
    case missing
    /// Record the references of failing comparisons (replacing them), and still fail.
    case failed
    /// Never write a reference: a missing one is a failure.
    case never

    /// `DYNAMICS_RECORD` from the environment, or `.missing`.
    public static var fromEnvironment: SnapshotRecording {
        ProcessInfo.processInfo.environment["DYNAMICS_RECORD"].flatMap(SnapshotRecording.init(rawValue:)) ?? .missing
    }
}
