import Dynamics
import Foundation
import Testing

/// `ImageComparison` against PyPI's `pixelmatch` 0.4.0 (the Python port of pixelmatch 5's YIQ algorithm), run by this
/// test on the same straight RGBA pixels: the counts must be equal, to the pixel, with alpha, anti-aliased edges and
/// every threshold tried. `scripts/ensure-deps.sh test` (run by `make test`) installs the package into
/// `.build/python`.
@Suite("pixelmatch differential")
struct PixelmatchDifferentialTests {
    /// A pair of images and what to compare them with.
    struct Case {
        var name: String
        var expected: RGBAPixels, actual: RGBAPixels
        var threshold: Double
        var includeAA = false
    }

    /// Views with translucent fills, rounded (anti-aliased) corners, a rotated square and a label, drawn on a
    /// transparent background; `shift` moves and recolours a few of them.
    static func scene(shift: CGFloat) throws -> RGBAPixels {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 64))
        let disc = UIView(frame: CGRect(x: 8 + shift, y: 6, width: 30, height: 30))
        disc.backgroundColor = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.55)
        disc.layer.cornerRadius = 15
        let card = UIView(frame: CGRect(x: 44, y: 10 + shift / 2, width: 40, height: 24))
        card.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.3 + shift / 20)
        card.layer.cornerRadius = 7
        let square = UIView(frame: CGRect(x: 20, y: 38, width: 18, height: 18))
        square.backgroundColor = UIColor(white: 0.15, alpha: 0.8)
        square.transform = CGAffineTransform(rotationAngle: 0.3 + shift / 10)
        let label = UILabel(frame: CGRect(x: 46, y: 38, width: 48, height: 20))
        label.text = shift == 0 ? "9:41" : "9:42"
        label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.7)
        for view in [disc, card, square, label] { root.addSubview(view) }
        return try Renderer().render(root, scale: 1, transparent: true).straightRGBA
    }

    /// Seeded noise with every alpha, so blending over white is exercised at all levels.
    static func noise(width: Int, height: Int, seed: UInt64, from base: RGBAPixels? = nil) -> RGBAPixels {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var bytes = base?.bytes ?? [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) where base == nil || next() < 40 {
            for channel in 0..<4 { bytes[index + channel] = next() }
        }
        return RGBAPixels(width: width, height: height, bytes: bytes)
    }

    static func cases() throws -> [Case] {
        let still = try scene(shift: 0), moved = try scene(shift: 1.5)
        let grain = noise(width: 40, height: 30, seed: 7)
        let speckled = noise(width: 40, height: 30, seed: 8, from: grain)
        var cases: [Case] = []
        for threshold in [0.0, 0.05, 0.1, 0.3] {
            cases.append(Case(name: "scene \(threshold)", expected: still, actual: moved, threshold: threshold))
            cases.append(Case(name: "noise \(threshold)", expected: grain, actual: speckled, threshold: threshold))
        }
        cases.append(Case(name: "scene with anti-aliasing counted", expected: still, actual: moved, threshold: 0.1,
                          includeAA: true))
        cases.append(Case(name: "identical", expected: still, actual: still, threshold: 0.1))
        return cases
    }

    /// pixelmatch's counts for `cases`, from one Python process.
    static func pixelmatchCounts(_ cases: [Case]) throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelmatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        for (index, item) in cases.enumerated() {
            try Data(item.expected.bytes).write(to: folder.appendingPathComponent("\(index)-a"))
            try Data(item.actual.bytes).write(to: folder.appendingPathComponent("\(index)-b"))
            lines.append("\(index) \(item.expected.width) \(item.expected.height) \(item.threshold) \(item.includeAA ? 1 : 0)")
        }
        try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("cases"), atomically: true,
                                                          encoding: .utf8)
        let script = """
        import sys
        from pixelmatch import pixelmatch
        folder = sys.argv[1]
        for line in open(folder + "/cases"):
            index, width, height, threshold, aa = line.split()
            a = open(f"{folder}/{index}-a", "rb").read()
            b = open(f"{folder}/{index}-b", "rb").read()
            print(pixelmatch(a, b, int(width), int(height), threshold=float(threshold), includeAA=aa == "1"))
        """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, folder.path]
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONPATH"] = root.appendingPathComponent(".build/python").path
        python.environment = environment
        let output = Pipe(), errors = Pipe()
        python.standardOutput = output
        python.standardError = errors
        try python.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        try #require(python.terminationStatus == 0,
                     "pixelmatch did not run (install it with scripts/ensure-deps.sh test): \(problem)")
        return text.split(separator: "\n").compactMap { Int($0) }
    }

    @Test("the same counts as pixelmatch on images with alpha, anti-aliased edges and text, at several thresholds")
    func sameCountsAsPixelmatch() throws {
        let cases = try Self.cases()
        let theirs = try Self.pixelmatchCounts(cases)
        let ours = try cases.map { item in
            try ImageComparison.compare(item.expected, item.actual,
                                        options: .init(threshold: item.threshold, countsAntiAliasedPixels: item.includeAA))
                .result.differentPixels
        }
        #expect(theirs.count == cases.count)
        for (index, item) in cases.enumerated() {
            #expect(ours[index] == theirs[index], "\(item.name): ours \(ours[index]), pixelmatch \(theirs[index])")
        }
        // The cases are not trivial: edges move, and anti-aliasing is told apart from real differences.
        #expect(theirs[2] > 20 && theirs[8] > theirs[4], "\(theirs)")
        #expect(theirs.last == 0)
    }

    @Test("images of different sizes are refused, as pixelmatch refuses them")
    func sizeMismatch() throws {
        let small = Self.noise(width: 4, height: 3, seed: 1), wide = Self.noise(width: 5, height: 3, seed: 1)
        let error = #expect(throws: ImageSizeMismatch.self) { try ImageComparison.compare(small, wide) }
        #expect(error?.description == "images differ in size: 4×3 vs 5×3")
    }
}
