import Foundation
import DynamicsAudio
import DynamicsUIKit

/// The player `CHHapticEngine.makePlayer(with:)` and `makeAdvancedPlayer(with:)` return. It turns its pattern into
/// `HapticEvent`s in the scene's `HapticLog` at the scene times they play: pattern time `p` of the segment that
/// started at scene time `segmentStart` from pattern offset `segmentOffset` plays at
/// `segmentStart + (p − segmentOffset) / playbackRate`. Its audio-file events go into the scene's `SoundLog` the same
/// way, so they are heard in the render. Whatever changes the plan (a stop, a pause, a seek, new controls) takes back
/// the player's events not yet played and schedules them again from that time; a stop or pause also cuts its sounds.
final class HapticPatternPlayer: NSObject, CHHapticAdvancedPatternPlayer {
    /// The most events one player schedules ahead: a looping pattern would otherwise fill the log forever.
    static let eventLimit = 10_000
    /// How far ahead a looping player schedules, in scene seconds (a render is at most 600 s long).
    static let loopHorizon: TimeInterval = 600

    private let pattern: CHHapticPattern
    private unowned let engine: CHHapticEngine
    /// The decoded file of each audio-file event, by the event's index in the pattern.
    private let sounds: [Int: DecodedSound]
    /// The sound log the player plays into (the scene's, when it started).
    private var soundLog: SoundLog?
    /// The sounds scheduled in `soundLog`: each segment's index and the scene time it starts.
    private var scheduledSounds: [(segment: Int, start: TimeInterval)] = []
    /// Controls sent with `sendParameters`/`scheduleParameterCurve`, at scene times.
    private var sentControls: [(time: TimeInterval, id: CHHapticDynamicParameter.ID, value: Float)] = []
    private var sentCurves: [(start: TimeInterval, curve: CHHapticParameterCurve)] = []
    /// The playing segment: the scene time it started and the pattern offset it started from; nil when not playing.
    private var segment: (start: TimeInterval, offset: TimeInterval)?
    /// Where a paused pattern stopped, in pattern time.
    private var pausedOffset: TimeInterval?
    /// The log the player plays into (the scene's, when it started).
    private var log: HapticLog?
    /// Where its events are shown: the latest touch when it started, else the window's centre.
    private var place: (location: CGPoint, origin: HapticEvent.Origin)?
    /// Bumped whenever the plan changes, so a completion scheduled for an older plan does nothing.
    private var generation = 0

    var isMuted = false { didSet { replan(from: now) } }
    var loopEnabled = false { didSet { replan(from: now) } }
    var loopEnd: TimeInterval = 0 { didSet { replan(from: now) } }
    var playbackRate: Float = 1 {
        didSet {
            if !(playbackRate > 0) || !playbackRate.isFinite { playbackRate = oldValue; return }
            guard let segment, oldValue != playbackRate else { return }
            // Keep the pattern where it is now and go on at the new rate.
            let offset = segment.offset + (now - segment.start) * Double(oldValue)
            self.segment = (now, offset)
            replan(from: now)
        }
    }
    var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler = { _ in }

    init(pattern: CHHapticPattern, engine: CHHapticEngine, sounds: [Int: DecodedSound]) {
        self.pattern = pattern
        self.engine = engine
        self.sounds = sounds
        super.init()
    }

    private var now: TimeInterval { engine.currentTime }

    /// `time` as a scene time: `CHHapticTimeImmediate` and past times are now; nil when not finite.
    private func sceneTime(_ time: TimeInterval) throws -> TimeInterval {
        guard time.isFinite else { throw CHHapticError(.invalidTime, "player time \(time) is not finite") }
        return max(time, now)
    }

    func start(atTime time: TimeInterval) throws {
        try engine.requireRunning()
        let start = try sceneTime(time)
        log = HapticLog.current
        soundLog = SoundLog.current
        place = log?.place(nil)
        pausedOffset = nil
        segment = (start, 0)
        replan(from: start)
    }

    func stop(atTime time: TimeInterval) throws {
        let stop = try sceneTime(time)
        let wasActive = segment != nil || pausedOffset != nil
        pausedOffset = nil
        end(at: stop)
        if wasActive { finish(at: stop) }
    }

    func pause(atTime time: TimeInterval) throws {
        let pause = try sceneTime(time)
        guard let segment else { return }
        pausedOffset = segment.offset + (pause - segment.start) * Double(playbackRate)
        end(at: pause)
    }

    func resume(atTime time: TimeInterval) throws {
        try engine.requireRunning()
        let resume = try sceneTime(time)
        guard let offset = pausedOffset else { return }
        pausedOffset = nil
        segment = (resume, offset)
        replan(from: resume)
    }

