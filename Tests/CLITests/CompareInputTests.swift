import Dynamics
import Foundation
import Testing

/// `dynamics compare` with inputs that are not readable PNGs: one specific line on standard error and exit 2 for
/// two files; a failing frame carrying the same words in every report inside folders.
@Suite("compare: unreadable inputs", .serialized)
struct CompareInputTests {
    /// A PNG file with a chunk list of our own making (CRCs computed).
    static func png(width: UInt32, height: UInt32, corruptCRC: Bool = false) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { (shift: UInt32) in UInt8(truncatingIfNeeded: value >> shift) } }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body) ^ (corruptCRC && type == "IHDR" ? 1 : 0))
        }
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", []))
    }

    /// Each bad file and the reason `compare` must give for it.
    static func badFiles(in folder: URL, good: Data) throws -> [(file: String, reason: String)] {
        let cases: [(String, Data, String)] = [
            ("empty.png", Data(), "empty file"),
            ("text.png", Data("hello, not an image\n".utf8), "not a PNG file"),
            ("cut-header.png", good.prefix(20), "truncated PNG"),
            ("truncated.png", good.prefix(good.count / 2), "truncated PNG"),
            ("width0.png", png(width: 0, height: 4), "PNG width 0"),
            ("crc.png", png(width: 4, height: 4, corruptCRC: true), "corrupt PNG header (IHDR checksum mismatch)"),
            ("huge.png", png(width: 32768, height: 32768), "image larger than the pixel limit (32768×32768 pixels; "
                + "the limit is 8192 px per side and 40000000 pixels)"),
        ]
        var files: [(String, String)] = []
        for (name, data, reason) in cases {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            files.append((url.path, reason))
        }
        return files + [("/dev/null", "empty file")]
    }

    @Test("two files: each unreadable input, either side, is exit 2 with its reason on one stderr line")
    func singleFiles() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let render = root.appendingPathComponent("render")
        let rendered = try runDynamics(["render", "bounce", "--at", "0.5", "--scale", "0.5", "--quiet", "--out", render.path])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let good = render.appendingPathComponent("frame_00030.png")
        for (file, reason) in try Self.badFiles(in: root, good: try Data(contentsOf: good)) {
            for arguments in [["compare", good.path, file], ["compare", file, good.path]] {
                let result = try runDynamics(arguments)
                #expect(result.status == 2, "\(arguments): \(result.standardError)")
                #expect(result.errorLines == ["error: \(file): \(reason)"], "\(arguments)")
                #expect(result.standardOutput.isEmpty, "\(arguments): \(result.standardOutput)")
            }
        }
        // A --diff-out that is a file, not a folder.
        let notAFolder = root.appendingPathComponent("diffs")
        try Data("x".utf8).write(to: notAFolder)
        let diffOut = try runDynamics(["compare", good.path, good.path, "--diff-out", notAFolder.path])
        #expect(diffOut.status == 2 && diffOut.errorLines == ["error: the diff folder '\(notAFolder.path)' is a file"],
                "\(diffOut.standardError)")
    }

    @Test("folders: an unreadable frame fails with the same reason in the table, JSON, JUnit and HTML report")
    func framesInFolders() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = root.appendingPathComponent("expected"), actual = root.appendingPathComponent("actual")
        for folder in [expected, actual] {
            let result = try runDynamics(["render", "bounce", "--duration", "0.3", "--fps", "10", "--scale", "0.25",
                                          "--quiet", "--out", folder.path])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let broken = actual.appendingPathComponent("frame_00001.png")
        let bytes = try Data(contentsOf: broken)
        try bytes.prefix(bytes.count - 30).write(to: broken)
        let note = "\(broken.path): truncated PNG"

        let text = try runDynamics(["compare", expected.path, actual.path])
        #expect(text.status == 1 && text.standardError.isEmpty, "\(text.standardError)")
        #expect(text.standardOutput.contains("frame_00001.png  \(note)"), "\(text.standardOutput)")
        #expect(!text.standardOutput.contains("Read Error"))

        let junit = root.appendingPathComponent("junit.xml"), report = root.appendingPathComponent("report")
        let json = try runDynamics(["compare", expected.path, actual.path, "--format", "json", "--junit", junit.path,
                                    "--report", report.path])
        #expect(json.status == 1, "\(json.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.map { $0["status"] as? String } == ["identical", "unreadable", "identical"])
        #expect(frames[1]["note"] as? String == note)
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("message=\"\(note)\""))
        #expect(try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8).contains(note))
    }
}
