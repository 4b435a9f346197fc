import Dynamics
@testable import DynamicsTesting
import Foundation
import Testing

/// `assertSnapshot(of: Image, matching:)`, the form the project's golden suites use with their own file layout.
@Suite(.serialized) struct FrameSnapshotTests {
    /// The bouncing square rendered at 1× at `time`.
    func frame(at time: TimeInterval) throws -> Image {
        let runner = SceneRunner(scene: bouncingSquare)
        runner.advance(to: time)
        return try Renderer().render(runner.window, scale: 1)
    }

    @Test func recordingFailsThenTheSameFrameMatchesAndAMovedSquareFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("square").appendingPathComponent("t00.500.png")
        let log = ReportLog()
        let early = try frame(at: 0.5), late = try frame(at: 0.7)

        let recorded = log.capture { assertSnapshot(of: early, matching: reference, time: 0.5) }
        #expect(!recorded)
        #expect(log.messages.last?.contains("recorded a missing reference \(reference.path)") == true)
        #expect(FileManager.default.fileExists(atPath: reference.path))

        #expect(log.capture { assertSnapshot(of: early, matching: reference, time: 0.5) })
        // Re-recording everything (RECORD_GOLDENS=1 in the demo suites) fails even though the frame matches.
        #expect(!log.capture { assertSnapshot(of: early, matching: reference, time: 0.5, record: .all) })

        let moved = log.capture { assertSnapshot(of: late, matching: reference, time: 0.7) }
        #expect(!moved)
        let message = try #require(log.messages.last)
        #expect(message.hasPrefix("t00.500.png at 0.700 s: ") && message.contains("pixels differ"), "\(message)")
        // Artifacts of a reference in a folder of its own go to a subfolder named after it.
        #expect(message.contains("/FrameSnapshotTests/square/t00.500.png"), "\(message)")
    }
}
