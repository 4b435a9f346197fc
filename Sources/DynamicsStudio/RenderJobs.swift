import Dynamics
import Foundation
import Synchronization

/// Renders started from the page: at most one per scene, each cancelled when the connection that started it closes.
final class RenderJobs: Sendable {
    /// A running render as `GET /api/renders` lists it.
    struct Job: Encodable, Sendable {
        var scene: String
        var done: Int
        var total: Int
    }

    private let running = Mutex<[String: (job: Job, cancellation: RenderCancellation)]>([:])

    /// Claims `scene` for a render; false when one is already running for it.
    func start(_ scene: String, cancellation: RenderCancellation) -> Bool {
        running.withLock { jobs in
            guard jobs[scene] == nil else { return false }
            jobs[scene] = (Job(scene: scene, done: 0, total: 0), cancellation)
            return true
        }
    }

    func update(_ scene: String, done: Int, total: Int) {
        running.withLock { jobs in
            jobs[scene]?.job.done = done
            jobs[scene]?.job.total = total
        }
    }

    func finish(_ scene: String) {
        _ = running.withLock { $0.removeValue(forKey: scene) }
    }

    /// Cancels every running render (each discards what it wrote).
    func cancelAll() {
        let cancellations = running.withLock { $0.values.map(\.cancellation) }
        for cancellation in cancellations { cancellation.cancel() }
    }

    /// The renders running now, by scene name.
    var list: [Job] { running.withLock { $0.values.map(\.job).sorted { $0.scene < $1.scene } } }
}

/// What the page asks a render for: the options of `dynamics render`, as JSON.
struct RenderRequest: Decodable {
    /// `png` (the default), or a video format: `mp4`, `webm`, `gif`.
    var format: String?
    var fps: Int?
    var duration: Double?
    var scale: Double?
    var transparent: Bool?
    var debug: Bool?
    var touches: String?
    var deviceFrame: Bool?
    var crf: Int?
    var preset: String?

    /// The `RenderOptions` for `scene` writing into `outputFolder` as `render` would by default: frames into
    /// `outputFolder/<scene>`, a video to `outputFolder/<scene>.<format>`.
    func options(scene: String, outputFolder: String, toolVersion: String) throws(StudioRequestError) -> RenderOptions {
        var options = RenderOptions()
        switch format ?? "png" {
        case "png": options.folder = outputFolder + "/" + scene
        case let video where VideoFormat(path: "x." + video) != nil && video != "mov":
            options.videoPath = outputFolder + "/" + scene + "." + video
        case let other: throw .badRequest("format must be png, mp4, webm or gif (got '\(other)')")
        }
        if let fps { options.fps = fps }
        options.duration = duration
        if let scale { options.scale = CGFloat(scale) }
        options.transparent = transparent ?? false
        options.showsDebugOverlay = debug ?? false
        switch touches {
        case nil: break
        case let value?:
            guard let visibility = TouchVisibility(rawValue: value) else {
                throw .badRequest("touches must be show or hide (got '\(value)')")
            }
            options.touches = visibility
        }
        options.deviceFrame = deviceFrame ?? false
        options.videoQuality = VideoQuality(crf: crf, preset: preset)
        options.toolVersion = toolVersion
        return options
    }
}
