import Dynamics
import Foundation
import Testing

/// The environment in the studio's API — `device`, `appearance`, `content-size` and `orientation`, as `render`'s
/// flags — over real HTTP on loopback, in the studio's own process and in a package's scene process.
@Suite("dynamics studio: devices and traits", .serialized)
struct StudioDeviceTests {
    /// The width and height a PNG's header gives.
    static func pixelSize(ofPNG data: Data) throws -> [Int] {
        let bytes = [UInt8](data)
        try #require(bytes.count > 24 && bytes[12..<16].elementsEqual("IHDR".utf8))
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [u32(16), u32(20)]
    }

    /// Whether the studio's frame is `render`'s picture, and if not, why (both kept for a look). Pictures, not
    /// bytes: both go through the same encoder, which on rare runs writes one match of the same pixels differently
    /// (issue 38; `RenderUnderLoadTests` and `RenderCommandTests` hold the encoder to its bytes).
    static func samePicture(_ studio: Data, _ rendered: Data) -> (equal: Bool, why: String) {
        guard studio != rendered else { return (true, "the same bytes") }
        if let a = try? PNGReader.read(data: studio), let b = try? PNGReader.read(data: rendered), a == b {
            return (true, "the same pixels")
        }
        let kept = PNGDifference.keep(["studio.png": studio, "render.png": rendered], label: "studio-device-frames")
        return (false, "the studio's frame against render's: \(PNGDifference.describe(studio, rendered)); both kept in \(kept)")
    }

