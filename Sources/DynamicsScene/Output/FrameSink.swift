import Foundation
import DynamicsRender
import DynamicsAudio

/// One output of a render — the PNG sequence, the video, the poster, the trace, the sound file — fed by
/// `SceneRecorder` frame by frame. A sink owns its files: it writes them where nothing can mistake them for finished
/// ones (a staging folder, temporary names), `commit()` puts them in place once every sink has finished, and
/// `discard()` removes whatever it wrote, leaving an earlier render's files as they were.
///
/// The recorder calls, on the main actor: `sceneReached` for every frame to write, in order; `receive` for every
/// frame drawn, in order; `finish` once after the last frame; then `commit` on every sink — or `discard` on every
/// sink as soon as anything failed or the render was cancelled.
@MainActor protocol FrameSink: AnyObject {
    /// What the sink needs of frame `index`'s pixels.
    func need(ofFrame index: Int) -> FramePixelsNeed
    /// Frame `index` is simulated and about to be drawn: the scene's views show it.
    func sceneReached(frame index: Int, time: TimeInterval, runner: SceneRunner) throws
    /// A drawn frame, in frame order.
    func receive(_ frame: DrawnFrame) throws
    /// Every frame was delivered: write what remains, still out of place. `sound` is the frames' sound track (nil
    /// when the scene played nothing or sound is left out).
    func finish(sound: AudioMix?) throws
    /// Moves the finished files into place.
    func commit() throws
    /// Removes what the sink wrote; safe to call at any point, and more than once.
    func discard()
}

extension FrameSink {
    func sceneReached(frame index: Int, time: TimeInterval, runner: SceneRunner) throws {}
    func receive(_ frame: DrawnFrame) throws {}
    func finish(sound: AudioMix?) throws {}
}

/// What a sink needs of a frame's pixels.
enum FramePixelsNeed {
    /// It does not look at the pixels.
    case nothing
    /// It needs them drawn.
    case pixels
    /// It holds the frame already (a resumed render's PNG), so the frame need not be drawn for it.
    case alreadyWritten
}

/// A frame as the recorder hands it to the sinks.
struct DrawnFrame {
    /// Frame number.
    let index: Int
    /// Its pixels.
    let image: Image
    /// True when the pixels equal those of the frame drawn before it, so sinks can reuse work.
    let repeatsPrevious: Bool
}
