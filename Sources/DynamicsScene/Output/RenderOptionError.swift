import Foundation
import DynamicsRenderFolder

/// Why `RenderOptions` cannot make a render: the option at fault (`option`) and what is wrong with it, in the
/// options' own words. The command line maps `option` to its flag.
public enum RenderOptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `fps` is outside 1…`RenderOptions.maximumFPS`.
    case frameRate(Int)
    /// `duration` (or the scene's own length) is not above 0 and at most `RenderOptions.maximumDuration` seconds.
    case duration(Double)
    /// `scale` is not above 0 and at most `RenderOptions.maximumScale`.
    case scale(Double)
    /// At `scale` the frames would have no pixels or too many; `reason` says which.
    case frameSize(scale: Double, reason: String)
    /// `compressionLevel` is outside 0…9.
    case compressionLevel(Int)
    /// `encoderThreads` is negative.
    case encoderThreads(Int)
    /// A `FrameSelection.range` reaching past the render's `frameCount` frames.
    case frameRange(ClosedRange<Int>, frameCount: Int)
    /// A `FrameSelection.shard` whose index is not within 1…`count`.
    case shard(index: Int, count: Int)
    /// A `FrameSelection.shard` into more runs than the render has frames.
    case tooManyShards(index: Int, count: Int, frameCount: Int)
    /// `FrameSelection.times` with no time.
    case noFrameTimes
    /// A time of `FrameSelection.times` outside the render's 0…`duration` seconds.
    case frameTime(Double, duration: Double)
    /// `posterTime` outside the render's 0…`duration` seconds.
    case posterTime(Double, duration: Double)
    /// No folder, video, trace, poster or sound file was asked for.
    case nothingToWrite
    /// `videoPath`'s extension names no `VideoFormat`.
    case videoFormat(path: String)
    /// `videoQuality` does not suit the video (or there is no video).
    case videoQuality(VideoQuality.Problem)
    /// `audioPath` was given with `includesAudio` false.
    case soundFileWithoutSound
    /// `audioPath` is not a `.wav` file.
    case soundFileFormat(path: String)
    /// `posterPath` is not a `.png` file.
    case posterFormat(path: String)
    /// The file `option` names cannot be created at `path`.
    case unwritable(RenderOptions.Option, path: String, reason: UnwritableReason)
    /// The render folder (`folder`) cannot take this render.
    case folder(RenderFolder.Failure)

    /// Why a file cannot be created where an option puts it.
    public enum UnwritableReason: Equatable, Sendable {
        /// The path is a folder.
        case isAFolder
        /// Its folder (`path`) exists but cannot be written to, or is not a folder.
        case folderNotWritable(String)
        /// Its folder is missing and cannot be created in the nearest existing ancestor (`path`).
        case cannotCreateFolder(in: String)
    }

    /// The option at fault.
    public var option: RenderOptions.Option {
        switch self {
        case .frameRate: .fps
        case .duration: .duration
        case .scale, .frameSize: .scale
        case .compressionLevel: .compressionLevel
        case .encoderThreads: .encoderThreads
        case .frameRange, .shard, .tooManyShards, .noFrameTimes, .frameTime: .frames
        case .posterTime: .posterTime
        case .nothingToWrite: .outputs
        case .videoFormat: .videoPath
        case .videoQuality(let problem): problem.option
        case .soundFileWithoutSound, .soundFileFormat: .audioPath
        case .posterFormat: .posterPath
        case .unwritable(let option, _, _): option
        case .folder: .folder
        }
    }

    /// One line for the user, naming the option by what it means.
    public var description: String {
        switch self {
        case .frameRate(let fps): "frame rate must be between 1 and \(RenderOptions.maximumFPS) (got \(fps))"
        case .duration(let seconds):
            "duration must be above 0 and at most \(Int(RenderOptions.maximumDuration)) seconds (got \(RenderManifest.format(seconds)))"
        case .scale(let scale):
            "scale must be above 0 and at most \(Int(RenderOptions.maximumScale)) (got \(RenderManifest.format(scale)))"
        case .frameSize(let scale, let reason): "scale \(RenderManifest.format(scale)): \(reason)"
        case .compressionLevel(let level): "PNG compression level must be between 0 and 9 (got \(level))"
        case .encoderThreads(let count): "encoder threads cannot be negative (got \(count))"
        case .frameRange(let range, let count):
            "frames \(range.lowerBound)..\(range.upperBound) are outside the render's 0..\(count - 1)"
        case .shard(let index, let count): "shard must be K of N with 1 ≤ K ≤ N (got \(index) of \(count))"
        case .tooManyShards(let index, let count, let frames):
            "shard \(index) of \(count): the render has only \(frames) frames"
        case .noFrameTimes: "frame times need at least one time"
        case .frameTime(let time, let duration):
            "frame time \(RenderManifest.format(time)) s is outside the render's 0…\(RenderManifest.format(duration)) s"
        case .posterTime(let time, let duration):
            "poster time \(RenderManifest.format(time)) s is outside the render's 0…\(RenderManifest.format(duration)) s"
        case .nothingToWrite: "nothing to write: give a folder for frames, a video, a trace, a poster or a sound file"
        case .videoFormat(let path): VideoEncoderError.unsupportedExtension(path).description
        case .videoQuality(let problem): problem.description
        case .soundFileWithoutSound: "a sound file was asked for with sound left out; choose one"
        case .soundFileFormat(let path): "the sound file '\(path)' must be a .wav file"
        case .posterFormat(let path): "the poster '\(path)' must be a .png file"
        case .unwritable(let option, let path, let reason):
            switch reason {
            case .isAFolder: "the \(option.noun) '\(path)' is a folder"
            case .folderNotWritable(let folder): "cannot write the \(option.noun) to '\(folder)'"
            case .cannotCreateFolder(let ancestor): "cannot create a folder for the \(option.noun) in '\(ancestor)'"
            }
        case .folder(let failure): failure.description
        }
    }
}

extension RenderOptions {
    /// The options a `RenderOptionError` can name, one per property of `RenderOptions` (`outputs` for all the files
    /// together, `videoCRF` and `videoPreset` for the two parts of `videoQuality`).
    public enum Option: String, Sendable, CaseIterable {
        case folder, fps, duration, frames, scale, compressionLevel, encoderThreads, videoPath, videoCRF, videoPreset,
             posterPath, posterTime, tracePath, audioPath, outputs

        /// What the option's file is called in a sentence.
        var noun: String {
            switch self {
            case .videoPath: "video"
            case .posterPath: "poster"
            case .tracePath: "trace"
            case .audioPath: "sound file"
            default: rawValue
            }
        }
    }
}
