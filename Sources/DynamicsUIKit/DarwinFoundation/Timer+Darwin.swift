import Foundation

extension Timer {
    /// `Timer()`, as iOS code writes it to give a stored property a first value before the real timer is scheduled
    /// (`var timer = Timer()`, later `timer.invalidate()` and `timer = Timer.scheduledTimer(…)`). Darwin's comes from
    /// `NSObject.init()`; corelibs' `Timer` has no `init()`, and Swift does not let an extension add one, so this
    /// initializer takes a variadic list of `Never` — no argument can be passed, and `Timer()` calls it.
    ///
    /// The timer is not scheduled on any run loop and never fires (its fire date is `Date.distantFuture`, which corelibs keeps as a date in 2129); it is
    /// valid until `invalidate()` is called, as a scheduled timer is.
    public convenience init(_ noArguments: Never...) {
        self.init(fire: .distantFuture, interval: 0, repeats: false, block: { _ in })
    }
}
