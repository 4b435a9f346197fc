import Foundation
import DynamicsUIKit

/// Plays scheduled buffers and files into an engine, on the scene clock (AVFAudio's `AVAudioPlayerNode`).
///
/// The node has its own timeline in 48 kHz frames, which runs while the node plays and its engine runs: what is
/// scheduled without a time plays right after what was scheduled before it (at once, when the node plays and nothing
/// is left), what is scheduled at a sample time plays at that frame of the timeline. Each stretch goes into the
/// scene's `SoundLog` as a segment with the node's gain (`volume` times the mixers' volumes on its way to the
/// output) and `pan`, so a render mixes it with `AVAudioPlayer`'s sounds. Completion handlers run on the scene's main
/// queue at the scene time the scheduled audio ends, or when it is cut (`stop()`, an interrupting buffer).
open class AVAudioPlayerNode: AVAudioNode, AVAudioMixing {
    /// One thing scheduled, placed on the node's timeline.
    private struct Item {
        let id: Int
        let sound: DecodedSound
        /// Frames of `sound` per frame of the timeline (a 44.1 kHz buffer is read at 44 100 / 48 000).
        let rate: Double
        /// Timeline frame at which it starts.
        let start: Double
        /// Timeline frame at which it ends; nil while a looping buffer loops on.
        var end: Double?
        let completion: AVAudioPlayerNodeCompletionHandler?
        let callbackType: AVAudioPlayerNodeCompletionCallbackType

        /// Timeline frames of one pass through the sound.
        var passLength: Double { Double(sound.frameCount) / rate }
    }

    private var items: [Item] = []
    private var nextItemID = 0
    /// Where the next item scheduled without a time starts on the timeline (infinite behind a looping buffer).
    private var cursor: Double = 0
    /// Timeline frame at `resumeTime`, and where the timeline stands while it does not run.
    private var frameAtResume: Double = 0
    /// Scene time from which the timeline runs; nil while the node is paused or stopped or its engine is not running.
    private var resumeTime: TimeInterval?
    /// The scene's log and clock, from the first `play()`.
    private var stage: (log: SoundLog, clock: AnimationClock)?
    /// The log's segments this node has open (closed and opened again whenever what it plays changes), each with the
    /// timeline frame where its item's own sound ends (nil: it loops on); past it, only an effect's tail is heard.
    private var openSegments: [(index: Int, itemEnd: Double?)] = []
    /// Timeline frames per scene frame: the rate of the time effects between the node and the output.
    private var speed: Double = 1
    /// What the units on the node's route made of each item, by item, with the route's key it was made for.
    private var processed: [Int: (key: [AnyHashable], sound: DecodedSound)] = [:]
    /// Bumped whenever the plan changes, so an end scheduled for an older plan does nothing.
    private var generation = 0
    private var number: Int?

    /// A player node to attach to an engine.
    public override init() { super.init() }

    /// True from `play()` until `pause()` or `stop()` (also while nothing is left to play, as on iOS).
    open private(set) var isPlaying = false

    /// 0 … 1, the node's gain into the mixer it feeds; values beyond are clamped, non-finite ones ignored.
    open var volume: Float = 1 {
        didSet {
            volume = volume.isFinite ? min(1, max(0, volume)) : oldValue
            record(.volume(volume, fade: 0))
            replan()
        }
    }

    /// −1 (left) … 0 (centre) … 1 (right); values beyond are clamped, non-finite ones ignored.
    open var pan: Float = 0 {
        didSet {
            pan = pan.isFinite ? min(1, max(-1, pan)) : oldValue
            record(.pan(pan))
            replan()
        }
    }

    /// A player node has no input.
    open override var numberOfInputs: Int { 0 }

    // MARK: Scheduling

