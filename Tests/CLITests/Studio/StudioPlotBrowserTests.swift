import Foundation
import Testing

/// The motion plots in headless Chromium at a devicePixelRatio of 2: where their lines end, and the smoothness of a
/// falling view's speed.
@Suite("dynamics studio: the motion plots in a real browser", .serialized)
struct StudioPlotBrowserTests {
    /// Each plot line's points as `[[x, y]]` in plot units, per quantity and view: `{quantity: {id: points}}`.
    static let lines = """
        Object.fromEntries([...document.querySelectorAll('svg.plot')].map(svg => [svg.dataset.quantity,
          Object.fromEntries([...svg.querySelectorAll('polyline:not([stroke-dasharray])')].map(l => [l.dataset.id,
            l.getAttribute('points').trim().split(' ').map(p => p.split(',').map(Number))]))]))
        """

    @Test("ball-menu: a ball's lines run until the frames stop showing it, end in a dot saying so, and the readout after it says it is gone")
    func linesEndWhereTheViewLeaves() throws {
        let studio = try StudioProcess()
        let trace = try studio.request("GET /api/scenes/ball-menu/trace HTTP/1.1")
        let json = try #require(try JSONSerialization.jsonObject(with: trace.body) as? [String: Any])
        let series = try #require(json["series"] as? [[String: Any]])
        let duration = try #require(json["duration"] as? Double)
        #expect(series.count == 3)
        let browser = try HeadlessChromium(deviceScaleFactor: 2)
        try browser.open(studio.address + "#scene=ball-menu&t=1.5")
        let width = try #require(try browser.evaluate("state.plotWidth") as? Double)
        let plotted = try #require(try browser.evaluate(Self.lines) as? [String: [String: [[Double]]]])
        for view in series {
            let id = try #require(view["id"] as? String), times = try #require(view["time"] as? [Double])
            // The balls join the window when the groove is open and leave it when it has closed, long before 6.5 s.
            let last = try #require(times.last), end = last + 1.0 / 60
            #expect(times.first! > 0.5 && end < duration - 1, "\(id) is sampled from \(times.first!) s to \(last) s")
            let x = 30 + (width - 36) * end / duration
            for quantity in ["x", "y", "angle", "speed"] {
                let points = try #require(plotted[quantity]?[id], "no \(quantity) line for \(id)")
                #expect(points.count == times.count + 1, "a point per frame, and the last held to its frame's end")
                #expect(abs(points.last![0] - x) < 0.06, "\(quantity) of \(id) ends at \(points.last![0]), its frames at \(x)")
            }
            let dots = try #require(try browser.evaluate("""
                [...document.querySelectorAll('svg.plot circle.window-edge')].filter(c => c.dataset.id === \(String(reflecting: id)))
                  .map(c => c.textContent)
                """) as? [String])
            let leaves = "\(id) leaves the window at \(String(format: "%.3f", end)) s"
            #expect(dots.count == 8 && dots.filter { $0 == leaves }.count == 4, "\(dots)")
        }
        let readout = try #require(try browser.evaluate("readout('y', 6)") as? String)
        #expect(readout.components(separatedBy: "– (not in the window)").count - 1 == 3, "\(readout)")
        let during = try #require(try browser.evaluate("readout('y', 3)") as? String)
        #expect(!during.contains("not in the window"), "\(during)")
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-plots-ball-menu.png")
    }

    @Test("gravity: the falling picture's lines reach the end of the scene, and its speed climbs without stairs")
    func fallingSpeedIsSmooth() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium(deviceScaleFactor: 2)
        try browser.open(studio.address + "#scene=gravity&t=1")
        let width = try #require(try browser.evaluate("state.plotWidth") as? Double)
        let plotted = try #require(try browser.evaluate(Self.lines) as? [String: [String: [[Double]]]])
        for quantity in ["x", "y", "angle", "speed"] {
            let points = try #require(plotted[quantity]?["lufei"])
            #expect(points.count == 181 && abs(points.last![0] - (width - 6)) < 0.06, "\(quantity): \(points.last!)")
        }
        #expect(try browser.evaluate("document.querySelectorAll('svg.plot circle.window-edge').length") as? Int == 0)
        // Its timeline lane, filled while it moves, reaches the end too, as its gravity behaviour's lane does.
        #expect(try browser.evaluate("[state.motion.series[0].spans, state.motion.behaviors[0].spans].map(s => s.at(-1)[1]).join(' ')")
                as? String == "3 3")
        // Once the fall has begun (the line's one corner is where the picture starts to move, in the first frames), the
        // speed line is straight but for the points' rounding to a tenth of a plot unit: no stair of a pixel's worth
        // of speed (30 pt/s, 4 plot units of this plot's 88 for 0–600 pt/s).
        let speed = Array(try #require(plotted["speed"]?["lufei"]).dropLast().map { $0[1] }.dropFirst(2))
        let bends = zip(zip(speed.dropFirst(2), speed.dropFirst()), speed).map { abs($0.0 - 2 * $0.1 + $1) }
        let worst = bends.indices.max { bends[$0] < bends[$1] }!
        #expect(bends[worst] <= 0.25, "the speed line bends by \(bends[worst]) plot units at frame \(worst + 3): \(speed[worst...(worst + 2)])")
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-plots-gravity.png")
    }
}
