// swift-tools-version:6.0
// How long swift-syntax's parser takes over runs of unclosed brackets and deep nesting, the shapes `BracketNesting`
// (Sources/DynamicsPort) refuses past its bound: `make bench-parser` builds this in release and prints the table.
// A package of its own, so the project's build never compiles it; swift-syntax at the version Package.swift resolves.
import PackageDescription

let package = Package(
    name: "parser-brackets",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0")],
    targets: [
        .executableTarget(name: "parser-brackets", dependencies: [.product(name: "SwiftParser", package: "swift-syntax")]),
    ]
)
