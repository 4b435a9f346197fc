import Dynamics
import DynamicsFrameServer
import Foundation
import Hummingbird

extension Studio {
    /// `POST /api/scenes/{name}/render`: starts a render with `SceneRenderer` (every guarantee of `dynamics render`)
    /// and streams its progress as one JSON object per line. When the connection closes before the end — the page
    /// went away — the render is cancelled and discards what it wrote. A second render of the same scene while one
    /// runs is refused with 409; options `SceneRenderer` refuses (an fps of 0, say) with 400, before anything is drawn.
    func startRender(_ scene: SceneEntry, body: Data) async throws(StudioRequestError) -> Response {
        let request: RenderRequest
        do {
            request = try JSONDecoder().decode(RenderRequest.self, from: body.isEmpty ? Data("{}".utf8) : body)
        } catch {
            throw .badRequest("the body must be a JSON object of render options")
        }
        let output = folders.roots["output"]!
        do throws(SceneRequestError) {
            // Checked here too, so a bad option is refused without starting anything.
            _ = try request.options(scene: scene.name, outputFolder: output, toolVersion: configuration.toolVersion)
        } catch {
            throw StudioRequestError(error)
        }
        let cancelled = CancelHandle()
        guard renders.start(scene.name, cancel: { cancelled.cancel() }) else {
            throw StudioRequestError(status: .conflict, message: "a render of '\(scene.name)' is already running")
        }
        let (progress, cancel) = provider.render(scene.name, request, output: output, toolVersion: configuration.toolVersion)
        cancelled.set(cancel)
        let jobs = renders
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        Task {
            for await line in progress {
                if let update = try? JSONDecoder().decode([String: Int].self, from: Data(line.utf8)),
                   let done = update["done"], let total = update["total"] {
                    jobs.update(scene.name, done: done, total: total)
                }
                continuation.yield(line)
            }
            jobs.finish(scene.name)
            continuation.finish()
        }
        let cancellation = cancelled
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
                    cancellation.cancel()
                    throw error
                }
            } onCancel: {
                cancellation.cancel()
            }
        }
        return Response(status: .ok, headers: [.contentType: "application/x-ndjson", .cacheControl: "no-store"], body: body)
    }
}

/// The way to cancel a render, known once the provider started it; a cancel asked for before that is kept.
final class CancelHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (@Sendable () -> Void)?
    private var cancelled = false

    /// Sets the action, running it at once when a cancel came first.
    func set(_ action: @escaping @Sendable () -> Void) {
        let now: Bool = lock.withLock {
            self.action = action
            return cancelled
        }
        if now { action() }
    }

    /// Cancels (once).
    func cancel() {
        let action: (@Sendable () -> Void)? = lock.withLock {
            defer { cancelled = true }
            return cancelled ? nil : self.action
        }
        action?()
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
