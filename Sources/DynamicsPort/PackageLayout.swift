import DynamicsInterfaceBuilder
import Foundation

/// A scene the ported package offers: its name, its summary and the Swift its `build` closure runs.
struct PortedScene: Equatable {
    var name: String
    var summary: String
    var body: String
}

/// The SwiftPM package `dynamics port` writes: a manifest depending on the Dynamics checkout by path, one executable
/// target holding the rewritten sources, the compiled storyboards and xibs, the app's resources and a generated file
/// of scenes, and the notes.
struct PackageLayout {
    /// The scene canvas: an iPhone 8's screen in points, the size most UIKit Dynamics sources were written for.
    static let portraitSize = (width: 375, height: 667)

    /// Whether an app supporting `orientations` on iPhone launches in landscape: every orientation it lists is a
    /// landscape one.
    static func launchesInLandscape(orientations: [String]) -> Bool {
        !orientations.isEmpty && orientations.allSatisfy { $0.hasPrefix("UIInterfaceOrientationLandscape") }
    }

    /// Module names a package depending on Dynamics cannot take.
    static let takenNames: Set<String> = [
        "Dynamics", "DynamicsGeometry", "DynamicsPhysics", "DynamicsLayoutSolver", "DynamicsUIKit",
        "DynamicsUIKitDynamics", "DynamicsRender", "DynamicsScene", "DynamicsImageComparison", "DynamicsCommandLine",
        "DynamicsStudio", "DynamicsPort", "DynamicsCoreHaptics", "DynamicsGameplayKit", "DynamicsSystemServices",
        "Foundation", "Dispatch", "Swift", "UIKit",
    ]
    /// The generated file's name, kept out of the app's own names.
    static let scenesFile = "DynamicsPortScenes.swift"
    /// The generated file that registers the compiled storyboards and nibs.
    static let interfaceFile = "DynamicsPortInterface.swift"
    /// The folder of the module that holds the copied resources.
    static let resourcesFolder = "Resources"
    /// The folder of the package holding the ported pods, one package each.
    static let podsFolder = "Pods"

    var module: String
    var dynamicsPackage: URL
    var source: URL
    var files: [RewrittenSource]
    var interface: InterfacePort
    var scenes: [PortedScene]
    var notes: [PortNote]
    /// The user's scene files (`--scene`), copied as they are.
    var userScenes: [UserScene] = []
    /// The app's CocoaPods dependencies, each ported as a library package of its own in `Pods/<name>` that the app's
    /// target depends on.
    var pods: [PackageLayout] = []
    /// Whether this is such a library: a `.library` product and a plain target, without scenes.
    var isLibrary = false
    /// Whether the scenes show the device held in landscape, its screen on its side, as iOS launches an app that
    /// supports only landscape orientations.
    var landscape = false
    /// The app's Info.plist (relative to `source`) when the app needs it at run time — it lists fonts
    /// (`UIAppFonts`) — copied into the resources as `<module>-Info.plist`: SwiftPM refuses an `Info.plist` at the top
    /// of a resource bundle, and Dynamics reads the fonts from this name (`AppFonts`).
    var infoPlist: String?

    /// The name of the Info.plist copy in the resources.
    var infoPlistCopy: String { module + "-Info.plist" }

