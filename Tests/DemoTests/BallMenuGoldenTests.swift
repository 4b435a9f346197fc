import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Key frames of `ball-menu` at 1×, compared with `Goldens/ball-menu/t<seconds>.png` by `GoldenFrames`.
/// `RECORD_GOLDENS=1 swift test --filter BallMenuGoldenTests` rewrites them in the source tree (and fails).
@Suite struct BallMenuGoldenTests {
    /// Groove half open with the chevron mid-turn, balls rolling in, overshoot, rest in the bowl, exit, retracting.
    static let keyFrames: [TimeInterval] = [0.75, 1.5, 2.5, 3.8, 4.3, 5.0]

    @Test func keyFramesMatchTheGoldens() throws {
        try GoldenFrames.check(ballMenuScene, at: Self.keyFrames)
    }
}
