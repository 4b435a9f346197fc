import Dynamics
import DynamicsTesting
import XCTest

/// The same assertions from an XCTest case: failures go through `XCTFail`.
/// XCTest runs its cases on the main thread; the scene needs the main actor, as UIKit code does.
nonisolated final class XCTestSnapshotTests: XCTestCase {
    func testCommittedReferencesMatch() {
        MainActor.assumeIsolated { XCTAssertTrue(assertSnapshot(of: bouncingSquare, at: [0.3, 1.2], named: "committedReferencesMatch",
                                     snapshotDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                         .appendingPathComponent("__Snapshots__/SnapshotAssertionTests").path)) }
    }
}
