// Foundation's `Timer` as Darwin declares it, on the scene clock while a scene runs on this thread (`SceneTimers` in
// DynamicsUIKit does the work). These shadow corelibs' declarations of the same signature for a file that imports
// only Dynamics, by the rule `Foundation+PreconcurrencyBlocks.swift` describes; a file that also imports Foundation
// gets corelibs' own, on the wall clock. Outside a scene they behave as corelibs' do, except that a timer made with
// `init(timeInterval:repeats:block:)` first fires after its interval, as Darwin's does (corelibs' fires at once).
// Inside this module corelibs' and these are both visible, so they call DynamicsUIKit's helpers, never each other.
import Foundation
import DynamicsUIKit

extension Timer {
    /// `init(timeInterval:repeats:block:)` as Darwin declares and runs it: the block `@Sendable` under
    /// `@preconcurrency`, and the timer, once added to a run loop, first fires `interval` seconds after it was made.
    /// Made while a scene runs, those are seconds of scene time.
    @_documentation(visibility: internal) @preconcurrency @_disfavoredOverload
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (Timer) -> Void) {
        self.init(sceneDelay: interval, fire: Date(timeIntervalSinceNow: interval), interval: interval,
                  repeats: repeats, block: block)
    }

    /// `init(fire:interval:repeats:block:)` as Darwin declares it. Made while a scene runs, the timer first fires at
    /// `date`'s distance from now in scene time (rounded up to whole milliseconds, as `DispatchQueue.main.asyncAfter`'s delay).
    @_documentation(visibility: internal) @preconcurrency @_disfavoredOverload
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (Timer) -> Void) {
        self.init(sceneDelay: Timer.sceneDelay(until: date), fire: date, interval: interval, repeats: repeats,
                  block: block)
    }

    /// `scheduledTimer(withTimeInterval:repeats:block:)` as Darwin declares it to Swift: `@discardableResult`, and the
    /// block `@Sendable` under `@preconcurrency`, so in the Swift 5 language mode a block that touches a view, or a
    /// timer that is not kept, compiles without a diagnostic, as on iOS. In the Swift 6 mode the block is `@Sendable`.
    ///
    /// The timer first fires `interval` seconds from now, in the current run loop's default mode: while a scene runs,
    /// seconds of scene time.
    @_documentation(visibility: internal) @preconcurrency @discardableResult @_disfavoredOverload
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(sceneDelay: interval, fire: Date(timeIntervalSinceNow: interval), interval: interval,
                          repeats: repeats, block: block)
        RunLoop.current.addOnSceneClock(timer, forMode: .default)
        return timer
    }

    /// `fireDate`: setting it while a scene runs moves the timer's next fire to the date's distance from now in scene
    /// time (`Date.distantFuture` holds it until the next change).
    @_documentation(visibility: internal) @_disfavoredOverload
    public var fireDate: Date {
        get { sceneFireDate }
        set { sceneFireDate = newValue }
    }
}

extension RunLoop {
    /// `add(_:forMode:)`: a timer added to this thread's run loop while a scene runs here fires on the scene clock,
    /// once per fire time whatever modes it is added in.
    @_documentation(visibility: internal) @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        addOnSceneClock(timer, forMode: mode)
    }
}
