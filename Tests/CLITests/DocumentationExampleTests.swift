import Dynamics
import Foundation
import Testing

/// Every Swift code block of the README and of `docs/` compiles as pasted, with only the imports it shows, in a
/// package outside the repository that depends on this checkout by path — as a reader's own package would.
@Suite("documentation examples", .serialized)
struct DocumentationExampleTests {
    /// The checkout this test file belongs to.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One fenced ```swift block.
    struct Block {
        let file: String
        let line: Int
        let code: String
        /// The path the text gives the block on the line before it, as in "`Sources/MyScenes/main.swift`:".
        let path: String?
        var isManifest: Bool { code.hasPrefix("// swift-tools-version") }
        /// A block whose first line is `// Swift 5 language mode` is Swift 5-era code: it is compiled as a library
        /// target (a file of declarations, not top-level code) in the Swift 5 language mode, with no isolation
        /// settings (only `-warnings-as-errors`), and must compile without a single warning — as it does against the
        /// iOS SDK.
        var isSwift5Mode: Bool { code.hasPrefix(Self.swift5Marker) }
        static let swift5Marker = "// Swift 5 language mode\n"
        /// A block whose first line is `// Swift 4 type names` is code that does not compile: it is left out of the
        /// examples and compiled in the Swift 5 and the Swift 6 modes, where each line ending in `// error: …` must
        /// get exactly that error, and no line anything else — what the same code gets against the iOS SDK.
        var isSwift4Names: Bool { code.hasPrefix("// Swift 4 type names\n") }

