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

    @Test("after the timeline is clicked, each arrow key steps exactly one frame; dragging on it scrubs to the pointer")
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

        // A drag from 10 % to 75 % of the timeline's width passes the frames in between and ends on the frame under
        // the pointer (gravity: 180 frames, so 135), whose PNG the player then shows.
        let row = try #require(try browser.evaluate(
            "(r => [r.left, r.width, r.top + r.height / 2])(document.getElementById('scrubber').getBoundingClientRect())") as? [Double])
        _ = try browser.evaluate("""
            window.scrubbed = []; window.scrubWatch = new MutationObserver(() => scrubbed.push(+document.getElementById('scrubber').getAttribute('aria-valuenow')));
            scrubWatch.observe(document.getElementById('scrubber'), {attributes: true, attributeFilter: ['aria-valuenow']}); true
            """)
        try browser.drag(from: (row[0] + row[1] * 0.1 + 0.5, row[2]), to: (row[0] + row[1] * 0.75 + 0.5, row[2]))
        #expect(try browser.evaluate("state.frame") as? Int == 135)
        let passed = try #require(try browser.evaluate("scrubWatch.disconnect(), scrubbed") as? [Int])
        #expect(passed.count >= 8 && passed.first! < 30 && passed == passed.sorted(), "\(passed)")
        try browser.waitUntil("document.getElementById('frame').dataset.frame === '135' && document.getElementById('frame').complete")
        #expect(try browser.evaluate("document.getElementById('time').textContent") as? String == "2.250 s · frame 135 of 179")
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

    @Test("a reference chosen from the menu shows side by side, as an onion skin and as the difference image, each labelled; the strip colours its frames")
    func compareModes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reference fell under ten times the gravity: from the first frames on, its picture is lower.
        let reference = folder.appendingPathComponent("ref")
        let rendered = try runDynamics(["render", "gravity", "--frames", "0..90", "--scale", "0.5", "--set", "magnitude=2",
                                        "--out", reference.path, "--quiet"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let studio = try StudioProcess(["--reference", reference.path])
        let browser = try HeadlessChromium(deviceScaleFactor: 2)
        try browser.open(studio.address + "#scene=gravity&t=0.5")
        let menu = try #require(try browser.evaluate("[...document.getElementById('references').options].map(o => o.textContent)") as? [String])
        #expect(menu == ["no reference", "reference-1/. (91 frames, 60 fps)"], "\(menu)")
        _ = try browser.evaluate("""
            document.getElementById('options').open = true;
            (s => { s.value = s.options[1].value; s.dispatchEvent(new Event('change')); })(document.getElementById('references')); true
            """)
        try browser.waitUntil("state.reference && !document.getElementById('reference-view').hidden && document.getElementById('reference').complete"
            + " && document.getElementById('reference').naturalWidth > 0")
        #expect(try browser.evaluate("document.getElementById('reference').src.includes('/gravity/reference/frame?frame=30')") as? Bool == true)
        #expect(try browser.evaluate("[document.getElementById('current-label').textContent, document.getElementById('reference-label').textContent]")
            as? [String] == ["current build", "reference: reference-1/."])
        #expect(try browser.evaluate("location.hash.includes('&ref=reference-1%2F&mode=side')") as? Bool == true)

        /// Clicks the compare mode `mode`'s radio button (scrolled into sight in the options pane) and waits for the
        /// overlay over the frame to be loaded.
        func choose(_ mode: String) throws {
            let radio = "input[name=mode][value=\(mode)]"
            _ = try browser.evaluate("document.querySelector('\(radio)').scrollIntoView({block: 'center'}); true")
            let point = try StudioTimelineBrowserTests.centre(of: radio, in: browser)
            try browser.click(x: point.x, y: point.y)
            try browser.waitUntil("document.querySelector('\(radio)').checked && !document.getElementById('overlay').hidden"
                + " && document.getElementById('overlay').complete && document.getElementById('overlay').naturalWidth > 0")
        }
        // Onion skin: the reference's frame over the current one at the slider's opacity; the side-by-side pane goes.
        try choose("onion")
        #expect(try browser.evaluate("""
            [document.getElementById('overlay').src.includes('/gravity/reference/frame?frame=30'), document.getElementById('overlay').style.opacity,
             document.getElementById('reference-view').hidden, document.getElementById('current-label').textContent].join(' | ')
            """) as? String == "true | 0.5 | true | current build, reference over it at 50 %")
        // Difference: the pixelmatch image of the frame against the reference, opaque; at 0.5 s the pictures have fallen
        // 25 pt and 250 pt (0.2 and 2 × 1000 pt/s²), so a share of the pixels differs.
        try choose("diff")
        #expect(try browser.evaluate("""
            [document.getElementById('overlay').src.includes('/gravity/reference/diff?frame=30'), document.getElementById('overlay').style.opacity,
             document.getElementById('current-label').textContent].join(' | ')
            """) as? String == "true | 1 | difference from the reference")
        let ratio = try #require(try browser.evaluate(
            "fetch(sceneURL('reference/diff') + '?frame=30').then(a => +a.headers.get('X-Difference-Ratio'))") as? Double)
        #expect(ratio > 0.01, "differing share at frame 30: \(ratio)")
        #expect(try browser.evaluate("location.hash.includes('&mode=diff')") as? Bool == true)
        // The strip under the timeline: a span per measured frame, red where more than 0.1 % of the pixels differ.
        try browser.waitUntil("document.querySelectorAll('#strip span').length >= 30", timeout: 120)
        let red = try #require(try browser.evaluate(
            "[...document.querySelectorAll('#strip span')].filter(s => s.style.backgroundColor === 'rgb(179, 38, 30)').length") as? Int)
        #expect(red >= 20, "red frames in the strip: \(red)")
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-browser-compare-modes.png")
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
            window.pixelsOf = img => { const c = Object.assign(document.createElement('canvas'), {width: img.naturalWidth, height: img.naturalHeight});
              const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, c.width, c.height).data; };
            window.framePixels = pixelsOf(document.getElementById('frame')); true
            """)
        _ = try browser.evaluate("""
            (s => { s.value = 2; s.dispatchEvent(new Event('input')); })(document.querySelector('#parameters input'))
            """)
        try browser.waitUntil("document.getElementById('frame').src.includes('set.magnitude=2') && document.getElementById('frame').complete"
            + " && document.querySelector('svg[data-quantity=y]').textContent !== \(String(reflecting: plotBefore))")
        #expect(try browser.evaluate("document.querySelector('#parameters output').textContent") as? String == "2.00")
        let plotAfter = try #require(try browser.evaluate("document.querySelector('svg[data-quantity=y]').textContent") as? String)
        #expect(plotAfter != plotBefore)
        // The frame on the page changed: at ten times the gravity the 100 × 100 pt picture has left the screen at
        // 1.5 s instead of falling through its middle (the picture covers 4 % of the screen; at least half a per cent
        // of the pixels must change).
        let changed = try #require(try browser.evaluate("""
            (after => { let n = 0; for (let i = 0; i < after.length; i += 4)
              if (after[i] !== framePixels[i] || after[i + 1] !== framePixels[i + 1] || after[i + 2] !== framePixels[i + 2]) n++;
              return [n, after.length / 4]; })(pixelsOf(document.getElementById('frame')))
            """) as? [Int])
        #expect(changed[0] * 200 > changed[1], "\(changed[0]) of \(changed[1]) pixels changed")
        let shot = studio.folder.appendingPathComponent("slider.png")
        try browser.screenshot(to: shot)
        let kept = URL(fileURLWithPath: NSTemporaryDirectory() + "studio-browser-slider.png")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: shot, to: kept)
    }
}
