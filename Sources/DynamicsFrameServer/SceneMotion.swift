import Dynamics
import Foundation

/// A scene's motion as the page plots it: the `--trace` rows, each identified view's speed, and the scripted events.
package struct SceneMotion: Sendable {
    package let fps: Int
    package let rows: [TraceRow]
    package let events: [ScriptedEvent]
    /// The parameters the scene declares (the page shows a slider for each).
    package let parameters: [SceneParameter]
    /// When each UIKit Dynamics behaviour acts (the timeline's behaviour lanes).
    package let behaviors: [BehaviorLane]
    /// One entry per view row (haptic rows left out), in order: the speed of the physics body a UIKit Dynamics
    /// animator moves the view by (`SceneInspector.identifiedBodySpeeds`), nil for views no animator moves. Empty when
    /// not known (a reference's `trace.csv`).
    package let bodySpeeds: [Double?]

    /// The motion of `rows` at `fps`, with the scripted `events`, the scene's declared `parameters`, the
    /// `behaviors`' lanes and the views' `bodySpeeds`, one per view row or none.
    package init(fps: Int, rows: [TraceRow], events: [ScriptedEvent], parameters: [SceneParameter] = [],
                 behaviors: [BehaviorLane] = [], bodySpeeds: [Double?] = []) {
        self.fps = fps
        self.rows = rows
        self.events = events
        self.parameters = parameters
        self.behaviors = behaviors
        self.bodySpeeds = bodySpeeds.count == rows.count(where: \.placesView) ? bodySpeeds : []
    }

    /// One view's samples: frame times, x, y, angle and speed in points per second — its physics body's where a UIKit
    /// Dynamics animator moves it (its drawn centre is snapped to pixels, so the step between frames is not smooth),
    /// else from the step to the frame before (0 on its first frame).
    package struct Series: Encodable {
        var id: String
        var time: [Double] = [], x: [Double] = [], y: [Double] = [], angle: [Double] = [], speed: [Double] = []
    }

    /// The samples grouped per identifier, in the order the identifiers first appear. Haptic and sound rows are
    /// events, not views, and are left to the CSV.
    package var series: [Series] {
        var order: [String] = []
        var byID: [String: Series] = [:]
        var previous: [String: TraceRow] = [:]
        for (index, row) in rows.filter(\.placesView).enumerated() {
            if byID[row.identifier] == nil { order.append(row.identifier); byID[row.identifier] = Series(id: row.identifier) }
            var speed = 0.0
            if index < bodySpeeds.count, let body = bodySpeeds[index] {
                speed = body
            } else if let last = previous[row.identifier], row.time > last.time {
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
    package var csv: String { TraceRow.csv(rows) }
}

extension SceneMotion: Codable {
    private enum CodingKeys: String, CodingKey {
        case fps, events, parameters, behaviors, frames, times, ids, x, y, angles, bodySpeeds
    }

    /// Reads the motion a frame server sent (the rows column by column).
    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let frames = try values.decode([Int].self, forKey: .frames), times = try values.decode([Double].self, forKey: .times)
        let ids = try values.decode([String].self, forKey: .ids), x = try values.decode([Double].self, forKey: .x)
        let y = try values.decode([Double].self, forKey: .y), angles = try values.decode([Double].self, forKey: .angles)
        guard [times.count, ids.count, x.count, y.count, angles.count].allSatisfy({ $0 == frames.count }) else {
            throw DecodingError.dataCorruptedError(forKey: .frames, in: values, debugDescription: "columns of different lengths")
        }
        self.init(fps: try values.decode(Int.self, forKey: .fps),
                  rows: frames.indices.map {
                      TraceRow(frame: frames[$0], time: times[$0], identifier: ids[$0], x: x[$0], y: y[$0], angle: angles[$0])
                  },
                  events: try values.decode([ScriptedEvent].self, forKey: .events),
                  parameters: try values.decode([SceneParameter].self, forKey: .parameters),
                  behaviors: try values.decodeIfPresent([BehaviorLane].self, forKey: .behaviors) ?? [],
                  bodySpeeds: try values.decodeIfPresent([Double?].self, forKey: .bodySpeeds) ?? [])
    }

    /// Writes the motion column by column (the studio reads it back with `init(from:)`).
    package func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(fps, forKey: .fps)
        try values.encode(events, forKey: .events)
        try values.encode(parameters, forKey: .parameters)
        try values.encode(behaviors, forKey: .behaviors)
        try values.encode(rows.map(\.frame), forKey: .frames)
        try values.encode(rows.map(\.time), forKey: .times)
        try values.encode(rows.map(\.identifier), forKey: .ids)
        try values.encode(rows.map(\.x), forKey: .x)
        try values.encode(rows.map(\.y), forKey: .y)
        try values.encode(rows.map(\.angle), forKey: .angles)
        try values.encode(bodySpeeds, forKey: .bodySpeeds)
    }
}
