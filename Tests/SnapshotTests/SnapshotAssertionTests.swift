import Dynamics
@testable import DynamicsTesting
import Foundation
import Testing

/// The bouncing-square scene the snapshot tests render.
let bouncingSquare = Scene(name: "bouncing-square", summary: "A square bounces", size: CGSize(width: 160, height: 240),
                           duration: 1.5) { context in
    let square = UIView(frame: CGRect(x: 50, y: 20, width: 60, height: 60))
    square.backgroundColor = .systemBlue
    square.accessibilityIdentifier = "square"
    context.view.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: context.view)
    animator.addBehavior(UIGravityBehavior(items: [square]))
    let collision = UICollisionBehavior(items: [square])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let bouncy = UIDynamicItemBehavior(items: [square])
    bouncy.elasticity = 0.6
    animator.addBehavior(bouncy)
    context.drive(animator)
}

/// Collects what the assertions report instead of failing this test.
nonisolated final class ReportLog: @unchecked Sendable {
    var messages: [String] = []
    func capture<T>(_ body: () -> T) -> T {
        SnapshotReporter.$override.withValue({ self.messages.append($0) }, operation: body)
    }
}

/// Whether a plain thread — code outside the capturing test's task, like a test running in parallel — sees an
/// override of the snapshot reporter.
private func overrideSeenOnAnotherThread() -> Bool {
    nonisolated final class Box: @unchecked Sendable { var seen = true }
    let box = Box(), done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.seen = SnapshotReporter.override != nil
        done.signal()
    }
    thread.start()
    done.wait()
    return box.seen
}

@Suite(.serialized) struct SnapshotAssertionTests {
    /// The override that captures reports belongs to the capturing task only: while it is set, other threads still
    /// report failures to their own tests (a process-wide static would have swallowed them).
    @Test func capturingReportsIsScopedToTheTest() {
        let log = ReportLog()
        let inside = log.capture { (SnapshotReporter.override != nil, overrideSeenOnAnotherThread()) }
        #expect(inside.0 && !inside.1)
        #expect(SnapshotReporter.override == nil)
        log.capture { SnapshotReporter.override?("captured") }
        #expect(log.messages == ["captured"])
    }

    /// References committed beside this file (`__Snapshots__/SnapshotAssertionTests/`): the test passes as is.
    @Test func committedReferencesMatch() {
        assertSnapshot(of: bouncingSquare, at: [0.3, 1.2])
        assertMotionSnapshot(of: bouncingSquare, duration: 1, fps: 30)
    }

    @Test func aMissingReferenceIsRecordedAndFailsThenMatches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ReportLog()
        let first = log.capture { assertSnapshot(of: bouncingSquare, at: [0.5], named: "drop", snapshotDirectory: folder.path) }
        #expect(!first)
        #expect(log.messages.count == 1 && log.messages[0].hasPrefix("recorded a missing reference "))
        let reference = folder.appendingPathComponent("drop.0.5.png")
        #expect(try PNGReader.read(reference.path).width == 160)
        let second = log.capture { assertSnapshot(of: bouncingSquare, at: [0.5], named: "drop", snapshotDirectory: folder.path) }
        #expect(second && log.messages.count == 1)
        // Never recording: a missing reference is a plain failure and nothing is written.
        let never = log.capture {
            assertSnapshot(of: bouncingSquare, at: [0.7], named: "drop", record: .never, snapshotDirectory: folder.path)
        }
        #expect(!never && log.messages.last?.contains("no reference at") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("drop.0.7.png").path))
    }

    @Test func aChangedFrameFailsWithItsNumbersAndThreePaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ReportLog()
        // The reference shows the square at 0.5 s; the assertion checks 0.6 s against it.
        _ = log.capture { assertSnapshot(of: bouncingSquare, at: [0.5], named: "late", snapshotDirectory: folder.path) }
        try FileManager.default.moveItem(at: folder.appendingPathComponent("late.0.5.png"),
                                         to: folder.appendingPathComponent("late.0.6.png"))
        let passed = log.capture { assertSnapshot(of: bouncingSquare, at: [0.6], named: "late", snapshotDirectory: folder.path) }
        #expect(!passed)
        let message = try #require(log.messages.last)
        #expect(message.hasPrefix("late.0.6.png at 0.600 s: "), "\(message)")
        #expect(message.contains("pixels differ") && message.contains("allowed 0 pixels at threshold 0.10"))
        let diff = try #require(message.split(separator: "\n").first { $0.contains("diff:") }).split(separator: " ").last
        #expect(FileManager.default.fileExists(atPath: String(diff ?? "")))
        // A generous ratio lets it pass.
        let loose = log.capture {
            assertSnapshot(of: bouncingSquare, at: [0.6], tolerance: .init(maxDifferenceRatio: 0.5), named: "late",
                           snapshotDirectory: folder.path)
        }
        #expect(loose)
    }

    @Test func motionThatChangesNamesTheFirstFrameAndView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ReportLog()
        _ = log.capture { assertMotionSnapshot(of: bouncingSquare, duration: 1, named: "fall", snapshotDirectory: folder.path) }
        #expect(log.messages.first?.hasPrefix("recorded the motion of 1 views over 60 frames") == true)
        // Nudge the recording by 2 pt from frame 30 on: the square "moved" there.
        let file = folder.appendingPathComponent("fall.trace.csv")
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        for index in 31..<lines.count {
            var fields = lines[index].split(separator: ",").map(String.init)
            fields[3] = String(format: "%.4f", Double(fields[3])! + 2)
            lines[index] = fields.joined(separator: ",")
        }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let passed = log.capture { assertMotionSnapshot(of: bouncingSquare, duration: 1, named: "fall", snapshotDirectory: folder.path) }
        #expect(!passed)
        #expect(log.messages.last?.hasPrefix("motion of 'bouncing-square' diverges at frame 30 (0.500 s), view 'square': centre (") == true,
                "\(log.messages.last ?? "")")
        #expect(log.capture {
            assertMotionSnapshot(of: bouncingSquare, duration: 1, pointTolerance: 2.5, named: "fall", snapshotDirectory: folder.path)
        })
    }
}
