extension UIApplication {
    /// What UIKit's `sendAction(_:to:from:for:)` does with a nil target, for code without selectors (ported
    /// `addTarget(nil, action:for:)` and its kin): the action goes to the first responder of `sender`'s window (the
    /// key window's when `sender` is in none) and up its chain, or, when that window has no first responder, to
    /// `sender` and up its chain. Each responder is handed to `respond` in turn until one returns true — it
    /// implements the action and has run it; the rest are not asked. Returns whether one did.
    @discardableResult
    public func sendAction(from sender: UIResponder?, toFirstResponding respond: (UIResponder) -> Bool) -> Bool {
        let window = sender?.responderWindow ?? keyWindow
        var responder = window?.firstResponder ?? sender
        while let current = responder {
            if respond(current) { return true }
            responder = current.next
        }
        return false
    }
}
