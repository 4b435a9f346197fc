import Dynamics
import Foundation

/// A scene's motion as the page plots it: the `--trace` rows, each identified view's speed, and the scripted events.
struct SceneMotion: Sendable {
    let fps: Int
    let rows: [TraceRow]
    let events: [ScriptedEvent]

    /// One view's samples: frame times, x, y, angle and speed (points per second, from the step to the frame before;
    /// 0 on its first frame).
    struct Series: Encodable {
        var id: String
        var time: [Double] = [], x: [Double] = [], y: [Double] = [], angle: [Double] = [], speed: [Double] = []
    }

    /// The samples grouped per identifier, in the order the identifiers first appear. Haptic rows are events, not
    /// views, and are left to the CSV.
    var series: [Series] {
        var order: [String] = []
        var byID: [String: Series] = [:]
        var previous: [String: TraceRow] = [:]
        for row in rows where !row.isHaptic {
            if byID[row.identifier] == nil { order.append(row.identifier); byID[row.identifier] = Series(id: row.identifier) }
            var speed = 0.0
            if let last = previous[row.identifier], row.time > last.time {
                speed = ((row.x - last.x) * (row.x - last.x) + (row.y - last.y) * (row.y - last.y)).squareRoot()
                    / (row.time - last.time)
            }
            previous[row.identifier] = row
            byID[row.identifier]!.time.append(row.time)
            byID[row.identifier]!.x.append(row.x)
            byID[row.identifier]!.y.append(row.y)
            byID[row.identifier]!.angle.append(row.angle)
            byID[row.identifier]!.speed.append(speed)
        }
        return order.map { byID[$0]! }
    }

    /// The `--trace` CSV, byte for byte as `render --trace` writes it at this frame rate.
    var csv: String { TraceRow.csv(rows) }
}
