import Dynamics
@testable import DynamicsFrameServer
import Foundation
import Testing

/// The studio plots views' motion: haptic rows of the trace stay in its CSV but make no series.
@Suite struct SceneMotionTests {
    @Test func hapticRowsAreInTheCSVButNotPlotted() throws {
        let lines = [
            "0,0.000000,card,10.0000,20.0000,0.000000",
            "1,0.033333,card,13.0000,24.0000,0.000000",
            "1,0.016667,haptic:impact style=light intensity=1.000 origin=window,160.0000,240.0000,0.000000",
        ]
        let rows = try lines.map { try #require(TraceRow(csvLine: $0)) }
        let motion = SceneMotion(fps: 30, rows: rows, events: [])
        #expect(motion.series.map(\.id) == ["card"])
        #expect(motion.series[0].speed == [0, 5 / (0.033333)])
        #expect(motion.csv == TraceRow.csvHeader + "\n" + lines.joined(separator: "\n") + "\n")
    }
}
