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
        var isManifest: Bool { code.hasPrefix("// swift-tools-version") }
    }

    /// The ```swift blocks of `README.md` and every `docs/*.md`, in order.
    static func blocks() throws -> [Block] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var blocks: [Block] = []
        for file in ["README.md"] + docs {
            let lines = try String(contentsOf: checkout.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            var start: Int?
            for (number, line) in lines.enumerated() {
                if start == nil, line == "```swift" {
                    start = number + 1
                } else if let first = start, line == "```" {
                    blocks.append(Block(file: file, line: first, code: lines[first..<number].joined(separator: "\n") + "\n"))
                    start = nil
                }
            }
        }
        return blocks
    }

    @Test func everySwiftBlockCompilesAsPastedInAPackageOfItsOwn() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 3, "README's examples were found")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The README tells readers to clone this repository next to their package as `Dynamics`.
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Dynamics"),
                                                   withDestinationURL: Self.checkout)

        // Each code block is the main.swift of an executable target of its own.
        let code = blocks.filter { !$0.isManifest }
        let examples = root.appendingPathComponent("Examples")
        var targets: [String] = []
        for (index, block) in code.enumerated() {
            let folder = examples.appendingPathComponent("Sources/Example\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try block.code.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            targets.append("""
                    .executableTarget(name: "Example\(index)", dependencies: [
                        .product(name: "Dynamics", package: "Dynamics"),
                        .product(name: "DynamicsCommandLine", package: "Dynamics"),
                    ]),
            """)
        }
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Examples",
            dependencies: [.package(path: "../Dynamics")],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )
        """.write(to: examples.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // A scratch folder inside the checkout (ignored by git) keeps later runs incremental.
        let scratch = Self.checkout.appendingPathComponent(".build-doc-examples").path
        let build = try Self.run(["swift", "build", "--package-path", examples.path, "--scratch-path", scratch])
        let located = code.enumerated().map { "Example\($0.offset) = \($0.element.file):\($0.element.line)" }
        #expect(build.status == 0, "\(located.joined(separator: ", "))\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }

        // The README's own-package example does what the README says: its executable is the full command line.
        let ownPackage = try #require(code.firstIndex { $0.code.contains("DynamicsCommand.main(scenes:") })
        let executable = URL(fileURLWithPath: scratch).appendingPathComponent("debug/Example\(ownPackage)").path
        let list = try Self.run([executable, "list"])
        #expect(list.status == 0 && list.output.contains("falling-card"), "\(list.output)")
        let out = root.appendingPathComponent("render").path
        let render = try Self.run([executable, "render", "falling-card", "--duration", "0.5", "--fps", "10",
                                   "--scale", "0.5", "--quiet", "--out", out])
        #expect(render.status == 0, "\(render.output)")
        #expect(RenderManifest.read(fromFolder: out)?.frameCount == 5)

        // Manifest blocks are valid manifests, word for word, for a package laid out as the README says.
        for manifest in blocks.filter(\.isManifest) {
            let package = root.appendingPathComponent("Manifest\(manifest.line)")
            let name = try #require(manifest.code.firstMatch(of: /name: "([^"]+)"/)?.1, "\(manifest.file):\(manifest.line)")
            let sources = package.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try "print(0)\n".write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            try manifest.code.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let dump = try Self.run(["swift", "package", "--package-path", package.path, "dump-package"])
            #expect(dump.status == 0 && dump.output.contains("\"\(name)\""), "\(manifest.file):\(manifest.line)\n\(dump.output)")
        }
    }

    /// Runs a command; standard output and error together.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
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
