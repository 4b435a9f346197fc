import Dynamics
import Foundation

/// The screen of the simulator the reference images were recorded on. On iOS a snapshot whose traits give no
/// display scale is drawn at the simulator's scale (3 on most iPhones); here it is `UIScreen.main`'s (2), unless the
/// environment variable `DYNAMICS_SNAPSHOT_SCALE` (1, 2 or 3) names the recording simulator's.
enum SnapshotScreen {
    /// The scale `DYNAMICS_SNAPSHOT_SCALE` names, if it is set to 1, 2 or 3.
    static let recordingScale: CGFloat? = {
        guard let text = ProcessInfo.processInfo.environment["DYNAMICS_SNAPSHOT_SCALE"] else { return nil }
        guard let scale = Int(text), (1...3).contains(scale) else {
            FileHandle.standardError.write(Data(
                "DynamicsSnapshotTesting: DYNAMICS_SNAPSHOT_SCALE must be 1, 2 or 3, not '\(text)'; using the screen's scale\n".utf8))
            return nil
        }
        return CGFloat(scale)
    }()

    /// Runs `body` with `UIScreen.main` at the recording simulator's scale, when one is named.
    @MainActor static func withRecordingScreen<Result>(_ body: () -> Result) -> Result {
        guard let scale = recordingScale, scale != UIScreen.main.scale else { return body() }
        return UIScreen(size: UIScreen.main.bounds.size, scale: scale).withCurrent(body)
    }
}
