import Dynamics
import DynamicsTesting
import XCTest

/// The same assertions from an XCTest case: failures go through `XCTFail`.
final class XCTestSnapshotTests: XCTestCase {
    func testCommittedReferencesMatch() {
        XCTAssertTrue(assertSnapshot(of: bouncingSquare, at: [0.3, 1.2], named: "committedReferencesMatch",
                                     snapshotDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                         .appendingPathComponent("__Snapshots__/SnapshotAssertionTests").path))
    }
}
