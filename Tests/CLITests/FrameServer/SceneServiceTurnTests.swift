import Dynamics
@testable import DynamicsFrameServer
import Foundation
import Testing

/// A trace or a sound runs the whole scene on the main actor, where frames are drawn too: it gives them a turn after
/// each of its frames, so a frame asked for while it runs is not kept waiting for the end.
@Suite("the studio's whole-scene runs share the main actor")
@MainActor
struct SceneServiceTurnTests {
    private let service = SceneService(scenes: [
        Scene(name: "falling", summary: "a square falls", size: CGSize(width: 40, height: 30), duration: 2) { context in
            let square = UIView(frame: CGRect(x: 5, y: 0, width: 10, height: 10))
            square.backgroundColor = .systemBlue
            square.accessibilityIdentifier = "square"
            context.view.addSubview(square)
            let animator = UIDynamicAnimator(referenceView: context.view)
            animator.addBehavior(UIGravityBehavior(items: [square]))
            context.drive(animator)
        },
    ])

    @Test("a frame asked for after a trace or a sound started is drawn before the run ends",
          arguments: ["trace", "sound"])
    func aFrameIsDrawnBetweenTheFramesOfAWholeRun(kind: String) async throws {
        let ended = Ends(), service = service
        let look = { var look = FrameLook(); look.scale = 1; return look }()
        let run = Task {
            if kind == "trace" {
                let motion = try await service.motion("falling", look)
                #expect(Set(motion.series.map(\.id)) == ["square"])
            } else {
                // The scene plays nothing: the whole run ends in `notFound`.
                await #expect(throws: SceneRequestError.self) { try await service.audio("falling", look) }
            }
            ended.names.append(kind)
        }
        let frame = Task {
            _ = try service.frame("falling", 90, look, drawsAhead: false)
            ended.names.append("frame")
        }
        try await run.value
        try await frame.value
        #expect(ended.names == ["frame", kind])
    }
}

/// What ended, in order.
@MainActor private final class Ends {
    var names: [String] = []
}
