import Foundation
import DynamicsUIKit

/// What the scripted fingers of every gesture do on one tick: a device reports every finger that changed in a frame
/// in one touch event, so the fingers of all scripts (a `pan` and a `longPress` landing together, say) that go down on
/// a tick are delivered as one event, then those that move, then those that lift — each view gets one call per touch
/// method with all of its fingers, and every call's event lists them all.
@MainActor final class FingerFrame {
    /// One script's part of the tick: its fingers going down, moving and lifting.
    private var downs: [() -> Void] = []
    private var moves: [() -> Void] = []
    private var lifts: [() -> Void] = []

    /// Adds one script's steps for this tick.
    func add(down: @escaping () -> Void, move: @escaping () -> Void, lift: @escaping () -> Void) {
        downs.append(down)
        moves.append(move)
        lifts.append(lift)
    }

    /// Delivers the tick: every script's downs as one event, then the moves, then the lifts (recognisers see each
    /// script's fingers first, then the views get theirs).
    func deliver() {
        for phase in [downs, moves, lifts] {
            GestureDelivery.asOneEvent { for step in phase { step() } }
        }
    }
}
