import Foundation
import DynamicsRenderFolder

extension TraceRow {
    /// Runs `runner` from where it is through every output frame of `duration` seconds at `fps` and returns the rows
    /// of each frame (the identified views, then the haptics the frame shows first, then its sound events), as
    /// `render --trace` writes them; `each` runs once the runner has reached each frame, before its rows are read.
    @MainActor public static func rows(of runner: SceneRunner, fps: Int, duration: TimeInterval,
                                       each: (_ frame: Int, _ time: TimeInterval) -> Void = { _, _ in }) -> [TraceRow] {
        (0..<FrameTiming.frameCount(duration: duration, fps: fps)).flatMap { rows(of: runner, frame: $0, fps: fps, each: each) }
    }

    /// Runs `runner` from where it is to output frame `frame` at `fps` and returns that frame's rows (the identified
    /// views, then the haptics it shows first, then its sound events); `each` runs once the runner has reached the
    /// frame, before its rows are read. One frame at a time, so that a caller may give other work a turn between
    /// frames.
    @MainActor public static func rows(of runner: SceneRunner, frame: Int, fps: Int,
                                       each: (_ frame: Int, _ time: TimeInterval) -> Void = { _, _ in }) -> [TraceRow] {
        let time = FrameTiming.time(ofFrame: frame, fps: fps)
        runner.advance(to: time)
        each(frame, time)
        return TraceRow.rows(for: runner.window, frame: frame, time: time)
            + TraceRow.hapticRows(of: runner.hapticLog, frame: frame, fps: fps)
            + TraceRow.soundRows(of: runner.sounds, frame: frame, fps: fps)
    }

    /// `rows` as a CSV file: the header, then one line per row.
    public static func csv(_ rows: [TraceRow]) -> String {
        ([csvHeader] + rows.map(\.csvLine)).joined(separator: "\n") + "\n"
    }

    /// The rows of a `--trace` CSV file (as `csvLine` writes them); nil when a line is not such a row or the header
    /// is missing.
    public static func rows(csv: String) -> [TraceRow]? {
        var lines = csv.split(whereSeparator: \.isNewline).map(String.init)
        guard lines.first == csvHeader else { return nil }
        lines.removeFirst()
        var rows: [TraceRow] = []
        for line in lines {
            guard let row = TraceRow(csvLine: line) else { return nil }
            rows.append(row)
        }
        return rows
    }

    /// Parses one line written by `csvLine`.
    public init?(csvLine line: String) {
        var fields: [String] = []
        var field = "", quoted = false, index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if quoted {
                if character == "\"" {
                    if next < line.endIndex, line[next] == "\"" { field.append("\""); index = line.index(after: next); continue }
                    quoted = false
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            index = next
        }
        fields.append(field)
        guard fields.count == 6, let frame = Int(fields[0]), let time = Double(fields[1]), let x = Double(fields[3]),
              let y = Double(fields[4]), let angle = Double(fields[5]) else { return nil }
        self.init(frame: frame, time: time, identifier: fields[2], x: x, y: y, angle: angle)
    }
}
