import Foundation
import Hummingbird
import Synchronization

/// The studio's front door: a request reaches a route only when its `Host` names this server (so a page on another
/// site cannot reach it through a rebound DNS name), its URI and body are within bounds, it carries the per-run token
/// (every request, reads included), and — when it changes anything — it comes from the studio's own page (same
/// `Origin`).
///
/// The token has one check and three carriers: the `token` query parameter of the address the command prints (the
/// answer then sets it as an `HttpOnly`, `SameSite=Strict` cookie, which the page's own requests carry from then on,
/// images and the event stream included), that cookie, or an `X-Studio-Token` header (scripts). The page itself never
/// holds it, so nothing on the page can hand it on.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    /// Longest URI accepted (HTTP 414 beyond).
    static var maximumURILength: Int { 2048 }
    /// Largest request body accepted (HTTP 413 beyond).
    static var maximumBodySize: Int { 16 << 10 }

    /// The secret of this run, embedded in the page; other origins cannot read the page, so cannot learn it.
    let token: String
    /// `host:port` forms this server answers to.
    let allowedHosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response {
        guard request.uri.description.utf8.count <= Self.maximumURILength else {
            return StudioResponse.error(.uriTooLong, "the request URI is longer than \(Self.maximumURILength) bytes")
        }
        guard let host = request.head.authority?.lowercased(), allowedHosts.contains(host) else {
            return StudioResponse.error(.forbidden, "the Host header does not name this studio")
        }
        // The routes serve no files by URL path, but a path that climbs out is refused outright rather than left to
        // miss every route.
        let path = request.uri.path
        let decoded = path.removingPercentEncoding ?? path
        guard !decoded.split(separator: "/").contains(where: { $0 == ".." }), !decoded.contains("\\") else {
            return StudioResponse.error(.forbidden, "paths may not leave the studio")
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maximumBodySize {
            return StudioResponse.error(.contentTooLarge, "the request body is larger than \(Self.maximumBodySize) bytes")
        }
        let carried = carriedToken(request)
        guard carried != nil else {
            return StudioResponse.error(.forbidden, "missing or wrong studio token: open the address `dynamics studio` "
                + "printed, which carries it")
        }
        if request.method != .get && request.method != .head {
            let origin = request.headers[.origin]?.lowercased()
            guard let origin, origin == "http://" + host else {
                return StudioResponse.error(.forbidden, "changes are accepted only from the studio's own page")
            }
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError {
            // No route for the path (or the method): the documented one-line JSON, not Hummingbird's empty answer.
            let message = error.status == .notFound ? "no such route: \(request.method) \(path)"
                : (error.body ?? error.status.reasonPhrase)
            response = StudioResponse.error(error.status, message)
        }
        if carried == .query {
            response.headers[.setCookie] = "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
        }
        return response
    }

    /// How a request carried the right token.
    enum Carrier { case query, cookie, header }

    /// Where the request carries this run's token, nil when it does not carry it (or carries a wrong one).
    func carriedToken(_ request: Request) -> Carrier? {
        if let given = request.headers[StudioResponse.tokenHeader] { return Self.same(given, token) ? .header : nil }
        if let given = request.cookies[cookieName]?.value, Self.same(given, token) { return .cookie }
        if let given = request.uri.queryParameters["token"], Self.same(String(given), token) { return .query }
        return nil
    }

    /// The cookie's name: one per port, since cookies do not tell ports apart and two studios may run side by side.
    var cookieName: String { "dynamics-studio-\(allowedHosts.port)" }

    /// Compares in time independent of where the strings first differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The `Host` header values the studio answers to, known once the port is bound (port 0 picks one).
final class AllowedHosts: Sendable {
    private let names = Mutex<(hosts: Set<String>, port: Int, anyAddress: Bool)>(([], 0, false))

    /// Answers to `host`:`port` and, on loopback or a wildcard address, to the loopback names with that port. On a
    /// wildcard address (`0.0.0.0`, `::`) it also answers to any IP address with that port: a DNS rebinding attack
    /// needs a name, never a bare address.
    func set(host: String, port: Int) {
        var hosts: Set<String> = [host.contains(":") ? "[\(host)]" : host]
        if ["127.0.0.1", "localhost", "::1", "0.0.0.0", "::"].contains(host) {
            hosts.formUnion(["127.0.0.1", "localhost", "[::1]"])
        }
        let wildcard = host == "0.0.0.0" || host == "::"
        names.withLock { $0 = (Set(hosts.map { "\($0.lowercased()):\(port)" }), port, wildcard) }
    }

    /// The port the studio listens on (0 until it is bound).
    var port: Int { names.withLock { $0.port } }

    /// Whether a request whose `Host` header is `host` is for this studio.
    func contains(_ host: String) -> Bool {
        names.withLock { allowed in
            if allowed.hosts.contains(host) { return true }
            guard allowed.anyAddress, host.hasSuffix(":\(allowed.port)") else { return false }
            let address = String(host.dropLast(":\(allowed.port)".count))
            if address.hasPrefix("[") && address.hasSuffix("]") {
                return address.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
            }
            let parts = address.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
        }
    }
}
