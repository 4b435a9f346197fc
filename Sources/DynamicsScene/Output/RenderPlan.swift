import Foundation
import DynamicsGeometry
import DynamicsRender
import DynamicsUIKit
import DynamicsAudio
import DynamicsRenderFolder

/// `RenderOptions` once checked for a scene, with everything that follows from them: the render's length, its
/// picture size, the frames to write, the poster frame and the video's format. It is made in one place
/// (`init(scene:options:)`), and everything downstream — the recorder and every sink — reads it from here.
struct RenderPlan {
    /// The options as given.
    let options: RenderOptions
    /// The scene as shown on the chosen device, held the chosen way.
    let scene: Scene
    /// Pixels of every frame: the canvas (the scene, or the device frame around it) times the scale, rounded.
    let pixelSize: (width: Int, height: Int)
    /// Seconds of scene time the render covers.
    let duration: TimeInterval
    /// Frames the whole length has.
    let frameCount: Int
    /// Frames to write, ascending.
    let frames: [Int]
    /// The frame written as the poster, if one is asked for.
    let posterFrame: Int?
    /// The video's format, if a video is asked for.
    let videoFormat: VideoFormat?

    /// Checks every option of `options` for `scene`, before anything is drawn or written; the first problem found
    /// is thrown.
    init(scene: Scene, options: RenderOptions) throws(RenderOptionError) {
        self.options = options
        self.scene = scene.shown(on: options.device, orientation: options.orientation)
        let fps = options.fps
        guard (1...RenderOptions.maximumFPS).contains(fps) else { throw .frameRate(fps) }
        let seconds = options.duration ?? scene.duration
        guard seconds.isFinite, seconds > 0, seconds <= RenderOptions.maximumDuration else { throw .duration(seconds) }
        let scale = options.scale
        guard scale.isFinite, scale > 0, scale <= RenderOptions.maximumScale else { throw .scale(Double(scale)) }
        do {
            let size = self.scene.size
            let canvas = options.deviceFrame ? DeviceFrame.size(around: size) : size
            pixelSize = try Renderer.pixelSize(of: canvas, scale: scale)
        } catch {
            throw .frameSize(scale: Double(scale), reason: error.description)
        }
        guard (0...9).contains(options.compressionLevel) else { throw .compressionLevel(options.compressionLevel) }
        guard options.encoderThreads >= 0 else { throw .encoderThreads(options.encoderThreads) }
        duration = seconds
        let count = FrameTiming.frameCount(duration: seconds, fps: fps)
        frameCount = count
        switch options.frames {
        case .all:
            frames = Array(0..<count)
        case .range(let range):
            guard range.lowerBound >= 0, range.upperBound < count else { throw .frameRange(range, frameCount: count) }
            frames = Array(range)
        case .shard(let index, let shards):
            guard shards >= 1, (1...shards).contains(index) else { throw .shard(index: index, count: shards) }
            guard shards <= count else { throw .tooManyShards(index: index, count: shards, frameCount: count) }
            frames = Array(FrameTiming.shardRange(index, of: shards, frameCount: count))
        case .times(let times):
            guard !times.isEmpty else { throw .noFrameTimes }
            frames = try Array(Set(times.map { time throws(RenderOptionError) in
                guard let frame = FrameTiming.frame(at: time, fps: fps, duration: seconds) else {
                    throw .frameTime(time, duration: seconds)
                }
                return frame
            })).sorted()
        }
        if options.posterPath != nil {
            posterFrame = try options.posterTime.map { time throws(RenderOptionError) in
                guard let frame = FrameTiming.frame(at: time, fps: fps, duration: seconds) else {
                    throw .posterTime(time, duration: seconds)
                }
                return frame
            } ?? frames[0]
        } else {
            posterFrame = nil
        }
        guard options.folder != nil || options.videoPath != nil || options.tracePath != nil
            || options.posterPath != nil || options.audioPath != nil else { throw .nothingToWrite }
        videoFormat = try Self.checkOutputs(options)
    }

    /// What the render puts over the scene's traits: its appearance and text size (nil: nothing).
    var traits: UITraitCollection? {
        RenderOptions.traits(appearance: options.appearance, contentSize: options.contentSize)
    }

    /// Scene time of frame `index`.
    func time(ofFrame index: Int) -> TimeInterval { TimeInterval(index) / TimeInterval(options.fps) }

    /// Where the sound track of the frames written starts: the first frame's time.
    var soundStart: TimeInterval { time(ofFrame: frames.first ?? 0) }

    /// Sample frames of the sound track: the written frames' length at 48 kHz.
    var soundSampleFrames: Int {
        Int((TimeInterval(frames.count) / TimeInterval(options.fps) * TimeInterval(AudioMix.sampleRate)).rounded())
    }

    /// Checks that the video, trace, sound file and poster can be made; returns the video's format.
    private static func checkOutputs(_ options: RenderOptions) throws(RenderOptionError) -> VideoFormat? {
        var format: VideoFormat?
        if let video = options.videoPath {
            guard let chosen = VideoFormat(path: video) else { throw .videoFormat(path: video) }
            if let problem = options.videoQuality.problem(for: chosen) { throw .videoQuality(problem) }
            try checkWritableFile(video, option: .videoPath)
            format = chosen
        } else if options.videoQuality != VideoQuality() {
            throw .videoQuality(.noVideo)
        }
        if let trace = options.tracePath { try checkWritableFile(trace, option: .tracePath) }
        if let audio = options.audioPath {
            guard options.includesAudio else { throw .soundFileWithoutSound }
            guard audio.lowercased().hasSuffix(".wav") else { throw .soundFileFormat(path: audio) }
            try checkWritableFile(audio, option: .audioPath)
        }
        if let poster = options.posterPath {
            guard poster.lowercased().hasSuffix(".png") else { throw .posterFormat(path: poster) }
            try checkWritableFile(poster, option: .posterPath)
        }
        return format
    }

    /// A file can be created at `path`: it is not a folder, and its folder exists and is writable, or can be made.
    private static func checkWritableFile(_ path: String, option: RenderOptions.Option) throws(RenderOptionError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .unwritable(option, path: path, reason: .isAFolder)
        }
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue, access(folder, W_OK) == 0 else {
                throw .unwritable(option, path: path, reason: .folderNotWritable(folder))
            }
        } else {
            // Missing folders are created when the file is written; the nearest existing ancestor must allow it.
            var ancestor = URL(fileURLWithPath: folder)
            while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
                ancestor.deleteLastPathComponent()
            }
            guard isFolder.boolValue, access(ancestor.path, W_OK) == 0 else {
                throw .unwritable(option, path: path, reason: .cannotCreateFolder(in: ancestor.path))
            }
        }
    }
}
