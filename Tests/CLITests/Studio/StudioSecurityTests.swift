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
        let token = try studio.token()
        for path in ["../..", "/etc", "escape"] {
            let answer = try studio.post("/api/scenes/ball-menu/reference", json: "{\"root\":\"output\",\"path\":\"\(path)\"}",
                                         token: token)
            #expect(answer.status == 403, "\(path): \(answer.status) \(answer.text)")
        }
    }

    @Test("another origin, a foreign Host or a missing token cannot start a render")
    func foreignRequests() throws {
        let studio = try StudioProcess()
        let token = try studio.token()
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
        let token = try studio.token()
        let big = try studio.post("/api/scenes/gravity/render", json: "{\"pad\":\"\(String(repeating: "b", count: 20_000))\"}",
                                  token: token)
        #expect(big.status == 413)
        #expect(try studio.request("GET /api/renders HTTP/1.1").text == "[]")
    }
}
