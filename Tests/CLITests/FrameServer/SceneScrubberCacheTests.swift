import Dynamics
@testable import DynamicsFrameServer
import Foundation
import Testing

@Suite("the studio's frame cache")
struct SceneScrubberCacheTests {
    @Test("past its limit in bytes, the frames used longest ago are dropped first, not all of them")
    @MainActor
    func leastRecentlyUsedGoFirst() throws {
        // A still scene: every frame has the same bytes, so the limit counts frames.
        let scene = Scene(name: "still", summary: "a square", size: CGSize(width: 40, height: 30), duration: 1) { context in
            let square = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            square.backgroundColor = .systemBlue
            context.view.addSubview(square)
        }
        var look = FrameLook()
        look.scale = 1
        let size = try SceneScrubber().png(scene: scene, frame: 0, look: look).count
        let scrubber = SceneScrubber(cacheLimit: size * 9 / 2)
        for frame in 0..<4 { _ = try scrubber.png(scene: scene, frame: frame, look: look) }
        _ = try scrubber.png(scene: scene, frame: 0, look: look)
        // The fifth frame does not fit: the two used longest ago (1, 2) make room; 0 was used again and stays.
        _ = try scrubber.png(scene: scene, frame: 4, look: look)
        let kept = (0...4).filter { scrubber.hasFrame(scene: scene, frame: $0, look: look) }
        #expect(kept == [0, 3, 4])
    }
}
