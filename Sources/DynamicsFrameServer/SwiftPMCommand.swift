/// How the studio and a package's `studio` subcommand run SwiftPM on a package: through `env`, with Swift's
/// deterministic hashing. SwiftPM passes a package's default traits' `-D` flags in a Swift `Set`'s order, which
/// changes with each process's hash seed, so a build planned by one `swift` process and the next one planned by another
/// over the same build folder would compile every target of Dynamics again, half the time with two traits.
/// `make build` and `make test` run SwiftPM the same way, so their build folder and the studio's agree.
package enum SwiftPMCommand {
    /// The environment setting that fixes Swift's hash seed, as `env` takes it.
    package static let deterministicHashing = "SWIFT_DETERMINISTIC_HASHING=1"

    /// `swift` with `arguments` as `env`'s arguments (without `env` itself): `SWIFT_DETERMINISTIC_HASHING=1 swift …`.
    package static func environmentArguments(_ arguments: [String]) -> [String] {
        [deterministicHashing, "swift"] + arguments
    }
}
