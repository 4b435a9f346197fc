import Foundation
import DynamicsUIKit

/// Plays a sound file on the scene clock (AVFAudio's `AVAudioPlayer`).
///
/// The file is decoded when the player is made (so `duration` is known and a file that cannot be read throws, as on
/// iOS). Playing does not make a sound at once: each start, pause, stop, seek and volume, pan, rate or loop change is
/// written to the scene's `SoundLog` with its scene time, and the render mixes the log into the video's audio track.
/// `currentTime` and `isPlaying` follow the scene clock, and the delegate hears of the end at the first tick at or
/// after it. Outside a running scene (no `SoundLog` installed) `play()` returns false and nothing is heard.
///
/// Not main-actor isolated, as in the SDK; its playback reads the scene clock, so it plays only on the thread that
/// runs the scene.
open class AVAudioPlayer: NSObject {
    private let sound: DecodedSound
    /// The sound stretched for the rate it last played at.
    private var stretch: (rate: Double, sound: DecodedSound)?
    /// The file the player was made from; nil when made from data.
    public let url: URL?
    /// The data the player was made from; nil when made from a file.
    public let data: Data?
    /// Told when the sound finishes.
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// Where the scene's playback stands while playing.
    private struct Playback {
        let log: SoundLog
        let clock: AnimationClock
        let name: String
        /// Scene time at which the sound is (or will be, after `play(atTime:)`) at `startFrame`.
        var start: TimeInterval
        var startFrame: Double
        var segment: Int
    }
    private var playback: Playback?
    /// Frames played over all loops while not playing (where the next `play()` resumes).
    private var restingFrame: Double = 0
    private var volumeRamp = VolumeRamp(constant: 1)
    /// Changes with every segment so a finish scheduled for an earlier one is ignored.
    private var generation = 0
    /// The number the scene's log gave this player, for its events.
    private var number: Int?

    /// A player with no sound, as `AVAudioPlayer()` makes on iOS (apps use it as a placeholder until they load a
    /// file): `play()` returns false and `duration` is 0.
    public override init() {
        sound = DecodedSound(samples: [], fileChannels: 0)
        url = nil
        data = nil
        super.init()
    }

    /// Decodes the sound file at `url` (WAV, CAF, AIFF, MP3, M4A/AAC, …); throws when it cannot be read.
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// Decodes the sound in `data`, the bytes of a whole sound file; throws when they cannot be read.
    public convenience init(data: Data) throws {
        try self.init(data: data, fileTypeHint: nil)
    }

