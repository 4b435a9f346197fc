import Dynamics
import Foundation
import Testing

/// The studio's live values: `set.NAME=VALUE` on frames and traces, the declared parameters in the trace JSON.
@Suite("dynamics studio: parameters", .serialized)
struct StudioParameterTests {
    @Test("the trace lists the scene's parameters; set.magnitude gives `render --set`'s trace and another frame")
    func liveValues() throws {
        let studio = try StudioProcess()
        let json = try studio.request("GET /api/scenes/gravity/trace HTTP/1.1")
        let motion = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
        let parameters = try #require(motion["parameters"] as? [[String: Any]])
        #expect(parameters.count == 1 && parameters[0]["name"] as? String == "magnitude"
                && parameters[0]["defaultValue"] as? Double == 0.2 && parameters[0]["maximum"] as? Double == 2)

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.csv").path
        let rendered = try runDynamics(["render", "gravity", "--set", "magnitude=1", "--fps", "15", "--trace", path,
                                        "--out", folder.appendingPathComponent("f").path, "--scale", "0.25", "--quiet"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let csv = try studio.request("GET /api/scenes/gravity/trace?format=csv&fps=15&scale=0.25&set.magnitude=1 HTTP/1.1")
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(csv.status == 200 && csv.text == expected)
        let plain = try studio.request("GET /api/scenes/gravity/trace?format=csv&fps=15 HTTP/1.1")
        #expect(plain.text != csv.text)

        let still = try studio.request("GET /api/scenes/gravity/frame?frame=50&scale=0.5 HTTP/1.1")
        let moved = try studio.request("GET /api/scenes/gravity/frame?frame=50&scale=0.5&set.magnitude=1 HTTP/1.1")
        #expect(still.status == 200 && moved.status == 200 && still.body != moved.body)
        #expect(still.headers["etag"] != moved.headers["etag"])
        #expect(try studio.request("GET /api/scenes/gravity/frame?frame=50&set.magnitude=x HTTP/1.1").status == 400)
    }

    @Test("`studio --set` hands its values to the page; a malformed setting is refused with one line")
    func startingValues() throws {
        let studio = try StudioProcess(["--set", "magnitude=1.5", "--set", "gravity=2", "--set", "magnitude=1"])
        let page = try studio.request("GET / HTTP/1.1").text
        // The last of two settings of one name wins; the JSON is escaped for the attribute it sits in.
        #expect(page.contains(#"<meta name="studio-set" content="{&quot;gravity&quot;:2,&quot;magnitude&quot;:1}">"#)
                || page.contains(#"<meta name="studio-set" content="{&quot;magnitude&quot;:1,&quot;gravity&quot;:2}">"#), "\(page.prefix(400))")
        for bad in ["magnitude", "magnitude=fast", "=1", "magnitude=inf"] {
            let result = try runDynamics(["studio", "--port", "0", "--set", bad])
            #expect(result.status != 0 && result.errorLines == ["error: --set wants NAME=NUMBER (got '\(bad)')"],
                    "\(bad): \(result.status) \(result.errorLines)")
        }
    }
}
