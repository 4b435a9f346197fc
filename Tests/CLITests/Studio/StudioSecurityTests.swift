import Dynamics
import Foundation
import Testing

@Suite("dynamics studio: nobody gets in where they do not belong", .serialized)
struct StudioSecurityTests {
    @Test("path traversal in any form gets 403 and reads nothing")
    func traversal() throws {
        let studio = try StudioProcess()
        let out = studio.folder.appendingPathComponent("out")
        // A symbolic link inside the render folder that points out of it.
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("escape").path, withDestinationPath: "/etc")
        try Data("inside".utf8).write(to: out.appendingPathComponent("inside.txt"))
        #expect(try studio.request("GET /api/files?root=output&path=inside.txt HTTP/1.1").text == "inside")
        let attempts = [
            "/api/files?root=output&path=../../../../etc/passwd",
            "/api/files?root=output&path=%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
            "/api/files?root=output&path=%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
            "/api/files?root=output&path=/etc/passwd",
            "/api/files?root=output&path=%2Fetc%2Fpasswd",
            "/api/files?root=output&path=escape/passwd",
            "/api/files?root=package&path=..%2F..%2F..%2Fetc%2Fpasswd",
            "/../../../../etc/passwd",
            "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
            "/api/%2E%2E/%2E%2E/etc/passwd",
        ]
        for path in attempts {
            let answer = try studio.request("GET \(path) HTTP/1.1")
            #expect(answer.status == 403, "\(path): \(answer.status)")
            #expect(!answer.text.contains("root:"), "\(path) read /etc/passwd")
        }
        // Choosing a reference outside the folders is refused the same way.
        let token = studio.token
        for path in ["../..", "/etc", "escape"] {
            let answer = try studio.post("/api/scenes/ball-menu/reference", json: "{\"root\":\"output\",\"path\":\"\(path)\"}",
                                         token: token)
            #expect(answer.status == 403, "\(path): \(answer.status) \(answer.text)")
        }
    }

    @Test("a reference folder's manifest naming a file outside, or frame and trace files that are links out, read nothing")
    func craftedReference() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A real render of two frames, copied twice and made hostile as a folder downloaded from somewhere might be:
        // in "climbing", frame 0's name climbs to /etc/passwd; in "links", frame 1's file is a link to /etc/hostname
        // and the trace a link to /etc/passwd.
        let reference = folder.appendingPathComponent("links")
        let rendered = try runDynamics(["render", "gravity", "--frames", "0..1", "--scale", "0.25", "--out", reference.path,
                                        "--quiet"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        let climbing = folder.appendingPathComponent("climbing")
        try FileManager.default.copyItem(at: reference, to: climbing)
        let text = try String(contentsOf: reference.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(text.contains("frame_00000.png"))
        try Data(text.replacingOccurrences(of: "frame_00000.png", with: "../../../../../../../../../../etc/passwd").utf8)
            .write(to: climbing.appendingPathComponent("manifest.json"))
        let frame1 = reference.appendingPathComponent("frame_00001.png")
        try FileManager.default.removeItem(at: frame1)
        try FileManager.default.createSymbolicLink(atPath: frame1.path, withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: reference.appendingPathComponent("trace.csv").path,
                                                   withDestinationPath: "/etc/passwd")
        // A third folder whose manifest itself is a link to a manifest outside the studio's folders.
        let linked = folder.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        let outsideManifest = folder.appendingPathComponent("outside-manifest.json")
        try Data(text.utf8).write(to: outsideManifest)
        try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent("manifest.json").path,
                                                   withDestinationPath: outsideManifest.path)

        let studio = try StudioProcess(["--reference", reference.path, "--reference", linked.path,
                                        "--reference", climbing.path])
        let hostname = (try? Data(contentsOf: URL(fileURLWithPath: "/etc/hostname"))) ?? Data("no hostname".utf8)
        // A manifest naming a file outside its folder is no render's manifest: that folder cannot be chosen at all.
        let climbed = try studio.post("/api/scenes/gravity/reference", json: #"{"root":"reference-3","path":""}"#,
                                      token: studio.token)
        #expect(climbed.status == 404 && climbed.text.hasPrefix("{\"error\":"), "\(climbed.status) \(climbed.text)")
        let chosen = try studio.post("/api/scenes/gravity/reference", json: #"{"root":"reference-1","path":""}"#,
                                     token: studio.token)
        #expect(chosen.status == 200, "\(chosen.text)")
        #expect(try studio.request("GET /api/scenes/gravity/reference/frame?frame=0 HTTP/1.1").status == 200)
        for path in ["/api/scenes/gravity/reference/frame?frame=1", "/api/scenes/gravity/reference/diff?frame=1",
                     "/api/scenes/gravity/reference/trace"] {
            let answer = try studio.request("GET \(path) HTTP/1.1")
            #expect(answer.status == 403, "\(path): \(answer.status) \(answer.text)")
            #expect(answer.text.hasPrefix("{\"error\":") && answer.text.split(separator: "\n").count == 1, "\(path): \(answer.text)")
            #expect(!answer.text.contains("root:") && answer.body != hostname, "\(path) read a file outside")
        }
        // The folder whose manifest leads out is neither listed nor chosen.
        #expect(!(try studio.request("GET /api/references HTTP/1.1").text.contains("reference-2")))
        let outside = try studio.post("/api/scenes/gravity/reference", json: #"{"root":"reference-2","path":""}"#,
                                      token: studio.token)
        #expect(outside.status == 403, "\(outside.status) \(outside.text)")
    }

    @Test("every request needs the token: the printed address sets it as a strict cookie, reads without it get 403")
    func readsNeedTheToken() throws {
        let studio = try StudioProcess()
        let git = studio.folder.appendingPathComponent(".git")
        try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
        try Data("[remote \"origin\"]\n\turl = https://user:secret@example.com/repo.git\n".utf8)
            .write(to: git.appendingPathComponent("config"))
        let reads = ["/", "/api/scenes", "/api/scenes/ball-menu/frame?t=1", "/api/scenes/ball-menu/trace",
                     "/api/scenes/clicking-balls/audio", "/api/events", "/api/build", "/api/references", "/api/renders", "/api/files?root=package&path=.git/config",
                     "/api/nope"]
        for path in reads {
            for credentials in ["", "\r\nX-Studio-Token: 0123", "\r\nCookie: dynamics-studio-\(studio.port)=0123"] {
                let answer = try studio.request("GET \(path) HTTP/1.1" + credentials, signed: false)
                #expect(answer.status == 403, "\(path) \(credentials): \(answer.status)")
                #expect(answer.text.hasPrefix("{\"error\":\"missing or wrong studio token"), "\(path): \(answer.text)")
            }
        }
        // With the token, hidden folders are still not served.
        for path in [".git/config", ".git", "./.git/config", "Sources/../.git/config"] {
            let answer = try studio.request("GET /api/files?root=package&path=\(path) HTTP/1.1")
            #expect(answer.status == 403 && !answer.text.contains("secret"), "\(path): \(answer.status) \(answer.text)")
        }
        try FileManager.default.createSymbolicLink(atPath: studio.folder.appendingPathComponent("git").path,
                                                   withDestinationPath: git.path)
        let linked = try studio.request("GET /api/files?root=package&path=git/config HTTP/1.1")
        #expect(linked.status == 403 && !linked.text.contains("secret"), "\(linked.status) \(linked.text)")

        // The address the command printed: the page, and the token as a cookie no script can read nor another site send.
        let page = try studio.request("GET /?token=\(studio.token) HTTP/1.1", signed: false)
        #expect(page.status == 200 && page.headers["content-type"]?.hasPrefix("text/html") == true)
        let cookie = try #require(page.headers["set-cookie"])
        #expect(cookie.hasPrefix("dynamics-studio-\(studio.port)=\(studio.token);"), "\(cookie)")
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"))
        #expect(!page.text.contains(studio.token), "the page holds the token")
        // The cookie alone then opens every read, and a change from the page's own origin.
        let pair = "dynamics-studio-\(studio.port)=\(studio.token)"
        let scenes = try studio.request("GET /api/scenes HTTP/1.1\r\nCookie: other=1; \(pair)", signed: false)
        #expect(scenes.status == 200 && scenes.text.contains("ball-menu"))
        #expect(try studio.request("GET /api/scenes/gravity/frame?t=0.5 HTTP/1.1\r\nCookie: \(pair)", signed: false).status == 200)
        let render = try studio.request("POST /api/scenes/gravity/render HTTP/1.1\r\nCookie: \(pair)\r\n"
            + "Origin: http://127.0.0.1:\(studio.port)\r\nContent-Type: application/json",
                                        body: Data(#"{"format":"png","duration":0.05,"scale":0.25}"#.utf8), signed: false)
        #expect(render.status == 200, "\(render.text)")
        let foreign = try studio.request("POST /api/scenes/gravity/render HTTP/1.1\r\nCookie: \(pair)\r\n"
            + "Origin: http://127.0.0.1:1\r\nContent-Type: application/json",
                                         body: Data(#"{"format":"png","duration":0.05,"scale":0.25}"#.utf8), signed: false)
        #expect(foreign.status == 403)
    }

    @Test("another origin, a foreign Host or a missing token cannot start a render")
    func foreignRequests() throws {
        let studio = try StudioProcess()
        let token = studio.token
        let body = #"{"format":"png","duration":0.1,"scale":0.5}"#
        let refused = [
            try studio.post("/api/scenes/gravity/render", json: body, token: token, origin: "http://evil.example"),
            try studio.post("/api/scenes/gravity/render", json: body, token: token, origin: "null"),
            try studio.post("/api/scenes/gravity/render", json: body, token: "0123"),
            try studio.request("POST /api/scenes/gravity/render HTTP/1.1\r\nX-Studio-Token: \(token)", body: Data(body.utf8)),
            try studio.request("POST /api/scenes/gravity/render HTTP/1.1\r\nOrigin: http://evil.example:\(studio.port)"
                + "\r\nX-Studio-Token: \(token)", body: Data(body.utf8), host: "evil.example:\(studio.port)"),
        ]
        for answer in refused { #expect(answer.status == 403, "\(answer.status) \(answer.text)") }
        // DNS rebinding: a page served from another name reads nothing either, not even the token.
        let rebound = try studio.request("GET / HTTP/1.1", host: "evil.example:\(studio.port)")
        #expect(rebound.status == 403 && !rebound.text.contains(token))
        #expect(try studio.request("GET /api/scenes HTTP/1.1", host: "evil.example").status == 403)
        #expect(try studio.request("GET /api/renders HTTP/1.1").text == "[]")
        #expect(!FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent("out/gravity").path))
        // The same request from the page itself works.
        #expect(try studio.post("/api/scenes/gravity/render", json: body, token: token).status == 200)
        #expect(try studio.request("GET / HTTP/1.1", host: "localhost:\(studio.port)").status == 200)
    }

    @Test("on a wildcard address, any IP address with the port is answered, names other than localhost are not")
    func wildcardHost() throws {
        let studio = try StudioProcess(["--host", "0.0.0.0"])
        #expect(try studio.request("GET /api/scenes HTTP/1.1", host: "192.0.2.55:\(studio.port)").status == 200)
        #expect(try studio.request("GET /api/scenes HTTP/1.1", host: "[fe80::1]:\(studio.port)").status == 200)
        for host in ["evil.example:\(studio.port)", "192.0.2.55.nip.io:\(studio.port)", "192.0.2.55:1"] {
            #expect(try studio.request("GET /api/scenes HTTP/1.1", host: host).status == 403, "\(host)")
        }
    }

    @Test("an oversized URI or body is refused")
    func oversize() throws {
        let studio = try StudioProcess()
        let long = try studio.request("GET /api/scenes/ball-menu/frame?t=1&pad=\(String(repeating: "a", count: 3000)) HTTP/1.1")
        #expect(long.status == 414)
        let token = studio.token
        let big = try studio.post("/api/scenes/gravity/render", json: "{\"pad\":\"\(String(repeating: "b", count: 20_000))\"}",
                                  token: token)
        #expect(big.status == 413)
        #expect(try studio.request("GET /api/renders HTTP/1.1").text == "[]")
    }
}
