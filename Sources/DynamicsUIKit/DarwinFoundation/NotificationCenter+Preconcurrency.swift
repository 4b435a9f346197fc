import Foundation

extension NotificationCenter {
    /// `addObserver(forName:object:queue:using:)` as Darwin declares it to Swift: the block is `@Sendable` under
    /// `@preconcurrency`, so in the Swift 5 language mode a block that calls UIKit (`self?.view.layoutIfNeeded()`)
    /// compiles without a diagnostic, as on iOS. Corelibs declares the block `@Sendable` without `@preconcurrency`,
    /// which in the Swift 5 mode turns every main-actor call inside it into a warning. In the Swift 6 mode the block
    /// is `@Sendable` either way.
    ///
    /// The observer, the queue and the delivery are corelibs' own: this forwards to it. Swift prefers this overload
    /// whenever `object` is a class instance or nil (an `AnyObject?` parameter is more specific than corelibs'
    /// `Any?`); a call passing a value type reaches corelibs' directly.
    @preconcurrency @discardableResult
    public func addObserver(forName name: Notification.Name?, object: AnyObject?, queue: OperationQueue?,
                            using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        addObserver(forName: name, object: object as Any?, queue: queue, using: block)
    }
}