    /// Schedules `buffer` to play after what was scheduled before.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: AVAudioNodeCompletionHandler? = nil) {
        scheduleBuffer(buffer, at: nil, options: [], completionHandler: completionHandler)
    }

    /// Schedules `buffer` at `when` on the node's timeline (nil: after what was scheduled before), looping or
    /// interrupting as `options` say.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?,
                             options: AVAudioPlayerNodeBufferOptions = [],
                             completionHandler: AVAudioNodeCompletionHandler? = nil) {
        schedule(buffer.decodedSound(), rate: buffer.format.sampleRate / Double(SoundMixer.sampleRate), at: when,
                 options: options, describedAs: describe(buffer, options), completion: completionHandler.map { done in
                     { _ in done() } }, callbackType: .dataConsumed)
    }

    /// Schedules `buffer` after what was scheduled before; `completionHandler` is told the stage `callbackType`.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionCallbackType callbackType:
                             AVAudioPlayerNodeCompletionCallbackType,
                             completionHandler: AVAudioPlayerNodeCompletionHandler? = nil) {
        scheduleBuffer(buffer, at: nil, options: [], completionCallbackType: callbackType,
                       completionHandler: completionHandler)
    }

    /// Schedules `buffer` at `when` with `options`; `completionHandler` is told the stage `callbackType`.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?,
                             options: AVAudioPlayerNodeBufferOptions = [],
                             completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                             completionHandler: AVAudioPlayerNodeCompletionHandler? = nil) {
        schedule(buffer.decodedSound(), rate: buffer.format.sampleRate / Double(SoundMixer.sampleRate), at: when,
                 options: options, describedAs: describe(buffer, options), completion: completionHandler,
                 callbackType: callbackType)
    }

    /// Schedules the whole of `file` (from its first frame, whatever its `framePosition`) at `when`.
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?,
                           completionHandler: AVAudioNodeCompletionHandler? = nil) {
        schedule(file.sound, rate: 1, at: when, options: [], describedAs: "file \(file.url.lastPathComponent)",
                 completion: completionHandler.map { done in { _ in done() } }, callbackType: .dataConsumed)
    }

    /// Schedules the whole of `file` at `when`; `completionHandler` is told the stage `callbackType`.
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?,
                           completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                           completionHandler: AVAudioPlayerNodeCompletionHandler? = nil) {
        schedule(file.sound, rate: 1, at: when, options: [], describedAs: "file \(file.url.lastPathComponent)",
                 completion: completionHandler, callbackType: callbackType)
    }

    /// Schedules `frameCount` frames of `file` from `startFrame` at `when` (clamped to the file).
    open func scheduleSegment(_ file: AVAudioFile, startingFrame startFrame: AVAudioFramePosition,
                              frameCount numberFrames: AVAudioFrameCount, at when: AVAudioTime?,
                              completionHandler: AVAudioNodeCompletionHandler? = nil) {
        let first = Int(min(max(0, startFrame), file.length))
        let last = min(first + Int(numberFrames), Int(file.length))
        let slice = DecodedSound(samples: Array(file.sound.samples[(2 * first)..<(2 * last)]),
                                 fileChannels: file.sound.fileChannels)
        schedule(slice, rate: 1, at: when, options: [],
                 describedAs: "segment of \(file.url.lastPathComponent) from frame \(first), \(last - first) frames",
                 completion: completionHandler.map { done in { _ in done() } }, callbackType: .dataConsumed)
    }

    private func describe(_ buffer: AVAudioPCMBuffer, _ options: AVAudioPlayerNodeBufferOptions) -> String {
        let seconds = String(format: "%.3f s", Double(buffer.frameLength) / buffer.format.sampleRate)
        let flags = [(AVAudioPlayerNodeBufferOptions.loops, "loops"), (.interrupts, "interrupts"),
                     (.interruptsAtLoop, "interruptsAtLoop")].filter { options.contains($0.0) }.map(\.1)
        return (["buffer \(seconds)"] + flags).joined(separator: " ")
    }

    private func schedule(_ sound: DecodedSound, rate: Double, at when: AVAudioTime?,
                          options: AVAudioPlayerNodeBufferOptions, describedAs description: String,
                          completion: AVAudioPlayerNodeCompletionHandler?,
                          callbackType: AVAudioPlayerNodeCompletionCallbackType) {
        record(.schedule(description))
        let now = frame(at: sceneNow)
        if options.contains(.interrupts) {
            cut(at: now)
        } else if options.contains(.interruptsAtLoop),
                  let looping = items.firstIndex(where: { $0.end == nil && $0.start <= now }) {
            let item = items[looping]
            let passes = max(1, ((now - item.start) / item.passLength).rounded(.up))
            cut(at: item.start + passes * item.passLength)
        }
        if resumeTime != nil { cursor = max(cursor, now) }
        let start = when.flatMap(timelineFrame(of:)) ?? cursor
        guard sound.frameCount > 0, rate > 0, rate.isFinite else {
            // Nothing to play: done at once.
            if let completion { onSceneQueue(after: 0) { completion(callbackType) } }
            return
        }
        let end: Double? = options.contains(.loops) ? nil : start + Double(sound.frameCount) / rate
        nextItemID += 1
        items.append(Item(id: nextItemID, sound: sound, rate: rate, start: start, end: end, completion: completion,
                          callbackType: callbackType))
        if when == nil { cursor = end ?? .infinity }
        replan()
    }

    /// Ends everything scheduled at timeline frame `frame`: items not begun by then are dropped, the others end
    /// there; their completion handlers run when they end.
    private func cut(at frame: Double) {
        var dropped: [Item] = []
        items.removeAll { item in
            guard item.start >= frame else { return false }
            dropped.append(item)
            return true
        }
        for index in items.indices { items[index].end = min(items[index].end ?? .infinity, frame) }
        cursor = frame
        complete(dropped)
    }

    // MARK: Playing

    /// Starts (or resumes) the node's timeline now.
    open func play() {
        play(at: nil)
    }

    /// Starts (or resumes) the node's timeline at `when` (a host time, or a sample time of the engine's render
    /// timeline; nil or a time already past: now). The engine must be running.
    open func play(at when: AVAudioTime?) {
        guard !isPlaying else { return }
        guard let engine, engine.isRunning else {
            return AVAudioEngine.note("player started when engine not running")
        }
        guard let log = SoundLog.current, let clock = AnimationClock.current else { return }
        stage = (log, clock)
        let now = sceneNow
        record(.play(from: frameAtResume / Double(SoundMixer.sampleRate)))
        isPlaying = true
        speed = engine.route(of: self)?.speed ?? 1
        resumeTime = max(now, when.flatMap(engine.sceneTime(of:)) ?? now)
        replan()
    }

    /// Stops the timeline where it is; `play()` goes on from there.
    open func pause() {
        guard isPlaying else { return }
        freeze()
        isPlaying = false
        record(.pause)
        replan()
    }

    /// Stops playing, drops everything scheduled (their completion handlers run) and sets the timeline back to 0.
    open func stop() {
        let dropped = items
        guard isPlaying || !dropped.isEmpty else { return }
        record(.stop)
        items = []
        cursor = 0
        frameAtResume = 0
        resumeTime = nil
        isPlaying = false
        replan()
        complete(dropped)
    }

    /// As `stop()`.
    open override func reset() {
        stop()
    }

    /// The node's timeline position at `nodeTime` (a time of the engine's render timeline), or nil while the node is
    /// not playing.
    open func playerTime(forNodeTime nodeTime: AVAudioTime) -> AVAudioTime? {
        guard isPlaying, let time = engine?.sceneTime(of: nodeTime) else { return nil }
        return AVAudioTime(sampleTime: AVAudioFramePosition(frame(at: time)), atRate: Double(SoundMixer.sampleRate))
    }

    /// The node's time base as a render time: the player's time `playerTime` on the engine's timeline, or nil
    /// while the node is not playing.
    open func nodeTime(forPlayerTime playerTime: AVAudioTime) -> AVAudioTime? {
        guard isPlaying, let resumeTime, let seconds = playerTime.sampleSeconds else { return nil }
        let scene = sceneTime(ofFrame: seconds * Double(SoundMixer.sampleRate), resumeTime: resumeTime)
        return AVAudioTime(hostTime: AVAudioTime.hostTime(forSeconds: scene))
    }

    override func graphChanged() {
        let running = isPlaying && (engine?.isRunning ?? false)
        let newSpeed = engine?.route(of: self)?.speed ?? 1
        // The timeline's clock stops where it stands, and goes on at the new speed (a time effect's new rate).
        if resumeTime != nil, !running || newSpeed != speed { freeze() }
        speed = newSpeed
        if running, resumeTime == nil { resumeTime = sceneNow }
        replan()
    }

    /// Stops the timeline's clock where it stands now.
    private func freeze() {
        frameAtResume = frame(at: sceneNow)
        resumeTime = nil
    }

    // MARK: The plan

    /// Closes the node's segments now and, while the timeline runs and reaches the output, opens them again for
    /// what plays from now on, with the gain and pan in effect.
    private func replan() {
        generation += 1
        let now = sceneNow
        let route = engine?.route(of: self)
        let nowFrame = frame(at: now)
        // Segments whose item's own sound is over are only an effect's tail by now: it rings on while the timeline
        // runs and the route is there; a stop or pause cuts it.
        let ringing = resumeTime != nil && route != nil
        if let stage {
            openSegments.removeAll { open in
                if ringing, let end = open.itemEnd, end <= nowFrame { return false }
                stage.log.close(open.index, at: now)
                return true
            }
        }
        processed = processed.filter { entry in items.contains { $0.id == entry.key } }
        guard let stage, let resumeTime, let route else { return }
        for item in items {
            guard (item.end ?? .infinity) > nowFrame else { continue }
            let from = max(item.start, nowFrame)
            let segment = route.units.isEmpty
                ? PlaybackSegment(sound: item.sound, start: sceneTime(ofFrame: from, resumeTime: resumeTime),
                                  startFrame: (from - item.start) * item.rate, rate: item.rate,
                                  totalFrames: item.end.map { ($0 - item.start) * item.rate },
                                  volume: VolumeRamp(constant: route.gain), pan: pan, end: nil)
                : processedSegment(of: item, from: from, through: route, resumeTime: resumeTime)
            openSegments.append((stage.log.open(segment), item.end))
        }
        let expected = generation
        for item in items {
            guard let end = item.end else { continue }
            let id = item.id
            onSceneQueue(after: sceneTime(ofFrame: end, resumeTime: resumeTime) - now) { [weak self] in
                guard let self, self.generation == expected, let index = self.items.firstIndex(where: { $0.id == id })
                else { return }
                let item = self.items.remove(at: index)
                item.completion?(item.callbackType)
            }
        }
    }

    /// The segment of `item` from timeline frame `from` as the units on `route` make it: their output played at rate 1,
    /// one output frame per `speed` timeline frames, with an effect's tail after the item's end unless something cut
    /// the item short.
    private func processedSegment(of item: Item, from: Double, through route: AVAudioEngine.Route,
                                  resumeTime: TimeInterval) -> PlaybackSegment {
        let looping = item.end == nil
        let key = route.processingKey + [looping]
        let heard: DecodedSound
        if let known = processed[item.id], known.key == key {
            heard = known.sound
        } else {
            heard = route.process(item.sound, rate: item.rate, looping: looping)
            processed[item.id] = (key, heard)
        }
        let cut = item.end.map { $0 < item.start + item.passLength } ?? false
        return PlaybackSegment(sound: heard, start: sceneTime(ofFrame: from, resumeTime: resumeTime),
                               startFrame: (from - item.start) / speed, rate: 1,
                               totalFrames: looping ? nil : cut ? (item.end! - item.start) / speed
                                   : Double(heard.frameCount),
                               volume: VolumeRamp(constant: route.gain), pan: pan, end: nil)
    }

    /// Runs the completion handlers of `finished` on the scene's main queue, now.
    private func complete(_ finished: [Item]) {
        for item in finished {
            guard let completion = item.completion else { continue }
            let type = item.callbackType
            onSceneQueue(after: 0) { completion(type) }
        }
    }

    private func onSceneQueue(after delay: TimeInterval, _ work: @escaping () -> Void) {
        guard let clock = stage?.clock ?? AnimationClock.current else { return }
        // The node is not main-actor isolated (as in the SDK), but it plays only on the thread that runs the scene,
        // which is the one that drains the scene's main queue.
        nonisolated(unsafe) let work = work
        MainActor.assumeIsolated { clock.enqueueMainQueueWork(after: max(0, delay)) { work() } }
    }

    /// The timeline frame at scene time `time`, to the nearest whole frame.
    private func frame(at time: TimeInterval) -> Double {
        guard let resumeTime else { return frameAtResume }
        return (frameAtResume + max(0, time - resumeTime) * Double(SoundMixer.sampleRate) * speed).rounded()
    }

    private func sceneTime(ofFrame frame: Double, resumeTime: TimeInterval) -> TimeInterval {
        resumeTime + (frame - frameAtResume) / Double(SoundMixer.sampleRate) / speed
    }

    /// The timeline frame `time` stands for: its sample time on the node's timeline, else its host time's.
    private func timelineFrame(of time: AVAudioTime) -> Double? {
        if let seconds = time.sampleSeconds { return (seconds * Double(SoundMixer.sampleRate)).rounded() }
        guard time.isHostTimeValid else { return nil }
        return frame(at: AVAudioTime.seconds(forHostTime: time.hostTime))
    }

    private var sceneNow: TimeInterval {
        guard let clock = stage?.clock ?? AnimationClock.current else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    private func record(_ kind: SoundEvent.Kind) {
        guard let log = stage?.log ?? SoundLog.current else { return }
        let number = number ?? log.numberPlayer()
        self.number = number
        log.record(kind, by: "player node \(number)", at: sceneNow)
    }
}
