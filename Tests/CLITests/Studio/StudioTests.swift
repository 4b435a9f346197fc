import Dynamics
import Foundation
import Synchronization
import Testing

@Suite("dynamics studio: the JSON API over real HTTP on loopback", .serialized)
struct StudioTests {
    @Test("GET /api/scenes lists every scene with its size and duration")
    func scenes() throws {
        let studio = try StudioProcess()
        let answer = try studio.request("GET /api/scenes HTTP/1.1")
        #expect(answer.status == 200 && answer.headers["content-type"] == "application/json")
        let list = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [[String: Any]])
        let menu = try #require(list.first { $0["name"] as? String == "ball-menu" })
        #expect(menu["width"] as? Double == 375 && menu["height"] as? Double == 667 && menu["duration"] as? Double == 6.5)
        #expect(list.count > 15)
    }

    @Test("a frame has the bytes of `render --at` for the same time, after seeking back and forth, with every option")
    func framesEqualRenderAt() throws {
        let studio = try StudioProcess()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A late frame first, so the earlier ones come from a fresh run (a seek backwards).
        let late = try studio.request("GET /api/scenes/ball-menu/frame?t=5.0 HTTP/1.1")
        #expect(late.status == 200 && late.headers["x-frame"] == "300")
        for (time, flags, query) in [("1.25", [String](), ""), ("0.51", ["--scale", "1", "--debug", "--touches", "show"],
                                                                "&scale=1&debug=1&touches=show")] {
            let answer = try studio.request("GET /api/scenes/ball-menu/frame?t=\(time)\(query) HTTP/1.1")
            #expect(answer.status == 200 && answer.headers["content-type"] == "image/png")
            let out = folder.appendingPathComponent(time)
            let rendered = try runDynamics(["render", "ball-menu", "--at", time, "--out", out.path, "--quiet"] + flags)
            #expect(rendered.status == 0, "\(rendered.standardError)")
            let file = try #require(try frameFiles(in: out).first)
            let expected = try Data(contentsOf: out.appendingPathComponent(file))
            #expect(answer.body == expected, "t=\(time): \(answer.body.count) bytes, render --at wrote \(expected.count)")
            // The same request again comes from the cache, byte for byte.
            #expect(try studio.request("GET /api/scenes/ball-menu/frame?t=\(time)\(query) HTTP/1.1").body == expected)
        }
    }

    @Test("the trace is `render --trace`'s CSV; as JSON it carries the scripted taps and each view's x, y, angle, speed")
    func trace() throws {
        let studio = try StudioProcess()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = try studio.request("GET /api/scenes/gravity/trace?format=csv&fps=15&scale=0.5 HTTP/1.1")
        #expect(csv.status == 200 && csv.headers["content-type"] == "text/csv")
        let path = folder.appendingPathComponent("trace.csv").path
        let rendered = try runDynamics(["render", "gravity", "--trace", path, "--out", folder.appendingPathComponent("f").path,
                                        "--scale", "0.5", "--fps", "15", "--quiet"])
        #expect(rendered.status == 0)
        #expect(csv.text == (try String(contentsOfFile: path, encoding: .utf8)))

        let json = try studio.request("GET /api/scenes/ball-menu/trace HTTP/1.1")
        let motion = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
        let events = try #require(motion["events"] as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String } == ["tap", "tap"])
        #expect(events.map { $0["start"] as? Double } == [0.5, 3.9])
        let series = try #require(motion["series"] as? [[String: Any]])
        #expect(series.map { $0["id"] as? String } == ["share", "like", "add"])
        for view in series {
            // The balls are on screen from 1 s, half a second after the first tap, to frame 312 (5.2 s).
            let times = try #require(view["time"] as? [Double])
            #expect(times.count == 253 && times.first == 1 && times.last == 312.0 / 60)
            for key in ["x", "y", "angle", "speed"] { #expect((view[key] as? [Double])?.count == times.count) }
        }
        // The balls fly out after the first tap: some view moves faster than 100 pt/s at some frame.
        let fastest = series.compactMap { $0["speed"] as? [Double] }.flatMap { $0 }.max() ?? 0
        #expect(fastest > 100, "fastest: \(fastest) pt/s")
    }

    @Test("bad queries get 400 with one line of JSON; unknown scenes 404")
    func errors() throws {
        let studio = try StudioProcess()
        for query in ["t=abc", "t=7", "t=-1", "scale=9&t=1", "scale=0.001&t=1", "scale=0&t=1", "debug=maybe&t=1",
                      "touches=some&t=1", "fps=0&t=1", "frame=390", ""] {
            let answer = try studio.request("GET /api/scenes/ball-menu/frame?\(query) HTTP/1.1")
            #expect(answer.status == 400, "\(query)")
            #expect(answer.text.split(separator: "\n").count == 1 && answer.text.hasPrefix("{\"error\":"), "\(answer.text)")
        }
        #expect(try studio.request("GET /api/scenes/ball-menu/trace?format=xml HTTP/1.1").status == 400)
        #expect(try studio.request("GET /api/scenes/ball-menu/trace?scale=0.001 HTTP/1.1").status == 400)
        // Paths no route serves get the same one line of JSON, with 404.
        for path in ["/nope", "/api/nope", "/api/scenes/ball-menu/nope", "/api/scenes/ball-menu/frame/extra"] {
            let answer = try studio.request("GET \(path) HTTP/1.1")
            #expect(answer.status == 404 && answer.headers["content-type"] == "application/json", "\(path)")
            #expect(answer.text == "{\"error\":\"no such route: GET \(path)\"}\n", "\(path): \(answer.text)")
        }
        for path in ["/api/scenes/nope/frame?t=1", "/api/scenes/nope/trace"] {
            let answer = try studio.request("GET \(path) HTTP/1.1")
            #expect(answer.status == 404 && answer.text.contains("unknown scene 'nope'"))
        }
    }

    @Test("the page is the four files in Sources/DynamicsStudio/Page, served as they are, with no inline script")
    func pageFiles() throws {
        let studio = try StudioProcess()
        let folder = DocumentationExampleTests.checkout.appendingPathComponent("Sources/DynamicsStudio/Page")
        for (path, type) in [("studio.css", "text/css; charset=utf-8"), ("studio.js", "text/javascript; charset=utf-8"),
                             ("studio-playback.js", "text/javascript; charset=utf-8")] {
            let answer = try studio.request("GET /\(path) HTTP/1.1")
            #expect(answer.status == 200 && answer.headers["content-type"] == type, "\(path): \(answer.status)")
            #expect(answer.body == (try Data(contentsOf: folder.appendingPathComponent(path))), "\(path)")
            #expect(try studio.request("GET /\(path) HTTP/1.1", signed: false).status == 403)
        }
        let page = try studio.request("GET / HTTP/1.1")
        let html = try String(contentsOf: folder.appendingPathComponent("studio.html"), encoding: .utf8)
        #expect(page.text == html.replacingOccurrences(of: "{{RUN}}", with: try studio.runID())
            .replacingOccurrences(of: "{{SET}}", with: "{}"))
        #expect(!page.text.contains("<script>") && page.text.contains("<script src=\"/studio.js\"></script>"))
        #expect(page.headers["content-security-policy"]?.contains("script-src 'self';") == true)
    }

    @Test("a scene name in the path is percent-decoded")
    func percentEncodedName() throws {
        let studio = try StudioProcess()
        // %2D is '-': the name is decoded before it is looked up.
        let frame = try studio.request("GET /api/scenes/ball%2Dmenu/frame?frame=3&scale=0.5 HTTP/1.1")
        #expect(frame.status == 200 && frame.headers["x-frame"] == "3", "\(frame.text)")
        #expect(frame.body == (try studio.request("GET /api/scenes/ball-menu/frame?frame=3&scale=0.5 HTTP/1.1").body))
        #expect(try studio.request("GET /api/scenes/gr%61vity/trace HTTP/1.1").status == 200)
        let bad = try studio.request("GET /api/scenes/ball%FFmenu/trace HTTP/1.1")
        #expect(bad.status == 400 && bad.text.hasPrefix("{\"error\":"), "\(bad.status) \(bad.text)")
    }

    @Test("a frame is cacheable: immutable under this run's address, an ETag, 304 for a match")
    func framesAreCacheable() throws {
        let studio = try StudioProcess()
        let run = try studio.runID()
        let keyed = try studio.request("GET /api/scenes/gravity/frame?frame=10&scale=0.5&run=\(run) HTTP/1.1")
        #expect(keyed.status == 200 && keyed.headers["cache-control"] == "private, max-age=31536000, immutable",
                "\(keyed.headers)")
        let tag = try #require(keyed.headers["etag"])
        // Without this run's id (another process may draw other pixels), the browser must ask again.
        let plain = try studio.request("GET /api/scenes/gravity/frame?frame=10&scale=0.5 HTTP/1.1")
        #expect(plain.headers["cache-control"] == "private, no-cache" && plain.headers["etag"] == tag && plain.body == keyed.body)
        let stale = try studio.request("GET /api/scenes/gravity/frame?frame=10&scale=0.5&run=0000 HTTP/1.1")
        #expect(stale.headers["cache-control"] == "private, no-cache")
        let again = try studio.request("GET /api/scenes/gravity/frame?frame=10&scale=0.5 HTTP/1.1\r\nIf-None-Match: \(tag)")
        #expect(again.status == 304 && again.body.isEmpty && again.headers["etag"] == tag)
        // Another frame or look is another tag.
        let other = try studio.request("GET /api/scenes/gravity/frame?frame=10&scale=1 HTTP/1.1\r\nIf-None-Match: \(tag)")
        #expect(other.status == 200 && other.headers["etag"] != tag)
        let next = try studio.request("GET /api/scenes/gravity/frame?frame=11&scale=0.5 HTTP/1.1\r\nIf-None-Match: \(tag)")
        #expect(next.status == 200 && next.headers["etag"] != tag)
    }

    @Test("eight clients at once each get their own frame, identical to one at a time")
    func concurrentClients() throws {
        let studio = try StudioProcess()
        let frames = [10, 200, 40, 350, 90, 5, 260, 120]
        let answers = Mutex<[Int: Data]>([:])
        DispatchQueue.concurrentPerform(iterations: frames.count) { i in
            let body = (try? studio.request("GET /api/scenes/ball-menu/frame?frame=\(frames[i])&scale=1 HTTP/1.1").body)
            answers.withLock { $0[i] = body }
        }
        for (i, frame) in frames.enumerated() {
            let alone = try studio.request("GET /api/scenes/ball-menu/frame?frame=\(frame)&scale=1 HTTP/1.1").body
            let together = answers.withLock { $0[i] } ?? Data()
            #expect(together.count > 1000 && together == alone, "frame \(frame)")
        }
    }

    @Test("the page's render streams progress and writes a render folder with a manifest")
    func renderFromPage() throws {
        let studio = try StudioProcess()
        let token = studio.token
        let answer = try studio.post("/api/scenes/gravity/render", json: #"{"format":"png","duration":0.25,"scale":0.5}"#,
                                     token: token)
        #expect(answer.status == 200)
        let lines = answer.text.split(separator: "\n")
        #expect(lines.count == 16, "\(answer.text)")
        #expect(lines.first == #"{"done":1,"total":15}"# && lines.last == #"{"files":["gravity"],"finished":15}"#)
        let manifest = try #require(RenderManifest.read(fromFolder: studio.folder.appendingPathComponent("out/gravity").path))
        #expect(manifest.frames.count == 15 && manifest.scale == 0.5)
        for (options, fragment) in [(#"{"fps":0}"#, "frame rate must be between 1 and 240"), (#"{"scale":9}"#, "scale must be"),
                                    (#"{"format":"tiff"}"#, "format must be"), ("[1]", "JSON object")] {
            let refused = try studio.post("/api/scenes/gravity/render", json: options, token: token)
            #expect(refused.status == 400 && refused.text.contains(fragment), "\(options): \(refused.text)")
        }
        let file = try studio.request("GET /api/files?root=output&path=gravity/frame_00003.png HTTP/1.1")
        #expect(file.status == 200 && file.headers["content-type"] == "image/png")
    }

    @Test("a client that goes away cancels its render; one render per scene at a time")
    func closedClientCancels() throws {
        let studio = try StudioProcess()
        let token = studio.token
        let connection = try Connection(port: studio.port)
        let body = #"{"format":"png","scale":1}"#
        try connection.send(Data(("POST /api/scenes/ball-menu/render HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\n"
            + "Origin: http://127.0.0.1:\(studio.port)\r\nX-Studio-Token: \(token)\r\nContent-Length: \(body.utf8.count)"
            + "\r\n\r\n" + body).utf8))
        #expect(connection.read(until: "\"done\":2").contains("\"total\":390"))
        let second = try studio.post("/api/scenes/ball-menu/render", json: body, token: token)
        #expect(second.status == 409 && second.text.contains("already running"))
        let running = try studio.request("GET /api/renders HTTP/1.1").text
        #expect(running.contains("\"scene\":\"ball-menu\""))
        connection.close()
        var left = running
        for _ in 0..<100 where left != "[]" {
            Thread.sleep(forTimeInterval: 0.1)
            left = try studio.request("GET /api/renders HTTP/1.1").text
        }
        #expect(left == "[]", "still running 10 s after the client left: \(left)")
        // Cancelled renders keep nothing.
        #expect(RenderManifest.read(fromFolder: studio.folder.appendingPathComponent("out/ball-menu").path) == nil)
    }

    @Test("a busy port is refused with one line and exit status 1")
    func busyPort() throws {
        let studio = try StudioProcess()
        let result = try runDynamics(["studio", "--port", String(studio.port)])
        #expect(result.status == 1)
        #expect(result.errorLines == ["error: port \(studio.port) on 127.0.0.1 is busy; stop the other program or choose another with --port"])
    }

    @Test("compare mode: a reference render of the same scene differs nowhere; its trace and diff images are served")
    func compareWithReference() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("ref")
        let rendered = try runDynamics(["render", "ball-menu", "--frames", "100..103", "--scale", "0.5", "--out", reference.path,
                                        "--trace", reference.appendingPathComponent("trace.csv").path, "--quiet"])
        #expect(rendered.status == 0)
        let studio = try StudioProcess(["--reference", reference.path])
        let list = try studio.request("GET /api/references HTTP/1.1").text
        #expect(list.contains(#""hasTrace":true"#) && list.contains(#""root":"reference-1""#))
        let chosen = try studio.post("/api/scenes/ball-menu/reference", json: #"{"root":"reference-1","path":""}"#,
                                     token: studio.token)
        #expect(chosen.status == 200)
        let strip = try studio.request("GET /api/scenes/ball-menu/reference/strip HTTP/1.1").text
        #expect(strip == #"{"fps":60,"frames":[100,101,102,103],"ratios":[0,0,0,0],"total":4}"#)
        let part = try studio.request("GET /api/scenes/ball-menu/reference/strip?from=1&count=2 HTTP/1.1").text
        #expect(part == #"{"fps":60,"frames":[101,102],"ratios":[0,0],"total":4}"#)
        let diff = try studio.request("GET /api/scenes/ball-menu/reference/diff?frame=101 HTTP/1.1")
        #expect(diff.status == 200 && diff.headers["x-difference-ratio"] == "0.0")
        #expect(try PNGReader.read(data: diff.body).width == 188)
        let trace = try studio.request("GET /api/scenes/ball-menu/reference/trace HTTP/1.1")
        #expect(trace.status == 200 && trace.text.contains(#""series":[{"#))
        let wrongScene = try studio.post("/api/scenes/gravity/reference", json: #"{"root":"reference-1","path":""}"#,
                                         token: studio.token)
        #expect(wrongScene.status == 400)
    }

    /// Before, choosing this reference (its manifest passes the reader: a positive, finite scale) and asking for a
    /// difference killed the studio: drawing the scene at 1e300× trapped converting the frame size to `Int`.
    @Test("compare mode: a reference the studio cannot draw at its scale is refused when chosen; the studio keeps serving")
    func referenceAtAnUndrawableScale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("ref")
        #expect(try runDynamics(["render", "ball-menu", "--frames", "100..100", "--scale", "0.5", "--out", reference.path, "--quiet"]).status == 0)
        var manifest = try #require(RenderManifest.read(fromFolder: reference.path))
        manifest.scale = 1e300
        try manifest.write(toFolder: reference.path)
        let studio = try StudioProcess(["--reference", reference.path])
        let chosen = try studio.post("/api/scenes/ball-menu/reference", json: #"{"root":"reference-1","path":""}"#,
                                     token: studio.token)
        #expect(chosen.status == 400)
        #expect(chosen.text.contains("the reference was rendered at 60 fps and scale 1e+300, which the studio does not draw"))
        #expect(try studio.request("GET /api/scenes/ball-menu/reference/diff?frame=100 HTTP/1.1").status == 404)
        #expect(try studio.request("GET /api/scenes HTTP/1.1").status == 200)
    }
}