    func seek(toOffset offsetTime: TimeInterval) throws {
        guard offsetTime.isFinite else { throw CHHapticError(.invalidTime, "seek offset \(offsetTime) is not finite") }
        if pausedOffset != nil { pausedOffset = max(0, offsetTime); return }
        guard segment != nil else { return }
        segment = (now, max(0, offsetTime))
        replan(from: now)
    }

    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {
        let start = try sceneTime(time)
        for parameter in parameters {
            guard parameter.value.isFinite, parameter.relativeTime.isFinite else {
                throw CHHapticError(.invalidParameterType, "parameter '\(parameter.parameterID.rawValue)' is not finite")
            }
            sentControls.append((start + max(0, parameter.relativeTime), parameter.parameterID, parameter.value))
        }
        replan(from: start)
    }

    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {
        let start = try sceneTime(time)
        sentCurves.append((start, parameterCurve))
        replan(from: start)
    }

    func cancel() throws {
        sentControls = []
        sentCurves = []
        try stop(atTime: CHHapticTimeImmediate)
    }

    /// Takes back what would play from `time` on, cuts the sounds playing then, and forgets the segment.
    private func end(at time: TimeInterval) {
        generation += 1
        log?.cancel(owner: ObjectIdentifier(self), from: time)
        takeBackSounds(from: time)
        for sound in scheduledSounds { soundLog?.close(sound.segment, at: time) }
        scheduledSounds = []
        segment = nil
    }

    /// Silences the sounds scheduled to start at `time` or later; those already playing go on.
    private func takeBackSounds(from time: TimeInterval) {
        for sound in scheduledSounds where sound.start >= time { soundLog?.close(sound.segment, at: sound.start) }
        scheduledSounds.removeAll { $0.start >= time }
    }

    /// Tells the completion handler of a player that was playing or paused, on the scene's main queue at `time`.
    private func finish(at time: TimeInterval) {
        let handler = completionHandler
        engine.onSceneQueue(at: time) { handler(nil) }
    }

    /// The scene time at which the playing segment ends (nil when it loops or is not playing).
    var endTime: TimeInterval? {
        guard let segment, !loopEnabled else { return nil }
        return segment.start + max(0, pattern.duration - segment.offset) / Double(playbackRate)
    }

    /// Schedules the segment's events due from `time` on, after taking back those already scheduled from then.
    private func replan(from time: TimeInterval) {
        generation += 1
        guard let log, let segment else { return }
        let owner = ObjectIdentifier(self)
        log.cancel(owner: owner, from: time)
        takeBackSounds(from: time)
        let feels = !isMuted && !engine.isMutedForHaptics && !engine.playsAudioOnly
        let hears = !isMuted && !engine.isMutedForAudio && !engine.playsHapticsOnly && soundLog != nil
        let playing = pattern.events.indices.filter { index in
            pattern.events[index].isHaptic ? feels : hears && sounds[index] != nil
        }
        guard !playing.isEmpty else { return }
        let rate = Double(playbackRate)
        let loopLength = loopEnabled ? (loopEnd > 0 ? loopEnd : pattern.duration) : .infinity
        let repeats = loopEnabled && loopLength > 0 ? Int.max : 1
        var scheduled = 0
        var pass = 0
        passes: while pass < repeats {
            let passOffset = Double(pass) * (loopLength.isFinite ? loopLength : 0)
            if segment.start + (passOffset - segment.offset) / rate > segment.start + HapticPatternPlayer.loopHorizon {
                break
            }
            for index in playing {
                let event = pattern.events[index]
                if loopLength.isFinite, event.relativeTime >= loopLength { continue }
                let patternTime = event.relativeTime + passOffset
                guard patternTime >= segment.offset else { continue }
                let at = segment.start + (patternTime - segment.offset) / rate
                if at > segment.start + HapticPatternPlayer.loopHorizon || scheduled >= HapticPatternPlayer.eventLimit {
                    break passes
                }
                guard at >= time else {
                    // A continuous event already buzzing goes on with the controls in effect from now.
                    if event.type == .hapticContinuous, at + event.duration / rate > time {
                        continueEvent(event, startedAt: at, from: time, rate: rate, in: log, owner: owner)
                    }
                    continue
                }
                if let sound = sounds[index] {
                    play(sound, of: event, patternTime: event.relativeTime, at: at, rate: rate)
                } else {
                    record(event, patternTime: event.relativeTime, at: at, rate: rate, in: log, owner: owner)
                }
                scheduled += 1
            }
            pass += 1
        }
        if let end = endTime {
            let current = generation
            let handler = completionHandler
            // Held until then, as the engine holds a playing player on iOS (apps start players and let go of them).
            engine.onSceneQueue(at: end) {
                guard self.generation == current else { return }
                self.segment = nil
                handler(nil)
            }
        }
    }

