import Dynamics
import Foundation

/// Runs the studio's scenes and draws their frames, exactly as `dynamics render --at` does (same runner, same
/// renderer, same PNG encoder and level), so a frame's bytes equal that command's file.
///
/// Scrubbing: a scene is deterministic, so every PNG drawn is kept (up to `cacheLimit` bytes; beyond, the frames used
/// longest ago go first) and runners only move forward. Two runs per scene: one follows the page's seeks (a seek backwards to a frame not drawn yet starts it again
/// from t = 0), the other draws every frame ahead once the scene is opened (`drawAhead`), so that after a few seconds
/// any seek is a cache hit. `dynamics-bench studio` measures all three costs. All scene work happens on the main actor, where UIKit code
/// belongs.
@MainActor
public final class SceneScrubber {
    /// PNG bytes kept by the studio's scrubber; past it, the frames used longest ago are dropped.
    static let defaultCacheLimit = 512 << 20
    /// Motions (traces) kept; past it, the one used longest ago is dropped.
    static let motionLimit = 32

    /// PNG bytes kept by this scrubber.
    let cacheLimit: Int

    /// Which run draws a frame: the one that follows the page's seeks, or the one that draws every frame ahead.
    enum Lane: Hashable { case seek, ahead }

    private struct RunnerKey: Hashable {
        var scene: String
        var lane: Lane
    }

    private var runners: [RunnerKey: (look: FrameLook, runner: SceneRunner, frame: Int)] = [:]
    /// Each kept frame, with when it was last used (a count of uses).
    private var frames: [FrameKey: (png: Data, used: UInt64)] = [:]
    private var cachedBytes = 0
    private var motions: [String: (motion: SceneMotion, used: UInt64)] = [:]
    /// Sound tracks (WAV bytes, nil for a silent scene) by scene, fps and parameter values: each costs a whole run.
    /// Past `motionLimit` of them, all are dropped (the page asks for one per scene and parameter setting).
    private var soundTracks: [String: Data?] = [:]
    private var uses: UInt64 = 0
    private let renderer = Renderer()

    /// A scrubber with no frames drawn yet.
    public convenience init() {
        self.init(cacheLimit: Self.defaultCacheLimit)
    }

    /// A scrubber that keeps at most `cacheLimit` bytes of PNG.
    init(cacheLimit: Int) {
        self.cacheLimit = cacheLimit
    }

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
        uses += 1
        if let cached = frames[key] {
            frames[key]?.used = uses
            return cached.png
        }
        let runnerKey = RunnerKey(scene: scene.name, lane: lane)
        var stage = runners[runnerKey]
        if stage == nil || stage!.look != look || stage!.frame > index {
            let runner = look.traits.runner(scene, transparent: look.transparent, screenScale: look.scale)
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
        keep(png, as: key)
        return png
    }

    /// Keeps `png`, first dropping the frames used longest ago until it fits (down to three quarters of the limit, so
    /// that the sort is not paid for every frame drawn).
    private func keep(_ png: Data, as key: FrameKey) {
        guard png.count <= cacheLimit else { return }
        if cachedBytes + png.count > cacheLimit {
            var bytes = cachedBytes
            for (old, entry) in frames.sorted(by: { $0.value.used < $1.value.used }) {
                if bytes + png.count <= cacheLimit * 3 / 4 { break }
                frames[old] = nil
                bytes -= entry.png.count
            }
            cachedBytes = bytes
        }
        frames[key] = (png, uses)
        cachedBytes += png.count
    }

    /// The WAV of what `scene` shown with `traits` played when run frame by frame at `fps` (as a render runs it), mixed from t = 0 for the
    /// frames' length — the bytes `render --audio` writes; nil when it played nothing. The run gives the main actor's
    /// other work a turn after each frame (`Task.yield`), so frames asked for meanwhile are drawn between them.
    func soundTrack(scene: Scene, fps: Int, traits: FrameTraits = FrameTraits()) async -> Data? {
        let key = "\(scene.name)@\(fps)" + Self.parameterKey(scene) + traits.tag
        if let cached = soundTracks[key] { return cached }
        let runner = traits.runner(scene)
        runner.warn = { _ in }
        let count = FrameTiming.frameCount(duration: scene.duration, fps: fps)
        for index in 0..<count {
            runner.advance(to: FrameTiming.time(ofFrame: index, fps: fps))
            await Task.yield()
        }
        let wav = runner.sounds.mix(from: 0, duration: TimeInterval(count) / TimeInterval(fps))?.wavData
        if soundTracks.count >= Self.motionLimit { soundTracks = [:] }
        soundTracks[key] = wav
        return wav
    }

    /// The scene's parameter values in a few characters, for a cache key.
    private static func parameterKey(_ scene: Scene) -> String {
        scene.parameterValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// The motion of `scene`'s identified views at `fps` and `scale`, shown with `traits` (the rows `render --trace` writes) and its
    /// scripted events. Like `soundTrack`, the run gives the main actor's other work a turn after each frame.
    func motion(scene: Scene, fps: Int, scale: Double, traits: FrameTraits = FrameTraits()) async -> SceneMotion {
        let key = "\(scene.name)@\(fps)x\(scale)" + Self.parameterKey(scene) + traits.tag
        uses += 1
        if let cached = motions[key] {
            motions[key]?.used = uses
            return cached.motion
        }
        let runner = traits.runner(scene, screenScale: scale)
        runner.warn = { _ in }
        let activity = BehaviorActivity()
        var bodySpeeds: [Double?] = []
        var rows: [TraceRow] = []
        for frame in 0..<FrameTiming.frameCount(duration: scene.duration, fps: fps) {
            rows += TraceRow.rows(of: runner, frame: frame, fps: fps) { frame, time in
                activity.sample(runner, frame: frame, time: time, fps: fps)
                bodySpeeds += SceneInspector(runner: runner).identifiedBodySpeeds()
            }
            await Task.yield()
        }
        var events = runner.context.scriptedEvents
        events += runner.context.deviceAttitude.tiltTimes.map {
            ScriptedEvent(kind: .tilt, start: $0.lowerBound, end: $0.upperBound)
        }
        let motion = SceneMotion(fps: fps, rows: rows, events: events.sorted { $0.start < $1.start },
                                 parameters: runner.context.parameters, behaviors: activity.lanes, bodySpeeds: bodySpeeds)
        if motions.count >= Self.motionLimit, let oldest = motions.min(by: { $0.value.used < $1.value.used })?.key {
            motions[oldest] = nil
        }
        motions[key] = (motion, uses)
        return motion
    }
}
