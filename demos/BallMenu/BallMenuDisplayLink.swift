import Dynamics
import Foundation

/// The part of `CADisplayLink` the menu uses: a callback that runs on every display refresh while not paused.
/// The scene fires every card's links from `SceneContext.onTick`, i.e. after the tick's tweens and animators
/// advanced, so the callback reads this tick's presentation values.
final class BallMenuDisplayLink {
    /// A paused link skips its callback (the source pauses its links whenever nothing animates).
    var isPaused = true
    private let update: () -> Void

    /// A paused link that calls `update` on every refresh once unpaused.
    init(update: @escaping () -> Void) {
        self.update = update
    }

    /// One display refresh.
    func fire() {
        if !isPaused { update() }
    }
}