        /// The error each line (1-based, within the block) names in its `// error: …` comment.
        var namedErrors: [Int: String] {
            var named: [Int: String] = [:]
            for (offset, line) in code.components(separatedBy: "\n").enumerated() {
                if let match = line.firstMatch(of: #/// error: (.+)$/#) { named[offset + 1] = String(match.1) }
            }
            return named
        }

        /// The lines (1-based, within the block) that end in `// Swift 6: error` or `// Swift 6: warning` (or
        /// `// Swift 6: 2 errors` where one line gets two), with how many of that kind each gets: what the same code
        /// gives when compiled in the Swift 6 language mode.
        func swift6Diagnostics(_ kind: String) -> [Int: Int] {
            var marked: [Int: Int] = [:]
            for (offset, line) in code.components(separatedBy: "\n").enumerated() {
                guard let match = line.firstMatch(of: #/// Swift 6: (?:(\d+) )?(error|warning)s?$/#),
                      match.2 == kind else { continue }
                marked[offset + 1] = match.1.flatMap { Int($0) } ?? 1
            }
            return marked
        }
    }

    /// Where the outside packages live (inside the checkout, ignored by git).
    static let outside = checkout.appendingPathComponent(".build-doc-examples")

    /// The one build folder of both packages. The tests run one after the other (the suite is serialized), and since
    /// both reach Dynamics through the same path, the second finds Dynamics built by the first. `make test` runs this
    /// suite after `swift test`, from the test binary, with `DYNAMICS_EXAMPLES_SCRATCH` naming the checkout's own
    /// build folder, so the packages reuse what `swift test` built (see `dependingOnTheCheckout(_:)`) instead of
    /// compiling Dynamics and its dependencies a second time. Inside `swift test` that folder is locked, so without
    /// the variable the packages build in a folder of their own.
    static var scratch: String {
        ProcessInfo.processInfo.environment["DYNAMICS_EXAMPLES_SCRATCH"] ?? outside.appendingPathComponent("scratch").path
    }

    /// `manifest`, which depends on Dynamics as the README has readers clone it (`.package(path: "../Dynamics")`),
    /// pointed at this checkout where it is. SwiftPM compiles a package's targets with its identity (the last
    /// component of its path) and the paths of their sources, so only the checkout's own path — not a link named
    /// `Dynamics` — gives the commands `swift test` ran on the checkout, and lets a shared build folder reuse them.
    /// For a checkout cloned as the README says, into `Dynamics`, only the path changes.
    static func dependingOnTheCheckout(_ manifest: String) -> String {
        manifest.replacingOccurrences(of: #".package(path: "../Dynamics")"#, with: ".package(path: \"\(checkout.path)\")")
            .replacingOccurrences(of: #"package: "Dynamics")"#, with: "package: \"\(checkout.lastPathComponent)\")")
    }

    /// A fresh folder `name` for an outside package.
    static func freshPackageFolder(_ name: String) throws -> URL {
        let folder = outside.appendingPathComponent("packages").appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The checkout's pins, where it has them, keep the package's dependencies at the versions the checkout was
        // built with, so a build folder shared with the checkout does not switch its dependencies' checkouts.
        let pins = checkout.appendingPathComponent("Package.resolved")
        if FileManager.default.fileExists(atPath: pins.path) {
            try FileManager.default.copyItem(at: pins, to: folder.appendingPathComponent("Package.resolved"))
        }
        return folder
    }

    /// The DocC catalog of the umbrella module.
    static let catalog = "Sources/Dynamics/Dynamics.docc"

    /// The ```swift blocks of `README.md`, every `docs/*.md` and the DocC articles, in order.
    static func blocks() throws -> [Block] {
        func markdown(in folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        var blocks: [Block] = []
        for file in try ["README.md"] + markdown(in: "docs") + markdown(in: catalog) {
            let lines = try String(contentsOf: checkout.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            var start: Int?
            for (number, line) in lines.enumerated() {
                if start == nil, line == "```swift" {
                    start = number + 1
                } else if let first = start, line == "```" {
                    let caption = lines[..<(first - 1)].last { !$0.isEmpty }
                    let path = caption?.firstMatch(of: /^`([^`]+\.swift)`:$/).map { String($0.1) }
                    blocks.append(Block(file: file, line: first, code: lines[first..<number].joined(separator: "\n") + "\n",
                                        path: path))
                    start = nil
                }
            }
        }
        return blocks
    }

    @Test func everySwiftBlockCompilesAsPastedInAPackageOfItsOwn() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 3, "README's examples were found")
        // Each code block is the main.swift of an executable target of its own.
        let code = blocks.filter { !$0.isManifest && !$0.isSwift4Names }
        let examples = try Self.freshPackageFolder("Examples")
        let rendered = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: rendered) }
        var targets: [String] = []
        for (index, block) in code.enumerated() {
            let folder = examples.appendingPathComponent("Sources/Example\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if block.isSwift5Mode {
                try block.code.write(to: folder.appendingPathComponent("Example.swift"), atomically: true, encoding: .utf8)
                targets.append("""
                        .target(name: "Example\(index)", dependencies: [.product(name: "Dynamics", package: "Dynamics"),
                                .product(name: "DynamicsSnapshotTesting", package: "Dynamics")],
                                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]),
                """)
                continue
            }
            try block.code.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            // Every example links all of Dynamics, debug information included: with the toolchain's lld each link
            // takes about two thirds of the processor time the system's default, gold, takes (the flag reaches only
            // the link, so Dynamics' compiled objects are still the test build's).
            targets.append("""
                    .executableTarget(name: "Example\(index)", dependencies: [
                        .product(name: "Dynamics", package: "Dynamics"),
                        .product(name: "DynamicsCommandLine", package: "Dynamics"),
                        .product(name: "DynamicsTesting", package: "Dynamics"),
                        .product(name: "DynamicsSnapshotTesting", package: "Dynamics"),
                        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                    ], linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),
            """)
        }
        try Self.dependingOnTheCheckout("""
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Examples",
            dependencies: [
                .package(path: "../Dynamics"),
                .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
            ],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )
        """).write(to: examples.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scratch = Self.scratch
        let build = try Self.run(["swift", "build", "--package-path", examples.path, "--scratch-path", scratch])
        let located = code.enumerated().map { "Example\($0.offset) = \($0.element.file):\($0.element.line)" }
        #expect(build.status == 0, "\(located.joined(separator: ", "))\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        // Swift 5-era code compiles with no diagnostic at all, as against the iOS SDK. Its target turns warnings into
        // errors, so a warning fails the build above and is never hidden by a build that skips an unchanged file.
        let swift5Blocks = code.indices.filter { code[$0].isSwift5Mode }
        #expect(!swift5Blocks.isEmpty, "porting.md shows Swift 5-era code")
        for index in swift5Blocks {
            let diagnostics = Self.diagnostics(in: build.output, file: "Example\(index)/Example.swift")
            #expect(diagnostics.isEmpty, "\(code[index].file):\(code[index].line), Swift 5 mode:\n\(diagnostics.joined(separator: "\n"))")
        }

        // The README's own-package example does what the README says: its executable is the full command line.
        let ownPackage = try #require(code.firstIndex { $0.code.contains("DynamicsCommand.main(scenes:") })
        let executable = URL(fileURLWithPath: scratch).appendingPathComponent("debug/Example\(ownPackage)").path
        let list = try Self.run([executable, "list"])
        #expect(list.status == 0 && list.output.contains("falling-card"), "\(list.output)")
        let out = rendered.path
        let render = try Self.run([executable, "render", "falling-card", "--duration", "0.5", "--fps", "10",
                                   "--scale", "0.5", "--quiet", "--out", out])
        #expect(render.status == 0, "\(render.output)")
        #expect(RenderManifest.read(fromFolder: out)?.frameCount == 5)

    }

    /// The README's own package — its Package.swift, main.swift and snapshot tests (Swift Testing and XCTest), word
    /// for word — builds, renders through its command line, and snapshot-tests: the first `swift test` records the
    /// references and fails, the second passes.
    @Test func theReadmePackageRecordsItsSnapshotsThenPasses() throws {
        let blocks = try Self.blocks()
        let manifest = try #require(blocks.first { $0.isManifest && $0.file == "README.md" })
        let files = blocks.filter { $0.file == manifest.file && $0.path != nil && $0.line > manifest.line }
        #expect(files.map(\.path) == ["Sources/MyScenes/main.swift", "Tests/MyScenesTests/CardTests.swift",
                                       "Tests/MyScenesTests/BoxXCTests.swift", "Tests/MyScenesTests/CardStrategyTests.swift"])
        let package = try Self.freshPackageFolder("MyScenes")
        #expect(manifest.code.contains(#".package(path: "../Dynamics")"#))
        try Self.dependingOnTheCheckout(manifest.code).write(to: package.appendingPathComponent("Package.swift"),
                                                        atomically: true, encoding: .utf8)
        for file in files {
            let url = package.appendingPathComponent(try #require(file.path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.code.write(to: url, atomically: true, encoding: .utf8)
        }
        let arguments = ["swift", "test", "--package-path", package.path, "--scratch-path", Self.scratch]
        let first = try Self.run(arguments)
        #expect(first.status != 0 && first.output.contains("recorded a missing reference"), "\(first.output.suffix(3000))")
        let snapshots = package.appendingPathComponent("Tests/MyScenesTests/__Snapshots__/CardTests")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
        #expect(recorded == ["cardFalls.0.2.png", "cardFalls.0.6.png", "cardFalls.trace.csv"])
        // The XCTest case records beside its own file, under its method's name.
        let xctests = package.appendingPathComponent("Tests/MyScenesTests/__Snapshots__/BoxXCTests")
        #expect(try FileManager.default.contentsOfDirectory(atPath: xctests.path).sorted()
                == ["testBoxSlides.0.5.png", "testBoxSlides.trace.csv"])
        // swift-snapshot-testing records with its own naming: the test's name and the assertion's count.
        let strategy = package.appendingPathComponent("Tests/MyScenesTests/__Snapshots__/CardStrategyTests")
        #expect(try FileManager.default.contentsOfDirectory(atPath: strategy.path) == ["dotIsDrawn.1.png"])
        let second = try Self.run(arguments)
        #expect(second.status == 0, "\(second.output.suffix(3000))")
    }

    /// The Swift 5-era blocks compiled in the Swift 6 language mode give exactly the errors and warnings their
    /// `// Swift 6:` comments name, line by line — what the same code gives against the iOS SDK in that mode, since
    /// the compiler treats UIKit's Objective-C `NS_SWIFT_UI_ACTOR` as `@preconcurrency @MainActor`, as Dynamics
    /// declares it. The Swift 4 type names blocks give the errors their lines name, in the Swift 5 and 6 modes. One
    /// small package, built in the same build folder as the examples, so only its files compile.
    @Test func swift5EraCodeGivesSwift6sDiagnosticsInTheSwift6Mode() throws {
        let blocks = try Self.blocks().filter(\.isSwift5Mode)
        #expect(!blocks.isEmpty)
        let oldNames = try Self.blocks().filter(\.isSwift4Names)
        #expect(!oldNames.isEmpty, "porting.md shows Swift 4 type names")
        let package = try Self.freshPackageFolder("Swift6Mode")
        var targets: [String] = []
        var targetNames: [String] = []
        func addTarget(_ name: String, code: String, settings: String = "") throws {
            targetNames.append(name)
            let folder = package.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try code.write(to: folder.appendingPathComponent("Example.swift"), atomically: true, encoding: .utf8)
            targets.append(#"        .target(name: "\#(name)", dependencies: [.product(name: "Dynamics", package: "Dynamics"), "#
                           + #".product(name: "DynamicsSnapshotTesting", package: "Dynamics")]\#(settings)),"#)
        }
        for (index, block) in blocks.enumerated() { try addTarget("Era\(index)", code: block.code) }
        for (index, block) in oldNames.enumerated() {
            try addTarget("Renamed\(index)", code: block.code)
            try addTarget("Renamed\(index)Swift5", code: block.code, settings: ", swiftSettings: [.swiftLanguageMode(.v5)]")
        }
        try Self.dependingOnTheCheckout("""
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Swift6Mode",
            dependencies: [.package(path: "../Dynamics")],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )
        """).write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // SwiftPM stops at the first target that fails and has no option to go on, so each target builds on its own:
        // in one build, a target compiled after a failing one would pass its check unseen.
        var outputs: [String: String] = [:]
        for name in targetNames {
            let build = try Self.run(["swift", "build", "--package-path", package.path, "--scratch-path", Self.scratch,
                                      "--target", name])
            #expect(build.output.contains("Compiling \(name) ") || build.output.contains("Emitting module \(name)"),
                    "\(name) was compiled\n\(build.output.suffix(2000))")
            outputs[name] = build.output
        }
        // After a build of one target, SwiftPM took its plan of the folder as current for the next package built in
        // it (the checkout's own `swift build` compiled this package's targets); a build of the whole package
        // leaves the folder as a plain build does. It fails, as the Swift 4 names should.
        let whole = try Self.run(["swift", "build", "--package-path", package.path, "--scratch-path", Self.scratch])
        #expect(whole.status != 0, "\(whole.output.suffix(2000))")
        #expect(outputs.values.contains { $0.contains(": error: ") }, "Swift 6 mode rejects some of the Swift 5-era code")
        for (index, block) in blocks.enumerated() {
            let diagnostics = Self.diagnostics(in: outputs["Era\(index)"] ?? "", file: "Era\(index)/Example.swift")
            // How many diagnostics of `kind` each line gets: the exact count, line by line.
            func lines(_ kind: String) -> [Int: Int] {
                diagnostics.filter { $0.contains(": \(kind): ") }.reduce(into: [:]) { counts, line in
                    if let number = line.firstMatch(of: #/Example\.swift:(\d+):\d+: /#).flatMap({ Int($0.1) }) {
                        counts[number, default: 0] += 1
                    }
                }
            }
            let place = "\(block.file):\(block.line)"
            #expect(lines("error") == block.swift6Diagnostics("error"), "\(place)\n\(diagnostics.joined(separator: "\n"))")
            #expect(lines("warning") == block.swift6Diagnostics("warning"), "\(place)\n\(diagnostics.joined(separator: "\n"))")
        }
        for (index, block) in oldNames.enumerated() {
            for target in ["Renamed\(index)", "Renamed\(index)Swift5"] {
                let diagnostics = Self.diagnostics(in: outputs[target] ?? "", file: "\(target)/Example.swift")
                var given: [Int: String] = [:]
                for line in diagnostics {
                    if let match = line.firstMatch(of: #/Example\.swift:(\d+):\d+: ((?:error|warning): .+)$/#),
                       let number = Int(match.1) {
                        given[number] = given[number].map { $0 + "; " + match.2 } ?? String(match.2)
                    }
                }
                #expect(given == block.namedErrors.mapValues { "error: " + $0 },
                        "\(block.file):\(block.line), \(target)\n\(diagnostics.joined(separator: "\n"))")
            }
        }
    }

    /// The compiler's `warning:` and `error:` lines about `file` (a path ending) in a build's output, each once.
    static func diagnostics(in output: String, file: String) -> [String] {
        var seen = Set<String>()
        return output.components(separatedBy: "\n").filter { line in
            line.hasPrefix("/") && line.contains("/\(file):") && (line.contains(": warning: ") || line.contains(": error: "))
                && seen.insert(line).inserted
        }
    }

    /// Runs a command; standard output and error together. SwiftPM runs with deterministic hashing, as `make test`
    /// runs it: with Dynamics' two default traits it passes their `-D` flags in a Swift Set's order, and a build
    /// planned in a process hashing otherwise than the last plan's would compile every Dynamics target again.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments.first == "swift" ? ["SWIFT_DETERMINISTIC_HASHING=1"] + arguments : arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
