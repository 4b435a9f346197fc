import Dynamics
import DynamicsFrameServer
import Foundation
import Hummingbird

extension Studio {
    /// Compare mode: list and choose reference render folders, and read a chosen one's frames, per-frame differences
    /// (`ImageComparison`, as `dynamics compare` measures them) and trace.
    func addCompareRoutes(to router: Router<BasicRequestContext>) {
        let folders = ReferenceFolders(guardian: folders)
        router.get("/api/references") { _, _ in StudioResponse.json(folders.entries) }
        router.post("/api/scenes/:name/reference") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let body = try await Self.body(request)
                guard let choice = try? JSONDecoder().decode([String: String].self, from: body),
                      let root = choice["root"], let path = choice["path"] else {
                    throw .badRequest("the body must be {\"root\": …, \"path\": …}")
                }
                let chosen = try folders.entry(root: root, path: path)
                guard chosen.manifest.scene == scene.name else {
                    throw .badRequest("'\(path)' is a render of '\(chosen.manifest.scene)', not of '\(scene.name)'")
                }
                _ = try Self.look(ofReference: chosen.manifest, scene)
                self.references.withLock { $0[scene.name] = chosen }
                return StudioResponse.json(chosen.entry)
            }
        }
        router.get("/api/scenes/:name/reference/frame") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let (_, chosen, frame) = try await self.referenceFrame(request, context)
                let data = try self.referenceFile(chosen, frame.file)
                return StudioResponse.bytes(data, type: "image/png")
            }
        }
        router.get("/api/scenes/:name/reference/diff") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let (scene, chosen, frame) = try await self.referenceFrame(request, context)
                let (ratio, diff) = try await self.difference(scene, chosen, frame, image: true)
                let png = diff.flatMap { try? PNGWriter.encode($0) } ?? Data()
                return StudioResponse.bytes(png, type: "image/png",
                                            extra: [(.init("X-Difference-Ratio")!, String(ratio))])
            }
        }
        router.get("/api/scenes/:name/reference/strip") { request, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let chosen = try self.chosenReference(scene)
                // Measuring is a frame drawn and compared each, so the page asks for a few at a time (`from`, `count`,
                // positions in the reference's frame list) and fills the strip in as they come.
                let query = QueryParameters(request)
                let all = chosen.manifest.frames.sorted { $0.index < $1.index }
                let from = try query.int("from", in: 0...Int.max) ?? 0
                let count = try query.int("count", in: 1...Int.max) ?? all.count
                let frames = all.dropFirst(from).prefix(count)
                var ratios: [Double] = []
                for frame in frames { ratios.append(try await self.difference(scene, chosen, frame, image: false).ratio) }
                return StudioResponse.json(DifferenceStrip(fps: chosen.manifest.fps, total: all.count, frames: frames.map(\.index),
                                                           ratios: ratios))
            }
        }
        router.get("/api/scenes/:name/reference/trace") { _, context in
            await self.answer { () async throws(StudioRequestError) -> Response in
                let scene = try await self.scene(context)
                let chosen = try self.chosenReference(scene)
                let data = try self.referenceFile(chosen, ReferenceFolders.traceFile)
                guard let rows = TraceRow.rows(csv: String(decoding: data, as: UTF8.self)) else {
                    throw .notFound("the reference has no \(ReferenceFolders.traceFile)")
                }
                let motion = SceneMotion(fps: chosen.manifest.fps, rows: rows, events: [])
                return StudioResponse.json(MotionJSON(motion, duration: chosen.manifest.duration ?? scene.duration))
            }
        }
    }

    /// `GET /api/scenes/{name}/reference/strip`: each reference frame's number and share of differing pixels, in
    /// frame order, and how many frames the reference has in all.
    struct DifferenceStrip: Encodable {
        var fps: Int
        var total: Int
        var frames: [Int]
        var ratios: [Double]
    }

    /// The file `name` of a chosen reference folder (a frame its manifest names, its trace), read through the folder
    /// guard: a name that climbs out or a link that points out is refused with 403, a missing file is 404.
    func referenceFile(_ chosen: ReferenceFolders.Chosen, _ name: String) throws(StudioRequestError) -> Data {
        do throws(FolderGuard.Refused) {
            return try folders.read(chosen.file(name), in: chosen.entry.root)
        } catch {
            throw error.requestError
        }
    }

    func chosenReference(_ scene: SceneEntry) throws(StudioRequestError) -> ReferenceFolders.Chosen {
        guard let chosen = references.withLock({ $0[scene.name] }) else {
            throw .notFound("no reference chosen for '\(scene.name)'")
        }
        return chosen
    }

    private func referenceFrame(_ request: Request, _ context: BasicRequestContext)
        async throws(StudioRequestError) -> (SceneEntry, ReferenceFolders.Chosen, RenderManifest.Frame) {
        let scene = try await self.scene(context)
        let chosen = try chosenReference(scene)
        let index = try QueryParameters(request).int("frame", in: 0...Int.max) ?? 0
        guard let frame = chosen.manifest.frames.first(where: { $0.index == index }) else {
            throw .notFound("the reference has no frame \(index)")
        }
        return (scene, chosen, frame)
    }

    /// The look the reference was rendered in (its fps, scale and background), for drawing the frames to compare with
    /// it; refused as the same fps or scale in a query is (`QueryParameters.look`) when the studio would not draw it.
    /// A manifest the reader accepts may still say `"scale": 1e300`, a size beyond any frame.
    static func look(ofReference manifest: RenderManifest, _ scene: SceneEntry) throws(StudioRequestError) -> FrameLook {
        var look = FrameLook()
        look.fps = manifest.fps
        look.scale = manifest.scale
        look.transparent = manifest.transparent
        guard (1...RenderOptions.maximumFPS).contains(look.fps), look.scale <= Double(RenderOptions.maximumScale),
              (try? Renderer.pixelSize(of: scene.size(look.traits), scale: CGFloat(look.scale))) != nil else {
            throw .badRequest("the reference was rendered at \(look.fps) fps and scale \(look.scale), which the studio does not draw "
                + "(fps 1…\(RenderOptions.maximumFPS), scale above 0 and at most \(Int(RenderOptions.maximumScale)))")
        }
        return look
    }

    /// How much frame `frame` of the reference differs from the same frame drawn now at the reference's fps,
    /// scale and background (pixelmatch's threshold 0.1, as `dynamics compare` uses by default).
    private func difference(_ scene: SceneEntry, _ chosen: ReferenceFolders.Chosen, _ frame: RenderManifest.Frame,
                            image: Bool) async throws(StudioRequestError) -> (ratio: Double, diff: Image?) {
        let look = try Self.look(ofReference: chosen.manifest, scene)
        guard frame.index < FrameTiming.frameCount(duration: scene.duration, fps: look.fps) else { return (1, nil) }
        let current = try await framePNG(scene, frame.index, look).png
        let stored = try referenceFile(chosen, frame.file)
        do {
            let expected = try PNGReader.readRGBA(data: stored, name: frame.file)
            let actual = try PNGReader.readRGBA(data: current)
            let (result, diff) = try ImageComparison.compare(expected, actual, makesDiffImage: image)
            return (result.differenceRatio, diff)
        } catch {
            // Frames of another size differ entirely.
            return (1, nil)
        }
    }
}
