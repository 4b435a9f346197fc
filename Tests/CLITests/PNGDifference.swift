import Dynamics
import Foundation

/// Why two PNG files of what should be the same frame differ, in one line: where their bytes part, and whether the
/// decoded pictures are equal (then the encoder differed) or which pixels differ (then the simulation or the drawing
/// did). Issue 38's open lead: renders that differ only on a loaded machine, seen too rarely to reproduce at will.
enum PNGDifference {
    /// The explanation, for `Issue.record` or an `#expect` comment.
    static func describe(_ a: Data, _ b: Data) -> String {
        let offset = firstDifference(a, b)
        let bytes = "\(a.count) and \(b.count) bytes, first differing at byte \(offset) in \(chunk(containing: offset, in: a))"
        guard let first = try? PNGReader.read(data: a), let second = try? PNGReader.read(data: b) else {
            return "\(bytes); one of them does not decode"
        }
        guard first != second else { return "\(bytes); the same pixels, so the encoder differed" }
        guard first.width == second.width, first.height == second.height else {
            return "\(bytes); \(first.width)×\(first.height) against \(second.width)×\(second.height) pixels"
        }
        var differing = 0, firstAt: (x: Int, y: Int)?, largest = 0
        let left = first.bytes, right = second.bytes
        for y in 0..<first.height {
            for x in 0..<first.width {
                let start = y * first.stride + x * 4
                let delta: Int = (start..<start + 4).map { (index: Int) -> Int in abs(Int(left[index]) - Int(right[index])) }.max() ?? 0
                guard delta > 0 else { continue }
                differing += 1
                largest = max(largest, delta)
                if firstAt == nil { firstAt = (x, y) }
            }
        }
        let at = firstAt.map { "(\($0.x), \($0.y))" } ?? "nowhere"
        return "\(bytes); other pixels, so the simulation or the drawing differed: \(differing) of "
            + "\(first.width * first.height), by up to \(largest) levels, the first at \(at)"
    }

    /// The offset of the first byte where `a` and `b` differ (the shorter one's length when one is a prefix).
    static func firstDifference(_ a: Data, _ b: Data) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    /// The type of the PNG chunk that holds byte `offset` of `png` ("the signature" for the first 8 bytes).
    static func chunk(containing offset: Int, in png: Data) -> String {
        let bytes = [UInt8](png)
        var start = 8
        guard offset >= start else { return "the signature" }
        while start + 8 <= bytes.count {
            let length = bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[start + 4..<start + 8], as: UTF8.self)
            if offset < start + 12 + length { return "the \(type) chunk (bytes \(start)…\(start + 11 + length))" }
            start += 12 + length
        }
        return "no chunk"
    }

    /// Keeps `files` (name → bytes) in a new folder under the temporary directory, for a failure to point at.
    static func keep(_ files: [String: Data], label: String) -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files { try? data.write(to: folder.appendingPathComponent(name)) }
        return folder.path
    }
}
