import Foundation

/// The `dynamics studio` process a studio campaign fuzzes: on a free loopback port, serving the built-in scenes, with
/// `references` for compare mode and its renders in `folder/out`.
struct FuzzStudioServer {
    /// Where it listens, its token and its scenes.
    let description: StudioFuzzRequest.Server
    private let process: FuzzWorker

    /// Starts the server and waits (up to two minutes: a debug build on a busy machine starts slowly) for the address
    /// it prints and the scenes it lists.
    init(executable: URL, folder: URL, references: URL) throws {
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        process = try FuzzWorker(executable: executable, arguments: [
            "studio", "--host", "127.0.0.1", "--port", "0", "--out", folder.appendingPathComponent("out").path,
            "--reference", references.path, "--package-path", folder.path,
        ])
        var address: URLComponents?
        while address == nil, let line = process.readLine(timeout: 120) {
            if line.hasPrefix("Studio: ") { address = URLComponents(string: String(line.dropFirst("Studio: ".count))) }
        }
        guard let address, let port = address.port,
              let token = address.queryItems?.first(where: { $0.name == "token" })?.value else {
            let words = process.lastErrors
            process.kill()
            throw FuzzStudioServerError("the studio printed no address: \(words)")
        }
        let request = "GET /api/scenes HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Studio-Token: \(token)\r\nConnection: close\r\n\r\n"
        let answer = FuzzHTTPConnection(port: port)?.wholeAnswer(to: Array(request.utf8), budget: 120) ?? []
        // The JSON array, whether or not the body came in chunks.
        var body = Data()
        if let first = answer.firstIndex(of: UInt8(ascii: "[")), let last = answer.lastIndex(of: UInt8(ascii: "]")), first < last {
            body = Data(answer[first...last])
        }
        let list = (try? JSONSerialization.jsonObject(with: body)) as? [[String: Any]]
        let scenes = list?.compactMap { $0["name"] as? String } ?? []
        guard !scenes.isEmpty else {
            process.kill()
            throw FuzzStudioServerError("the studio listed no scenes")
        }
        description = StudioFuzzRequest.Server(port: port, token: token, scenes: scenes)
    }

    /// Whether the server still runs.
    var isRunning: Bool { process.isRunning }

    /// The end of its standard error.
    func lastWords() -> String { process.lastErrors }

    /// Ends it.
    func stop() { process.kill() }
}

/// Why a studio campaign could not start its server.
struct FuzzStudioServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
