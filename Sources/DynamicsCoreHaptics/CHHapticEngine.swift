import Foundation
import DynamicsAudio
import DynamicsUIKit

/// The connection to the haptic hardware. Here the hardware is the scene: the engine's clock is the scene clock
/// (`currentTime` is the scene time), and its players put their events into the scene's `HapticLog`, which
/// `render --trace` writes and `--show-haptics` draws.
open class CHHapticEngine {
    /// What the engine does when its players have finished.
    public enum FinishedAction: Int, Sendable {
        /// Stop the engine.
        case stopEngine = 1
        /// Leave it running.
        case leaveEngineRunning = 2
    }

    /// Why the engine stopped by itself.
    public enum StoppedReason: Int, Sendable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app was suspended.
        case applicationSuspended = 2
        /// It was idle with `isAutoShutdownEnabled`.
        case idleTimeout = 3
        /// A finished handler returned `.stopEngine`.
        case notifyWhenFinished = 4
        /// The engine was destroyed.
        case engineDestroyed = 5
        /// Its game controller disconnected.
        case gameControllerDisconnect = 6
        /// An error.
        case systemError = -1
    }

    /// The block told when `start`/`stop` completes.
    public typealias CompletionHandler = (Error?) -> Void
    /// The block told when every player has finished; it says what the engine does next.
    public typealias FinishedHandler = (Error?) -> FinishedAction
    /// The block told when the engine stopped by itself.
    public typealias StoppedHandler = (StoppedReason) -> Void
    /// The block told when the haptic server reset.
    public typealias ResetHandler = () -> Void

    /// The engine's clock in seconds: the scene time (0 outside a scene).
    open var currentTime: TimeInterval { HapticLog.current?.now ?? 0 }
    /// Told when the engine stops by itself. A scene never interrupts, suspends or resets the engine, so neither
    /// this nor `resetHandler` is called except after a finished handler returns `.stopEngine`.
    open var stoppedHandler: StoppedHandler = { _ in }
    /// Told when the haptic server resets (never in a scene).
    open var resetHandler: ResetHandler = {}
    /// True plays haptic events only: audio events are not heard.
    open var playsHapticsOnly = false
    /// True plays audio events only: haptic events are not recorded (iOS 16).
    open var playsAudioOnly = false
    /// True mutes audio events.
    open var isMutedForAudio = false
    /// True mutes haptic events: players record nothing.
    open var isMutedForHaptics = false
    /// True lets the engine start itself when a player starts.
    open var isAutoShutdownEnabled = false

    /// True between `start()` and `stop`.
    private(set) var isRunning = false
    private var players: [Weak<HapticPatternPlayer>] = []
    private var nextAudioResource = 1
    private var audioResources: [CHHapticAudioResourceID: URL] = [:]

    /// An engine for the device's haptics. The scene's device has a Taptic Engine, so this does not throw
    /// (`capabilitiesForHardware().supportsHaptics` is true). Not an `NSObject` here: Swift lets no `NSObject`
    /// subclass have the throwing `init()` the SDK's `initAndReturnError:` becomes.
    public init() throws {}

    /// An engine that plays its audio events through `audioSession`. A scene has one audio session, so this is
    /// `init()`: the session is accepted as iOS takes it.
    public convenience init(audioSession: AVAudioSession?) throws {
        try self.init()
    }

    /// What the hardware can do: haptics and audio, with the parameter ranges of an iPhone's Taptic Engine.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        TapticEngineCapability()
    }

    /// Starts the engine (at once: a scene's engine has nothing to wait for).
    open func start() throws {
        isRunning = true
    }

    /// Starts the engine and tells `completionHandler` on the scene's main queue.
    open func start(completionHandler: CompletionHandler? = nil) {
        isRunning = true
        if let completionHandler { onSceneQueue(at: currentTime) { completionHandler(nil) } }
    }

    /// Stops the engine now: every player's events not yet played are dropped. `completionHandler` is told on the
    /// scene's main queue; `stoppedHandler` is not (the app stopped it).
    open func stop(completionHandler: CompletionHandler? = nil) {
        isRunning = false
        for player in livePlayers { try? player.stop(atTime: CHHapticTimeImmediate) }
        if let completionHandler { onSceneQueue(at: currentTime) { completionHandler(nil) } }
    }

    /// Calls `finishedHandler` on the scene's main queue when the players playing now have finished (at once when
    /// none is); a `.stopEngine` answer stops the engine and tells `stoppedHandler` (`.notifyWhenFinished`).
    open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) {
        let end = livePlayers.compactMap(\.endTime).max() ?? currentTime
        onSceneQueue(at: end) { [weak self] in
            guard let self, finishedHandler(nil) == .stopEngine else { return }
            self.stop()
            self.stoppedHandler(.notifyWhenFinished)
        }
    }

    /// A player of `pattern`.
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        try makeHapticPlayer(pattern)
    }

    /// A player of `pattern` that can also pause, seek, loop and change its rate.
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        try makeHapticPlayer(pattern)
    }

    /// Plays the AHAP file at `fileURL` now, starting the engine first if it is not running.
    open func playPattern(from fileURL: URL) throws {
        try play(CHHapticPattern(contentsOf: fileURL))
    }

    /// Plays the AHAP JSON `data` now, starting the engine first if it is not running.
    open func playPattern(from data: Data) throws {
        try play(CHHapticPattern(dictionary: PatternDictionary.parse(json: data)))
    }

    /// Registers an audio file for `audioCustom` events; the file must exist. It is decoded when a player of a pattern
    /// that plays it is made.
    open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
        guard FileManager.default.fileExists(atPath: resourceURL.path) else {
            throw CHHapticError(.fileNotFound, "no audio file at '\(resourceURL.path)'")
        }
        let id = nextAudioResource
        nextAudioResource += 1
        audioResources[id] = resourceURL
        return id
    }

    /// Forgets a registered audio file.
    open func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {
        guard audioResources.removeValue(forKey: resourceID) != nil else {
            throw CHHapticError(.invalidAudioResource, "audio resource \(resourceID) is not registered")
        }
    }

    private func play(_ pattern: CHHapticPattern) throws {
        if !isRunning { try start() }
        try makeHapticPlayer(pattern).start(atTime: CHHapticTimeImmediate)
    }

    private func makeHapticPlayer(_ pattern: CHHapticPattern) throws -> HapticPatternPlayer {
        let player = HapticPatternPlayer(pattern: pattern, engine: self, sounds: try sounds(of: pattern))
        players = players.filter { $0.value != nil } + [Weak(player)]
        return player
    }

    private var livePlayers: [HapticPatternPlayer] { players.compactMap(\.value) }

    /// The decoded file of each of `pattern`'s events that plays one, by the event's index: a registered resource,
    /// or an `EventWaveformPath` — a full path, or a name looked for beside the pattern's AHAP file, then in the app's
    /// resources (the main bundle, the executable's folder and its resource bundles, as `UIImage(named:)` looks).
    private func sounds(of pattern: CHHapticPattern) throws -> [Int: DecodedSound] {
        var sounds: [Int: DecodedSound] = [:]
        for (index, event) in pattern.events.enumerated() where event.playsFile {
            let url: URL
            if let id = event.audioResourceID {
                guard let registered = audioResources[id] else {
                    throw CHHapticError(.invalidAudioResource, "audio resource \(id) is not registered")
                }
                url = registered
            } else {
                url = try file(named: event.waveformPath ?? "", besides: pattern.folder)
            }
            do { sounds[index] = try SoundDecoder.decode(fileAt: url) } catch {
                throw CHHapticError(.invalidAudioResource, "cannot decode the audio file '\(url.path)'")
            }
        }
        return sounds
    }

    private func file(named path: String, besides folder: URL?) throws -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        let folders = (folder.map { [$0.path] } ?? []) + UIImage.resourceDirectories()
        for folder in folders {
            let candidate = (folder as NSString).appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        throw CHHapticError(.fileNotFound, "no audio file '\(path)' beside the pattern or in the app's resources")
    }

    /// Throws `engineNotRunning` unless the engine runs (or starts itself, with `isAutoShutdownEnabled`).
    func requireRunning() throws {
        if isAutoShutdownEnabled { isRunning = true }
        guard isRunning else {
            throw CHHapticError(.engineNotRunning, "the haptic engine is not running: call start() first")
        }
    }

    /// Runs `work` on the scene's main queue at scene time `time` (at once where no scene runs), where iOS calls
    /// Core Haptics' handlers on an internal queue.
    func onSceneQueue(at time: TimeInterval, _ work: @escaping () -> Void) {
        AnimationClock.enqueueOnCurrentScene(after: max(0, time - currentTime), work)
    }
}

/// A reference that does not keep its object alive.
private struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
