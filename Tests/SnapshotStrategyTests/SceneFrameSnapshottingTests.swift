import Dynamics
import DynamicsSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A 120×80 scene whose square falls from y = 10 under gravity.
private let fallingSquare = Scene(name: "falling-square", summary: "", size: CGSize(width: 120, height: 80),
                                  duration: 1) { context in
    let square = UIView(frame: CGRect(x: 50, y: 10, width: 20, height: 20))
    square.backgroundColor = .systemRed
    context.view.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: context.view)
    animator.addBehavior(UIGravityBehavior(items: [square]))
    context.drive(animator)
}

@Suite("swift-snapshot-testing strategy for scene frames", .serialized)
struct SceneFrameSnapshottingTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("scene-frame-snapshots-\(UUID().uuidString)").path

    @Test("a missing reference is recorded and reported; the same frame then matches")
    func recordsThenMatches() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(of: SceneFrame(fallingSquare, time: 0.3), as: .image, named: "frame",
                                      record: .missing, snapshotDirectory: directory)
        #expect(recorded?.contains("recorded") == true, "\(String(describing: recorded))")
        let reference = try PNGReader.read(directory + "/recordsThenMatches.frame.png")
        #expect(reference.width == 120 && reference.height == 80)
        #expect(verifySnapshot(of: SceneFrame(fallingSquare, time: 0.3), as: .image, named: "frame",
                               record: .never, snapshotDirectory: directory) == nil)
    }

    @Test("a moved square fails with the numbers; precision allows a share of differing pixels")
    func differenceFails() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: SceneFrame(fallingSquare, time: 0.3), as: .image, named: "frame", record: .all,
                           snapshotDirectory: directory)
        let failure = try #require(verifySnapshot(of: SceneFrame(fallingSquare, time: 0.35), as: .image, named: "frame",
                                                  record: .never, snapshotDirectory: directory))
        // The square falls further between the two times: the strips it left and entered differ (2 × its width ×
        // the drop in pixels, a few hundred of the 9600).
        let counted = try #require(failure.firstMatch(of: /(\d+) of 9600 pixels differ/)).1
        #expect(Int(counted)! > 300 && Int(counted)! < 500, "\(failure)")
        #expect(verifySnapshot(of: SceneFrame(fallingSquare, time: 0.35), as: .image(precision: 0.95), named: "frame",
                               record: .never, snapshotDirectory: directory) == nil)
    }

    @Test("perceptual precision tolerates small colour shifts but not a different colour")
    func perceptualPrecision() {
        let slightly = Diffing<Image>.frameImage(perceptualPrecision: 0.9)
        let base = Image(width: 2, height: 1, stride: 8, bytes: [100, 100, 100, 255, 100, 100, 100, 255], isOpaque: true)
        let shifted = Image(width: 2, height: 1, stride: 8, bytes: [103, 101, 100, 255, 100, 100, 100, 255], isOpaque: true)
        let other = Image(width: 2, height: 1, stride: 8, bytes: [0, 0, 255, 255, 100, 100, 100, 255], isOpaque: true)
        #expect(slightly.diffV2(base, shifted) == nil)
        #expect(slightly.diffV2(base, other)?.0.hasPrefix("1 of 2 pixels differ") == true)
        #expect(Diffing<Image>.frameImage().diffV2(base, shifted) != nil, "exact by default")
    }
}
