/// An object that can observe views and layers: the `observeValue(forKeyPath:of:change:context:)` NSObject has on
/// iOS. `UIView` and `UIViewController` adopt it, so their subclasses override `observeValue` as on iOS.
@preconcurrency @MainActor public protocol KeyValueObserver: AnyObject {
    /// Told of a change to a key path this object observes; `change` holds `.kindKey` and, as the options asked,
    /// `.newKey`, `.oldKey` and `.notificationIsPriorKey`. Values are the Swift values (`CGPoint`, `CGRect`,
    /// `CGAffineTransform`), so `change?[.newKey] as? CGPoint` reads them.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    )
}
