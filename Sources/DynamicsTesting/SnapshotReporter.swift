import Foundation
import Testing
import XCTest

/// Where an assertion was written, for either test framework.
struct SnapshotSourceLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The test file's name without its extension, for the `__Snapshots__/<File>/` folder.
    var fileName: String { URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent }
    /// The folder that holds the test file.
    var folder: URL { URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent() }
}

/// Reports a failed snapshot through the framework that runs the test: an issue under Swift Testing, `XCTFail`
/// under XCTest. Nothing is ever silently passed.
enum SnapshotReporter {
    /// Replaces the report for the project's own tests of failing assertions, inside
    /// `SnapshotReporter.$override.withValue(_:operation:)` only. Task-local, not a global: a test that captures
    /// reports never captures (and swallows) the failure of another test running in parallel.
    @TaskLocal static var override: (@Sendable (String) -> Void)?

    static func fail(_ message: String, at location: SnapshotSourceLocation) {
        if let override {
            override(message)
        } else if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
