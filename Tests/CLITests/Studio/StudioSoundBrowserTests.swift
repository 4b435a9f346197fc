import Dynamics
import Foundation
import Testing

/// The scene's sound and the environment menus in headless Chromium: the `<audio>` element follows the playhead
/// (scrubs, steps, jumps, playback inside the in and out points), the sound lane and the mute button show only for a
/// scene with sound; the device menu, the orientation and appearance toggles and the text-size slider change the
/// frame's size and colours, and the address keeps them.
@Suite("dynamics studio: sound, devices and traits in a real browser", .serialized)
struct StudioSoundBrowserTests {
    /// The playhead's time and the audio element's `currentTime`, in seconds.
    static func times(_ browser: HeadlessChromium) throws -> (playhead: Double, audio: Double) {
        let both = try #require(try browser.evaluate("[state.frame / state.fps, document.getElementById('audio').currentTime]") as? [Double])
        return (both[0], both[1])
    }

    @Test("the audio element follows scrubs, steps and jumps, plays inside the in and out points, mutes; none for a silent scene")
    func soundFollowsThePlayhead() throws {
        let studio = try StudioProcess()
        // Playback may start sound without a click, as it does after the first click in a person's browser.
        let browser = try HeadlessChromium(arguments: ["--autoplay-policy=no-user-gesture-required"])
        try browser.open(studio.address + "#scene=clicking-balls&t=0")
        try browser.waitUntil("state.sound && state.sound.peaks && !document.getElementById('mute').hidden")
        #expect(try browser.evaluate("document.getElementById('audio').src.startsWith('blob:')") as? Bool == true)
        // The element knows the file's length once it has read its header, which a busy machine may not have done yet.
        try browser.waitUntil("document.getElementById('audio').readyState >= 1")
        #expect(try browser.evaluate("document.getElementById('audio').duration") as? Double == 6)
        // The sound lane is drawn: its canvas has painted pixels where the clicks are, and none before the first.
        let painted = try #require(try browser.evaluate("""
            (c => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; let n = 0;
                    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++; return n; })(document.getElementById('waveform'))
            """) as? Int)
        #expect(painted > 100, "painted pixels in the sound lane: \(painted)")

        // A press in the middle of the timeline scrubs there; the audio is at the frame's time exactly.
        let scrubber = try #require(try browser.evaluate(
            "(r => [r.left, r.top + r.height / 2, r.width])(document.getElementById('scrubber').getBoundingClientRect())") as? [Double])
        try browser.click(x: scrubber[0] + scrubber[2] * 0.5, y: scrubber[1])
        var now = try Self.times(browser)
        #expect(abs(now.playhead - 3) < 0.05 && abs(now.audio - now.playhead) < 1e-6, "\(now)")
        try browser.press("ArrowRight", code: 39)
        now = try Self.times(browser)
        #expect(try browser.evaluate("state.frame") as? Int == 181)
        #expect(now.playhead == 181.0 / 60 && abs(now.audio - now.playhead) < 1e-6, "\(now)")
        try browser.press("End", code: 35)
        now = try Self.times(browser)
        #expect(now.playhead == 359.0 / 60 && abs(now.audio - 359.0 / 60) < 1e-6, "\(now)")

        // In at 1 s, out at 2 s: playing loops there, and the sound with it. What the page promises is checked where
        // it keeps it, at each move of the playhead (`syncSound`), not at moments of the test's choosing, which a busy
        // machine can put between a late frame and its sync: there the audio plays, within the drift the page allows
        // (0.1 s) of the playhead, and between two moves it ran on by itself.
        _ = try browser.evaluate("seek(60); setIn(); seek(120); setOut(); seek(60); true")
        _ = try browser.evaluate("""
            window.synced = []; window.syncSound = (sync => () => {
              const a = document.getElementById('audio'), before = a.currentTime; sync();
              if (state.playing && state.direction > 0) synced.push([state.frame / state.fps, before, a.currentTime, a.paused ? 1 : 0]);
            })(syncSound); true
            """)
        try browser.press(" ", code: 32)
        try browser.waitUntil("synced.some(h => h[0] > 1.9) && synced.findIndex(h => h[0] > 1.9) < synced.findLastIndex(h => h[0] < 1.2)", timeout: 60)
        try browser.press("k", code: 75)
        let synced = try #require(try browser.evaluate("synced") as? [[Double]])
        #expect(synced.allSatisfy { (1...2.017).contains($0[0]) }, "the playhead left 1…2 s")
        #expect(synced.allSatisfy { $0[3] == 0 }, "the audio was paused at \(synced.filter { $0[3] != 0 }.count) moves")
        let drift = synced.map { abs($0[2] - $0[0]) }
        #expect(drift.allSatisfy { $0 <= 0.1 + 1e-9 }, "drift after a move: \(drift.filter { $0 > 0.1 })")
        // And it played by itself between moves: its time went on from where a move left it. How far is the browser's
        // doing (measured: 0.68 to 0.98 of the playhead's way, once 0.19 at a load of 19 under stress-ng, the rest put
        // back by the page), so only that it moved is the page's promise; an element never started stays put.
        let steps = zip(synced, synced.dropFirst()).filter { $1[0] > $0[0] }
        let ownWay = steps.map { $1[1] - $0[2] }.reduce(0, +), playheadWay = steps.map { $1[0] - $0[0] }.reduce(0, +)
        #expect(ownWay > 0, "the audio ran \(ownWay) s by itself while the playhead moved \(playheadWay) s")
        #expect(try browser.evaluate("document.getElementById('audio').paused") as? Bool == true)

        // The mute button (and M) mute and unmute it; its icon says which.
        let mute = try StudioTimelineBrowserTests.centre(of: "#mute", in: browser)
        try browser.click(x: mute.x, y: mute.y)
        #expect(try browser.evaluate("document.getElementById('audio').muted") as? Bool == true)
        #expect(try browser.evaluate("document.querySelector('#mute use').getAttribute('href')") as? String == "#i-muted")
        try browser.press("m", code: 77)
        #expect(try browser.evaluate("document.getElementById('audio').muted") as? Bool == false)
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-sound.png")

        // A scene that plays nothing shows neither the button nor the lane.
        _ = try browser.evaluate("choose('gravity', 0); true")
        try browser.waitUntil("state.scene.name === 'gravity' && state.plotted")
        try browser.waitUntil("document.getElementById('mute').hidden && document.getElementById('sound').hidden && !state.sound")
    }

    @Test("device, orientation, appearance and text size change the frame's size and colours; the address keeps them")
    func devicesAndTraits() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium()
        try browser.open(studio.address + "#scene=settings&t=0.5")
        let menu = try #require(try browser.evaluate("[...document.getElementById('device').options].map(o => o.value)") as? [String])
        #expect(menu == [""] + DeviceProfile.all.map(\.identifier))
        /// The loaded frame's size in points and the colour of its pixel at (`x`, `y`) in points.
        func shown(_ x: Double, _ y: Double) throws -> [Double] {
            try #require(try browser.evaluate("""
                (img => { const s = +new URL(img.src).searchParams.get('scale'); const c = document.createElement('canvas');
                  c.width = img.naturalWidth; c.height = img.naturalHeight; const g = c.getContext('2d'); g.drawImage(img, 0, 0);
                  const p = g.getImageData(Math.round(\(x) * s), Math.round(\(y) * s), 1, 1).data;
                  return [img.naturalWidth / s, img.naturalHeight / s, p[0], p[1], p[2]]; })(document.getElementById('frame'))
                """) as? [Double])
        }
        let own = try shown(4, 300)
        #expect(Array(own[0...1]) == [375, 667], "\(own)")

        _ = try browser.evaluate("(s => { s.value = 'iphone-15-pro'; s.dispatchEvent(new Event('change')); })(document.getElementById('device'))")
        try browser.waitUntil("document.getElementById('frame').src.includes('device=iphone-15-pro')")
        try browser.waitUntil("document.getElementById('frame').naturalHeight / document.getElementById('frame').naturalWidth > 2.1")
        let phone = try shown(4, 300)
        #expect(Array(phone[0...1]) == [393, 852], "\(phone)")
        // The picture on the page has the device's proportions too.
        let box = try #require(try browser.evaluate("(r => [r.width, r.height])(document.getElementById('frame').getBoundingClientRect())") as? [Double])
        #expect(abs(box[1] / box[0] - 852.0 / 393) < 0.01, "\(box)")

        for button in ["#orientation", "#orientation", "#appearance", "#appearance"] {
            let centre = try StudioTimelineBrowserTests.centre(of: button, in: browser)
            try browser.click(x: centre.x, y: centre.y)
        }
        #expect(try browser.evaluate("[state.traits.orientation, state.traits.appearance]") as? [String] == ["landscape", "dark"])
        try browser.waitUntil("document.getElementById('frame').src.includes('appearance=dark') && document.getElementById('frame').naturalWidth > document.getElementById('frame').naturalHeight && !state.loading")
        let dark = try shown(4, 200)
        #expect(Array(dark[0...1]) == [852, 393], "\(dark)")
        // The grouped table's background: light grey in light mode, black in dark mode (iOS's systemGroupedBackground).
        #expect(dark[2] + dark[3] + dark[4] < 60 && phone[2] + phone[3] + phone[4] > 600, "dark \(dark), light \(phone)")

        // The text size slider at its largest asks for that size: another picture.
        let before = try #require(try browser.evaluate("document.getElementById('frame').src") as? String)
        _ = try browser.evaluate("(s => { s.value = 11; s.dispatchEvent(new Event('input')); })(document.getElementById('content-size'))")
        try browser.waitUntil("document.getElementById('frame').src.includes('content-size=accessibility-extra-extra-extra-large') && !state.loading")
        #expect(try browser.evaluate("document.getElementById('content-size-name').textContent") as? String == "accessibility-extra-extra-extra-large")
        #expect(try browser.evaluate("document.getElementById('frame').src") as? String != before)
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-device-dark.png")

        // The address keeps them; a reload opens the same environment.
        let hash = try #require(try browser.evaluate("location.hash") as? String)
        #expect(hash.contains("&device=iphone-15-pro&orientation=landscape&appearance=dark&content-size=accessibility-extra-extra-extra-large"), "\(hash)")
        _ = try browser.evaluate("document.body.dataset.ready = ''; location.reload(); true")
        try browser.waitUntil("document.body && document.body.dataset.ready === '1'", timeout: 120)
        #expect(try browser.evaluate("[state.traits.device, state.traits.orientation, state.traits.appearance, document.getElementById('device').value]") as? [String]
                == ["iphone-15-pro", "landscape", "dark", "iphone-15-pro"])
    }
}
