import Dynamics
import Foundation
import Testing

/// The inspector's API, `GET /api/scenes/{name}/inspect`, over real HTTP on loopback: the view at a point of a frame
/// (or of an identifier), hit-tested and described by the library in the scenes' own process.
@Suite("dynamics studio: the inspector", .serialized)
struct StudioInspectTests {
    /// The JSON of `path`, which must answer 200.
    static func json(_ studio: StudioProcess, _ path: String) throws -> [String: Any] {
        let answer = try studio.request("GET \(path) HTTP/1.1")
        #expect(answer.status == 200, "\(path): \(answer.status) \(answer.text)")
        return try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    }

    /// Where the trace puts `id` at frame `frame` (60 fps): its centre in the canvas and its angle.
    static func traced(_ studio: StudioProcess, scene: String, id: String, frame: Int) throws -> (x: Double, y: Double) {
        let motion = try json(studio, "/api/scenes/\(scene)/trace")
        let series = try #require((motion["series"] as? [[String: Any]])?.first { $0["id"] as? String == id })
        let x = try #require(series["x"] as? [Double]), y = try #require(series["y"] as? [Double])
        return (x[frame], y[frame])
    }

    @Test("a click on the falling picture of `gravity` gives its class, frame, centre, velocity and behaviour")
    func fallingPicture() throws {
        let studio = try StudioProcess()
        // At t = 0 the picture is where the scene put it: (100, 100), 100 × 100 points in its superview.
        let start = try Self.traced(studio, scene: "gravity", id: "lufei", frame: 0)
        let first = try Self.json(studio, "/api/scenes/gravity/inspect?t=0&x=\(start.x)&y=\(start.y)")
        #expect(first["frame"] as? Int == 0)
        let view = try #require(first["view"] as? [String: Any])
        #expect(view["className"] as? String == "UIImageView" && view["identifier"] as? String == "lufei")
        let frame = try #require(view["frame"] as? [String: Double])
        #expect(frame == ["x": 100, "y": 100, "width": 100, "height": 100])
        #expect(view["center"] as? [String: Double] == ["x": 150, "y": 150])
        #expect(view["transform"] as? [Double] == [1, 0, 0, 1, 0, 0])
        #expect(view["velocity"] as? [String: Double] == ["x": 0, "y": 0], "nothing moved before t = 0")
        let behaviors = try #require(view["behaviors"] as? [String])
        #expect(behaviors.count == 1 && behaviors[0].hasPrefix("UIGravityBehavior"), "\(behaviors)")
        #expect((view["source"] as? String)?.hasSuffix("Gravity.swift:8") == true, "\(view["source"] ?? "nil")")
        // The line that made the picture: the `UIImageView(…)` call in the scene's build (its convenience init, in the
        // demos' support code, is the view's own initialiser and passed over), relative to the package folder.
        let origin = try #require(view["origin"] as? [String: Any], "\(view)")
        #expect(origin["file"] as? String == "demos/Gravity.swift" && origin["line"] as? Int == 17, "\(origin)")
        #expect((origin["path"] as? String)?.hasSuffix("/demos/Gravity.swift") == true && (origin["path"] as? String)?.hasPrefix("/") == true)

        // At 1 s (frame 60) it has fallen: its centre is where the trace puts it; its velocity is its body's, straight
        // down, as the trace's places 0.1 s before and after say (they are snapped to half points: ±5 pt/s).
        let (x60, y60) = try Self.traced(studio, scene: "gravity", id: "lufei", frame: 60)
        let (_, y54) = try Self.traced(studio, scene: "gravity", id: "lufei", frame: 54)
        let (_, y66) = try Self.traced(studio, scene: "gravity", id: "lufei", frame: 66)
        #expect(y60 > 150 + 90, "the picture fell only to \(y60)")
        let later = try Self.json(studio, "/api/scenes/gravity/inspect?t=1&x=\(x60)&y=\(y60 + 40)")
        #expect(later["frame"] as? Int == 60)
        let fallen = try #require(later["view"] as? [String: Any])
        #expect(fallen["identifier"] as? String == "lufei")
        let centre = try #require(fallen["centerInScene"] as? [String: Double])
        #expect(abs(centre["x"]! - x60) < 1e-3 && abs(centre["y"]! - y60) < 1e-3, "\(centre) vs trace (\(x60), \(y60))")
        let inScene = try #require(fallen["frameInScene"] as? [String: Double])
        #expect(abs(inScene["y"]! - (y60 - 50)) < 1e-3 && inScene["width"] == 100 && inScene["height"] == 100)
        let velocity = try #require(fallen["velocity"] as? [String: Double])
        #expect(abs(velocity["x"]!) < 1e-3 && abs(velocity["y"]! - (y66 - y54) / 0.2) < 6, "\(velocity), trace \(y54)…\(y66)")
        #expect(velocity["y"]! > 150)

        // The same view asked by its identifier (a lane's name) is described the same.
        let byName = try Self.json(studio, "/api/scenes/gravity/inspect?t=1&id=lufei")
        #expect((byName["view"] as? [String: Any])?["centerInScene"] as? [String: Double] == centre)
        // A point the picture has left shows what is behind it, not the picture.
        let behind = try Self.json(studio, "/api/scenes/gravity/inspect?t=1&x=\(start.x)&y=\(start.y)")
        #expect((behind["view"] as? [String: Any])?["identifier"] as? String != "lufei")
        // Another value of the scene's parameter runs the scene with it: the picture falls further.
        let faster = try Self.json(studio, "/api/scenes/gravity/inspect?t=1&id=lufei&set.magnitude=1")
        let fasterCentre = try #require((faster["view"] as? [String: Any])?["centerInScene"] as? [String: Double])
        #expect(fasterCentre["y"]! > centre["y"]! + 300)
    }

