import Dynamics
import Foundation

/// Runs the studio's scenes and draws their frames, exactly as `dynamics render --at` does (same runner, same
/// renderer, same PNG encoder and level), so a frame's bytes equal that command's file.
///
/// Scrubbing: a scene is deterministic, so every PNG drawn is kept (up to `cacheLimit` bytes) and runners only move
/// forward. Two runs per scene: one follows the page's seeks (a seek backwards to a frame not drawn yet starts it again
/// from t = 0), the other draws every frame ahead once the scene is opened (`drawAhead`), so that after a few seconds
/// any seek is a cache hit. `dynamics-bench studio` measures all three costs. All scene work happens on the main actor, where UIKit code
/// belongs.
@MainActor
public final class SceneScrubber {
    /// PNG bytes kept before the cache starts over.
    static let cacheLimit = 512 << 20

    /// Which run draws a frame: the one that follows the page's seeks, or the one that draws every frame ahead.
    enum Lane: Hashable { case seek, ahead }

    private struct RunnerKey: Hashable {
        var scene: String
        var lane: Lane
    }

    private var runners: [RunnerKey: (look: FrameLook, runner: SceneRunner, frame: Int)] = [:]
    private var frames: [FrameKey: Data] = [:]
    private var cachedBytes = 0
    private var motions: [String: SceneMotion] = [:]
    private let renderer = Renderer()

    /// A scrubber with no frames drawn yet.
    public init() {}

    /// The PNG `dynamics render <scene> --at <time of frame> --scale <scale>` writes for frame `index` at 60 fps.
    public func png(of scene: Scene, frame index: Int, scale: Double = 2) throws -> Data {
        var look = FrameLook()
        look.scale = scale
        return try png(scene: scene, frame: index, look: look)
    }

    /// Forgets every cached frame but keeps the runners (benchmarks measure a seek to a frame not drawn yet).
    public func forgetFrames() {
        frames = [:]
        cachedBytes = 0
    }

    /// Whether frame `index` of `scene` drawn as `look` says is in the cache.
    func hasFrame(scene: Scene, frame index: Int, look: FrameLook) -> Bool {
        frames[FrameKey(scene: scene.name, frame: index, look: look)] != nil
    }

    /// Draws every frame of `scene` not drawn yet as `look` says, in order, on a run of its own, one frame per turn of
    /// the main actor so that seeks are served in between; stops when the task is cancelled.
    func drawAhead(_ scene: Scene, look: FrameLook) async {
        for index in 0..<FrameTiming.frameCount(duration: scene.duration, fps: look.fps) {
            await Task.yield()
            if Task.isCancelled { return }
            if !hasFrame(scene: scene, frame: index, look: look) {
                _ = try? png(scene: scene, frame: index, look: look, lane: .ahead)
            }
        }
        runners[RunnerKey(scene: scene.name, lane: .ahead)] = nil
    }

    /// The PNG of frame `index` of `scene` drawn as `look` says, by the run of `lane`.
    func png(scene: Scene, frame index: Int, look: FrameLook, lane: Lane = .seek) throws -> Data {
        let key = FrameKey(scene: scene.name, frame: index, look: look)
        if let cached = frames[key] { return cached }
        let runnerKey = RunnerKey(scene: scene.name, lane: lane)
        var stage = runners[runnerKey]
        if stage == nil || stage!.look != look || stage!.frame > index {
            let runner = SceneRunner(scene: scene, transparent: look.transparent, screenScale: CGFloat(look.scale))
            runner.showsDebugOverlay = look.debug
            runner.warn = { _ in }
            if let touches = look.touches { runner.context.showsTouches = touches == .show }
            stage = (look, runner, -1)
        }
        let time = FrameTiming.time(ofFrame: index, fps: look.fps)
        stage!.runner.advance(to: time)
        stage!.frame = index
        runners[runnerKey] = stage
        let image = try renderer.render(stage!.runner.window, scale: CGFloat(look.scale), transparent: look.transparent)
        let png = try PNGWriter.encode(image, compressionLevel: 1)
        if cachedBytes + png.count > Self.cacheLimit {
            frames = [:]
            cachedBytes = 0
        }
        frames[key] = png
        cachedBytes += png.count
        return png
    }

    /// The motion of `scene`'s identified views at `fps` and `scale` (the rows `render --trace` writes) and its
    /// scripted events.
    func motion(scene: Scene, fps: Int, scale: Double) -> SceneMotion {
        let key = "\(scene.name)@\(fps)x\(scale)"
        if let cached = motions[key] { return cached }
        let runner = SceneRunner(scene: scene, screenScale: CGFloat(scale))
        runner.warn = { _ in }
        let rows = TraceRow.rows(of: runner, fps: fps, duration: scene.duration)
        var events = runner.context.scriptedEvents
        events += runner.context.deviceAttitude.tiltTimes.map {
            ScriptedEvent(kind: .tilt, start: $0.lowerBound, end: $0.upperBound)
        }
        let motion = SceneMotion(fps: fps, rows: rows, events: events.sorted { $0.start < $1.start })
        motions[key] = motion
        return motion
    }
}
