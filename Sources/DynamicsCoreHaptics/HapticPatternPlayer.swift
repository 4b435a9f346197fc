import Foundation
import DynamicsAudio
import DynamicsUIKit

/// The player `CHHapticEngine.makePlayer(with:)` and `makeAdvancedPlayer(with:)` return. It turns its pattern into
/// `HapticEvent`s in the scene's `HapticLog` at the scene times they play: pattern time `p` of the segment that
/// started at scene time `segmentStart` from pattern offset `segmentOffset` plays at
/// `segmentStart + (p − segmentOffset) / playbackRate`. Its audio events go into the scene's `SoundLog` the same
/// way (files as they are, `audioContinuous` events as synthesised tones), so they are heard in the render.
///
/// A pattern that ends is planned whole when it starts. A looping one is planned only `lookahead` past the scene
/// clock, and the log tells the player every new time so it plans on: whatever changes the plan (a stop, a pause, a
/// seek, new controls — HapticRicochet sends its texture loop a control every frame) takes back the player's events
/// not yet played and schedules again only those planned, a tick's worth. A stop or pause also cuts its sounds.
final class HapticPatternPlayer: NSObject, CHHapticAdvancedPatternPlayer {
    /// The most passes of a loop one planning step schedules: a loop far shorter than a tick would otherwise never
    /// finish planning.
    static let passLimit = 10_000
    /// How far past the scene clock a looping player keeps its events planned: one tick of the scene clock.
    static let lookahead: TimeInterval = 1.0 / 60

    private let pattern: CHHapticPattern
    /// Kept: a looping player plans on at every tick, after the app may have let its engine go.
    private let engine: CHHapticEngine
    /// The decoded file of each audio-file event, by the event's index in the pattern.
    private let sounds: [Int: DecodedSound]
    /// The tones `audioContinuous` events play, by their frequency and brightness (synthesised once).
    private var tones: [ContinuousTone.Waveform: DecodedSound] = [:]
    /// The sound log the player plays into (the scene's, when it started).
    private var soundLog: SoundLog?
    /// The sounds scheduled in `soundLog`: each one's segments (a tone has one per stretch of its envelope) and the
    /// scene time it starts.
    private var scheduledSounds: [(segments: [Int], start: TimeInterval)] = []
    /// Controls sent with `sendParameters`/`scheduleParameterCurve`, at scene times.
    private var sentControls: [(time: TimeInterval, id: CHHapticDynamicParameter.ID, value: Float)] = []
    private var sentCurves: [(start: TimeInterval, curve: CHHapticParameterCurve)] = []
    /// The playing segment: the scene time it started and the pattern offset it started from; nil when not playing.
    private var segment: (start: TimeInterval, offset: TimeInterval)?
    /// The scene time before which the playing segment's events are in the logs (infinity once a pattern that ends is
    /// planned whole).
    private var plannedThrough: TimeInterval = 0
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
    private var owner: ObjectIdentifier { ObjectIdentifier(self) }

    /// `time` as a scene time: `CHHapticTimeImmediate` and past times are now; nil when not finite.
    private func sceneTime(_ time: TimeInterval) throws -> TimeInterval {
        guard time.isFinite else { throw CHHapticError(.invalidTime, "player time \(time) is not finite") }
        return max(time, now)
    }

    func start(atTime time: TimeInterval) throws {
        try engine.requireRunning()
        let start = try sceneTime(time)
        extendPlan(to: start)
        log = HapticLog.current
        soundLog = SoundLog.current
        place = log?.place(nil)
        pausedOffset = nil
        segment = (start, 0)
        replan(from: start)
    }

    func stop(atTime time: TimeInterval) throws {
        let stop = try sceneTime(time)
        extendPlan(to: stop)
        let wasActive = segment != nil || pausedOffset != nil
        pausedOffset = nil
        end(at: stop)
        if wasActive { finish(at: stop) }
    }

