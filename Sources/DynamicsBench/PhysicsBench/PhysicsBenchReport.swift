import Foundation

/// Rows gathered from the engines' JSON-lines output, validated, written as one JSON array and printed as a table.
struct PhysicsBenchReport {
    /// The engine every ratio is measured against.
    static let referenceEngine = "box2d-2.4"
    static let engines = ["dynamics", "dynamics-soft", "dynamics-soft-4x30", referenceEngine, "chipmunk-7"]

    struct MalformedRow: Error, CustomStringConvertible {
        var lineNumber: Int
        var reason: String
        var description: String { "line \(lineNumber): \(reason)" }
    }

    let rows: [PhysicsBenchRow]

    /// Parses one JSON object per non-empty line; throws `MalformedRow` for the first line that is not a valid row.
    init(jsonLines text: String) throws {
        let decoder = JSONDecoder()
        var rows: [PhysicsBenchRow] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let row: PhysicsBenchRow
            do {
                row = try decoder.decode(PhysicsBenchRow.self, from: Data(line.utf8))
            } catch {
                throw MalformedRow(lineNumber: offset + 1, reason: "not a benchmark row: \(line.prefix(120))")
            }
            guard PhysicsBenchScene.names.contains(row.scene) else {
                throw MalformedRow(lineNumber: offset + 1, reason: "unknown scene \"\(row.scene)\"")
            }
            guard Self.engines.contains(row.engine) else {
                throw MalformedRow(lineNumber: offset + 1, reason: "unknown engine \"\(row.engine)\"")
            }
            rows.append(row)
        }
        self.rows = rows
    }

    /// The rows as a JSON array, one object per line.
    var json: String { "[\n" + rows.map { "  " + $0.jsonLine }.joined(separator: ",\n") + "\n]\n" }

    /// Median step time divided by the reference engine's on the same scene, when that row exists.
    func ratioToReference(_ row: PhysicsBenchRow) -> Double? {
        guard let reference = rows.first(where: { $0.scene == row.scene && $0.engine == Self.referenceEngine }),
              reference.msMedian > 0 else { return nil }
        return row.msMedian / reference.msMedian
    }

    /// A fixed-width text table, one line per row in input order.
    var table: String {
        let header = ["scene", "engine", "bodies", "ms median", "ms p95", "× box2d", "slide m", "apex drop m",
                      "creep mm", "escaped", "stable"]
        func format(_ value: Double?, _ specifier: String) -> String {
            value.map { String(format: specifier, $0) } ?? "–"
        }
        let cells = rows.map { row in
            [row.scene, row.engine, String(row.bodies), format(row.msMedian, "%.3f"), format(row.msP95, "%.3f"),
             format(ratioToReference(row), "%.2f"), format(row.maxSlideM, "%.3f"), format(row.apexDropM, "%.3f"),
             format(row.creepMM, "%.1f"), String(row.escaped), row.stable ? "yes" : "no"]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ fields: [String]) -> String {
            fields.enumerated().map { column, field in
                let padding = String(repeating: " ", count: widths[column] - field.count)
                // Names read left-aligned, numbers right-aligned.
                return column < 2 ? field + padding : padding + field
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n") + "\n"
    }
}
