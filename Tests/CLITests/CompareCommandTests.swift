import Dynamics
import Foundation
import Testing

@Suite("dynamics compare and contact-sheet", .serialized)
struct CompareCommandTests {
    /// Renders 3 small calibration frames into a fresh folder.
    private func renderFrames(scale: String = "0.5") throws -> URL {
        let folder = try temporaryFolder()
        let result = try runDynamics(["render", "calibration", "--duration", "0.3", "--fps", "10", "--scale", scale,
                                      "--quiet", "--force", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        return folder
    }

    @Test("a folder matches itself: exit 0 and a table row per frame")
    func sameFolder() throws {
        let folder = try renderFrames()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runDynamics(["compare", folder.path, folder.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("frame_00002.png"))
        #expect(result.standardOutput.contains("0 of 3 frames differ"))
    }

    /// Runs `body` with rendered frames, their perturbed copy (see `makePerturbedCopy`) and an empty folder for
    /// outputs, and removes all three afterwards.
    private func withPerturbedCopy(_ body: (_ expected: URL, _ actual: URL, _ output: URL) throws -> Void) throws {
        let expected = try renderFrames()
        let actual = try temporaryFolder(), output = try temporaryFolder()
        defer {
            for folder in [expected, actual, output] { try? FileManager.default.removeItem(at: folder) }
        }
        try makePerturbedCopy(of: expected, in: actual)
        try body(expected, actual, output)
    }

    /// Copies the frames of `expected` into `actual` with a 10×10 black block painted into frame 1 at pixels
    /// (20…29, 140…149), a plain white area.
    private func makePerturbedCopy(of expected: URL, in actual: URL) throws {
        for name in try frameFiles(in: expected) {
            try FileManager.default.copyItem(at: expected.appendingPathComponent(name),
                                             to: actual.appendingPathComponent(name))
        }
        let target = actual.appendingPathComponent("frame_00001.png").path
        let original = try PNGReader.read(target)
        var bytes = original.bytes
        for y in 140..<150 {
            for x in 20..<30 {
                let offset = y * original.stride + x * 4
                bytes[offset] = 0; bytes[offset + 1] = 0; bytes[offset + 2] = 0; bytes[offset + 3] = 255
            }
        }
        try PNGWriter.write(Image(width: original.width, height: original.height, stride: original.stride, bytes: bytes),
                            to: target)
    }

    @Test("equal manifest hashes skip pixel work only while the files still match them")
    func replacedFrameIsCompared() throws {
        let expected = try renderFrames(), actual = try renderFrames()
        defer { for folder in [expected, actual] { try? FileManager.default.removeItem(at: folder) } }
        #expect(try runDynamics(["compare", expected.path, actual.path]).standardOutput.contains("0 of 3 frames differ"))
        let replaced = actual.appendingPathComponent("frame_00002.png")
        try FileManager.default.removeItem(at: replaced)
        try FileManager.default.copyItem(at: actual.appendingPathComponent("frame_00000.png"), to: replaced)
        let result = try runDynamics(["compare", expected.path, actual.path, "--only-failures"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("1 of 3 frames differ; worst: frame_00002.png"), "\(result.standardOutput)")
    }

    @Test("--report writes an HTML page, worst frame first, with expected, actual and diff images beside it")
    func htmlReport() throws {
        try withPerturbedCopy { expected, actual, report in
            let result = try runDynamics(["compare", expected.path, actual.path, "--report", report.path])
            #expect(result.status == 1)
            let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page.contains("1 of 3 frames differ; worst: frame_00001.png"))
            // The failing frame is the first row and the only panel; its three images were copied beside the page.
            let rows = page.components(separatedBy: "<tr class=")
            #expect(rows.count == 4 && rows[1].hasPrefix("\"fail\"><td>frame_00001.png</td><td>differ</td><td>100 pixels"))
            for role in ["expected", "actual", "diff"] {
                #expect(page.contains("src=\"images/0-\(role).png\""))
                let image = try PNGReader.read(report.appendingPathComponent("images/0-\(role).png").path)
                #expect(image.width > 0)
            }
            #expect(page.contains("type=\"range\""))
            #expect(page.components(separatedBy: "<section").count == 2)
        }
    }

    @Test("the HTML report loads in a real browser (headless Chromium) and shows its images")
    func htmlReportInBrowser() throws {
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }, "make test installs Debian's chromium")
        try withPerturbedCopy { expected, actual, report in
            _ = try runDynamics(["compare", expected.path, actual.path, "--report", report.path])
            let shot = report.appendingPathComponent("shot.png")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                 "--window-size=1200,1400", "--screenshot=\(shot.path)",
                                 report.appendingPathComponent("index.html").absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let page = try PNGReader.read(shot.path)
            #expect(page.width == 1200 && page.height == 1400)
            // The diff image marks the changed block in pure red; the frames' blue square shows in the expected,
            // actual and onion-skin images. A page whose images did not load has neither.
            var pureRed = 0, systemBlue = 0
            for y in 0..<page.height {
                for x in 0..<page.width {
                    let pixel = page.pixel(x: x, y: y)
                    if pixel.r > 220 && pixel.g < 30 && pixel.b < 30 { pureRed += 1 }
                    if pixel.r < 20 && abs(Int(pixel.g) - 122) < 20 && pixel.b > 235 { systemBlue += 1 }
                }
            }
            #expect(pureRed >= 20, "diff marks on the page: \(pureRed)")
            #expect(systemBlue >= 3000, "blue pixels of the frames on the page: \(systemBlue) (about 500 without them)")
        }
    }

    @Test("a perturbed copy differs: exit 1, and a diff image marks the changed block red")
    func perturbedCopy() throws {
        try withPerturbedCopy { expected, actual, diffs in
            let result = try runDynamics(["compare", expected.path, actual.path, "--diff-out", diffs.path])
            #expect(result.status == 1)
            let row = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("frame_00001.png") })
            #expect(row.contains(" 100 ") && row.contains("DIFFER"))
            #expect(result.standardOutput.contains("1 of 3 frames differ"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: diffs.path) == ["frame_00001.png"])
            let diff = try PNGReader.read(diffs.appendingPathComponent("frame_00001.png").path)
            let changed = diff.pixel(x: 25, y: 145), unchanged = diff.pixel(x: 5, y: 300)
            #expect(changed.r == 255 && changed.g == 0 && changed.b == 0)
            #expect(unchanged.r == unchanged.g && unchanged.r > 200)

            // Allowing 100 differing pixels (or 0.2 % of 188×334) makes it pass.
            #expect(try runDynamics(["compare", expected.path, actual.path, "--max-diff-pixels", "100"]).status == 0)
            #expect(try runDynamics(["compare", expected.path, actual.path, "--max-diff-ratio", "0.002"]).status == 0)
            #expect(try runDynamics(["compare", expected.path, actual.path, "--max-diff-ratio", "0.001"]).status == 1)
            // Two single files.
            let single = try runDynamics(["compare", expected.appendingPathComponent("frame_00001.png").path,
                                           actual.appendingPathComponent("frame_00001.png").path])
            #expect(single.status == 1)
        }
    }

    @Test("renders of different sizes: each frame fails with the sizes, the run goes on and exits 1")
    func differentSizes() throws {
        let small = try renderFrames(scale: "0.5"), large = try renderFrames(scale: "1")
        defer {
            try? FileManager.default.removeItem(at: small)
            try? FileManager.default.removeItem(at: large)
        }
        let diffs = small.appendingPathComponent("diffs")
        let result = try runDynamics(["compare", small.path, large.path, "--diff-out", diffs.path])
        #expect(result.status == 1 && result.standardError.isEmpty)
        #expect(result.standardOutput.contains("images differ in size: 188×334 vs 375×667"))
        #expect(result.standardOutput.contains("note: sizes differ: 188×334 vs 375×667 px"))
        #expect(result.standardOutput.contains("3 of 3 frames differ"))
        #expect(!FileManager.default.fileExists(atPath: diffs.path), "no empty diff folder")
    }

    @Test("--format json, --junit and --only-failures; manifests decide which files are frames")
    func reports() throws {
        let expected = try renderFrames(), actual = try renderFrames()
        defer {
            try? FileManager.default.removeItem(at: expected)
            try? FileManager.default.removeItem(at: actual)
        }
        // A contact sheet beside the frames is no frame; a frame that differs is found by its hash.
        try FileManager.default.copyItem(at: actual.appendingPathComponent("frame_00000.png"),
                                         to: actual.appendingPathComponent("contact-sheet.png"))
        let target = actual.appendingPathComponent("frame_00001.png")
        let original = try PNGReader.read(target.path)
        var bytes = original.bytes
        for offset in stride(from: 0, to: 40 * 4, by: 4) { bytes[offset] = 0; bytes[offset + 1] = 0; bytes[offset + 2] = 0 }
        try PNGWriter.write(Image(width: original.width, height: original.height, stride: original.stride, bytes: bytes),
                            to: target.path)
        var manifest = try #require(RenderManifest.read(fromFolder: actual.path))
        manifest.frames[1].fileHash = ContentHash.of(try Data(contentsOf: target))
        manifest.frames[1].pixelHash = ContentHash.ofPixels(try PNGReader.readRGBA(target.path))
        try manifest.write(toFolder: actual.path)

        let junit = expected.appendingPathComponent("report.xml")
        let json = try runDynamics(["compare", expected.path, actual.path, "--format", "json", "--junit", junit.path])
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(report["frames"] as? [[String: Any]])
        #expect(frames.map { $0["name"] as? String } == ["frame_00000.png", "frame_00001.png", "frame_00002.png"])
        #expect(frames.map { $0["status"] as? String } == ["identical", "differ", "identical"])
        #expect(frames[1]["differentPixels"] as? Int == 40)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["failures"] as? Int == 1 && summary["worstFrame"] as? String == "frame_00001.png")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\"\(actual.lastPathComponent)\" tests=\"3\" failures=\"1\""))
        #expect(xml.contains("<testcase classname=\"\(actual.lastPathComponent)\" name=\"frame_00001.png\">"))
        #expect(xml.contains("<failure type=\"differ\" message=\"differ: 40 pixels differ"))

        let text = try runDynamics(["compare", expected.path, actual.path, "--only-failures"])
        let rows = text.standardOutput.split(separator: "\n")
        #expect(rows.count == 3 && rows[1].hasPrefix("frame_00001.png"), "\(text.standardOutput)")
        #expect(rows.last?.hasPrefix("1 of 3 frames differ; worst: frame_00001.png (differ, ") == true)
    }

    @Test("missing files, a file against a folder and bad limits exit 2")
    func usageErrors() throws {
        let small = try renderFrames(scale: "0.5"), large = try renderFrames(scale: "1")
        defer {
            try? FileManager.default.removeItem(at: small)
            try? FileManager.default.removeItem(at: large)
        }
        try expectUsageError(["compare", small.path, small.appendingPathComponent("nope").path],
                             mentioning: "does not exist")
        try expectUsageError(["compare", small.path, small.appendingPathComponent("frame_00000.png").path],
                             mentioning: "two files or two folders")
        try expectUsageError(["compare", small.path, small.path, "--max-diff-pixels", "1", "--max-diff-ratio", "0.1"],
                             mentioning: "not both")
        try expectUsageError(["compare", small.path, small.path, "--threshold", "2"], mentioning: "threshold")
    }

    @Test("a frame missing from one folder counts as a difference")
    func missingFrame() throws {
        let expected = try renderFrames()
        let actual = try renderFrames()
        defer {
            try? FileManager.default.removeItem(at: expected)
            try? FileManager.default.removeItem(at: actual)
        }
        try FileManager.default.removeItem(at: actual.appendingPathComponent("frame_00002.png"))
        let result = try runDynamics(["compare", expected.path, actual.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("missing in ACTUAL"))
    }

    @Test("contact sheet: a grid of the chosen frames with captions")
    func contactSheet() throws {
        let folder = try renderFrames()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("sheet.png")
        let result = try runDynamics(["contact-sheet", folder.path, "-o", sheet.path, "--every", "1",
                                      "--columns", "2", "--thumbnail-width", "100"])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGReader.read(sheet.path)
        // 2 columns × (100 + 12) + 12 wide; 2 rows × (178 + 20 + 12) + 12 high (thumbnails keep 188:334).
        #expect(image.width == 236 && image.height == 432)
        try expectUsageError(["contact-sheet", folder.path, "--every", "0"], mentioning: "--every")
        try expectUsageError(["contact-sheet", folder.appendingPathComponent("none").path], mentioning: "not a folder")

        // A truncated frame fails the sheet (one line, exit 2) and the earlier sheet stays as it was.
        let before = try Data(contentsOf: sheet)
        let frame = folder.appendingPathComponent("frame_00001.png")
        let bytes = try Data(contentsOf: frame)
        try bytes.prefix(bytes.count / 2).write(to: frame)
        try expectUsageError(["contact-sheet", folder.path, "-o", sheet.path, "--every", "1"], mentioning: "frame_00001.png")
        #expect(try Data(contentsOf: sheet) == before)
    }
}