    /// A Swift module name made of `folderName`'s letters, digits and underscores.
    static func moduleName(for folderName: String) -> String {
        var name = String(folderName.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" })
        if name.isEmpty || name.first!.isNumber { name = "App" + name }
        if takenNames.contains(name) { name += "App" }
        return name
    }

    /// The scenes for an app: its launch when it has an app delegate (from its main storyboard when it has one),
    /// and each view controller as a window's root — made by its storyboard when one has a scene of it, so its
    /// outlets are connected.
    static func scenes(appDelegate: String?, sceneDelegate: String?, mainStoryboard: String?, viewControllers: [String],
                       storyboards: [String: CompiledInterface] = [:]) -> [PortedScene] {
        var scenes: [PortedScene] = []
        var used: Set<String> = []
        if let appDelegate {
            let scene = sceneDelegate.map { ", sceneDelegate: \($0)()" } ?? ""
            let storyboard = mainStoryboard.map { ", mainStoryboard: \(literal($0))" } ?? ""
            scenes.append(PortedScene(name: "app", summary: "\(appDelegate) launched as iOS launches the app",
                                      body: "context.launch(\(appDelegate)()\(scene)\(storyboard))"))
            used.insert("app")
        }
        var fromStoryboard: [String: String] = [:]
        for name in storyboards.keys.sorted() {
            for scene in storyboards[name]!.scenes where scene.isAppClass && fromStoryboard[scene.className] == nil {
                fromStoryboard[scene.className] = "UIStoryboard(name: \(literal(name)), bundle: nil)"
                    + ".instantiateViewController(withIdentifier: \(literal(scene.key)))"
            }
        }
        let controllers = viewControllers + fromStoryboard.keys.filter { !viewControllers.contains($0) }.sorted()
        for controller in controllers {
            var name = kebabCase(controller)
            while used.contains(name) { name += "-2" }
            used.insert(name)
            scenes.append(PortedScene(name: name, summary: "\(controller) as the window's root view controller",
                                      body: "context.window.rootViewController = \(fromStoryboard[controller] ?? "\(controller)()")"))
        }
        return scenes
    }

    /// The scenes of the user's scene files: each launches the app as `launch` does (when the app has an entry)
    /// and then calls the file's function with the context.
    static func userScenes(_ files: [UserScene], launch: PortedScene?, taken: Set<String>) -> [PortedScene] {
        var used = taken
        return files.map { file in
            var name = file.name
            while used.contains(name) { name += "-2" }
            used.insert(name)
            let body = (launch.map { $0.body + "\n                " } ?? "") + file.function
            return PortedScene(name: name, summary: file.summary, body: body)
        }
    }

    /// Where a ported file goes in the module folder: its path from the app's folder, with each `..` of a file
    /// the target takes from beside the folder made a folder named `Outside`, so nothing lands outside the module.
    static func modulePath(_ path: String) -> String {
        path.split(separator: "/").map { $0 == ".." ? "Outside" : String($0) }.joined(separator: "/")
    }

    /// `GravityViewController` → `gravity-view-controller`, `HSViewController` → `hs-view-controller`.
    static func kebabCase(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last!.isLowercase || current.last!.isNumber || (next?.isLowercase ?? false))
            if startsWord || character == "_" {
                words.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        words.append(current)
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }.joined(separator: "-")
    }

    /// The `.copy` entries of the resources.
    private var resourceList: String {
        (interface.resources.map { ($0 as NSString).lastPathComponent } + (infoPlist == nil ? [] : [infoPlistCopy]))
            .map { ".copy(\(Self.literal(Self.resourcesFolder + "/" + $0)))" }
            .joined(separator: ", ")
    }

    /// The generated file registering the compiled storyboards and nibs, which every scene calls first.
    var interfaceSource: String {
        """
        // Written by `dynamics port`: registers the app's storyboards and nibs, compiled to code under Interface/.
        import Dynamics

        @MainActor enum DynamicsPortInterface {
            /// Makes every storyboard and nib of the app findable by name in the running scene.
            static func register() {
        \(interface.registrations.map { "        " + $0 }.joined(separator: "\n"))
            }
        }

        """
    }

    /// The manifest.
    var manifest: String {
        let identity = dynamicsPackage.lastPathComponent
        let podPackages = pods.map { "\n        .package(path: \(Self.literal(Self.podsFolder + "/" + $0.module)))," }.joined()
        let podProducts = pods.map { "\n                .product(name: \(Self.literal($0.module)), package: \(Self.literal($0.module)))," }.joined()
        if isLibrary {
            return """
            // swift-tools-version:6.0
            // Written by `dynamics port` from the pod \(source.lastPathComponent); running it again replaces this package.
            import PackageDescription

            let package = Package(
                name: "\(module)",
                products: [.library(name: "\(module)", targets: ["\(module)"])],
                dependencies: [
                    .package(path: "\(dynamicsPackage.path)"),
                ],
                targets: [
                    .target(
                        name: "\(module)",
                        dependencies: [.product(name: "Dynamics", package: "\(identity)")],
                        // Pods of their era: the Swift 5 language mode.
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                ]
            )

            """
        }
        return """
        // swift-tools-version:6.0
        // Written by `dynamics port` from \(source.lastPathComponent); running it again replaces this package (its .build stays).
        import PackageDescription

        let package = Package(
            name: "\(module)",
            dependencies: [
                .package(path: "\(dynamicsPackage.path)"),\(podPackages)
            ],
            targets: [
                .executableTarget(
                    name: "\(module)",
                    dependencies: [
                        .product(name: "Dynamics", package: "\(identity)"),
                        .product(name: "DynamicsCommandLine", package: "\(identity)"),\(podProducts)
                    ],
                    // The app bundle's resources, each at the bundle's top level as Xcode copies them.
                    resources: [\(resourceList)],
                    // iOS sources of their era: the Swift 5 language mode.
                    swiftSettings: [.swiftLanguageMode(.v5)]
                ),
            ]
        )

        """
    }

