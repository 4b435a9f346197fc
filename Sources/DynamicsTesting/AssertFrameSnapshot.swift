import Dynamics
import Foundation

/// Compares an already rendered `frame` with the reference PNG at `reference`, with the rules of
/// `assertSnapshot(of:at:scale:tolerance:named:record:snapshotDirectory:function:fileID:filePath:line:column:)`:
/// the same comparison, numbers, artifact images and recording (a recorded reference fails).
///
/// For references that keep a layout of their own (a folder of goldens named by time) or frames rendered with
/// settings the scene assertion does not offer (touch indicators hidden, another background).
///
/// - Parameters:
///   - frame: the rendered frame.
///   - reference: the reference PNG; recorded there when missing (and the assertion fails).
///   - time: the scene time of the frame, shown in the failure message.
///   - tolerance: the allowed difference, as `dynamics compare` measures it.
///   - record: when references are written; `DYNAMICS_RECORD` (or `.missing`) when nil.
///   - fileID: the caller's file ID, for the failure's location (filled in by the compiler).
///   - filePath: the caller's file path: for the failure's location (filled in by the compiler).
///   - line: the caller's line (filled in by the compiler).
///   - column: the caller's column (filled in by the compiler).
/// - Returns: true when the frame matched its reference.
@discardableResult
public func assertSnapshot(of frame: Image, matching reference: URL, time: TimeInterval,
                           tolerance: FrameComparison.Tolerance = .init(), record: SnapshotRecording? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                           column: UInt = #column) -> Bool {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let store = SnapshotStore(location: location, name: reference.deletingPathExtension().lastPathComponent,
                              directory: reference.deletingLastPathComponent().path)
    return store.check(frame, against: reference, time: time, recording: record ?? .fromEnvironment,
                       tolerance: tolerance)
}
