import Dynamics
import Foundation

/// Runs the studio's scenes and draws their frames, exactly as `dynamics render --at` does (same runner, same
/// renderer, same PNG encoder and level), so a frame's bytes equal that command's file.
///
/// Scrubbing: a scene is deterministic, so one runner per scene only ever moves forward, and every PNG it makes is
/// kept (up to `cacheLimit` bytes); a seek backwards to a frame not yet drawn starts a fresh runner from t = 0.
/// `dynamics-bench studio` measures that worst case. All scene work happens on the main actor, where UIKit code
/// belongs.
@MainActor
public final class SceneScrubber {
    /// PNG bytes kept before the cache starts over.
    static let cacheLimit = 512 << 20

    private var runners: [String: (look: FrameLook, runner: SceneRunner, drawn: UIView, frame: Int)] = [:]
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

    /// The PNG of frame `index` of `scene` drawn as `look` says.
    func png(scene: Scene, frame index: Int, look: FrameLook) throws -> Data {
        let key = FrameKey(scene: scene.name, frame: index, look: look)
        if let cached = frames[key] { return cached }
        var stage = runners[scene.name]
        if stage == nil || stage!.look != look || stage!.frame > index {
            let runner = SceneRunner(scene: scene, transparent: look.transparent, screenScale: CGFloat(look.scale))
            runner.showsDebugOverlay = look.debug
            runner.warn = { _ in }
            if let touches = look.touches { runner.context.showsTouches = touches == .show }
            stage = (look, runner, runner.window, -1)
        }
        let time = FrameTiming.time(ofFrame: index, fps: look.fps)
        stage!.runner.advance(to: time)
        stage!.frame = index
        runners[scene.name] = stage
        let image = try renderer.render(stage!.drawn, scale: CGFloat(look.scale), transparent: look.transparent)
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
        var rows: [TraceRow] = []
        for index in 0..<FrameTiming.frameCount(duration: scene.duration, fps: fps) {
            let time = FrameTiming.time(ofFrame: index, fps: fps)
            runner.advance(to: time)
            rows += TraceRow.rows(for: runner.window, frame: index, time: time)
        }
        var events = runner.context.scriptedEvents
        events += runner.context.deviceAttitude.tiltTimes.map {
            ScriptedEvent(kind: .tilt, start: $0.lowerBound, end: $0.upperBound)
        }
        let motion = SceneMotion(fps: fps, rows: rows, events: events.sorted { $0.start < $1.start })
        motions[key] = motion
        return motion
    }
}
