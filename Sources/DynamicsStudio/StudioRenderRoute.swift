import Dynamics
import Foundation
import Hummingbird

extension Studio {
    /// `POST /api/scenes/{name}/render`: starts a render with `SceneRenderer` (every guarantee of `dynamics render`)
    /// and streams its progress as one JSON object per line. When the connection closes before the end — the page
    /// went away — the render is cancelled and discards what it wrote. A second render of the same scene while one
    /// runs is refused with 409; options `SceneRenderer` refuses (an fps of 0, say) with 400, before anything is drawn.
    func startRender(_ scene: Scene, body: Data) async throws(StudioRequestError) -> Response {
        let request: RenderRequest
        do {
            request = try JSONDecoder().decode(RenderRequest.self, from: body.isEmpty ? Data("{}".utf8) : body)
        } catch {
            throw .badRequest("the body must be a JSON object of render options")
        }
        var options = try request.options(scene: scene.name, outputFolder: folders.roots["output"]!,
                                          toolVersion: configuration.toolVersion)
        let cancellation = RenderCancellation()
        guard renders.start(scene.name, cancellation: cancellation) else {
            throw StudioRequestError(status: .conflict, message: "a render of '\(scene.name)' is already running")
        }
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        options.warning = { continuation.yield(Self.line(["warning": $0])) }
        let jobs = renders
        let chosen = options
        let output = folders.roots["output"]!
        // Scenes run on the main actor, so the render does too (the player's frames wait for it); the server's threads
        // only stream its progress.
        Task { @MainActor in
            defer {
                jobs.finish(scene.name)
                continuation.finish()
            }
            do throws(SceneRenderer.Failure) {
                let result = try SceneRenderer.render(scene, options: chosen, cancellation: cancellation) { done, total in
                    jobs.update(scene.name, done: done, total: total)
                    continuation.yield(Self.line(["done": done, "total": total]))
                }
                let written = [chosen.folder, chosen.videoPath].compactMap { $0 }
                    .map { String($0.dropFirst(output.count + 1)) }
                continuation.yield(Self.line(["finished": result.framesRendered, "files": written] as [String: Any]))
            } catch {
                if case .invalidOption(let message) = error {
                    continuation.yield(Self.line(["refused": message]))
                } else {
                    continuation.yield(Self.line(["error": error.description]))
                }
            }
        }
        let source = RenderLines(lines)
        let first = await source.next()
        if let first, first.hasPrefix("{\"refused\":"),
           let refusal = try? JSONDecoder().decode([String: String].self, from: Data(first.utf8)) {
            // The stream ends only after the render released its scene, so a client that retries at once is not
            // told a render is still running.
            while await source.next() != nil {}
            throw .badRequest(refusal["refused"] ?? first)
        }
        let body = ResponseBody { writer in
            try await withTaskCancellationHandler {
                do {
                    var line = first
                    while let next = line {
                        try await writer.write(ByteBuffer(string: next + "\n"))
                        line = await source.next()
                    }
                    try await writer.finish(nil)
                } catch {
                    Self.cancelAside(cancellation)
                    throw error
                }
            } onCancel: {
                Self.cancelAside(cancellation)
            }
        }
        return Response(status: .ok, headers: [.contentType: "application/x-ndjson", .cacheControl: "no-store"], body: body)
    }

    /// Cancels a render without blocking the server's threads while it cleans up.
    static func cancelAside(_ cancellation: RenderCancellation) {
        Thread.detachNewThread { cancellation.cancel() }
    }

    /// One line of JSON (sorted keys).
    static func line(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A render's progress lines, read first by the route (to refuse bad options with 400) and then by the response body:
/// one reader at a time, never two at once.
final class RenderLines: @unchecked Sendable {
    private var iterator: AsyncStream<String>.Iterator

    init(_ lines: AsyncStream<String>) {
        iterator = lines.makeAsyncIterator()
    }

    func next() async -> String? {
        var copy = iterator
        let line = await copy.next()
        iterator = copy
        return line
    }
}