    func pause(atTime time: TimeInterval) throws {
        let pause = try sceneTime(time)
        guard let segment else { return }
        extendPlan(to: pause)
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
        }
        extendPlan(to: start)
        forgetSupersededControls()
        for parameter in parameters {
            sentControls.append((start + max(0, parameter.relativeTime), parameter.parameterID, parameter.value))
        }
        replan(from: start)
    }

    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {
        let start = try sceneTime(time)
        extendPlan(to: start)
        forgetSupersededControls()
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
        log?.cancel(owner: owner, from: time)
        log?.stopPlanning(owner: owner)
        takeBackSounds(from: time)
        for sound in scheduledSounds {
            for segment in sound.segments { soundLog?.close(segment, at: time) }
        }
        scheduledSounds = []
        segment = nil
    }

    /// Silences the sounds scheduled to start at `time` or later; those already playing go on.
    private func takeBackSounds(from time: TimeInterval) {
        for sound in scheduledSounds where sound.start >= time {
            for segment in sound.segments { soundLog?.close(segment, at: sound.start) }
        }
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

    /// The length of one pass of a looping pattern: `loopEnd`, or the pattern's duration when that is 0.
    private var loopLength: TimeInterval { loopEnd > 0 ? loopEnd : pattern.duration }

    /// True when the player plans as the clock goes: it loops, and a pass has a length.
    private var plansAhead: Bool { loopEnabled && loopLength > 0 }

    /// Where the plan must reach now: a loop's a tick past the clock, any other pattern's end.
    private var planTarget: TimeInterval { plansAhead ? now + Self.lookahead : .infinity }

    /// Takes back the player's events from `time` on and schedules the segment's again from then, up to the plan's
    /// target: only what changed is planned again.
    private func replan(from time: TimeInterval) {
        generation += 1
        guard let log, let segment else {
            log?.stopPlanning(owner: owner)
            return
        }
        log.cancel(owner: owner, from: time)
        takeBackSounds(from: time)
        continueEvents(playingAt: time, of: segment, in: log)
        let target = max(time, planTarget)
        schedule(from: time, to: target, in: log)
        plannedThrough = target
        if plansAhead {
            // Held by the log while it loops, as the engine holds a playing player on iOS.
            log.keepPlanning(owner: owner) { [self] now in extendPlan(to: now + Self.lookahead) }
        } else {
            log.stopPlanning(owner: owner)
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

    /// Plans the playing segment on to `target`, from where its plan ends: what a change at `target` must find in
    /// the logs before it takes back what follows.
    private func extendPlan(to target: TimeInterval) {
        guard let log, segment != nil, target > plannedThrough else { return }
        schedule(from: plannedThrough, to: target, in: log)
        plannedThrough = target
    }

    /// The events that play now: haptic ones when felt, audio ones when heard; by index in the pattern.
    private var playingEvents: [Int] {
        let feels = !isMuted && !engine.isMutedForHaptics && !engine.playsAudioOnly
        let hears = !isMuted && !engine.isMutedForAudio && !engine.playsHapticsOnly && soundLog != nil
        return pattern.events.indices.filter { index in
            let event = pattern.events[index]
            return event.isHaptic ? feels : hears && (sounds[index] != nil || event.type == .audioContinuous)
        }
    }

    /// Every play of `indices`' events whose pattern time (passes of a loop counted) may fall in `low..<high`, in
    /// play order: by pass, then as the pattern lists them. The caller keeps those whose scene time is in range, so
    /// the boundaries between two plans are decided on one formula.
    private func occurrences(of indices: [Int], patternTimes low: Double, _ high: Double)
        -> [(index: Int, patternTime: Double)] {
        guard loopEnabled else { return indices.map { ($0, pattern.events[$0].relativeTime) } }
        let length = loopLength
        let looped = indices.filter { pattern.events[$0].relativeTime < length }
        guard length > 0, !looped.isEmpty, high >= low else { return [] }
        let firstPass = max(0, (low / length).rounded(.down) - 1)
        let lastPass = min((high / length).rounded(.down) + 1, firstPass + Double(Self.passLimit))
        guard firstPass <= lastPass else { return [] }
        var found: [(index: Int, patternTime: Double)] = []
        for pass in stride(from: firstPass, through: lastPass, by: 1) {
            for index in looped { found.append((index, pattern.events[index].relativeTime + pass * length)) }
        }
        return found
    }

    /// Records the segment's events due at scene times in `from..<to`: haptic events into the log, sounds and tones
    /// into the sound log.
    private func schedule(from: TimeInterval, to: TimeInterval, in log: HapticLog) {
        guard let segment, to > from else { return }
        let rate = Double(playbackRate)
        let low = segment.offset + (from - segment.start) * rate, high = segment.offset + (to - segment.start) * rate
        for (index, patternTime) in occurrences(of: playingEvents, patternTimes: low, high)
        where patternTime >= segment.offset {
            let at = segment.start + (patternTime - segment.offset) / rate
            guard at >= from, at < to else { continue }
            let event = pattern.events[index]
            if let sound = sounds[index] {
                play(sound, of: event, at: at, rate: rate)
            } else if event.type == .audioContinuous {
                playTone(of: event, at: at, rate: rate)
            } else if event.type == .hapticContinuous {
                recordPieces(of: event, startedAt: at, from: at, rate: rate, in: log)
            } else {
                log.record(piece(of: event, patternTime: event.relativeTime, at: at, duration: 0, in: log), owner: owner)
            }
        }
    }

    /// Records again, from `time` on, the segment's continuous events that started before it and still buzz then,
    /// with the controls in effect from then (a change cut them at `time`).
    private func continueEvents(playingAt time: TimeInterval, of segment: (start: TimeInterval, offset: TimeInterval),
                                in log: HapticLog) {
        let longest = pattern.events.filter { $0.type == .hapticContinuous }.map(\.duration).max() ?? 0
        guard longest > 0 else { return }
        let rate = Double(playbackRate)
        let current = segment.offset + (time - segment.start) * rate
        for (index, patternTime) in occurrences(of: playingEvents, patternTimes: current - longest, current)
        where patternTime >= segment.offset && pattern.events[index].type == .hapticContinuous {
            let event = pattern.events[index]
            let at = segment.start + (patternTime - segment.offset) / rate
            if at < time, at + event.duration / rate > time {
                recordPieces(of: event, startedAt: at, from: time, rate: rate, in: log)
            }
        }
    }

    /// Records continuous `event` (which starts at scene time `start`) from `time` on: one piece per stretch between
    /// the times the controls change, each with the intensity and sharpness in effect at its start, so a control sent
    /// or a curve moving during a buzz changes it for the rest of its duration, as on iOS. Pieces that change nothing
    /// are joined to the one before (in the log, too: the piece `cancel` cut at `time`).
    private func recordPieces(of event: CHHapticEvent, startedAt start: TimeInterval, from time: TimeInterval,
                              rate: Double, in log: HapticLog) {
        let end = start + event.duration / rate
        let bounds = [time] + changeTimes(of: event, startedAt: start, rate: rate).filter { $0 > time && $0 < end }
            + [end]
        for (from, to) in zip(bounds, bounds.dropFirst()) {
            let piece = piece(of: event, patternTime: event.relativeTime + (from - start) * rate, at: from,
                              duration: to - from, in: log)
            // A new event is recorded on its own, even where one of the player's ends as it starts.
            if from == start { log.record(piece, owner: owner) } else { log.recordContinuation(piece, owner: owner) }
        }
    }

    /// The scene times, sorted and without repeats, at which the intensity or sharpness control may change during
    /// `event` (starting at scene time `start`): sent controls, the points of sent curves and of the pattern's curves,
    /// the pattern's parameters, and — while a curve moves between two points — every tick.
    private func changeTimes(of event: CHHapticEvent, startedAt start: TimeInterval, rate: Double) -> [TimeInterval] {
        let shaping: Set<CHHapticDynamicParameter.ID> = [.hapticIntensityControl, .hapticSharpnessControl]
        var times = sentControls.filter { shaping.contains($0.id) }.map(\.time)
        /// Scene time of pattern time `p` in this pass of the pattern.
        let inPass = { (p: TimeInterval) in start + (p - event.relativeTime) / rate }
        func addPoints(of curve: CHHapticParameterCurve, from curveStart: TimeInterval, scale: Double) {
            let points = curve.controlPoints
            times += points.map { curveStart + $0.relativeTime * scale }
            for (a, b) in zip(points, points.dropFirst()) where a.value != b.value {
                let from = curveStart + a.relativeTime * scale, to = curveStart + b.relativeTime * scale
                times += stride(from: from, to: to, by: Self.lookahead).map { $0 }
            }
        }
        for sent in sentCurves where shaping.contains(sent.curve.parameterID) {
            addPoints(of: sent.curve, from: sent.start, scale: 1)
        }
        for curve in pattern.parameterCurves where shaping.contains(curve.parameterID) {
            addPoints(of: curve, from: inPass(curve.relativeTime), scale: 1 / rate)
        }
        times += pattern.parameters.filter { shaping.contains($0.parameterID) }.map { inPass($0.relativeTime) }
        return Set(times).sorted()
    }

    /// Schedules audio-file `event`'s `sound` at scene time `time`: at the event's `AudioVolume` (default 1) times
    /// the volume control in effect, panned by its `AudioPan` plus the pan control, for its duration if it has one.
    private func play(_ sound: DecodedSound, of event: CHHapticEvent, at time: TimeInterval, rate: Double) {
        guard let soundLog else { return }
        let (volume, pan) = level(of: event, at: time)
        let name = event.waveformPath.map { ($0 as NSString).lastPathComponent }
            ?? event.audioResourceID.map { "audio resource \($0)" } ?? "audio"
        let segment = soundLog.play(sound, by: "Core Haptics (\(name))", at: time, volume: volume, pan: pan,
                                    length: event.duration > 0 ? event.duration / rate : nil)
        scheduledSounds.append(([segment], time))
    }

    /// Schedules `audioContinuous` event's tone at scene time `time` (see `ContinuousTone`): its pitch and brightness
    /// are the event's plus the controls in effect then, its volume and pan as an audio file's.
    private func playTone(of event: CHHapticEvent, at time: TimeInterval, rate: Double) {
        guard let soundLog else { return }
        let (volume, pan) = level(of: event, at: time)
        let patternTime = event.relativeTime
        let tone = ContinuousTone(
            pitch: (event.value(of: .audioPitch) ?? 0)
                + (control(.audioPitchControl, patternTime: patternTime, at: time) ?? 0),
            brightness: (event.value(of: .audioBrightness) ?? 1)
                + (control(.audioBrightnessControl, patternTime: patternTime, at: time) ?? 0),
            attack: event.value(of: .attackTime) ?? 0, decay: event.value(of: .decayTime) ?? 0,
            release: event.value(of: .releaseTime) ?? 0, sustained: (event.value(of: .sustained) ?? 1) >= 0.5,
            duration: event.duration / rate)
        let waveform = tone.waveform
        let sound = tones[waveform] ?? waveform.sound()
        tones[waveform] = sound
        let segments = soundLog.play(sound, by: "Core Haptics (tone \(waveform.frequency) Hz)", at: time,
                                     stretches: tone.envelope(volume: volume), pan: pan)
        scheduledSounds.append((segments, time))
    }

    /// An audio event's volume — its `AudioVolume` (default 1) times the volume control in effect at `time` — and its
    /// pan, its `AudioPan` plus the pan control.
    private func level(of event: CHHapticEvent, at time: TimeInterval) -> (volume: Float, pan: Float) {
        let patternTime = event.relativeTime
        let volume = (event.value(of: .audioVolume) ?? 1)
            * (control(.audioVolumeControl, patternTime: patternTime, at: time) ?? 1)
        let pan = (event.value(of: .audioPan) ?? 0) + (control(.audioPanControl, patternTime: patternTime, at: time) ?? 0)
        return (volume, pan)
    }

    /// Forgets the sent controls and curves no event still to plan can read: for each control, those before the
    /// latest one sent for a time the plan has reached. A player sent a control every frame keeps a handful.
    private func forgetSupersededControls() {
        let reached = min(now, plannedThrough)
        var latest: [CHHapticDynamicParameter.ID: TimeInterval] = [:]
        for sent in sentControls where sent.time <= reached { latest[sent.id] = max(latest[sent.id] ?? sent.time, sent.time) }
        for sent in sentCurves where sent.start <= reached {
            latest[sent.curve.parameterID] = max(latest[sent.curve.parameterID] ?? sent.start, sent.start)
        }
        sentControls.removeAll { sent in latest[sent.id].map { sent.time < $0 } ?? false }
        sentCurves.removeAll { sent in latest[sent.curve.parameterID].map { sent.start < $0 } ?? false }
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