    @Test("frames on a device, dark, at a text size and turned are `render --at`'s pictures with the same flags, in both processes")
    func framesEqualRenderWithTraits() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = ["--device", "iphone-15-pro", "--appearance", "dark", "--content-size", "accessibility-large",
                     "--orientation", "landscape", "--scale", "1"]
        let rendered = try runDynamics(["render", "settings", "--at", "0.5", "--out", folder.path, "--quiet"] + flags)
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let expected = try Data(contentsOf: folder.appendingPathComponent(try #require(try frameFiles(in: folder).first)))
        // The iPhone 15 Pro's screen held landscape: 852 × 393 points, at scale 1.
        #expect(try Self.pixelSize(ofPNG: expected) == [852, 393])

        let query = "t=0.5&scale=1&device=iphone-15-pro&appearance=dark&content-size=accessibility-large&orientation=landscape"
        let studio = try StudioProcess()
        let child = try StudioProcess(["--build-command", "true", "--scenes-executable", try dynamicsExecutable().path],
                                      folder: try StudioSceneProcessTests.package())
        try StudioWatchTests.waitForBuild(child)
        for server in [studio, child] {
            let answer = try server.request("GET /api/scenes/settings/frame?\(query) HTTP/1.1")
            let picture = Self.samePicture(answer.body, expected)
            #expect(answer.status == 200 && picture.equal, "\(answer.status): \(picture.why)")
            // Light is another picture of the same size; the scene's own device (no flags) another size.
            let light = try server.request("GET /api/scenes/settings/frame?\(query.replacingOccurrences(of: "dark", with: "light")) HTTP/1.1")
            #expect(light.status == 200 && light.body != expected)
            #expect(try Self.pixelSize(ofPNG: light.body) == [852, 393])
            let own = try server.request("GET /api/scenes/settings/frame?t=0.5&scale=1 HTTP/1.1")
            #expect(try Self.pixelSize(ofPNG: own.body) == [375, 667])
            // Short and upper-case names are the same choices (as on the command line): the same bytes.
            let short = try server.request("GET /api/scenes/settings/frame?\(query.replacingOccurrences(of: "accessibility-large", with: "AX2")) HTTP/1.1")
            let shortPicture = Self.samePicture(short.body, expected)
            #expect(shortPicture.equal, "\(shortPicture.why)")
        }
    }

    @Test("trace, inspector and sound follow the device; a point inside the turned screen is inspected")
    func traceAndInspectorFollowTheDevice() throws {
        let studio = try StudioProcess()
        // On an iPad Pro 12.9″ held landscape the screen is 1366 × 1024 points: x = 1300 is inside it (and outside
        // the scene's own 375 points).
        let inside = try studio.request("GET /api/scenes/gravity/inspect?t=0&x=1300&y=20&device=ipad-pro-12.9&orientation=landscape HTTP/1.1")
        #expect(inside.status == 200, "\(inside.status) \(inside.text)")
        let outside = try studio.request("GET /api/scenes/gravity/inspect?t=0&x=1300&y=20 HTTP/1.1")
        #expect(outside.status == 400)
        // The trace on that screen is `render --trace`'s with the same flags, byte for byte (and not the phone's).
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.csv").path
        let rendered = try runDynamics(["render", "ball-menu", "--trace", path, "--device", "ipad-pro-12.9", "--orientation",
                                        "landscape", "--out", folder.appendingPathComponent("f").path, "--scale", "0.25",
                                        "--fps", "15", "--quiet"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let csv = try String(contentsOfFile: path, encoding: .utf8)
        let traced = try studio.request("GET /api/scenes/ball-menu/trace?format=csv&fps=15&scale=0.25&device=ipad-pro-12.9&orientation=landscape HTTP/1.1")
        let phone = try studio.request("GET /api/scenes/ball-menu/trace?format=csv&fps=15&scale=0.25 HTTP/1.1")
        #expect(csv.split(separator: "\n").count > 50)
        #expect(traced.status == 200 && traced.text == csv, "\(traced.text.prefix(300))\nvs\n\(csv.prefix(300))")
        #expect(phone.status == 200 && phone.text != csv)
        // The sound of a scene on another device is still the scene's sound: a WAV as long as the scene.
        let sound = try studio.request("GET /api/scenes/clicking-balls/audio?device=iphone-se-3&appearance=dark HTTP/1.1")
        #expect(sound.status == 200 && sound.headers["content-type"] == "audio/wav")
        #expect(try StudioAudioTests.floatStereoSamples(ofWAV: sound.body).count == 2 * 6 * 48_000)
    }

    @Test("an unknown device, appearance, text size or orientation is a one-line JSON 400 on every route")
    func refusals() throws {
        let studio = try StudioProcess()
        let bad = ["device=nokia-3310", "appearance=dim", "content-size=huge", "orientation=upside-down", "device=",
                   "content-size=ax9"]
        for route in ["frame?t=0", "trace?fps=60", "inspect?t=0&x=1&y=1", "audio?fps=60"] {
            for option in bad {
                let answer = try studio.request("GET /api/scenes/clicking-balls/\(route)&\(option) HTTP/1.1")
                #expect(answer.status == 400, "\(route)&\(option): \(answer.status)")
                #expect(answer.text.hasPrefix("{\"error\":") && answer.text.firstIndex(of: "\n") == answer.text.index(before: answer.text.endIndex),
                        "\(route)&\(option): \(answer.text)")
            }
        }
        let device = try studio.request("GET /api/scenes/gravity/frame?t=0&device=nokia-3310 HTTP/1.1")
        #expect(device.text.contains("iphone-15-pro") && device.text.contains("nokia-3310"), "\(device.text)")
        // A render from the page refuses them the same, before anything is drawn.
        let token = studio.token
        let refused = try studio.post("/api/scenes/gravity/render", json: #"{"format":"png","duration":0.1,"appearance":"dim"}"#,
                                      token: token)
        #expect(refused.text.contains("appearance must be light or dark"), "\(refused.status) \(refused.text)")
    }

    @Test("`/api/devices` lists render's devices with their portrait screens, the appearances, text sizes and orientations")
    func catalogue() throws {
        let studio = try StudioProcess()
        let catalogue = try StudioInspectTests.json(studio, "/api/devices")
        let devices = try #require(catalogue["devices"] as? [[String: Any]])
        #expect(devices.map { $0["identifier"] as? String } == DeviceProfile.all.map(\.identifier))
        let pro = try #require(devices.first { $0["identifier"] as? String == "iphone-15-pro" })
        #expect(pro["width"] as? Double == 393 && pro["height"] as? Double == 852 && pro["name"] as? String == "iPhone 15 Pro")
        #expect(devices.first { $0["identifier"] as? String == "iphone" }?["width"] == nil)
        #expect(catalogue["appearances"] as? [String] == ["light", "dark"])
        #expect(catalogue["orientations"] as? [String] == ["portrait", "landscape"])
        let sizes = try #require(catalogue["contentSizes"] as? [String])
        #expect(sizes.count == 12 && sizes.first == "extra-small" && sizes[3] == "large"
                && sizes.last == "accessibility-extra-extra-extra-large")
        // Each scene says the device and orientation it is shown with unless asked otherwise.
        let scenes = try #require(try JSONSerialization.jsonObject(with: try studio.request("GET /api/scenes HTTP/1.1").body) as? [[String: Any]])
        #expect(scenes.allSatisfy { $0["device"] is String && ["portrait", "landscape"].contains($0["orientation"] as? String) })
    }
}
