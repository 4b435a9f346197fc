import Foundation
import Hummingbird

extension Studio {
    /// The page's four files, `Page/studio.html`, `studio.css`, `studio.js` and the playback worker's
    /// `studio-playback.js`, compiled into the module (SwiftPM's `embedInCode`), so the studio needs nothing beside
    /// its executable.
    enum PageFile: CaseIterable {
        case html, css, script, playbackWorker

        /// The address it is served at.
        var path: String {
            switch self {
            case .html: "/"
            case .css: "/studio.css"
            case .script: "/studio.js"
            case .playbackWorker: "/studio-playback.js"
            }
        }

        /// Its `Content-Type`.
        var contentType: String {
            switch self {
            case .html: "text/html; charset=utf-8"
            case .css: "text/css; charset=utf-8"
            case .script, .playbackWorker: "text/javascript; charset=utf-8"
            }
        }

        /// The file's bytes, as they were when the module was built.
        var bytes: [UInt8] {
            switch self {
            case .html: PackageResources.studio_html
            case .css: PackageResources.studio_css
            case .script: PackageResources.studio_js
            case .playbackWorker: PackageResources.studio_playback_js
            }
        }
    }

    /// The `--set` values as JSON, escaped for an HTML attribute: the page reads them from a meta tag, since no
    /// inline script may run.
    var startingValues: String {
        let data = (try? JSONEncoder().encode(configuration.parameterValues)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// `GET /`, `/studio.css`, `/studio.js`, `/studio-playback.js`: the page, its style, its script and the worker that
    /// fetches and decodes the player's frames. The page carries this run's id (frame addresses carry it, which makes
    /// them cacheable), never the token: its requests, and the worker's, carry the cookie `RequestGuard` set. Scripts
    /// run only from this server's own files (no inline script), and everything the page shows comes
    /// from this server, nothing from the internet.
    func page(_ file: PageFile) -> Response {
        var body = ByteBuffer(bytes: file.bytes)
        if file == .html {
            body = ByteBuffer(string: String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "{{RUN}}", with: runID)
                .replacingOccurrences(of: "{{SET}}", with: startingValues))
        }
        var headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "no-store",
                                   .init("Content-Security-Policy")!: "default-src 'self'; img-src 'self' blob: data:; media-src 'self' blob:; "
                                     + "style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'",
                                   .init("X-Frame-Options")!: "DENY"]
        headers.append(contentsOf: StudioResponse.isolation)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
