import DynamicsFrameServer
import Foundation
import HTTPTypes
import Hummingbird

/// How the studio answers: JSON, PNG, CSV and one-line JSON errors.
enum StudioResponse {
    /// The header a script may carry the per-run token in (the page carries it as a cookie).
    static let tokenHeader = HTTPField.Name("X-Studio-Token")!

    /// `{"error": message}` with `status`: one line, as every command-line error is.
    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let line = (try? encoder.encode(["error": message])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return bytes(Data((line + "\n").utf8), type: "application/json", status: status)
    }

    /// `value` as JSON with sorted keys.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return error(.internalServerError, "cannot encode JSON") }
        return bytes(data, type: "application/json", status: status)
    }

    /// Raw bytes with a content type; not cached unless `extra` says otherwise (a `Cache-Control` of its own), since a
    /// reload may change them. Other origins may not embed them (`Cross-Origin-Resource-Policy`), nor may a browser
    /// take them for another type than `type` (`nosniff`).
    static func bytes(_ data: Data, type: String, status: HTTPResponse.Status = .ok,
                      extra: [(HTTPField.Name, String)] = []) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store"]
        headers.append(contentsOf: isolation)
        for (name, value) in extra { headers[name] = value }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

extension StudioResponse {
    /// Headers every answer carries: no other origin may embed it, and no browser may guess another type for it.
    static var isolation: HTTPFields {
        [HTTPField.Name("X-Content-Type-Options")!: "nosniff", HTTPField.Name("Cross-Origin-Resource-Policy")!: "same-origin"]
    }
}

/// A request the studio refuses with a status and one line of JSON.
struct StudioRequestError: Error {
    let status: HTTPResponse.Status
    let message: String

    static func badRequest(_ message: String) -> StudioRequestError { .init(status: .badRequest, message: message) }
    static func notFound(_ message: String) -> StudioRequestError { .init(status: .notFound, message: message) }
    static func forbidden(_ message: String) -> StudioRequestError { .init(status: .forbidden, message: message) }

    var response: Response { StudioResponse.error(status, message) }
}

extension StudioRequestError {
    /// The HTTP answer to a scene request that failed: 400, 404, 409, 500, or 502 when the scene process is not there
    /// (crashed, or not built).
    init(_ error: SceneRequestError) {
        let status: HTTPResponse.Status = switch error.kind {
        case .badRequest: .badRequest
        case .notFound: .notFound
        case .conflict: .conflict
        case .failed: .internalServerError
        case .unavailable: .badGateway
        }
        self.init(status: status, message: error.message)
    }
}
