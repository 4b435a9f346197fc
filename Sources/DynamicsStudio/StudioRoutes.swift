import Dynamics
import DynamicsFrameServer
import Foundation
import HTTPTypes
import Hummingbird

extension Studio {
    func addRoutes(to router: Router<BasicRequestContext>) {
        for file in PageFile.allCases { router.get(RouterPath(file.path)) { _, _ in self.page(file) } }
        router.get("/api/scenes") { _, _ in
            await self.answer { () async throws(StudioRequestError) -> Response in
                StudioResponse.json(try await self.scenes())
            }
        }
        router.get("/api/scenes/:name/frame") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let query = QueryParameters(request)
                let look = try query.look(for: scene)
                let index = try query.frame(of: scene, fps: look.fps)
                // A frame depends on nothing but the scenes' build (the run), the frame and the look: its ETag says all
                // three, and an address that names the run may be kept for good. The run is the one of the build that
                // drew the frame: a rebuild finishing meanwhile must not lend its picture the old run's address.
                func validators(_ run: String) -> [(HTTPField.Name, String)] {
                    let caching = query.values["run"] == run ? "private, max-age=31536000, immutable" : "private, no-cache"
                    return [(.eTag, "\"\(run)-\(index)-\(look.tag)\""), (.cacheControl, caching), (.init("X-Frame")!, String(index))]
                }
                let serving = validators(self.runID)
                if let asked = request.headers[.ifNoneMatch],
                   asked.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == serving[0].1 }) {
                    var headers = HTTPFields(serving.map { HTTPField(name: $0.0, value: $0.1) })
                    headers.append(contentsOf: StudioResponse.isolation)
                    return Response(status: .notModified, headers: headers)
                }
                let drawn = try await self.framePNG(scene, index, look, drawAhead: true)
                return StudioResponse.bytes(drawn.png, type: "image/png", extra: validators(drawn.run))
            }
        }
        router.get("/api/scenes/:name/trace") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let query = QueryParameters(request)
                let look = try query.look(for: scene)
                let format = query.values["format"] ?? "json"
                guard ["json", "csv"].contains(format) else { throw .badRequest("format must be json or csv (got '\(format)')") }
                return await self.wholeRuns.response(.init(route: "trace " + format, scene: scene.name, look: look),
                                                     what: "the trace of '\(scene.name)'") {
                    await self.answer { () async throws(StudioRequestError) -> Response in
                        let motion: SceneMotion
                        do throws(SceneRequestError) {
                            motion = try await self.provider.motion(scene.name, look)
                        } catch {
                            throw StudioRequestError(error)
                        }
                        if format == "csv" { return StudioResponse.bytes(Data(motion.csv.utf8), type: "text/csv") }
                        return StudioResponse.json(MotionJSON(motion, duration: scene.duration))
                    }
                }
            }
        }
        router.get("/api/scenes/:name/inspect") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let query = QueryParameters(request)
                let look = try query.look(for: scene)
                let index = try query.frame(of: scene, fps: look.fps)
                let asked = try query.inspectRequest(in: scene, look)
                do throws(SceneRequestError) {
                    let found = try await self.provider.inspect(scene.name, index, look, asked)
                    return StudioResponse.json(InspectionJSON(frame: index, time: FrameTiming.time(ofFrame: index, fps: look.fps),
                                                              view: found))
                } catch {
                    throw StudioRequestError(error)
                }
            }
        }
        router.get("/api/scenes/:name/audio") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let look = try QueryParameters(request).look(for: scene)
                return await self.wholeRuns.response(.init(route: "audio", scene: scene.name, look: look),
                                                     what: "the sound of '\(scene.name)'") {
                    await self.answer { () async throws(StudioRequestError) -> Response in
                        do throws(SceneRequestError) {
                            let wav = try await self.provider.audio(scene.name, look)
                            return StudioResponse.bytes(wav, type: "audio/wav")
                        } catch {
                            throw StudioRequestError(error)
                        }
                    }
                }
            }
        }
        router.get("/api/devices") { _, _ in StudioResponse.json(DeviceCatalogJSON()) }
        router.get("/api/events") { _, _ in self.events() }
        router.get("/api/build") { _, _ in StudioResponse.json(self.board.current) }
        router.get("/api/renders") { _, _ in StudioResponse.json(self.renders.list) }
        router.post("/api/scenes/:name/render") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let body = try await Self.body(request)
                return try await self.startRender(scene, body: body)
            }
        }
        router.get("/api/files") { request, _ in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let query = QueryParameters(request)
                guard let root = query.values["root"], let path = query.values["path"] else {
                    throw .badRequest("give root and path")
                }
                do throws(FolderGuard.Refused) {
                    let data = try self.folders.read(path, in: root)
                    return StudioResponse.bytes(data, type: Self.contentType(of: path))
                } catch {
                    throw error.requestError
                }
            }
        }
        addCompareRoutes(to: router)
    }

    /// Runs a route, turning its typed refusal into the one-line JSON answer.
    func answer(_ body: () async throws(StudioRequestError) -> Response) async -> Response {
        do { return try await body() } catch { return error.response }
    }

    /// The scenes' entries, as the provider lists them now.
    func scenes() async throws(StudioRequestError) -> [SceneEntry] {
        do throws(SceneRequestError) { return try await provider.scenes() } catch { throw StudioRequestError(error) }
    }

    /// The scene the `:name` path parameter names (percent-decoded: names may hold spaces and any letters), or 404.
    func scene(_ context: BasicRequestContext) async throws(StudioRequestError) -> SceneEntry {
        let raw = context.parameters.get("name") ?? ""
        guard let name = raw.removingPercentEncoding else { throw .badRequest("the scene name '\(raw)' is not percent-encoded UTF-8") }
        guard let scene = try await scenes().first(where: { $0.name == name }) else { throw .notFound("unknown scene '\(name)'") }
        return scene
    }

    /// The PNG of frame `index` of `scene` drawn as `look` says, with the run that drew it; `drawAhead` then draws the
    /// rest of it ahead.
    func framePNG(_ scene: SceneEntry, _ index: Int, _ look: FrameLook, drawAhead: Bool = false)
        async throws(StudioRequestError) -> DrawnFrame {
        do throws(SceneRequestError) {
            return try await provider.frame(scene.name, index, look, drawAhead: drawAhead)
        } catch {
            throw StudioRequestError(error)
        }
    }

    /// The request body, refused beyond `RequestGuard.maximumBodySize` (a body sent without a length is counted).
    static func body(_ request: Request) async throws(StudioRequestError) -> Data {
        var request = request
        do {
            let buffer = try await request.collectBody(upTo: RequestGuard<BasicRequestContext>.maximumBodySize)
            return Data(buffer.readableBytesView)
        } catch {
            throw StudioRequestError(status: .contentTooLarge, message: "the request body is too large")
        }
    }

    static func contentType(of file: String) -> String {
        switch (file as NSString).pathExtension.lowercased() {
        case "png": "image/png"
        case "json": "application/json"
        case "csv": "text/csv"
        case "mp4": "video/mp4"
        case "webm": "video/webm"
        case "gif": "image/gif"
        default: "application/octet-stream"
        }
    }
}

/// `GET /api/scenes/{name}/trace` as JSON: the scripted events, the declared parameters and each identified view's
/// samples.
struct MotionJSON: Encodable {
    var fps: Int
    var duration: Double
    var events: [ScriptedEvent]
    var parameters: [SceneParameter]
    var behaviors: [BehaviorLane]
    var series: [SceneMotion.Series]

    init(_ motion: SceneMotion, duration: Double) {
        fps = motion.fps
        self.duration = duration
        events = motion.events
        parameters = motion.parameters
        behaviors = motion.behaviors
        series = motion.series
    }
}

/// `GET /api/scenes/{name}/inspect`: the frame and time inspected, and the view found there (null when none).
struct InspectionJSON: Encodable {
    var frame: Int
    var time: Double
    var view: ViewInspection?

    private enum CodingKeys: String, CodingKey { case frame, time, view }

    /// Writes `view` as `null` when there is none, so the page always finds the key.
    func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(frame, forKey: .frame)
        try values.encode(time, forKey: .time)
        try values.encode(view, forKey: .view)
    }
}
