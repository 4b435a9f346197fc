// Darwin's `arc4random()` and `arc4random_uniform(_:)`, drawing from the scene's seeded generator while a scene runs
// on this thread (`SceneRandom` in DynamicsUIKit), so that a render of an app that places things at random gives the
// same frames and sounds every time. They shadow Glibc's, which Foundation re-exports, for a file that imports only
// Dynamics (what `dynamics port` writes), by the rule `Foundation+PreconcurrencyBlocks.swift` describes; a file that
// also imports Foundation or Glibc itself gets Glibc's, which no seed reaches.
import Foundation
import DynamicsUIKit

/// `arc4random()` as Darwin declares it: 32 random bits. While a scene runs, the next bits of the scene's generator,
/// the same in every run of the scene; elsewhere the system's.
@_documentation(visibility: internal) @_disfavoredOverload
public func arc4random() -> UInt32 {
    SceneRandom.draw32()
}

/// `arc4random_uniform(_:)` as Darwin declares it: a number below `upperBound`, each equally likely (0 for a bound
/// below 2). While a scene runs, drawn from the scene's generator, the same in every run of the scene; elsewhere from
/// the system's.
@_documentation(visibility: internal) @_disfavoredOverload
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
    SceneRandom.draw(below: upperBound)
}
