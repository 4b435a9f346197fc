import Foundation
import DynamicsUIKit

/// The app's audio session (AVFAudio's `AVAudioSession`): categories, modes, options and activation are accepted,
/// kept, and recorded in the scene's sound log with their times. A render has no other apps and no hardware, so they
/// change nothing that is heard: every sound plays, mixed, as in `.ambient` with `.mixWithOthers`.
///
/// `sharedInstance()` is the running scene's session (each scene starts with iOS's defaults); outside a scene, one
/// session of the process.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private struct State {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options: CategoryOptions = []
        var policy = RouteSharingPolicy.default
        var isActive = false
    }

    private let lock = NSLock()
    private var state = State()
    private static let outsideScenes = AVAudioSession()

    override init() { super.init() }

    /// The running scene's session, or the process's outside a scene.
    open class func sharedInstance() -> AVAudioSession {
        SoundLog.current?.session ?? outsideScenes
    }

    /// The category set last (`.soloAmbient` until one is).
    open var category: Category { lock.withLock { state.category } }
    /// The mode set last (`.default` until one is).
    open var mode: Mode { lock.withLock { state.mode } }
    /// The category options set last.
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// The route-sharing policy set last.
    open var routeSharingPolicy: RouteSharingPolicy { lock.withLock { state.policy } }
    /// Whether `setActive(true)` was called last (the render plays sounds either way).
    open var isActive: Bool { lock.withLock { state.isActive } }
    /// No other app plays in a render: false.
    open var isOtherAudioPlaying: Bool { false }
    /// No other app plays in a render: false.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The render's output volume: 1.
    open var outputVolume: Float { 1 }
    /// The mix's sample rate: 48 000.
    open var sampleRate: Double { Double(SoundMixer.sampleRate) }

    /// Sets the category, keeping mode and options.
    open func setCategory(_ category: Category) throws {
        update("setCategory(\(category.name))") { $0.category = category }
    }

    /// Sets the category and its options, keeping the mode.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        update("setCategory(\(category.name), options: \(options.rawValue))") {
            $0.category = category
            $0.options = options
        }
    }

    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: .default, options: options)
    }

    /// Sets the category, mode, route-sharing policy and options.
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy,
                          options: CategoryOptions = []) throws {
        update("setCategory(\(category.name), mode: \(mode.name), policy: \(policy), options: \(options.rawValue))") {
            $0.category = category
            $0.mode = mode
            $0.policy = policy
            $0.options = options
        }
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws {
        update("setMode(\(mode.name))") { $0.mode = mode }
    }

    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        update("setActive(\(active))") { $0.isActive = active }
    }

    private func update(_ call: String, _ change: (inout State) -> Void) {
        lock.withLock { change(&state) }
        if let log = SoundLog.current, let clock = AnimationClock.current {
            log.record(.session(call), by: "audio session", at: MainActor.assumeIsolated { clock.now })
        }
    }
}

extension AVAudioSession.Category {
    /// `ambient` for `AVAudioSessionCategoryAmbient`: the name Swift code writes.
    fileprivate var name: String { String(rawValue.dropFirst("AVAudioSessionCategory".count)) }
}

extension AVAudioSession.Mode {
    /// `default` for `AVAudioSessionModeDefault`.
    fileprivate var name: String { String(rawValue.dropFirst("AVAudioSessionMode".count)) }
}
