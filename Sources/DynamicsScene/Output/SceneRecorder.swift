import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsRender
import DynamicsAudio

/// Runs a scene and hands its frames to the sinks that write them (`FrameSink`): the PNG sequence, the video, the
/// poster, the trace and the sound file.
@MainActor enum SceneRecorder {
    /// Simulates `plan`'s scene, draws each frame some sink needs and gives it to `sinks` in order, then finishes and
    /// commits every sink; returns the sound track given to them. `progress` is called with the number of frames done
    /// after each one; an error it throws stops the recording (and is rethrown) as any other failure does, after
    /// every sink discarded what it wrote.
    static func record(_ plan: RenderPlan, to sinks: [any FrameSink],
                       progress: (Int) throws -> Void = { _ in }) throws -> AudioMix? {
        let options = plan.options
        let runner = SceneRunner(scene: plan.scene, transparent: options.transparent, screenScale: options.scale,
                                 device: options.device, orientation: options.orientation, traits: plan.traits)
        runner.showsDebugOverlay = options.showsDebugOverlay
        runner.showsHaptics = options.showsHaptics
        if let warn = options.warning { runner.warn = warn }
        if let touches = options.touches { runner.context.showsTouches = touches == .show }
        let drawn = options.deviceFrame ? DeviceFrame.wrap(runner.window)
            : runner.context.scriptsRotation ? ScreenPanel.wrap(runner.window) : runner.window
        let renderer = Renderer()
        let threads = options.encoderThreads
        // Snapshots are rasterised beside the simulation, as a device's render server draws while the app's main
        // thread runs the next frame; they come back in frame order for the sinks, which need order.
        let rasterQueue = threads > 0
            ? FrameWorkQueue<FrameSnapshot, Image>(name: "raster", workers: threads, capacity: threads + 1) { _, snapshot in
                try snapshot.rasterize()
            } : nil
        var lastDelivered: Image?

        func deliver(_ index: Int, _ image: Image) throws {
            // Still stretches are common in UI animation: sinks skip the work an unchanged frame would repeat.
            let frame = DrawnFrame(index: index, image: image,
                                   repeatsPrevious: lastDelivered?.hasSamePixels(as: image) ?? false)
            lastDelivered = image
            for sink in sinks { try sink.receive(frame) }
        }

        do {
            for (done, index) in plan.frames.enumerated() {
                let time = plan.time(ofFrame: index)
                runner.advance(to: time)
                for sink in sinks { try sink.sceneReached(frame: index, time: time, runner: runner) }
                if needsDrawing(index, for: sinks) {
                    if let rasterQueue {
                        try rasterQueue.submit(index: index, input: try renderer.record(
                            drawn, scale: options.scale, transparent: options.transparent))
                        for frame in try rasterQueue.takeInOrder() { try deliver(frame.index, frame.output) }
                    } else {
                        try deliver(index, try renderer.render(drawn, scale: options.scale,
                                                               transparent: options.transparent))
                    }
                }
                try progress(done + 1)
            }
            for frame in try rasterQueue?.finish() ?? [] { try deliver(frame.index, frame.output) }
            let sound = options.includesAudio
                ? runner.sounds.mix(from: plan.soundStart,
                                    duration: TimeInterval(plan.soundSampleFrames) / TimeInterval(AudioMix.sampleRate))
                : nil
            // Every sink finishes before any commits, so a failure of one leaves every output as it was.
            for sink in sinks { try sink.finish(sound: sound) }
            for sink in sinks { try sink.commit() }
            return sound
        } catch {
            _ = try? rasterQueue?.finish()
            for sink in sinks { sink.discard() }
            throw error
        }
    }

    /// A frame is drawn unless no sink needs its pixels and one already holds it (a resumed render's PNG). Frames
    /// no sink looks at are still drawn: drawing runs the views' `draw(_:)`, which a scene may observe.
    private static func needsDrawing(_ index: Int, for sinks: [any FrameSink]) -> Bool {
        let needs = sinks.map { $0.need(ofFrame: index) }
        return needs.contains(.pixels) || !needs.contains(.alreadyWritten)
    }
}
