import Foundation
import Testing

/// What the page shows when there is nothing to play or the window is small, in headless Chromium at a
/// devicePixelRatio of 2: a scene process that crashes, a package that does not build, a search that matches no scene,
/// a narrow window.
@Suite("dynamics studio: error states, empty states and narrow windows in a real browser", .serialized)
struct StudioPageStatesBrowserTests {
    /// The empty player's title, whether its Try again button is hidden and whether the stage (the frame) is hidden,
    /// as `title | retry hidden | stage hidden`.
    static func emptyPlayer(_ browser: HeadlessChromium) throws -> String? {
        try browser.evaluate("""
            [document.getElementById('empty-title').textContent, document.getElementById('retry').hidden,
             document.getElementById('stage').hidden].join(' | ')
            """) as? String
    }

    @Test("a scene process that crashes: why, above an empty player with Try again, which starts the scenes again")
    func crashedScenes() throws {
        let package = try StudioSceneProcessTests.package()
        let (script, flag) = try StudioSceneProcessTests.crashingScenes(in: package)
        let studio = try StudioProcess(["--build-command", "true", "--scenes-executable", script.path], folder: package)
        try StudioWatchTests.waitForBuild(studio)
        let browser = try HeadlessChromium(deviceScaleFactor: 2)
        try browser.call("Page.addScriptToEvaluateOnNewDocument", ["source": Self.headerLog])
        try browser.call("Page.navigate", ["url": studio.address])
        // Until the page has loaded, its elements are not there.
        try browser.waitUntil("document.getElementById('empty') && !document.getElementById('empty').hidden"
            + " && !document.getElementById('problem').hidden")
        #expect(try Self.emptyPlayer(browser) == "The scenes could not be listed | false | true")
        // From the moment the crash shows, the header says so: never "build: ok" beside it, not even until the event
        // stream (opened later) tells the page.
        let crashShown = try #require(try browser.evaluate("headerLog.filter(l => l.startsWith('problem')).join(', ')") as? String)
        #expect(crashShown == "problem | build: crashed", "the header beside the crash: \(crashShown)")
        let problem = try #require(try browser.evaluate("document.getElementById('problem').textContent") as? String)
        #expect(problem.contains("crashed (signal 11)") && problem.contains("the scene fell over"), "\(problem)")
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-page-crashed.png")

        // Fixed: Try again lists the scenes, and the first one plays; the problem and the empty player go.
        try FileManager.default.removeItem(at: flag)
        _ = try browser.evaluate("headerLog.length = 0")
        let retry = try StudioTimelineBrowserTests.centre(of: "#retry", in: browser)
        try browser.click(x: retry.x, y: retry.y)
        try browser.waitUntil("document.body.dataset.ready === '1' && document.getElementById('frame').complete"
            + " && document.getElementById('frame').naturalWidth > 0")
        #expect(try browser.evaluate("""
            [document.getElementById('empty').hidden, document.getElementById('problem').hidden, document.getElementById('stage').hidden,
             document.querySelectorAll('#scenes div').length > 10].join(' | ')
            """) as? String == "true | true | false | true")
        // Once the scenes are listed again, the header says the build is good from the first moment the player shows.
        let playerShown = try #require(try browser.evaluate("headerLog.filter(l => l.startsWith('player')).join(', ')") as? String)
        #expect(playerShown == "player | build: ok", "the header beside the player after Try again: \(playerShown)")
    }

    /// A script run before the page's own: `headerLog` lists, each time it changes, whether the problem above the
    /// player shows and what the header's build state says beside it, as `problem | build: crashed`.
    static let headerLog = """
        window.headerLog = [];
        new MutationObserver(() => {
          const problem = document.getElementById('problem'), build = document.getElementById('build');
          if (!problem || !build) return;
          const entry = (problem.hidden ? 'player' : 'problem') + ' | ' + build.textContent;
          if (headerLog[headerLog.length - 1] !== entry) headerLog.push(entry);
        }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
        """

    @Test("a package that does not build: its state in the header, the compiler's errors above an empty player that says so")
    func failedBuild() throws {
        let package = try StudioSceneProcessTests.package()
        try Data("echo \"$PWD/Sources/MyScenes/main.swift:3:5: error: cannot find 'gravty' in scope\"; exit 1\n".utf8)
            .write(to: package.appendingPathComponent("build.sh"))
        let studio = try StudioProcess(["--build-command", "sh build.sh", "--scenes-executable", try dynamicsExecutable().path],
                                       folder: package)
        let browser = try HeadlessChromium(deviceScaleFactor: 2)
        try browser.call("Page.navigate", ["url": studio.address])
        try browser.waitUntil("document.getElementById('empty-title') && document.getElementById('empty-title').textContent === 'The package did not build'"
            + " && document.getElementById('build-errors').textContent !== ''")
        #expect(try Self.emptyPlayer(browser) == "The package did not build | true | true")
        #expect(try browser.evaluate("document.getElementById('build').textContent") as? String == "build: failed")
        let errors = try #require(try browser.evaluate("document.getElementById('build-errors').textContent") as? String)
        #expect(errors.contains("main.swift:3:5: cannot find 'gravty' in scope"), "\(errors)")
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-page-build-failed.png")
    }

    @Test("in a narrow window the side panes give way: the player, its toolbar and the side pane stay inside; a search that matches nothing says so")
    func narrowWindow() throws {
        let studio = try StudioProcess()
        let browser = try HeadlessChromium(width: 820, height: 640, deviceScaleFactor: 2)
        try browser.open(studio.address + "#scene=ball-menu&t=1")
        let boxes = try #require(try browser.evaluate("""
            ['main', '#frame', '#play', '#zoom-actual', '#side', '#scene-pane'].map(s => document.querySelector(s).getBoundingClientRect())
              .map(r => [r.left, r.right, r.top, r.bottom])
            """) as? [[Double]])
        let (main, frame, play, lastTool, side, list) = (boxes[0], boxes[1], boxes[2], boxes[3], boxes[4], boxes[5])
        #expect(main[1] - main[0] >= 340, "the player is only \(main[1] - main[0]) px wide: \(boxes)")
        #expect(side[1] <= 820.5 && list[0] >= 0 && side[1] - side[0] >= 200, "\(boxes)")
        for (name, box) in [("frame", frame), ("play", play), ("zoom-actual", lastTool)] {
            #expect(box[0] >= main[0] && box[1] <= main[1] + 0.5 && box[3] <= 640, "\(name) \(box) is outside the player \(main)")
        }
        #expect(try browser.evaluate("document.documentElement.scrollWidth") as? Int == 820)

        _ = try browser.evaluate("(s => { s.value = 'zzzz'; s.dispatchEvent(new Event('input')); })(document.getElementById('search'))")
        #expect(try browser.evaluate("""
            [document.getElementById('no-match').hidden, document.getElementById('no-match').textContent,
             [...document.querySelectorAll('#scenes div')].every(d => d.hidden)].join(' | ')
            """) as? String == "false | No scene's name or summary has “zzzz”. | true")
        try StudioTimelineBrowserTests.keep(browser, studio, as: "studio-page-narrow.png")
    }
}
