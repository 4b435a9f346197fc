import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// Key frames of every demo, rendered at 1× and compared with the PNGs under `Goldens/<demo>/` by `GoldenFrames`
/// (DynamicsTesting's assertion). `RECORD_GOLDENS=1 swift test --filter DemoTests` rewrites the goldens in the source
/// tree, and fails so that a recording run is never mistaken for a passing one.
@Suite struct GoldenFrameTests {
    /// The moments worth pinning down in each demo (seconds).
    nonisolated static let keyFrames: [String: [TimeInterval]] = [
        "gravity": [0, 1, 2],
        "boundary-outline": [0, 0.3, 0.4, 2],
        "bounce": [0.5, 1.5, 4],
        "barrier": [0.45, 1, 4],
        "collision-items": [0.8, 1.5],
        "collision-boundaries": [1.1, 3],
        "collision-everything": [1.1, 1.3, 3],
        "path-collision": [0.55, 1.2, 4],
        "line-collision": [0.8, 1.4, 4],
        "attach": [0.6, 1.5, 3.5, 7],
        "spring": [1, 3.8, 8],
        "snap": [0.55, 0.8, 6.5],
        "snap-damping": [0.55, 1.5, 6.9, 12.5],
        "push": [1, 2, 3],
        "push-tap": [0.55, 3.2, 7.5],
        "properties": [0.6, 1.5, 5],
        "alert": [0.55, 0.75, 2.6, 4.5, 4.9],
        "noise-field": [0.55, 2, 8],
        "springy-list": [0, 0.7, 1, 3.35, 3.6, 7],
        "stack-cards": [0, 1.3, 2.2, 3.8, 5.2, 6.5],
        "card-catch": [0.3, 0.7, 1.1, 1.6, 2.0, 2.6, 3.3, 4.3, 5.8],
        "card-gestures": [0.5, 0.7, 0.85, 1.5, 3.0, 3.3, 4.5, 6.0],
        "settings": [0.3, 0.6, 1.0, 2.2, 2.8, 4.5],
        "layer-party": [0.4, 0.8, 1.2, 2.0, 2.9, 3.4, 4.8],
        "compositional": [0.3, 0.7, 1.5, 2.2, 3.0, 4.6, 4.8, 6.5],
        "clicking-balls": [0.5, 0.95, 2.0, 3.3, 5.5],
        "device-tour": [0.3, 1.5, 3.2],
        "device-turn": [0.5, 1.2, 2.0, 2.6, 3.1],
    ]

    /// Every demo has goldens: its key frames here, or (ball-menu) a golden suite of its own.
    @Test func everyDemoHasKeyFrames() throws {
        for scene in demoScenes {
            if let times = Self.keyFrames[scene.name] {
                #expect(times.allSatisfy { $0 <= scene.duration }, "\(scene.name)")
            } else {
                let folder = GoldenFrames.folder.appendingPathComponent(scene.name)
                #expect(FileManager.default.fileExists(atPath: folder.path), "\(scene.name) has no golden frames")
            }
        }
        #expect(Set(Self.keyFrames.keys).isSubset(of: demoScenes.map(\.name)))
    }

    @Test(arguments: keyFrames.keys.sorted())
    func keyFramesMatchTheGoldens(_ name: String) throws {
        let scene = try #require(demoScenes.first { $0.name == name })
        try GoldenFrames.check(scene, at: try #require(Self.keyFrames[name]))
    }
}
