import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One message between the studio and a frame server (a package's executable run as `frame-server`): a JSON head and
/// raw bytes — a PNG, a JSON document or a line of render progress. On the pipe, each is two 32-bit big-endian
/// lengths (head, then body) followed by the head and the body. Requests and answers carry the same `id`, so several
/// may be under way at once.
package struct FrameServerMessage: Sendable {
    /// What a request asks for.
    package enum Operation: String, Codable, Sendable {
        /// The scenes' entries (body: JSON `[SceneEntry]`).
        case scenes
        /// A frame's PNG (`scene`, `frame`, `look`; `drawAhead`).
        case frame
        /// The motion of the identified views (`scene`, `look`'s fps and scale; body: JSON `SceneMotion`).
        case motion
        /// The scene's mixed sound as a WAV file (`scene`, `look`'s fps and parameters; body: the WAV bytes).
        case audio
        /// A render (`scene`, `render`, `output`, `toolVersion`); answered by `line`s, then `end`.
        case render
        /// Stops the render started by request `target`.
        case cancel
        /// The view at a point of a frame, or the view of an identifier (`scene`, `frame`, `look`, `inspect`; body:
        /// JSON `ViewInspection`, or `null` when there is no view there).
        case inspect
    }

    /// What an answer is.
    package enum Reply: String, Codable, Sendable {
        /// The answer, in the body.
        case value
        /// One line of a render's progress, in the body.
        case line
        /// The render is over.
        case end
        /// The request failed: `error`.
        case error
    }

    /// Everything but the bytes.
    package struct Head: Codable, Sendable {
        package var id: Int
        package var operation: Operation?
        package var reply: Reply?
        package var scene: String?
        package var frame: Int?
        package var look: FrameLook?
        package var drawAhead: Bool?
        package var render: RenderRequest?
        package var output: String?
        package var toolVersion: String?
        package var target: Int?
        package var inspect: InspectRequest?
        package var error: SceneRequestError?

        /// A request or answer numbered `id`; the other fields are set as its kind needs.
        package init(id: Int, operation: Operation? = nil, reply: Reply? = nil) {
            self.id = id
            self.operation = operation
            self.reply = reply
        }
    }

    /// The largest head and body accepted: a bad peer gets an error, not an allocation of gigabytes.
    static let maximumHead = 1 << 20, maximumBody = 1 << 30

    package var head: Head
    package var body: Data

    /// A message of `head` and `body`.
    package init(_ head: Head, body: Data = Data()) {
        self.head = head
        self.body = body
    }

    /// The bytes on the pipe.
    package var encoded: Data {
        let headData = (try? JSONEncoder().encode(head)) ?? Data("{}".utf8)
        var data = Data()
        for length in [headData.count, body.count] {
            withUnsafeBytes(of: UInt32(length).bigEndian) { data.append(contentsOf: $0) }
        }
        return data + headData + body
    }

    /// What the pipe did wrong.
    package struct Malformed: Error, CustomStringConvertible {
        package let description: String
    }

    /// Reads the next message from `descriptor`; nil when the pipe is closed between two messages.
    package static func read(from descriptor: Int32) throws(Malformed) -> FrameServerMessage? {
        guard let lengths = try bytes(8, from: descriptor, endAllowed: true) else { return nil }
        let headLength = lengths.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let bodyLength = lengths.suffix(4).reduce(0) { $0 << 8 | Int($1) }
        guard headLength <= maximumHead, bodyLength <= maximumBody else {
            throw Malformed(description: "a message of \(headLength) + \(bodyLength) bytes is too large")
        }
        let headData = try bytes(headLength, from: descriptor, endAllowed: false)!
        let body = try bytes(bodyLength, from: descriptor, endAllowed: false)!
        guard let head = try? JSONDecoder().decode(Head.self, from: headData) else {
            throw Malformed(description: "a message head is not the JSON of a request")
        }
        return FrameServerMessage(head, body: body)
    }

    /// Exactly `count` bytes; nil at the end of the pipe before the first one when `endAllowed`.
    private static func bytes(_ count: Int, from descriptor: Int32, endAllowed: Bool) throws(Malformed) -> Data? {
        var data = Data(count: count)
        var done = 0
        while done < count {
            let got = data.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, count - done) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 {
                if done == 0 && endAllowed { return nil }
                throw Malformed(description: "the pipe ended inside a message")
            }
            done += got
        }
        return data
    }

    /// Writes the message to `descriptor` whole; false when the other end is gone.
    package func write(to descriptor: Int32) -> Bool {
        let data = encoded
        return data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let wrote = Glibc.write(descriptor, raw.baseAddress! + done, raw.count - done)
                if wrote < 0 && errno == EINTR { continue }
                if wrote <= 0 { return false }
                done += wrote
            }
            return true
        }
    }
}
