import Dynamics
import DynamicsDemos
@testable import DynamicsFrameServer
import Foundation
import Testing

/// The studio plots views' motion: haptic rows of the trace stay in its CSV but make no series; the speed of a view a
/// UIKit Dynamics animator moves is its body's.
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
        let fiveIn33ms: Double = 5 / 0.033333
        #expect(motion.series[0].speed == [0, fiveIn33ms])
        #expect(motion.csv == TraceRow.csvHeader + "\n" + lines.joined(separator: "\n") + "\n")
    }

    @Test func bodySpeedsReplaceTheStepBetweenFramesWhereKnown() throws {
        let lines = [
            "0,0.000000,card,10.0000,20.0000,0.000000",
            "0,0.000000,label,0.0000,0.0000,0.000000",
            "1,0.016667,haptic:impact style=light intensity=1.000 origin=window,160.0000,240.0000,0.000000",
            "1,0.016667,card,10.0000,21.0000,0.000000",
            "1,0.016667,label,0.5000,0.0000,0.000000",
        ]
        let rows = try lines.map { try #require(TraceRow(csvLine: $0)) }
        let motion = SceneMotion(fps: 60, rows: rows, events: [], bodySpeeds: [12.5, nil, 61.25, nil])
        #expect(motion.series.map(\.id) == ["card", "label"])
        #expect(motion.series[0].speed == [12.5, 61.25])
        #expect(motion.series[1].speed == [0, 0.5 / 0.016667])
        // Sent to the studio and read back, column by column, with the nulls kept.
        let decoded = try JSONDecoder().decode(SceneMotion.self, from: JSONEncoder().encode(motion))
        #expect(decoded.bodySpeeds == [12.5, nil, 61.25, nil])
        // Speeds that do not line up with the view rows are not used.
        let oneIn17ms: Double = 1 / 0.016667
        #expect(SceneMotion(fps: 60, rows: rows, events: [], bodySpeeds: [1, 2]).series[0].speed == [0, oneIn17ms])
    }

    /// gravity: a picture falling from rest under gravity of magnitude 0.2 (200 pt/s², less the engine's damping). Its
    /// drawn centre is on the half-point grid of scale 2, so the step between two frames is a multiple of 0.5 pt and
    /// the speed worked out from it climbs in 30 pt/s stairs (the jagged plot); the body's speed climbs smoothly, and
    /// agrees with the distance the drawn picture covers over a second.
    @Test @MainActor func aFallingViewsSpeedIsSmooth() async throws {
        let gravity = try #require(demoScenes.first { $0.name == "gravity" })
        let motion = await SceneScrubber().motion(scene: gravity, fps: 60, scale: 2)
        let falling = try #require(motion.series.first { $0.id == "lufei" })
        #expect(falling.speed.count == 180)
        let gains = zip(falling.speed.dropFirst(2), falling.speed.dropFirst()).map { $0 - $1 }
        #expect(gains.allSatisfy { $0 > 2.4 && $0 < 200.0 / 60 + 0.01 }, "speed gained from frame to frame: \(gains)")
        let changes = zip(gains.dropFirst(), gains).map { abs($0 - $1) }
        #expect(changes.max()! < 0.01, "the gain changes by up to \(changes.max()!) pt/s from one frame to the next")
        // The distance the drawn centre covers from 1 s to 2 s is the body's mean speed over that second: to half a
        // point for the snapping of both ends, and 0.83 pt for the sub-steps moving at their end speed (semi-implicit
        // Euler: 200 pt/s² × 1/120 s / 2 over the second).
        let mean = (falling.speed[60] / 2 + falling.speed[61..<120].reduce(0, +) + falling.speed[120] / 2) / 60
        #expect(abs((falling.y[120] - falling.y[60]) - mean) < 1.4, "covered \(falling.y[120] - falling.y[60]) pt, mean speed \(mean) pt/s")
        // What the frames alone give: the same fall, snapped to half points.
        let fromFrames = try #require(SceneMotion(fps: 60, rows: motion.rows, events: []).series.first { $0.id == "lufei" }).speed
        let frameGains = zip(fromFrames.dropFirst(2), fromFrames.dropFirst()).map { abs($0 - $1) }
        #expect(frameGains.max()! >= 25, "the frames' own steps are stairs of half a point a frame: \(frameGains.max()!)")
    }
}
