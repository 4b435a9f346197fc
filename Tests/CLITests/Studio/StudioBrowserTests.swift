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
        #expect(dom.contains("/api/scenes/ball-menu/frame?frame=90&amp;scale=1&amp;"), "frame image of 1.5 s")
        #expect(dom.contains("&amp;run="), "frame addresses carry the run id, which makes them cacheable")
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

    @Test("after the timeline is clicked, each arrow key steps exactly one frame")
    func arrowKeysAfterScrubberClick() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium()
        try browser.open(studio.address + "#scene=gravity&t=0.5")
        let box = try #require(try browser.evaluate(
            "(r => [r.left + r.width * 0.3, r.top + r.height / 2])(document.getElementById('scrubber').getBoundingClientRect())")
            as? [Double])
        try browser.click(x: box[0], y: box[1])
        #expect(try browser.evaluate("document.activeElement.id") as? String == "scrubber", "the click did not focus the scrubber")
        let clicked = try #require(try browser.evaluate("state.frame") as? Int)
        #expect(try browser.evaluate("+document.getElementById('scrubber').getAttribute('aria-valuenow')") as? Int == clicked)
        try browser.press("ArrowRight", code: 39)
        #expect(try browser.evaluate("state.frame") as? Int == clicked + 1)
        #expect(try browser.evaluate("+document.getElementById('scrubber').getAttribute('aria-valuenow')") as? Int == clicked + 1)
        try browser.press("ArrowLeft", code: 37)
        try browser.press("ArrowLeft", code: 37)
        #expect(try browser.evaluate("state.frame") as? Int == clicked - 1)
        #expect(try browser.evaluate("+document.getElementById('scrubber').getAttribute('aria-valuenow')") as? Int == clicked - 1)
    }

    @Test("side by side, the frame and the reference are both whole inside the player, and labelled")
    func sideBySideCompare() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("ref")
        let rendered = try runDynamics(["render", "ball-menu", "--frames", "85..95", "--scale", "0.5", "--out", reference.path,
                                        "--quiet"])
        #expect(rendered.status == 0)
        let studio = try StudioProcess(["--reference", reference.path])
        let browser = try HeadlessChromium()
        try browser.open(studio.address + "#scene=ball-menu&t=1.5&ref=reference-1%2F&mode=side")
        try browser.waitUntil("!document.getElementById('reference-view').hidden && document.getElementById('reference').complete"
            + " && document.getElementById('reference').naturalWidth > 0")
        let boxes = try #require(try browser.evaluate("""
            [document.querySelector('main'), document.getElementById('frame'), document.getElementById('reference')]
              .map(e => e.getBoundingClientRect()).map(r => [r.left, r.top, r.right, r.bottom])
            """) as? [[Double]])
        let (main, frame, picture) = (boxes[0], boxes[1], boxes[2])
        for (name, box) in [("frame", frame), ("reference", picture)] {
            #expect(box[0] >= main[0] && box[2] <= main[2] + 0.5 && box[1] >= main[1] && box[3] <= 900,
                    "\(name) \(box) is not inside the player \(main)")
            #expect(box[2] - box[0] > 150, "\(name) is only \(box[2] - box[0]) px wide")
        }
        #expect(frame[2] <= picture[0], "the pictures overlap: \(frame) \(picture)")
        #expect(try browser.evaluate("document.getElementById('current-label').textContent") as? String == "current build")
        #expect(try browser.evaluate("document.getElementById('reference-label').textContent") as? String
            == "reference: reference-1/.")
        let shot = studio.folder.appendingPathComponent("compare.png")
        try browser.screenshot(to: shot)
        let kept = URL(fileURLWithPath: NSTemporaryDirectory() + "studio-browser-compare.png")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: shot, to: kept)
    }

    @Test("frames are drawn at the screen's devicePixelRatio, so they are sharp on a Retina screen")
    func sharpAtDevicePixelRatio() throws {
        let studio = try StudioProcess()
        for (factor, scale) in [(1.0, 1.0), (2.0, 2.0)] {
            let browser = try HeadlessChromium(deviceScaleFactor: factor)
            try browser.open(studio.address + "#scene=ball-menu&t=1")
            #expect(try browser.evaluate("window.devicePixelRatio") as? Double == factor)
            let source = try #require(try browser.evaluate("document.getElementById('frame').src") as? String)
            #expect(source.contains("&scale=\(Int(scale))&"), "\(factor)×: \(source)")
            // The picture has at least as many pixels as the screen shows it with.
            let sizes = try #require(try browser.evaluate(
                "(f => [f.naturalHeight, f.getBoundingClientRect().height])(document.getElementById('frame'))") as? [Double])
            #expect(sizes[0] >= sizes[1] * factor, "\(factor)×: \(sizes[0]) px drawn for \(sizes[1]) CSS px")
        }
    }

    @Test("moving a parameter's slider re-runs the scene: another frame and other plots, no rebuild")
    func parameterSlider() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium()
        try browser.open(studio.address + "#scene=gravity&t=1.5")
        try browser.waitUntil("document.body.dataset.ready === '1' && document.querySelector('#parameters input')")
        #expect(try browser.evaluate("document.querySelector('#parameters input').dataset.name") as? String == "magnitude")
        let plotBefore = try #require(try browser.evaluate("document.querySelector('svg[data-quantity=y]').textContent") as? String)
        #expect(try browser.evaluate("document.getElementById('frame').src.includes('set.')") as? Bool == false)
        _ = try browser.evaluate("""
            (s => { s.value = 2; s.dispatchEvent(new Event('input')); })(document.querySelector('#parameters input'))
            """)
        try browser.waitUntil("document.getElementById('frame').src.includes('set.magnitude=2') && document.getElementById('frame').complete"
            + " && document.querySelector('svg[data-quantity=y]').textContent !== \(String(reflecting: plotBefore))")
        #expect(try browser.evaluate("document.querySelector('#parameters output').textContent") as? String == "2.00")
        let plotAfter = try #require(try browser.evaluate("document.querySelector('svg[data-quantity=y]').textContent") as? String)
        #expect(plotAfter != plotBefore)
        let shot = studio.folder.appendingPathComponent("slider.png")
        try browser.screenshot(to: shot)
        let kept = URL(fileURLWithPath: NSTemporaryDirectory() + "studio-browser-slider.png")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: shot, to: kept)
    }
}
