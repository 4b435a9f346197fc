import Foundation
import DynamicsGeometry

/// The insertion point of a text field or text view: a 2-point bar in the tint colour that stays lit while the user
/// types and then blinks on the scene clock, so the same scene time always shows the same caret.
///
/// The timing is ours, read off iOS screen recordings: lit for `steadyDuration` after editing begins or the text
/// changes, then off and on for half a second each.
@MainActor final class TextCaret {
    /// The bar's width in points (UIKit's caret is 2 points wide).
    static let width: CGFloat = 2
    /// How long the caret stays lit after an edit, in seconds.
    static let steadyDuration: TimeInterval = 0.5
    /// How long each off and on phase of the blink lasts, in seconds.
    static let blinkPhase: TimeInterval = 0.5

    /// The bar, a subview of the text control.
    let view = controlPart(cornerRadius: TextCaret.width / 2)
    private var lastEdit: TimeInterval = 0
    private var session = 0
    private var isRunning = false

    init() { view.isHidden = true }

    /// Whether the caret is lit `elapsed` seconds after the last edit.
    static func isLit(elapsed: TimeInterval) -> Bool {
        guard elapsed >= steadyDuration else { return true }
        let phase = Int(((elapsed - steadyDuration) / blinkPhase + 1e-9).rounded(.down))
        return phase % 2 == 1
    }

    /// Shows the caret and starts blinking it on the current scene clock.
    func start() {
        isRunning = true
        session += 1
        restartSteadyPhase()
        view.isHidden = false
        guard let clock = AnimationClock.current else { return }
        let thisSession = session
        clock.addFrameCallback { [weak self] now in
            guard let self, self.isRunning, self.session == thisSession else { return false }
            self.view.isHidden = !Self.isLit(elapsed: now - self.lastEdit)
            return true
        }
    }

    /// Keeps the caret lit for another steady phase (the text changed).
    func restartSteadyPhase() {
        lastEdit = AnimationClock.current?.now ?? 0
        if isRunning { view.isHidden = false }
    }

    /// Hides the caret (editing ended).
    func stop() {
        isRunning = false
        view.isHidden = true
    }
}
