import Dynamics
import Foundation

/// Everything the studio asks of a process's scenes — their list, a frame's PNG, their motion, the view at a point (the
/// inspector), a render — answered on
/// the main actor, where UIKit code runs. The `dynamics` tool asks its own built-in scenes directly; a package's
/// executable answers the same questions over a pipe (`FrameServer`), so both give the same bytes.
@MainActor
package final class SceneService {
    /// The scenes, in the order they were given.
    package let entries: [SceneEntry]
    private let scenes: [String: Scene]
    private let scrubber = SceneScrubber()
    /// The scene and look being drawn ahead, and the task doing it: the last frame asked for decides.
    private var drawingAhead: (key: FrameKey, task: Task<Void, Never>)?

    /// A service for `scenes` (the first of two with one name wins).
    package init(scenes: [Scene]) {
        var byName: [String: Scene] = [:]
        var entries: [SceneEntry] = []
        for scene in scenes where byName[scene.name] == nil {
            byName[scene.name] = scene
            entries.append(SceneEntry(scene))
        }
        self.scenes = byName
        self.entries = entries
    }

    /// The scene called `name` with the parameter values `parameters`, or `notFound`.
    package func scene(named name: String, parameters: [String: Double] = [:]) throws(SceneRequestError) -> Scene {
        guard var scene = scenes[name] else { throw SceneRequestError(.notFound, "unknown scene '\(name)'") }
        scene.parameterValues = parameters
        return scene
    }

    /// The PNG `render --at` writes for frame `index` of `name` drawn as `look` says. With `drawsAhead`, the rest of
    /// the scene is then drawn ahead in that look, between later requests, so that seeks soon cost nothing.
    package func frame(_ name: String, _ index: Int, _ look: FrameLook, drawsAhead: Bool) throws(SceneRequestError) -> Data {
        let scene = try scene(named: name, parameters: look.parameters)
        let count = FrameTiming.frameCount(duration: scene.duration, fps: look.fps)
        guard (0..<count).contains(index) else { throw SceneRequestError(.badRequest, "frame \(index) is outside 0…\(count - 1)") }
        let png: Data
        do {
            png = try scrubber.png(scene: scene, frame: index, look: look)
        } catch {
            throw SceneRequestError(.failed, "cannot draw: \(error)")
        }
        if drawsAhead { drawAhead(scene, look) }
        return png
    }

    /// The view the inspector asks about at frame `index` of `name` run as `look` says (its fps, scale and parameter
    /// values), hit-tested and described by the library (`SceneInspector`); nil when no view is there.
    package func inspect(_ name: String, _ index: Int, _ look: FrameLook, _ request: InspectRequest)
        throws(SceneRequestError) -> ViewInspection? {
        let scene = try scene(named: name, parameters: look.parameters)
        let count = FrameTiming.frameCount(duration: scene.duration, fps: look.fps)
        guard (0..<count).contains(index) else { throw SceneRequestError(.badRequest, "frame \(index) is outside 0…\(count - 1)") }
        guard request.point != nil || request.identifier != nil else {
            throw SceneRequestError(.badRequest, "give x and y, or id")
        }
        return SceneInspector.inspect(at: FrameTiming.time(ofFrame: index, fps: look.fps), point: request.point,
                                      identifier: request.identifier) {
            look.traits.runner(scene, screenScale: look.scale)
        }
    }

    /// The motion of `name`'s identified views at the look's fps and scale, and its scripted events.
    package func motion(_ name: String, _ look: FrameLook) async throws(SceneRequestError) -> SceneMotion {
        let scene = try scene(named: name, parameters: look.parameters)
        return await scrubber.motion(scene: scene, fps: look.fps, scale: look.scale, traits: look.traits)
    }

    /// The WAV file `render --audio` writes for `name` at the look's fps and parameter values: what the scene played,
    /// mixed on the scene clock from t = 0 over the frames' length. `notFound` when the scene plays no sound.
    package func audio(_ name: String, _ look: FrameLook) async throws(SceneRequestError) -> Data {
        let scene = try scene(named: name, parameters: look.parameters)
        guard let wav = await scrubber.soundTrack(scene: scene, fps: look.fps, traits: look.traits) else {
            throw SceneRequestError(.notFound, "the scene '\(name)' plays no sound")
        }
        return wav
    }

    /// Renders `name` as `request` says into `outputFolder`, with every guarantee of `dynamics render`, giving each
    /// line of progress to `emit` as one JSON object: `{"done", "total"}` per frame, `{"warning"}`, then
    /// `{"finished", "files"}`, `{"error"}` when the render fails, or `{"refused"}` when an option is out of range
    /// (before anything is drawn).
    package func render(_ name: String, _ request: RenderRequest, outputFolder: String, toolVersion: String,
                        cancellation: RenderCancellation, emit: @escaping (String) -> Void) {
        let scene: Scene, options: RenderOptions
        do throws(SceneRequestError) {
            scene = try self.scene(named: name, parameters: request.parameters ?? [:])
            options = try request.options(scene: name, outputFolder: outputFolder, toolVersion: toolVersion)
        } catch {
            emit(Self.line(["refused": error.message]))
            return
        }
        var chosen = options
        chosen.warning = { emit(Self.line(["warning": $0])) }
        do throws(SceneRenderer.Failure) {
            let result = try SceneRenderer.render(scene, options: chosen, cancellation: cancellation) { done, total in
                emit(Self.line(["done": done, "total": total]))
            }
            let written = [chosen.folder, chosen.videoPath].compactMap { $0 }.map { String($0.dropFirst(outputFolder.count + 1)) }
            emit(Self.line(["finished": result.framesRendered, "files": written] as [String: Any]))
        } catch {
            if case .invalidOption(let option) = error {
                emit(Self.line(["refused": option.description]))
            } else {
                emit(Self.line(["error": error.description]))
            }
        }
    }

    /// Draws the rest of `scene` ahead as `look` says, unless that is under way; a new scene or look replaces the one
    /// drawn ahead before.
    private func drawAhead(_ scene: Scene, _ look: FrameLook) {
        let key = FrameKey(scene: scene.name, frame: 0, look: look)
        guard drawingAhead?.key != key else { return }
        drawingAhead?.task.cancel()
        drawingAhead = (key, Task { @MainActor [scrubber] in await scrubber.drawAhead(scene, look: look) })
    }

    /// One line of JSON (sorted keys).
    static func line(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
