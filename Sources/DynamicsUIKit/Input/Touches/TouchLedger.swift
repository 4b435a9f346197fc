import Foundation

/// The raw-touch bookkeeping of one scene: the fingers down now, lifted fingers whose `touchesEnded` is held back,
/// where the last finger lifted (for `tapCount`) and the calls gathered while fingers that changed together are
/// delivered.
///
/// It belongs to the scene's animation clock, so scenes run one after another in one process (`render --all`, a test
/// suite) — or side by side — never see each other's fingers: a held `touchesEnded` of a scene that stopped is never
/// settled in the next one. Code that drives touches without a clock shares one ledger of its own.
@MainActor final class TouchLedger {
    /// Fingers down now, in every window of the scene; a sequence leaves when its finger lifts or the view loses it.
    var active: [ViewTouchSequence] = []
    /// Lifted fingers whose `touchesEnded` waits for a recogniser with `delaysTouchesEnded` to decide.
    var heldEnds: [ViewTouchSequence] = []
    /// The last finger that lifted, to count taps at one place.
    var lastLift: ViewTouchSequence.Lift?
    /// While fingers that changed together are delivered (`ViewTouchSequence.together(_:)`): the calls to make, one
    /// per view and touch method, with every finger of that view in it.
    var batch: [ViewTouchSequence.BatchedCall]?

    /// The ledgers of the clocks that drove touches, held weakly: a ledger goes away with its scene's clock.
    private static var byClock: [(clock: WeakClock, ledger: TouchLedger)] = []
    /// The ledger of touches delivered while no clock is current.
    private static let unclocked = TouchLedger()

    /// The ledger of the scene whose clock is current (`AnimationClock.current`), made on first use.
    static var current: TouchLedger {
        guard let clock = AnimationClock.current else { return unclocked }
        if let entry = byClock.first(where: { $0.clock.clock === clock }) { return entry.ledger }
        byClock.removeAll { $0.clock.clock == nil }
        let ledger = TouchLedger()
        byClock.append((WeakClock(clock: clock), ledger))
        return ledger
    }

    /// A clock that may go away.
    private struct WeakClock {
        weak var clock: AnimationClock?
    }
}

extension TouchLedger {
    /// The fingers down on a view of the window `root` whose view has had their `touchesBegan`: what an event of
    /// that window lists besides its own fingers.
    func down(in root: ObjectIdentifier) -> [UITouch] {
        active.filter { $0.rootIdentity == root && $0.hasBegun }.map(\.touch)
    }
}