    /// Decodes the sound file at `url`. The type hint is accepted and unused: ffmpeg tells the format from the
    /// bytes.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        sound = try SoundDecoder.decode(fileAt: url)
        self.url = url
        data = nil
        super.init()
    }

    /// Decodes the sound in `data`. The type hint is accepted and unused: ffmpeg tells the format from the bytes.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        sound = try SoundDecoder.decode(data: data)
        url = nil
        self.data = data
        super.init()
    }

    /// A player that goes away stops, as on iOS (where a player kept only in a local variable is silent once the
    /// function returns).
    deinit {
        guard let playback, Thread.isMainThread else { return }
        let now = now(of: playback)
        playback.log.close(playback.segment, at: now)
        playback.log.record(.stop, by: playback.name, at: now)
    }

    /// Seconds of sound in the file.
    open var duration: TimeInterval { sound.duration }
    /// Channels of the file (1 or 2, or more for multichannel files, which play mixed down to two).
    open var numberOfChannels: Int { sound.fileChannels }
    /// True from `play()` until `pause()`, `stop()` or the sound's end.
    open var isPlaying: Bool { playback != nil }

    /// Times to play the sound again after the first: 0 plays it once, any negative number loops until stopped.
    open var numberOfLoops: Int = 0 {
        didSet { changePlayback(.loops(numberOfLoops)) }
    }

    /// −1 (left) … 0 (centre) … 1 (right); values beyond are clamped, non-finite ones ignored.
    open var pan: Float = 0 {
        didSet {
            pan = pan.isFinite ? min(1, max(-1, pan)) : oldValue
            changePlayback(.pan(pan))
        }
    }

    /// 0 … 1, the gain applied to the file's samples; values beyond are clamped, non-finite ones ignored.
    open var volume: Float {
        get { volumeRamp.to }
        set { setVolume(newValue, fadeDuration: 0) }
    }

    /// Moves the volume to `volume` in a straight line over `duration` seconds of scene time, starting now.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        guard volume.isFinite, duration.isFinite else { return }
        let target = min(1, max(0, volume))
        if let playback {
            let now = now(of: playback)
            volumeRamp = VolumeRamp(from: volumeRamp.value(at: now), to: target, start: now, duration: max(0, duration))
        } else {
            // Nothing plays, so there is nothing to fade: the next play starts at the new volume.
            volumeRamp = VolumeRamp(constant: target)
        }
        changePlayback(.volume(target, fade: max(0, duration)))
    }

    /// Whether `rate` takes effect; set it before `prepareToPlay()` or `play()`.
    open var enableRate = false

    /// Playback speed, 0.5 … 2 (1 is normal), with `enableRate`; values beyond are clamped, non-finite ones ignored.
    open var rate: Float = 1 {
        didSet {
            rate = rate.isFinite ? min(2, max(0.5, rate)) : oldValue
            changePlayback(.rate(rate))
        }
    }

    /// Seconds into the sound (within the current loop); setting it moves playback there (clamped to the sound).
    open var currentTime: TimeInterval {
        get {
            guard sound.frameCount > 0 else { return 0 }
            let frames = playedFrames()
            return frames.truncatingRemainder(dividingBy: Double(sound.frameCount)) / Double(SoundMixer.sampleRate)
        }
        set {
            guard newValue.isFinite, sound.frameCount > 0 else { return }
            let target = min(max(0, newValue), duration) * Double(SoundMixer.sampleRate)
            let completedLoops = (playedFrames() / Double(sound.frameCount)).rounded(.down)
            let frame = completedLoops * Double(sound.frameCount) + target
            if let playback {
                restart(playback, at: frame, because: .seek(to: newValue))
            } else {
                restingFrame = frame
                changePlayback(.seek(to: newValue))
            }
        }
    }

    /// The time base of `play(atTime:)`: the scene time in seconds (0 outside a scene).
    open var deviceCurrentTime: TimeInterval {
        guard let clock = AnimationClock.current else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    /// The sound is decoded at init, so there is nothing left to prepare: true.
    @discardableResult open func prepareToPlay() -> Bool { true }

    /// Starts (or resumes) playing now; false outside a running scene.
    @discardableResult open func play() -> Bool {
        play(atTime: deviceCurrentTime)
    }

    /// Starts playing at `time` on the `deviceCurrentTime` clock (a time already past starts now); the player is
    /// playing from this call on. False outside a running scene or for a time that is not finite.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool {
        guard time.isFinite, sound.frameCount > 0, let log = SoundLog.current,
              let clock = AnimationClock.current else { return false }
        guard playback == nil else { return true }
        let now = MainActor.assumeIsolated { clock.now }
        let name = name(in: log)
        if let total = totalFrames, restingFrame >= total { restingFrame = 0 }
        log.record(.play(from: currentTime), by: name, at: now)
        let start = max(time, now)
        playback = Playback(log: log, clock: clock, name: name, start: start, startFrame: restingFrame,
                            segment: open(in: log, clock: clock, start: start, frame: restingFrame))
        return true
    }

    /// Pauses where the sound is; `play()` resumes there.
    open func pause() {
        halt(.pause)
    }

    /// Stops playing. As on iOS, `currentTime` keeps its value (set it to 0 to start over) and the delegate is not
    /// told.
    open func stop() {
        halt(.stop)
    }

    private func halt(_ kind: SoundEvent.Kind) {
        guard let playback else { return }
        let now = now(of: playback)
        restingFrame = playedFrames()
        playback.log.close(playback.segment, at: now)
        playback.log.record(kind, by: playback.name, at: now)
        self.playback = nil
        generation += 1
    }

    /// Records a change made in a scene and, while playing, ends the running segment and starts one with the new
    /// settings.
    private func changePlayback(_ kind: SoundEvent.Kind) {
        if let playback {
            restart(playback, at: playedFrames(), because: kind)
        } else if let log = SoundLog.current, let clock = AnimationClock.current {
            log.record(kind, by: name(in: log), at: MainActor.assumeIsolated { clock.now })
        }
    }

    /// `player 2 (click.wav)`: how the scene's log names this player (numbered when it first acts in the scene).
    private func name(in log: SoundLog) -> String {
        let number = number ?? log.numberPlayer()
        self.number = number
        return "player \(number)" + (url.map { " (\($0.lastPathComponent))" } ?? "")
    }

    private func restart(_ old: Playback, at frame: Double, because kind: SoundEvent.Kind) {
        let now = now(of: old)
        old.log.close(old.segment, at: now)
        old.log.record(kind, by: old.name, at: now)
        var playback = old
        playback.start = max(now, old.start)
        playback.startFrame = frame
        playback.segment = open(in: old.log, clock: old.clock, start: playback.start, frame: frame)
        self.playback = playback
    }

    /// Adds a segment from `frame` at scene time `start` and schedules the finish at its natural end.
    private func open(in log: SoundLog, clock: AnimationClock, start: TimeInterval, frame: Double) -> Int {
        generation += 1
        let rate = effectiveRate
        // At another rate the sound is heard time-stretched, at its own pitch, as on iOS: frame f of the sound is
        // frame f / rate of the stretched one.
        let heard = rate == 1 ? sound : stretched(to: rate)
        let segment = PlaybackSegment(sound: heard, start: start, startFrame: frame / rate, rate: 1,
                                      totalFrames: totalFrames.map { $0 / rate }, volume: volumeRamp, pan: pan,
                                      end: nil)
        if let end = segment.naturalEnd {
            let expected = generation
            // The player is not main-actor isolated (as in the SDK), but it plays only on the thread that runs the
            // scene, which is the one that drains the scene's main queue.
            nonisolated(unsafe) weak let player = self
            MainActor.assumeIsolated {
                clock.enqueueMainQueueWork(after: end - clock.now) {
                    guard let player, player.generation == expected else { return }
                    player.finish()
                }
            }
        }
        return log.open(segment)
    }

    private func finish() {
        guard let playback else { return }
        restingFrame = 0
        self.playback = nil
        generation += 1
        playback.log.record(.finished, by: playback.name, at: now(of: playback))
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }

    /// Frames played so far over all loops, at the scene clock's time.
    private func playedFrames() -> Double {
        guard let playback else { return restingFrame }
        let elapsed = max(0, now(of: playback) - playback.start) * Double(SoundMixer.sampleRate) * effectiveRate
        // Tick times are k/60 s in floating point: a whole number of frames within rounding is that number.
        let raw = playback.startFrame + elapsed
        let whole = raw.rounded()
        let frames = abs(raw - whole) < 1e-6 ? whole : raw
        return min(frames, totalFrames ?? .infinity)
    }

    private var totalFrames: Double? {
        numberOfLoops < 0 ? nil : Double(sound.frameCount) * Double(numberOfLoops + 1)
    }

    private var effectiveRate: Double { enableRate ? Double(rate) : 1 }

    /// The sound time-stretched (WSOLA) to play `rate` times as fast at its own pitch; kept for the last rate asked.
    private func stretched(to rate: Double) -> DecodedSound {
        if let known = stretch, known.rate == rate { return known.sound }
        let frames = max(1, Int((Double(sound.frameCount) / rate).rounded()))
        let made = DecodedSound(samples: TimeStretcher.stretch(sound.samples, to: frames),
                                fileChannels: sound.fileChannels)
        stretch = (rate, made)
        return made
    }

    private func now(of playback: Playback) -> TimeInterval {
        let clock = playback.clock
        return MainActor.assumeIsolated { clock.now }
    }
}