    @Test("bad x, y or t get 400, an unknown scene 404, a request without the token 403")
    func refusals() throws {
        let studio = try StudioProcess()
        for query in ["t=0&x=abc&y=10", "t=0&x=10", "t=0", "t=0&x=-1&y=10", "t=0&x=10&y=99999", "t=0&x=nan&y=1",
                      "t=99&x=10&y=10", "t=-1&x=10&y=10", "t=zero&x=10&y=10", "x=10&y=10", "t=0&id=", "frame=9999&id=lufei"] {
            let answer = try studio.request("GET /api/scenes/gravity/inspect?\(query) HTTP/1.1")
            #expect(answer.status == 400, "\(query): \(answer.status) \(answer.text)")
            #expect(answer.text.hasPrefix("{\"error\":"), "\(query): \(answer.text)")
        }
        #expect(try studio.request("GET /api/scenes/nothing/inspect?t=0&x=1&y=1 HTTP/1.1").status == 404)
        let unsigned = try studio.request("GET /api/scenes/gravity/inspect?t=0&x=150&y=150 HTTP/1.1", signed: false)
        #expect(unsigned.status == 403 && !unsigned.text.contains("lufei"))
        // An identifier no view has finds nothing: 200 with a null view.
        let nobody = try Self.json(studio, "/api/scenes/gravity/inspect?t=0&id=nobody")
        #expect(nobody["view"] is NSNull)
    }

    @Test("the trace's lanes: the gravity behaviour acts from the start; marks carry labels")
    func lanesAndLabels() throws {
        let studio = try StudioProcess()
        let motion = try Self.json(studio, "/api/scenes/gravity/trace")
        let behaviors = try #require(motion["behaviors"] as? [[String: Any]])
        #expect(behaviors.count == 1 && behaviors[0]["name"] as? String == "UIGravityBehavior: lufei", "\(behaviors)")
        let spans = try #require(behaviors[0]["spans"] as? [[Double]])
        #expect(spans.count == 1 && spans[0][0] <= 1.0 / 60 && abs(spans[0][1] - 3) < 1e-9, "\(spans)")
        let menu = try Self.json(studio, "/api/scenes/ball-menu/trace")
        let events = try #require(menu["events"] as? [[String: Any]])
        #expect(events.allSatisfy { ($0["label"] as? String)?.hasPrefix("tap (") == true }, "\(events)")
    }
}
