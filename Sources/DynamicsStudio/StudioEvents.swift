import Foundation
import Hummingbird

extension Studio {
    /// `GET /api/events`: server-sent events. `hello` first, with the scenes' run id, and again whenever it changes — a
    /// page that sees a new one (`--watch` rebuilt and restarted the scenes) reloads its scene at the same playhead;
    /// `build` whenever the
    /// state of the last build changes; a comment every few seconds, whose failed write ends the stream of a page that
    /// went away.
    func events() -> Response {
        let board = self.board, provider = self.provider
        let body = ResponseBody { writer in
            var status = board.current
            var run = provider.run
            try await writer.write(ByteBuffer(string: "retry: 500\n" + Self.hello(run)))
            try await writer.write(ByteBuffer(string: Self.event("build", status)))
            var ticks = 0
            while !Task.isCancelled {
                try await Task.sleep(for: .milliseconds(200))
                ticks += 1
                let now = board.current
                if provider.run != run {
                    run = provider.run
                    try await writer.write(ByteBuffer(string: Self.hello(run)))
                }
                if now != status {
                    status = now
                    try await writer.write(ByteBuffer(string: Self.event("build", status)))
                } else if ticks % 25 == 0 {
                    try await writer.write(ByteBuffer(string: ": still here\n\n"))
                }
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
    }

    private static func hello(_ run: String) -> String {
        "event: hello\ndata: {\"run\":\"\(run)\"}\n\n"
    }

    private static func event(_ name: String, _ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return "event: \(name)\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }
}
