import Dynamics
@testable import DynamicsScene
import Foundation
import Testing

/// Where a view was made, read from the call stack kept when it was made: the search starts below the observers that
/// keep it, however many calls the stack walk adds above them (a sanitized build's `backtrace` interceptor adds one).
@Suite struct ViewOriginsTests {
    @Test("nested recordings each find the line that made the view, past every observer above its init")
    func nestedRecordings() throws {
        let outer = ViewOrigins(), inner = ViewOrigins()
        var made: UIView?
        outer.recording {
            inner.recording {
                made = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) // origin: nested
            }
        }
        let view = try #require(made)
        let lines = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasSuffix("// origin: nested") }) + 1
        // The outer observer is called from the inner one's closure: a fixed count of frames to drop would start the
        // outer search inside this library's scene layer, where it gives up.
        #expect(inner.origin(of: view) == ViewOrigins.Line(path: #filePath, line: line))
        #expect(outer.origin(of: view) == ViewOrigins.Line(path: #filePath, line: line))
    }
}
