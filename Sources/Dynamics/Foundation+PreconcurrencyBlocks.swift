// Darwin declares the blocks below `@Sendable` under `@preconcurrency` (they are Objective-C declarations), so a
// Swift 5-mode block that touches a view compiles silently on iOS; swift-corelibs-foundation declares them `@Sendable`
// without it, which makes every UIKit call inside a warning. An overload elsewhere cannot win Swift's ranking against
// corelibs' (same parameter types: the call is ambiguous). These live in the umbrella because Swift lets a module
// shadow a declaration of the same signature in a module it re-exports, when the file reaches that module only
// through it (swiftlang/swift, `removeShadowedDecls`): a file that says `import Dynamics` gets these; a file that
// also says `import Foundation` reaches corelibs directly, and `@_disfavoredOverload` then lets corelibs' win instead
// of making the call ambiguous. Code that does not import Dynamics never sees them.
// They are Foundation's API as Darwin declares it, so they stay out of the umbrella's documentation page. The
// `Timer` ones, which also put timers on the scene clock, are in `Timer+SceneClock.swift`.
import Foundation

extension OperationQueue {
    /// `addOperation(_:)` with a block, as Darwin declares it to Swift: the block is `@Sendable` under
    /// `@preconcurrency`, so in the Swift 5 language mode `OperationQueue.main.addOperation { view.alpha = 0 }`
    /// compiles without a diagnostic, as on iOS. Wraps the block in a `BlockOperation`, as corelibs' does.
    @_documentation(visibility: internal) @preconcurrency @_disfavoredOverload
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        addOperation(BlockOperation(block: block))
    }
}
