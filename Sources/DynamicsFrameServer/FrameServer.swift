import Dynamics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A package's scenes served to the studio over standard input and output (`FrameServerMessage`s), with no network
/// code: the `dynamics` tool's studio starts a package's executable as `frame-server` and asks it for its scenes,
/// frames, motion and renders. What the scenes print goes to standard error, so it cannot break the pipe's messages;
/// the process ends when its standard input closes (the studio stopped or died), cancelling a render under way.
package enum FrameServer {
    /// Serves `scenes` until standard input closes; never returns.
    @MainActor package static func run(scenes: [Scene]) -> Never {
        let answerPipe = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let service = SceneService(scenes: scenes)
        let writer = Shared(answerPipe)
        let renders = Shared<[Int: RenderCancellation]>([:])
        @Sendable func send(_ message: FrameServerMessage) {
            let delivered = writer.withLock { message.write(to: $0) }
            if !delivered { Foundation.exit(0) }
        }
        Thread.detachNewThread {
            while true {
                let message: FrameServerMessage
                do throws(FrameServerMessage.Malformed) {
                    guard let next = try FrameServerMessage.read(from: STDIN_FILENO) else { break }
                    message = next
                } catch {
                    FileHandle.standardError.write(Data("error: frame-server: \(error)\n".utf8))
                    break
                }
                if message.head.operation == .cancel {
                    let cancellation = renders.withLock { $0[message.head.target ?? -1] }
                    cancellation?.cancel()
                    continue
                }
                let cancellation = RenderCancellation()
                if message.head.operation == .render { renders.withLock { $0[message.head.id] = cancellation } }
                Task { @MainActor in
                    for answer in await answers(to: message, service: service, cancellation: cancellation, send: send) {
                        send(answer)
                    }
                    renders.withLock { _ = $0.removeValue(forKey: message.head.id) }
                }
            }
            // The studio is gone: nothing of a render under way is kept.
            for cancellation in renders.withLock({ Array($0.values) }) { cancellation.cancel() }
            Foundation.exit(0)
        }
        dispatchMain()
    }

    /// The answers to `message` (a render's progress lines are sent through `send` while it runs).
    @MainActor static func answers(to message: FrameServerMessage, service: SceneService, cancellation: RenderCancellation,
                                   send: @escaping @Sendable (FrameServerMessage) -> Void) async -> [FrameServerMessage] {
        let head = message.head
        func reply(_ kind: FrameServerMessage.Reply, _ body: Data = Data()) -> FrameServerMessage {
            FrameServerMessage(FrameServerMessage.Head(id: head.id, reply: kind), body: body)
        }
        do throws(SceneRequestError) {
            switch head.operation {
            case .scenes:
                return [reply(.value, try json(service.entries))]
            case .frame:
                guard let scene = head.scene, let frame = head.frame, let look = head.look else { break }
                return [reply(.value, try service.frame(scene, frame, look, drawsAhead: head.drawAhead ?? false))]
            case .motion:
                guard let scene = head.scene, let look = head.look else { break }
                return [reply(.value, try json(await service.motion(scene, look)))]
            case .audio:
                guard let scene = head.scene, let look = head.look else { break }
                return [reply(.value, try await service.audio(scene, look))]
            case .render:
                guard let scene = head.scene, let request = head.render, let output = head.output else { break }
                service.render(scene, request, outputFolder: output, toolVersion: head.toolVersion ?? "dynamics",
                               cancellation: cancellation) { line in send(reply(.line, Data(line.utf8))) }
                return [reply(.end)]
            case .inspect:
                guard let scene = head.scene, let frame = head.frame, let look = head.look, let request = head.inspect else { break }
                return [reply(.value, try json(service.inspect(scene, frame, look, request)))]
            case .cancel, nil:
                break
            }
            throw SceneRequestError(.badRequest, "a frame-server request without what it needs")
        } catch {
            var failed = FrameServerMessage.Head(id: head.id, reply: .error)
            failed.error = error
            return [FrameServerMessage(failed)]
        }
    }

    private static func json(_ value: some Encodable) throws(SceneRequestError) -> Data {
        do { return try JSONEncoder().encode(value) } catch { throw SceneRequestError(.failed, "cannot encode: \(error)") }
    }
}

/// A value several threads use, one at a time.
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, alone.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
