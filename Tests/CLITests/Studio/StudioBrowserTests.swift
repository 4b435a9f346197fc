import Dynamics
import Foundation
import Testing

@Suite("dynamics studio in a real browser (headless Chromium)", .serialized)
struct StudioBrowserTests {
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs headless Chromium on `url` with `arguments`; its standard output.
    static func chromium(_ arguments: [String], url: String) throws -> String {
        let chromium = try #require(Self.chromium, "make test installs Debian's chromium")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        // Virtual time does not pass while a fetch is in flight, so the DOM and the screenshot are taken once the
        // frame and the plots have loaded (the page opens its never-ending event stream only a second after that).
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--virtual-time-budget=500", "--window-size=1400,900"] + arguments + [url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test("the page opened at 1.5 s shows that frame, the two scripted taps on the timeline and the motion plots")
    func pageAtTime() throws {
        let studio = try StudioProcess()
        let url = studio.address + "#scene=ball-menu&t=1.5"
        let dom = try Self.chromium(["--dump-dom"], url: url)
        #expect(dom.contains("data-ready=\"1\""), "the frame never finished loading")
        #expect(dom.contains("/api/scenes/ball-menu/frame?frame=90&amp;scale=1"), "frame image of 1.5 s")
        #expect(dom.components(separatedBy: "class=\"mark tap\"").count - 1 == 2)
        for quantity in ["x", "y", "angle", "speed"] {
            #expect(dom.components(separatedBy: "<svg class=\"plot\" data-quantity=\"\(quantity)\"").count - 1 == 1)
        }
        #expect(dom.components(separatedBy: "<polyline").count - 1 >= 4 * 3, "a line per identified view in each plot")
        #expect(dom.contains("<div data-name=\"ball-menu\" class=\"current\">"))

        let shot = studio.folder.appendingPathComponent("shot.png")
        _ = try Self.chromium(["--screenshot=\(shot.path)"], url: url)
        let page = try PNGReader.read(shot.path)
        #expect(page.width == 1400 && page.height == 900)
        // Colours only the loaded frame and the plots have: the plot lines' first colour (#d2453a), and the frame
        // itself — the cards' many colours fill far more of the player than a missing image's icon.
        var plotRed = 0, colours = Set<UInt32>()
        for y in stride(from: 0, to: page.height, by: 2) {
            for x in stride(from: 0, to: page.width, by: 2) {
                let p = page.pixel(x: x, y: y)
                if abs(Int(p.r) - 0xd2) < 12 && abs(Int(p.g) - 0x45) < 12 && abs(Int(p.b) - 0x3a) < 12 { plotRed += 1 }
                if x > 210 && x < 700 { colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)) }
            }
        }
        #expect(plotRed > 100, "plot and timeline pixels of the first colour: \(plotRed)")
        #expect(colours.count > 300, "distinct colours in the player: \(colours.count)")
        // Kept for a person to look at: the temporary folder's studio-browser-test.png.
        let kept = URL(fileURLWithPath: NSTemporaryDirectory() + "studio-browser-test.png")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: shot, to: kept)
    }
}
