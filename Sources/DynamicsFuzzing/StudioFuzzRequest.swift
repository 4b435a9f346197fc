import DynamicsRenderFolder
import Foundation

/// One input of the studio campaign: HTTP requests built from the studio's routes and parameters with ordinary,
/// extreme and hostile values, sometimes mutated byte by byte once written, and sometimes a mutated manifest (field
/// by field or byte by byte) in the reference folder the requests choose for compare mode.
struct StudioFuzzRequest {
    /// What the generator needs to know of the running studio.
    struct Server {
        var port: Int
        var token: String
        /// Scene names, from `GET /api/scenes`.
        var scenes: [String]
    }

    /// The request's bytes, one per request (each sent on a connection of its own).
    var requests: [[UInt8]] = []
    /// Whether a request's bytes were mutated after writing, so it may be incomplete.
    var mutated: [Bool] = []
    /// A mutated manifest to put in the reference folder before the requests, when the input has one.
    var referenceManifest: [UInt8]?
    /// The request lines, for a finding's detail.
    var summary: [String] = []

    /// The name of the reference folder the campaign serves (`--reference PARENT`, which holds it).
    static let referenceFolder = "reference"

    /// Input `seed` for `server`, whose reference folder holds `referenceManifest` when unmutated.
    init(seed: UInt64, server: Server, referenceManifest original: [UInt8]) {
        var random = FuzzRandom(seed: seed)
        if random.chance(0.25) {
            // Half of them field by field, so compare mode reads them; the others byte by byte, to be refused.
            if random.chance(0.5), let manifest = RenderManifest.decoded(from: Data(original)),
               let fields = try? ManifestMutator.mutate([manifest], random: &random)[0].encoded() {
                referenceManifest = Array(fields)
            } else {
                referenceManifest = FuzzMutator.mutate(original, random: &random)
            }
        }
        let scene = random.chance(0.9) ? random.pick(server.scenes) : random.pick(FuzzMutator.hostileStrings + ["%ZZ", "%C3%28"])
        let count = Int.random(in: 1...3, using: &random)
        for _ in 0..<count {
            let (method, path, body) = Self.route(scene: scene, random: &random)
            var bytes = Self.write(method: method, path: path, query: Self.query(random: &random), body: body, server: server,
                                   random: &random)
            let mutate = random.chance(0.25)
            if mutate { bytes = FuzzMutator.mutate(bytes, random: &random) }
            requests.append(bytes)
            mutated.append(mutate)
            summary.append("\(method) \(path)\(mutate ? " (mutated)" : "")")
        }
    }

    /// A route with its method and body. The compare routes come most often: they read the reference folder.
    private static func route(scene: String, random: inout FuzzRandom) -> (String, String, [UInt8]) {
        let name = scene.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? scene
        let base = "/api/scenes/\(name)"
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return ("GET", random.pick(["/", "/studio.js", "/studio.css", "/api/scenes", "/api/devices", "/api/build",
                                            "/api/renders", "/api/references", "/api/nothing", "/../etc/passwd", "//"]), [])
        case 1, 2: return ("GET", base + "/frame", [])
        case 3: return ("GET", base + "/trace", [])
        case 4: return ("GET", base + "/inspect", [])
        case 5: return ("GET", base + "/audio", [])
        case 6: return ("GET", "/api/files", [])
        case 7: return ("POST", base + "/render", Array(renderBody(random: &random).utf8))
        case 8, 9:
            let path = random.chance(0.8) ? referenceFolder : random.pick(FuzzMutator.hostileStrings)
            let root = random.chance(0.8) ? "reference-1" : random.pick(["output", "package", "reference-2", ""])
            return ("POST", base + "/reference", Array(#"{"root": "\#(root)", "path": "\#(path)"}"#.utf8))
        default: return ("GET", base + "/reference/" + random.pick(["frame", "diff", "strip", "trace"]), [])
        }
    }

    /// Query parameters the routes read, each present or not, with a value from ordinary to hostile.
    private static func query(random: inout FuzzRandom) -> [(String, String)] {
        let names = ["frame", "t", "fps", "scale", "debug", "transparent", "touches", "device", "appearance", "content-size",
                     "orientation", "set.gravity", "x", "y", "id", "format", "from", "count", "root", "path", "run"]
        let words = ["1", "0", "true", "show", "hide", "csv", "json", "dark", "light", "landscape", "portrait",
                     "iphone-15-pro", "accessibility-large", "reference-1", "output", "reference", "reference/manifest.json",
                     "reference/frame_00001.png"]
        var query: [(String, String)] = []
        for name in names where random.chance(0.2) {
            let value: String
            switch Int.random(in: 0..<4, using: &random) {
            case 0: value = random.pick(words)
            case 1: value = random.pick(FuzzMutator.extremeNumbers)
            case 2: value = random.pick(FuzzMutator.hostileStrings)
            default: value = String(Int.random(in: 0...20, using: &random))
            }
            query.append((name, value))
        }
        return query
    }

    /// A render's options: mostly a few frames at a small scale, sometimes values no render takes.
    private static func renderBody(random: inout FuzzRandom) -> String {
        var fields = [#""frames": [0, \#(Int.random(in: 0...2, using: &random))]"#, #""scale": 0.25"#]
        if random.chance(0.5) { fields.append(#""format": "\#(random.pick(["png", "mp4", "gif", "webm", "mov", "tiff"]))""#) }
        if random.chance(0.3) { fields.append(#""fps": \#(random.pick(FuzzMutator.extremeNumbers))"#) }
        if random.chance(0.3) { fields.append(#""duration": \#(random.pick(FuzzMutator.extremeNumbers))"#) }
        if random.chance(0.2) { fields.append(#""crf": \#(random.pick(FuzzMutator.extremeNumbers))"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The request as bytes: the token where a page or a script carries it (rarely missing or wrong), the right
    /// `Host` (rarely another), an `Origin` for changes, and the body's length.
    private static func write(method: String, path: String, query: [(String, String)], body: [UInt8], server: Server,
                              random: inout FuzzRandom) -> [UInt8] {
        var query = query
        var headers = ["Host: " + (random.chance(0.95) ? "127.0.0.1:\(server.port)" : random.pick(["evil.example", "", "127.0.0.1"]))]
        let token = random.chance(0.95) ? server.token : random.pick(["", "0", String(server.token.dropLast())])
        switch Int.random(in: 0..<3, using: &random) {
        case 0: query.append(("token", token))
        case 1: headers.append("X-Studio-Token: " + token)
        default: headers.append("Cookie: dynamics-studio-\(server.port)=" + token)
        }
        if method == "POST" && random.chance(0.95) { headers.append("Origin: http://127.0.0.1:\(server.port)") }
        if !body.isEmpty || method == "POST" { headers.append("Content-Type: application/json") }
        headers.append("Content-Length: \(body.count)")
        headers.append("Connection: close")
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let encoded = query.map { name, value in
            // Mostly encoded as a browser would; sometimes raw, as a hand-written client sends it.
            let text = random.chance(0.8) ? (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value) : value
            return name + "=" + text
        }
        let target = path + (encoded.isEmpty ? "" : "?" + encoded.joined(separator: "&"))
        return Array("\(method) \(target) HTTP/1.1\r\n\(headers.joined(separator: "\r\n"))\r\n\r\n".utf8) + body
    }
}
