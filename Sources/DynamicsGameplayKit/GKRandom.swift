import Foundation

/// Anything that gives random numbers: a source or a distribution.
public protocol GKRandom {
    /// A value in `Int32.min...Int32.max` (a distribution: in its range).
    func nextInt() -> Int
    /// A value in `0..<upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// A value in `0...1` (a source: in `0..<1`).
    func nextUniform() -> Float
    /// True or false.
    func nextBool() -> Bool
}