    /// Records the rest of continuous `event` (which started at scene time `start`) from `time` on: one piece per
    /// stretch between the sent controls' times, each with the intensity and sharpness in effect at its start, so
    /// `sendParameters` changes a buzz for the rest of its duration as on iOS. Pieces that change nothing are joined
    /// to the one before (in the log, too: the piece `cancel` cut at `time`).
    private func continueEvent(_ event: CHHapticEvent, startedAt start: TimeInterval, from time: TimeInterval,
                               rate: Double, in log: HapticLog, owner: ObjectIdentifier) {
        let end = start + event.duration / rate
        let changes = (sentControls.map(\.time) + sentCurves.map(\.start)).filter { $0 > time && $0 < end }
        let bounds = [time] + Set(changes).sorted() + [end]
        for (from, to) in zip(bounds, bounds.dropFirst()) {
            let piece = piece(of: event, patternTime: event.relativeTime + (from - start) * rate, at: from,
                              duration: to - from, in: log)
            log.recordContinuation(piece, owner: owner)
        }
    }

    private func record(_ event: CHHapticEvent, patternTime: TimeInterval, at time: TimeInterval, rate: Double,
                        in log: HapticLog, owner: ObjectIdentifier) {
        let duration = event.type == .hapticContinuous ? event.duration / rate : 0
        log.record(piece(of: event, patternTime: patternTime, at: time, duration: duration, in: log), owner: owner)
    }

    /// Schedules audio-file `event`'s `sound` at scene time `time`: at the event's `AudioVolume` (default 1) times
    /// the volume control in effect, panned by its `AudioPan` plus the pan control, for its duration if it has one.
    private func play(_ sound: DecodedSound, of event: CHHapticEvent, patternTime: TimeInterval, at time: TimeInterval,
                      rate: Double) {
        guard let soundLog else { return }
        let volume = (event.value(of: .audioVolume) ?? 1)
            * (control(.audioVolumeControl, patternTime: patternTime, at: time) ?? 1)
        let pan = (event.value(of: .audioPan) ?? 0) + (control(.audioPanControl, patternTime: patternTime, at: time) ?? 0)
        let name = event.waveformPath.map { ($0 as NSString).lastPathComponent }
            ?? event.audioResourceID.map { "audio resource \($0)" } ?? "audio"
        let segment = soundLog.play(sound, by: "Core Haptics (\(name))", at: time, volume: volume, pan: pan,
                                    length: event.duration > 0 ? event.duration / rate : nil)
        scheduledSounds.append((segment, time))
    }

    /// `event` as it plays at scene time `time` (pattern time `patternTime`) for `duration` seconds.
    private func piece(of event: CHHapticEvent, patternTime: TimeInterval, at time: TimeInterval,
                       duration: TimeInterval, in log: HapticLog) -> HapticEvent {
        let intensity = Double(event.value(of: .hapticIntensity) ?? 1)
            * Double(control(.hapticIntensityControl, patternTime: patternTime, at: time) ?? 1)
        let sharpness = Double(event.value(of: .hapticSharpness) ?? 0.5)
            + Double(control(.hapticSharpnessControl, patternTime: patternTime, at: time) ?? 0)
        let (location, origin) = place ?? log.place(nil)
        return HapticEvent(time: time, kind: event.type == .hapticContinuous ? .continuous : .transient,
                           intensity: min(max(intensity, 0), 1), sharpness: min(max(sharpness, 0), 1),
                           duration: duration, location: location, origin: origin)
    }

    /// The value of control `id` for an event at pattern time `patternTime` playing at scene time `time`: the one set
    /// last before it among the pattern's parameters and curves and the controls sent since.
    private func control(_ id: CHHapticDynamicParameter.ID, patternTime: TimeInterval, at time: TimeInterval) -> Float? {
        var latest: (time: TimeInterval, value: Float)?
        func consider(_ time: TimeInterval, _ value: Float?) {
            guard let value, latest.map({ time >= $0.time }) ?? true else { return }
            latest = (time, value)
        }
        guard let segment else { return nil }
        let sceneTime = { (p: TimeInterval) in segment.start + (p - segment.offset) / Double(self.playbackRate) }
        for parameter in pattern.parameters where parameter.parameterID == id && parameter.relativeTime <= patternTime {
            consider(sceneTime(parameter.relativeTime), parameter.value)
        }
        for curve in pattern.parameterCurves where curve.parameterID == id && curve.relativeTime <= patternTime {
            consider(sceneTime(curve.relativeTime), curve.value(at: patternTime))
        }
        for sent in sentControls where sent.id == id && sent.time <= time { consider(sent.time, sent.value) }
        for sent in sentCurves where sent.curve.parameterID == id && sent.start <= time {
            consider(sent.start, sent.curve.value(at: time - sent.start + sent.curve.relativeTime))
        }
        return latest?.value
    }
}
