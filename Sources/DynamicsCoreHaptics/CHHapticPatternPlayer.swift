import Foundation

/// "As soon as possible": a player time of 0 starts, stops or changes it at the scene's current time.
public let CHHapticTimeImmediate: TimeInterval = 0

/// Starts and stops one pattern on the engine's clock (the scene clock), and sends it controls.
public protocol CHHapticPatternPlayer: NSObjectProtocol {
    /// Starts the pattern at engine time `time` (`CHHapticTimeImmediate` or a past time: now).
    func start(atTime time: TimeInterval) throws
    /// Stops the pattern at `time`: its events due from then on do not play, and continuous ones end there.
    func stop(atTime time: TimeInterval) throws
    /// Applies `parameters` from `time` on (their relative times are added to it).
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Applies `parameterCurve` from `time` on.
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    /// Drops everything pending and stops now.
    func cancel() throws
    /// True silences the player.
    var isMuted: Bool { get set }
}

/// A player that can also pause, resume, seek, loop and change its rate.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Pauses at `time`, remembering where in the pattern it was.
    func pause(atTime time: TimeInterval) throws
    /// Resumes a paused pattern at `time` from where it paused.
    func resume(atTime time: TimeInterval) throws
    /// Jumps to `offsetTime` seconds into the pattern now.
    func seek(toOffset offsetTime: TimeInterval) throws
    /// True plays the pattern again from the start whenever it reaches `loopEnd`.
    var loopEnabled: Bool { get set }
    /// Where a loop goes back to the start; 0 is the end of the last event.
    var loopEnd: TimeInterval { get set }
    /// A multiple of the pattern's speed; values of 0 or less are ignored.
    var playbackRate: Float { get set }
    /// Called (on the scene's main queue, at the scene time the pattern ends) when the player finishes.
    var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler { get set }
}

/// The block told that an advanced player finished or was stopped (the error is nil when nothing failed).
public typealias CHHapticAdvancedPatternPlayerCompletionHandler = (Error?) -> Void
