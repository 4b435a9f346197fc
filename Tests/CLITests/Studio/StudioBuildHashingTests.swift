import Foundation
import Testing

/// The studio's builds of a package run SwiftPM with deterministic hashing. SwiftPM passes a package's default traits'
/// `-D` flags in a Swift `Set`'s order, which follows each process's hash seed: without it, a build planned anew by
/// another `swift` process over the same build folder compiles the package again (with four traits, 23 times in 24;
/// SwiftPM keeps its plan until the manifest or the build's parameters change, and then plans anew).
@Suite("dynamics studio: SwiftPM with deterministic hashing", .serialized)
struct StudioBuildHashingTests {
    @Test("a second studio building the same package over the same build folder compiles nothing again")
    func secondBuildCompilesNothing() throws {
        let package = try temporaryFolder()
        try Self.writeFourTraitPackage(in: package)
        // The studios themselves hash randomly (as a person's shell does), so only what they hand SwiftPM counts.
        let randomHashing = ["SWIFT_DETERMINISTIC_HASHING": "0"]
        let first = try StudioProcess(["--product", "FourTraits"], folder: package, environment: randomHashing)
        try StudioWatchTests.waitForBuild(first)
        let built = try Self.compileOutputs(in: package)
        #expect(built.keys.contains { $0.hasSuffix("/Traited.dia") } && built.keys.contains { $0.hasSuffix("/main.dia") },
                "\(built.keys.sorted())")
        let plan = try Self.modified(package.appendingPathComponent(".build/debug/description.json"))

        // The first studio keeps the folder (it is removed when the value goes). A manifest changed by a comment makes
        // the second studio's SwiftPM plan the build anew, in a process of its own.
        let manifest = package.appendingPathComponent("Package.swift")
        try (try String(contentsOf: manifest, encoding: .utf8) + "// planned again\n").write(to: manifest, atomically: true, encoding: .utf8)
        let second = try StudioProcess(["--product", "FourTraits"], folder: package, environment: randomHashing)
        try StudioWatchTests.waitForBuild(second)
        #expect(try Self.modified(package.appendingPathComponent(".build/debug/description.json")) != plan,
                "the second build was not planned anew")
        let rebuilt = try Self.compileOutputs(in: package)
        let changed = rebuilt.filter { built[$0.key] != $0.value }.keys.sorted()
        #expect(changed.isEmpty, "compiled again by the second studio's build: \(changed)")
        withExtendedLifetime(first) {}
    }

    /// A package with four default traits, each defining a compilation condition its library reads, and the
    /// executable product the studio builds.
    static func writeFourTraitPackage(in folder: URL) throws {
        let files = [
            "Package.swift": """
                // swift-tools-version:6.1
                import PackageDescription
                let package = Package(
                    name: "FourTraits",
                    products: [.executable(name: "FourTraits", targets: ["FourTraits"])],
                    traits: [.default(enabledTraits: ["North", "East", "South", "West"]),
                             "North", "East", "South", "West"],
                    targets: [
                        .target(name: "Traited"),
                        .executableTarget(name: "FourTraits", dependencies: ["Traited"]),
                    ]
                )
                """,
            "Sources/Traited/Traited.swift": """
                public func traits() -> [String] {
                    var names: [String] = []
                    #if North
                    names.append("North")
                    #endif
                    #if East
                    names.append("East")
                    #endif
                    #if South
                    names.append("South")
                    #endif
                    #if West
                    names.append("West")
                    #endif
                    return names
                }
                """,
            "Sources/FourTraits/main.swift": """
                import Traited
                print(traits().joined(separator: " "))
                """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((text + "\n").utf8).write(to: url)
        }
    }

    /// What the compile jobs of the package's debug build write every time they run, with its modification time: the
    /// diagnostics (`.dia`), dependency (`.d`) and incremental-build (`.priors`) files. (The compiler leaves a module
    /// or object file it would write byte for byte as it was, so their times do not show a job that ran.)
    static func compileOutputs(in package: URL) throws -> [String: Date] {
        let build = package.appendingPathComponent(".build")
        var files: [String: Date] = [:]
        let walker = try #require(FileManager.default.enumerator(at: build, includingPropertiesForKeys: [.contentModificationDateKey]))
        for case let url as URL in walker where ["dia", "d", "priors"].contains(url.pathExtension) {
            guard !url.path.contains("/ModuleCache/") else { continue }
            files[String(url.path.dropFirst(build.path.count))] = try modified(url)
        }
        return files
    }

    /// When `file` was last written.
    static func modified(_ file: URL) throws -> Date {
        try #require(try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
    }
}
