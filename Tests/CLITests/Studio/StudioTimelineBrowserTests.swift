import Dynamics
import Foundation
import Testing

/// The timeline and the inspector in headless Chromium: choosing a scene from the searched list, stepping with keys,
/// in and out points that loop playback and bound a render, clicking a view and reading the inspector, the themes.
@Suite("dynamics studio: timeline and inspector in a real browser", .serialized)
struct StudioTimelineBrowserTests {
    /// Keeps a screenshot for a person to look at, as the temporary folder's `name`.
    static func keep(_ browser: HeadlessChromium, _ studio: StudioProcess, as name: String) throws {
        let shot = studio.folder.appendingPathComponent(name)
        try browser.screenshot(to: shot)
        let kept = URL(fileURLWithPath: NSTemporaryDirectory() + name)
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: shot, to: kept)
    }

    /// The centre of the element `selector` in CSS pixels.
    static func centre(of selector: String, in browser: HeadlessChromium) throws -> (x: Double, y: Double) {
        let box = try #require(try browser.evaluate(
            "(r => [r.left + r.width / 2, r.top + r.height / 2])(document.querySelector(\(String(reflecting: selector))).getBoundingClientRect())")
            as? [Double])
        return (box[0], box[1])
    }

    @Test("search and pick a scene, step with keys, set in and out points, loop between them, bound the render")
    func keysAndRange() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium()
        try browser.open(studio.address + "#scene=ball-menu&t=0")
        // The search leaves only the scenes whose name or summary has every word.
        _ = try browser.evaluate("(s => { s.value = 'gravity TYUIKit'; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))")
        let shown = try #require(try browser.evaluate(
            "[...document.querySelectorAll('#scenes div')].filter(d => !d.hidden).map(d => d.dataset.name)") as? [String])
        #expect(shown.contains("gravity") && !shown.contains("ball-menu"), "\(shown)")
        let entry = try Self.centre(of: "#scenes div[data-name=gravity]", in: browser)
        try browser.click(x: entry.x, y: entry.y)
        try browser.waitUntil("state.scene.name === 'gravity' && document.getElementById('frame').src.includes('/gravity/frame?frame=0&')")
        #expect(try browser.evaluate("document.querySelector('#scenes .current').dataset.name") as? String == "gravity")
        #expect(try browser.evaluate("state.count") as? Int == 180)

        // One frame a press, ten with Shift; Home and End go to the ends.
        try browser.press("ArrowRight", code: 39)
        #expect(try browser.evaluate("state.frame") as? Int == 1)
        try browser.press("ArrowRight", code: 39, shift: true)
        #expect(try browser.evaluate("state.frame") as? Int == 11)
        try browser.press("ArrowLeft", code: 37)
        #expect(try browser.evaluate("state.frame") as? Int == 10)
        try browser.press("End", code: 35)
        #expect(try browser.evaluate("state.frame") as? Int == 179)
        try browser.press("Home", code: 36)
        #expect(try browser.evaluate("state.frame") as? Int == 0)
        try browser.waitUntil("document.getElementById('frame').dataset.frame === '0'")

        // In at 30, out at 40 (I and O at the playhead).
        for _ in 0..<3 { try browser.press("ArrowRight", code: 39, shift: true) }
        try browser.press("i", code: 73)
        try browser.press("ArrowRight", code: 39, shift: true)
        try browser.press("o", code: 79)
        #expect(try browser.evaluate("[state.inPoint, state.outPoint]") as? [Int] == [30, 40])
        #expect(try browser.evaluate("document.getElementById('render-range').textContent") as? String == "frames 30–40")
        #expect(try browser.evaluate("location.hash.includes('&in=30&out=40')") as? Bool == true)
        #expect(try browser.evaluate("document.getElementById('in-shade').hidden || document.getElementById('out-shade').hidden") as? Bool == false)
        try Self.keep(browser, studio, as: "studio-timeline-range.png")

        // Playback loops inside the range: past 40 it comes back to 30.
        _ = try browser.evaluate("window.seen = []; window.watch = setInterval(() => seen.push(state.frame), 5); true")
        try browser.press(" ", code: 32)
        try browser.waitUntil("seen.includes(40) && seen.indexOf(40) < seen.length - 1 && seen[seen.length - 1] < 40", timeout: 60)
        try browser.press("k", code: 75)
        let seen = try #require(try browser.evaluate("clearInterval(watch), seen") as? [Int])
        #expect(seen.allSatisfy { (30...40).contains($0) }, "frames outside 30…40 while looping: \(Set(seen).sorted())")
        #expect(try browser.evaluate("state.playing") as? Bool == false)
        // L plays forwards, again twice as fast; J backwards at 1×; K stops.
        try browser.press("l", code: 76)
        try browser.press("l", code: 76)
        #expect(try browser.evaluate("[state.playing, state.direction, state.rate]") as? [Int] == [1, 1, 2])
        try browser.press("j", code: 74)
        #expect(try browser.evaluate("[state.playing, state.direction, state.rate]") as? [Int] == [1, -1, 1])
        try browser.press("k", code: 75)
        #expect(try browser.evaluate("state.playing") as? Bool == false)

        // The render from the page takes the range: eleven frames, 30 to 40.
        _ = try browser.evaluate("document.getElementById('options').open = true; document.getElementById('render-scale').value = 0.25; true")
        let button = try Self.centre(of: "#render", in: browser)
        try browser.click(x: button.x, y: button.y)
        try browser.waitUntil("document.getElementById('render-status').textContent.startsWith('done')", timeout: 120)
        let written = try frameFiles(in: studio.folder.appendingPathComponent("out/gravity"))
        #expect(written == (30...40).map { String(format: "frame_%05d.png", $0) }, "\(written)")
    }

    @Test("a click on a view fills the inspector with its class and frame, outlined on the frame; a lane's name too")
    func inspector() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium()
        try browser.open(studio.address + "#scene=gravity&t=1")
        #expect(try browser.evaluate("state.frame") as? Int == 60)
        let expected = try StudioInspectTests.json(studio, "/api/scenes/gravity/inspect?frame=60&id=lufei")
        let view = try #require(expected["view"] as? [String: Any])
        let frame = try #require(view["frame"] as? [String: Double])
        let centre = try #require(view["centerInScene"] as? [String: Double])
        // Where the picture's centre is drawn on the page.
        let point = try #require(try browser.evaluate("""
            (r => [r.left + \(centre["x"]!) / state.scene.width * r.width, r.top + \(centre["y"]!) / state.scene.height * r.height])(document.getElementById('frame').getBoundingClientRect())
            """) as? [Double])
        try browser.click(x: point[0], y: point[1])
        try browser.waitUntil("document.getElementById('inspected-class')")
        #expect(try browser.evaluate("document.getElementById('inspected-class').textContent") as? String == "UIImageView")
        let text = String(format: "(%.2f, %.2f) %.2f × %.2f", frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!)
        #expect(try browser.evaluate("document.querySelector('#inspector td[data-field=frame]').textContent") as? String == text)
        #expect(try browser.evaluate("document.querySelector('#inspector td[data-field=identifier]').textContent") as? String == "lufei")
        #expect((try browser.evaluate("document.querySelector('#inspector td[data-field=behaviours]').textContent") as? String)?
            .hasPrefix("UIGravityBehavior") == true)
        // The outline covers the picture: its box on the page is the picture's frame in the scene, scaled.
        let boxes = try #require(try browser.evaluate("""
            [document.getElementById('highlight'), document.getElementById('frame')].map(e => e.getBoundingClientRect()).map(r => [r.left, r.top, r.width, r.height])
            """) as? [[Double]])
        let scale = boxes[1][2] / 375
        #expect(abs(boxes[0][2] - 100 * scale) < 1 && abs(boxes[0][1] - (boxes[1][1] + (centre["y"]! - 50) * scale)) < 1, "\(boxes)")
        try Self.keep(browser, studio, as: "studio-inspector-light.png")

        // A step on follows the same view; its centre moves down.
        try browser.press("ArrowRight", code: 39)
        try browser.waitUntil("document.querySelector('#inspector .hint') && document.querySelector('#inspector .hint').textContent.startsWith('at frame 61')")
        // The lane's name inspects the view it names.
        _ = try browser.evaluate("showInspection(null); state.inspected = null; true")
        let lane = try Self.centre(of: "#lane-labels div[data-lane=lufei]", in: browser)
        try browser.click(x: lane.x, y: lane.y)
        try browser.waitUntil("document.getElementById('inspected-class') && document.getElementById('inspected-class').textContent === 'UIImageView'")

        // Dark theme: the page's background turns dark.
        let themeButton = try Self.centre(of: "#theme", in: browser)
        try browser.click(x: themeButton.x, y: themeButton.y)
        try browser.click(x: themeButton.x, y: themeButton.y)
        #expect(try browser.evaluate("document.documentElement.dataset.theme") as? String == "dark")
        #expect(try browser.evaluate("getComputedStyle(document.body).backgroundColor") as? String == "rgb(23, 23, 27)")
        try Self.keep(browser, studio, as: "studio-inspector-dark.png")
    }
}
