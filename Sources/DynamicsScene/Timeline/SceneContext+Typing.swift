import Foundation
import DynamicsUIKit

extension SceneContext {
    /// Types `text` into `target` (a `UITextField`, a `UITextView` or any responder adopting `UIKeyInput`), one
    /// character every `interval` seconds from `time`, as a keyboard would: at `time` the target is made first
    /// responder if it is not (as a tap into it would; it may refuse, and then nothing is typed), then each
    /// character goes through `insertText`, so the delegate's should-change question, the text change and the
    /// editing events happen per key. "\n" is the return key and "\u{8}" (backspace) calls `deleteBackward`.
    /// There is no on-screen keyboard. A time or interval that is not finite, or a negative interval, schedules
    /// nothing.
    public func type(_ text: String, into target: UIResponder & UIKeyInput, time: TimeInterval,
                     interval: TimeInterval = 0.1) {
        let keys = Array(text)
        guard time.isFinite, interval.isFinite, interval >= 0,
              abs(time) + interval * Double(keys.count) < TickClock.longestScript else { return }
        scriptedEvents.append(ScriptedEvent(kind: .typing, start: time,
                                            end: time + interval * Double(max(0, keys.count - 1)),
                                            label: "type " + String(reflecting: text)))
        events.schedule(at: time) { [weak target] in
            guard let target, !target.isFirstResponder else { return }
            target.becomeFirstResponder()
        }
        for (index, key) in keys.enumerated() {
            events.schedule(at: time + interval * Double(index)) { [weak target] in
                guard let target, target.isFirstResponder else { return }
                if key == "\u{8}" { target.deleteBackward() } else { target.insertText(String(key)) }
            }
        }
    }
}