    /// The generated `@main`: the `dynamics` command with the app's scenes.
    var scenesSource: String {
        let (width, height) = landscape ? (Self.portraitSize.height, Self.portraitSize.width) : Self.portraitSize
        let size = "CGSize(width: \(width), height: \(height))"
        let list = scenes.map { scene in
            """
                        Scene(name: \(Self.literal(scene.name)), summary: \(Self.literal(scene.summary)),
                              size: \(size), duration: 4) { context in
                            DynamicsPortInterface.register()
                            \(scene.body)
                        },
            """
        }.joined(separator: "\n")
        return """
        // Written by `dynamics port`: the scenes `list`, `render` and `studio` offer for this app.
        import Dynamics
        import DynamicsCommandLine

        @main
        enum DynamicsPortScenes {
            @MainActor static func main() {
                DynamicsCommand.main(scenes: [
        \(list)
                ]\(landscape ? ".map { scene in var held = scene; held.orientation = .landscape; return held }" : ""))
            }
        }

        """
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Writes the manifest, the notes and the module's files into `folder`, and each pod's package into its
    /// `Pods/<name>` folder.
    private func writeContents(into folder: URL) throws {
        let manager = FileManager.default
        let sources = folder.appendingPathComponent("Sources").appendingPathComponent(module)
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(notesText.utf8).write(to: folder.appendingPathComponent("port-notes.txt"))
        for file in files {
            let url = sources.appendingPathComponent(Self.modulePath(file.path))
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        for pod in pods {
            try pod.writeContents(into: folder.appendingPathComponent(Self.podsFolder).appendingPathComponent(pod.module))
        }
        guard !isLibrary else { return }
        try Data(scenesSource.utf8).write(to: sources.appendingPathComponent(Self.scenesFile))
        for scene in userScenes {
            try Data(scene.text.utf8).write(to: sources.appendingPathComponent(scene.fileName))
        }
        try Data(interfaceSource.utf8).write(to: sources.appendingPathComponent(Self.interfaceFile))
        for file in interface.files {
            let url = sources.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        let resources = sources.appendingPathComponent(Self.resourcesFolder)
        if !interface.resources.isEmpty || infoPlist != nil {
            try manager.createDirectory(at: resources, withIntermediateDirectories: true)
        }
        for resource in interface.resources {
            try manager.copyItem(at: source.appendingPathComponent(resource),
                                 to: resources.appendingPathComponent((resource as NSString).lastPathComponent))
        }
        if let infoPlist {
            try manager.copyItem(at: source.appendingPathComponent(infoPlist),
                                 to: resources.appendingPathComponent(infoPlistCopy))
        }
    }

    /// The notes file: what was not translated, one line each.
    var notesText: String {
        var text = "dynamics port notes for \(source.lastPathComponent): \(notes.count) construct(s) not translated or to check\n"
        for note in notes { text += note.description + "\n" }
        return text
    }

    /// Writes the package into a staging folder beside `output`, then moves it into place, carrying over the
    /// previous port's `.build` and `Package.resolved`.
    func write(to output: URL) throws(PortError) {
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try writeContents(into: staging)
            try Data("\(source.path)\n".utf8).write(to: staging.appendingPathComponent(AppPort.marker))
            if manager.fileExists(atPath: output.path) {
                for kept in [".build", "Package.resolved"] {
                    let old = output.appendingPathComponent(kept)
                    if manager.fileExists(atPath: old.path) {
                        try manager.moveItem(at: old, to: staging.appendingPathComponent(kept))
                    }
                }
                let retired = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(UUID().uuidString)")
                try manager.moveItem(at: output, to: retired)
                try manager.moveItem(at: staging, to: output)
                try? manager.removeItem(at: retired)
            } else {
                try manager.moveItem(at: staging, to: output)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw .unwritable(output.path, reason: (error as NSError).localizedDescription)
        }
    }
}
