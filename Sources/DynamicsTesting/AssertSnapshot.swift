import Dynamics
import Foundation

/// Renders `scene` at each of `times` (seconds) and compares the frames with the references stored beside the test
/// file, in `__Snapshots__/<TestFile>/<test>.<time>.png` (swift-snapshot-testing's layout).
///
/// A failing frame is reported through Swift Testing or XCTest, whichever runs the test, with its numbers
/// (differing pixels, ratio, the allowed difference) and the paths of the reference, the actual frame and a diff
/// image (written under `DYNAMICS_ARTIFACTS`, or the temporary folder). Missing references are recorded and the
/// assertion fails; `DYNAMICS_RECORD` or `record:` choose otherwise (see `SnapshotRecording`). The comparison is
/// `dynamics compare`'s: a perceptual threshold, anti-aliasing ignored, and the allowed differing pixels or ratio of
/// `tolerance`. It needs no GPU.
///
/// - Parameters:
///   - scene: the scene to run.
///   - times: the scene times, in seconds, of the frames to compare.
///   - scale: pixels per point of the rendered frames (1 keeps the references small).
///   - tolerance: the allowed difference, as `dynamics compare` measures it.
///   - name: the name of the references; the test function's name by default.
///   - record: when references are written; `DYNAMICS_RECORD` (or `.missing`) when nil.
///   - snapshotDirectory: a folder for the references instead of `__Snapshots__/<TestFile>/` beside the test.
///   - function: the calling test's name (filled in by the compiler).
///   - fileID: the caller's file ID, for the failure's location (filled in by the compiler).
///   - filePath: the caller's file path: the references sit beside it (filled in by the compiler).
///   - line: the caller's line (filled in by the compiler).
///   - column: the caller's column (filled in by the compiler).
/// - Returns: true when every frame matched its reference.
@discardableResult
@MainActor public func assertSnapshot(of scene: Scene, at times: [TimeInterval], scale: CGFloat = 1,
                           tolerance: FrameComparison.Tolerance = .init(), named name: String? = nil,
                           record: SnapshotRecording? = nil, snapshotDirectory: String? = nil,
                           function: String = #function,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                           column: UInt = #column) -> Bool {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let store = SnapshotStore(location: location, name: name ?? function, directory: snapshotDirectory)
    let recording = record ?? .fromEnvironment
    guard !times.isEmpty, times.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        SnapshotReporter.fail("assertSnapshot needs times of 0 s or more, got \(times)", at: location)
        return false
    }
    // One scale for the simulation's pixel grid (`UIScreen.main.scale`) and the picture, as a render has.
    let runner = SceneRunner(scene: scene, screenScale: scale)
    let renderer = Renderer()
    var passed = true
    for time in times.sorted() {
        runner.advance(to: time)
        let reference = store.reference(for: time)
        let frame: Image
        do {
            frame = try renderer.render(runner.window, scale: scale)
        } catch {
            SnapshotReporter.fail("cannot render '\(scene.name)' at \(time) s: \(error)", at: location)
            return false
        }
        if !passed && recording == .never { continue }
        passed = store.check(frame, against: reference, time: time, recording: recording, tolerance: tolerance) && passed
    }
    return passed
}
