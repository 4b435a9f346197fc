import Foundation

extension FrameComparison {
    /// The table `dynamics compare` prints: one line per frame (only the failing ones with `onlyFailures`), the
    /// notes, and the summary line.
    public func textReport(onlyFailures: Bool = false) -> String {
        let shown = onlyFailures ? failures : frames
        let nameWidth = max(5, shown.map(\.name.count).max() ?? 0)
        func pad(_ text: String) -> String { text.padding(toLength: nameWidth, withPad: " ", startingAt: 0) }
        var lines = [pad("frame") + "   different      ratio  anti-aliased  result"]
        for frame in shown {
            switch frame.status {
            case .missingInExpected: lines.append(pad(frame.name) + "  missing in EXPECTED")
            case .missingInActual: lines.append(pad(frame.name) + "  missing in ACTUAL")
            case .sizeMismatch, .unreadable: lines.append(pad(frame.name) + "  " + (frame.note ?? frame.status.rawValue))
            case .identical, .match, .differ:
                let result = frame.status == .differ ? "DIFFER" : frame.status == .identical ? "identical" : "match"
                lines.append(pad(frame.name) + String(format: "  %10d  %8.4f%%  %12d  %@", frame.differentPixels,
                                                     frame.differenceRatio * 100, frame.antiAliasedPixels, result))
            }
        }
        lines += notes.map { "note: " + $0 }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: every frame with its status and numbers, the notes and a summary.
    public func jsonReport() -> Data {
        struct Report: Encodable {
            struct Summary: Encodable {
                var frames: Int, failures: Int, passed: Bool, worstFrame: String?, line: String
            }
            var summary: Summary
            var notes: [String]
            var frames: [Frame]
        }
        let report = Report(summary: .init(frames: frames.count, failures: failures.count, passed: failures.isEmpty,
                                           worstFrame: failures.isEmpty ? nil : worstFrame?.name, line: summary),
                            notes: notes, frames: frames)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Every field is a plain value; encoding cannot fail.
        return (try? encoder.encode(report)) ?? Data()
    }

    /// The report as a JUnit XML test suite named `suite`: one test case per frame, failing frames with their numbers.
    public func junitReport(suite: String) -> String {
        let escaped = Self.markupEscaped
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite name=\"\(escaped(suite))\" tests=\"\(frames.count)\" failures=\"\(failures.count)\" errors=\"0\">\n"
        for frame in frames {
            xml += "  <testcase classname=\"\(escaped(suite))\" name=\"\(escaped(frame.name))\""
            if frame.status.passes {
                xml += "/>\n"
                continue
            }
            let message = frame.note ?? String(format: "%@: %d pixels differ (%.4f %%)", frame.status.rawValue,
                                               frame.differentPixels, frame.differenceRatio * 100)
            xml += ">\n    <failure type=\"\(frame.status.rawValue)\" message=\"\(escaped(message))\">"
            if let diff = frame.diffImage { xml += "diff image: \(escaped(diff))" }
            xml += "</failure>\n  </testcase>\n"
        }
        if !notes.isEmpty {
            xml += "  <system-out>\(escaped(notes.joined(separator: "\n")))</system-out>\n"
        }
        return xml + "</testsuite>\n"
    }

    /// `text` safe inside XML or HTML text and attribute values.
    static func markupEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
