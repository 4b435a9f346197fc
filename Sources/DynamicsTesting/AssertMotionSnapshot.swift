import Dynamics
import Foundation

/// Runs `scene` and compares the motion of its named views (those with an `accessibilityIdentifier`) with a
/// recorded trace, `__Snapshots__/<TestFile>/<test>.trace.csv` — the CSV `dynamics render --trace` writes.
///
/// Every output frame at `fps` is checked: a view's centre may move at most `pointTolerance` points and its angle
/// `angleTolerance` radians from the recording. The failure names the first frame and view that diverge, so a
/// change in the physics shows before any pixel does. Missing recordings are recorded and fail, as with
/// `assertSnapshot`.
///
/// - Parameters:
///   - scene: the scene to run.
///   - duration: seconds to run; the scene's own length when nil.
///   - fps: frames per second at which the motion is sampled.
///   - pointTolerance: how far, in points, a view's centre may be from the recording.
///   - angleTolerance: how far, in radians, a view's angle may be from the recording.
///   - name: the recording's name; the test function's name by default.
///   - record: when recordings are written; `DYNAMICS_RECORD` (or `.missing`) when nil.
///   - snapshotDirectory: a folder for the recording instead of `__Snapshots__/<TestFile>/` beside the test.
///   - function: the calling test's name (filled in by the compiler).
///   - fileID: the caller's file ID, for the failure's location (filled in by the compiler).
///   - filePath: the caller's file path: the references sit beside it (filled in by the compiler).
///   - line: the caller's line (filled in by the compiler).
///   - column: the caller's column (filled in by the compiler).
/// - Returns: true when the motion matched the recording.
@discardableResult
@MainActor public func assertMotionSnapshot(of scene: Scene, duration: TimeInterval? = nil, fps: Int = 60,
                                 pointTolerance: Double = 0.5, angleTolerance: Double = 0.01,
                                 named name: String? = nil, record: SnapshotRecording? = nil,
                                 snapshotDirectory: String? = nil, function: String = #function,
                                 fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                                 column: UInt = #column) -> Bool {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let store = SnapshotStore(location: location, name: name ?? function, directory: snapshotDirectory)
    let seconds = duration ?? scene.duration
    guard fps > 0, seconds.isFinite, seconds > 0 else {
        SnapshotReporter.fail("assertMotionSnapshot needs fps above 0 and a positive duration", at: location)
        return false
    }
    let rows = TraceRow.rows(of: SceneRunner(scene: scene), fps: fps, duration: seconds)
    let csv = TraceRow.csv(rows)
    let reference = store.folder.appendingPathComponent("\(store.name).trace.csv")
    let recording = record ?? .fromEnvironment
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if recording == .all || (!exists && recording != .never) {
        do {
            try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
            try Data(csv.utf8).write(to: reference, options: .atomic)
        } catch {
            SnapshotReporter.fail("cannot record \(reference.path): \(error)", at: location)
            return false
        }
        SnapshotReporter.fail("recorded the motion of \(Set(rows.map(\.identifier)).count) views over \(FrameTiming.frameCount(duration: seconds, fps: fps)) frames "
            + "in \(reference.path); check it and run the test again (recording never passes)", at: location)
        return false
    }
    guard exists, let recorded = try? String(contentsOf: reference, encoding: .utf8) else {
        SnapshotReporter.fail("no motion recording at \(reference.path)", at: location)
        return false
    }
    let expected = MotionTrace(csv: recorded), actual = MotionTrace(csv: csv)
    guard let divergence = expected.firstDivergence(from: actual, points: pointTolerance, radians: angleTolerance) else {
        return true
    }
    var message = "motion of '\(scene.name)' diverges at \(divergence)"
    message += String(format: " (tolerance %.3f pt, %.4f rad)\n  recording: %@", pointTolerance, angleTolerance, reference.path)
    if recording == .failed {
        try? Data(csv.utf8).write(to: reference, options: .atomic)
        message += "\n  the recording was replaced (DYNAMICS_RECORD=failed)"
    }
    SnapshotReporter.fail(message, at: location)
    return false
}

/// A trace CSV read back: each (frame, view) position and angle.
struct MotionTrace {
    struct Key: Hashable, Comparable {
        let frame: Int
        let identifier: String
        static func < (a: Key, b: Key) -> Bool { (a.frame, a.identifier) < (b.frame, b.identifier) }
    }
    var samples: [Key: (time: Double, x: Double, y: Double, angle: Double)] = [:]

    init(csv: String) {
        for line in csv.split(separator: "\n").dropFirst() {
            guard let row = TraceRow(csvLine: String(line)) else { continue }
            samples[Key(frame: row.frame, identifier: row.identifier)] = (row.time, row.x, row.y, row.angle)
        }
    }

    /// The first frame and view, in time order, where `actual` is missing a sample, has an extra one, or is further
    /// than the tolerances from this trace; described for a person.
    func firstDivergence(from actual: MotionTrace, points: Double, radians: Double) -> String? {
        for key in Set(samples.keys).union(actual.samples.keys).sorted() {
            guard let expected = samples[key] else { return "frame \(key.frame): view '\(key.identifier)' was not in the recording" }
            let time = String(format: "%.3f s", expected.time)
            guard let found = actual.samples[key] else {
                return "frame \(key.frame) (\(time)): view '\(key.identifier)' is gone"
            }
            let moved = hypot(found.x - expected.x, found.y - expected.y)
            if moved > points || abs(found.angle - expected.angle) > radians {
                return String(format: "frame %d (%@), view '%@': centre (%.2f, %.2f) → (%.2f, %.2f), %.2f pt away; "
                              + "angle %.4f → %.4f rad", key.frame, time, key.identifier, expected.x, expected.y,
                              found.x, found.y, moved, expected.angle, found.angle)
            }
        }
        return nil
    }
}
