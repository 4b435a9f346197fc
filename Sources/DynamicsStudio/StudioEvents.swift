import Foundation
import Hummingbird

extension Studio {
    /// `GET /api/events`: server-sent events. `hello` first, with this process's run id — a page that sees a new one
    /// (the `--watch` supervisor restarted the scenes) reloads its scene at the same playhead; `build` whenever the
    /// state of the last build changes; a comment every few seconds, whose failed write ends the stream of a page that
    /// went away.
    func events() -> Response {
        let statusFile = configuration.buildStatusFile
        let run = runID
        let body = ResponseBody { writer in
            var status = BuildStatus.read(statusFile)
            try await writer.write(ByteBuffer(string: "retry: 500\nevent: hello\ndata: {\"run\":\"\(run)\"}\n\n"))
            try await writer.write(ByteBuffer(string: Self.event("build", status)))
            var ticks = 0
            while !Task.isCancelled {
                try await Task.sleep(for: .milliseconds(200))
                ticks += 1
                let now = BuildStatus.read(statusFile)
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

    private static func event(_ name: String, _ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return "event: \(name)\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }
}
