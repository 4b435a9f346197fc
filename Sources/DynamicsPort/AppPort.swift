import DynamicsInterfaceBuilder
import Foundation

/// What `dynamics port` made.
public struct PortReport: Equatable, Sendable {
    /// The package folder written.
    public var output: URL
    /// The executable target's (and module's) name.
    public var moduleName: String
    /// The Swift files ported, relative to the ported folder, with how many changes of each kind each got.
    public var files: [RewrittenSource]
    /// The scenes the package offers, by name.
    public var scenes: [String]
    /// One line per construct not translated or to look at, and per file left out, by file and line.
    public var notes: [PortNote]
}

/// `dynamics port`: turns an iOS app or library folder into a SwiftPM package that builds against Dynamics and
/// renders with the `dynamics` command's subcommands. The folder itself is only read.
public enum AppPort {
    /// The file that marks a folder as written by `dynamics port`, so a later run may replace it.
    static let marker = ".dynamics-port"

    /// Ports `folder` into `output` (default: `<folder>-linux` beside it), a package depending on the Dynamics
    /// checkout at `dynamicsPackage`. The files come from the app target of the Xcode project in the folder or
    /// beside it when there is one (`options.target` chooses among several), else from the folder itself. The
    /// package is written to a staging folder and moved into place only when complete; a previous port's build
    /// folder is kept.
    /// - Throws: a ``PortError`` naming the file at fault; `output` is then as it was.
    public static func port(folder: URL, output: URL? = nil, dynamicsPackage: URL,
                            options: PortOptions = PortOptions()) throws(PortError) -> PortReport {
        let folder = folder.standardizedFileURL
        let output = defaultOutput(for: folder, output)
        if output.path == folder.path || output.path.hasPrefix(folder.path + "/") { throw .outputInsideInput(output.path) }
        let manager = FileManager.default
        if manager.fileExists(atPath: output.path),
           !manager.fileExists(atPath: output.appendingPathComponent(marker).path) {
            throw .outputNotOurs(output.path)
        }
        var projectNotes: [PortNote] = []
        let scan: FolderScan
        if let (target, projectFile) = try appTarget(for: folder, named: options.target, notes: &projectNotes) {
            scan = try FolderScan.scan(folder, target: target, projectFile: projectFile)
        } else {
            scan = try FolderScan.scan(folder)
        }
        let userScenes = try options.sceneFiles.map { url throws(PortError) in try UserScene.read(url) }
        for catalog in scan.assetCatalogs {
            do {
                try AssetCatalogReview.validate(catalogAt: folder.appendingPathComponent(catalog), file: catalog)
            } catch {
                throw .malformedCatalog(file: error.file, line: error.line, message: error.message)
            }
        }
        let ported = try SourceRewriter.rewrite(scan.sources, bundlesResources: !scan.assetCatalogs.isEmpty || !scan.resources.isEmpty)
        let interface = try InterfacePort.compile(scan, folder: folder, catalog: ported.classCatalog)
        let manifest = InfoPlistEntry.read(scan.infoPlists, in: folder)
        let module = PackageLayout.moduleName(for: folder.lastPathComponent)
        var notes = projectNotes + ported.notes
        notes += scan.skipped.map { PortNote(file: $0.path, line: 1, message: "left out: \($0.reason)") }
        notes += interface.notes
        // iOS makes the scene delegate the Info.plist names; without an Info.plist (Xcode 13's generated ones live
        // in the project's build settings), the folder's class that conforms to UIWindowSceneDelegate.
        var sceneDelegate = ported.sceneDelegate
        if let file = manifest.file, manifest.sceneDelegate != ported.sceneDelegate {
            if let named = manifest.sceneDelegate {
                notes.append(PortNote(file: file, line: 1, message: "scene delegate \(named) is not a class of the folder: the app launches without a scene delegate"))
            }
            sceneDelegate = nil
        }
        var mainStoryboard = manifest.mainStoryboard ?? InfoPlistEntry.generatedMainStoryboard(near: folder)
        let orientations = manifest.orientations.isEmpty ? InfoPlistEntry.generatedOrientations(near: folder) : manifest.orientations
        if let storyboard = mainStoryboard, interface.storyboards[storyboard] == nil {
            notes.append(PortNote(file: manifest.file ?? "Info.plist", line: 1,
                                  message: "main storyboard \(storyboard) is not in the folder: the app launches without it"))
            mainStoryboard = nil
        }
        let scenes = PackageLayout.scenes(appDelegate: ported.appDelegate, sceneDelegate: sceneDelegate,
                                          mainStoryboard: mainStoryboard, viewControllers: ported.viewControllers,
                                          storyboards: interface.storyboards)
        let scenesWithUser = scenes + PackageLayout.userScenes(userScenes, launch: scenes.first { $0.name == "app" },
                                                               taken: Set(scenes.map(\.name)))
        let pods = try PodPort.ports(for: folder, sources: scan.sources, dynamicsPackage: dynamicsPackage.standardizedFileURL)
        notes += pods.flatMap(\.notes) + PodPort.objectiveCPodNotes(for: folder, sources: scan.sources)
        var layout = PackageLayout(module: module, dynamicsPackage: dynamicsPackage.standardizedFileURL,
                                   source: folder, files: ported.files, interface: interface, scenes: scenesWithUser,
                                   notes: notes, userScenes: userScenes,
                                   landscape: PackageLayout.launchesInLandscape(orientations: orientations))
        layout.pods = pods
        // The app's fonts are registered from its Info.plist at launch: the package carries a copy in its resources.
        if !manifest.appFonts.isEmpty { layout.infoPlist = manifest.file }
        try layout.write(to: output)
        let podFiles = pods.flatMap { pod in
            pod.files.map { RewrittenSource(path: FolderScan.relativePath(of: pod.source.appendingPathComponent($0.path), from: folder),
                                            text: $0.text, changes: $0.changes) }
        }
        return PortReport(output: output, moduleName: module, files: ported.files + podFiles,
                          scenes: scenesWithUser.map(\.name), notes: notes)
    }
}

extension AppPort {
    /// Where a port of `folder` goes: `output`, else `<folder>-linux` beside the folder.
    public static func defaultOutput(for folder: URL, _ output: URL?) -> URL {
        (output ?? folder.standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(folder.standardizedFileURL.lastPathComponent + "-linux")).standardizedFileURL
    }

    /// The app target whose files the port takes, from the Xcode project in `folder` or beside it: the one `name`
    /// names, else the only one with a file in `folder`, with the project file's path from `folder`. Nil, with a note, when there is
    /// no project or none of its app targets uses the folder: the folder's own files are ported then.
    static func appTarget(for folder: URL, named name: String?, notes: inout [PortNote]) throws(PortError)
        -> (target: XcodeProject.Target, projectFile: String)? {
        guard let url = XcodeProject.find(near: folder) else {
            if let name { throw .unknownTarget(file: folder.path, name: name, targets: []) }
            return nil
        }
        let file = FolderScan.relativePath(of: url, from: folder)
        let project = try XcodeProject.read(url, file: file)
        let names = project.appTargets.map(\.name)
        if let name {
            guard let target = project.appTargets.first(where: { $0.name == name }) else {
                throw .unknownTarget(file: file, name: name, targets: names)
            }
            return (target, file)
        }
        let inside = project.appTargets.filter { target in
            target.files.contains { $0.path.hasPrefix(folder.path + "/") }
                || target.synchronizedFolders.contains { $0.folder.path == folder.path || $0.folder.path.hasPrefix(folder.path + "/") }
        }
        switch inside.count {
        case 1: return (inside[0], file)
        case 0:
            notes.append(PortNote(file: file, line: 1, message: project.appTargets.isEmpty
                                  ? "no app target: the folder's own files are ported"
                                  : "no app target uses this folder (\(names.joined(separator: ", "))): the folder's own files are ported"))
            return nil
        default: throw .ambiguousTarget(file: file, targets: inside.map(\.name))
        }
    }
}

/// The app's entry as its Info.plist declares it.
struct InfoPlistEntry {
    var file: String?
    var mainStoryboard: String?
    var sceneDelegate: String?
    /// The iPhone orientations the app supports (`UIInterfaceOrientationLandscapeLeft`, …), empty when not listed.
    var orientations: [String] = []
    /// The font files the app bundles (`UIAppFonts`), which iOS registers at launch.
    var appFonts: [String] = []

    /// Reads the first of `plists` that parses as a property list with an app's keys.
    static func read(_ plists: [String], in folder: URL) -> InfoPlistEntry {
        for path in plists {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            var entry = InfoPlistEntry(file: path)
            entry.mainStoryboard = plist["UIMainStoryboardFile"] as? String
            let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
            let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
            let application = (configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
            if let name = application?["UISceneDelegateClassName"] as? String {
                // `$(PRODUCT_MODULE_NAME).SceneDelegate` names the class in the app's own module.
                entry.sceneDelegate = name.split(separator: ".").last.map(String.init)
            }
            if let storyboard = application?["UISceneStoryboardFile"] as? String { entry.mainStoryboard = storyboard }
            // An iPhone reads the `~iphone` list when there is one, as it reads every device-specific key.
            entry.orientations = (plist["UISupportedInterfaceOrientations~iphone"] ?? plist["UISupportedInterfaceOrientations"])
                as? [String] ?? []
            entry.appFonts = plist["UIAppFonts"] as? [String] ?? []
            if entry.mainStoryboard != nil || entry.sceneDelegate != nil || plist["CFBundleIdentifier"] != nil {
                return entry
            }
        }
        return InfoPlistEntry()
    }
}

extension InfoPlistEntry {
    /// The main storyboard of an Info.plist that Xcode 13 and later generate: `INFOPLIST_KEY_UIMainStoryboardFile`
    /// in the build settings of the project in `folder` or beside it, where such an app's own Info.plist (if any)
    /// leaves the key out.
    static func generatedMainStoryboard(near folder: URL) -> String? {
        generatedSetting(#/INFOPLIST_KEY_UIMainStoryboardFile = "?([^";\n]+)"?;/#, near: folder)
    }

    /// The iPhone orientations of a generated Info.plist: `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone`,
    /// a space-separated list in the build settings.
    static func generatedOrientations(near folder: URL) -> [String] {
        generatedSetting(#/INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "?([^";\n]+)"?;/#, near: folder)?
            .split(separator: " ").map(String.init) ?? []
    }

    /// The first value `setting` captures in the build settings of the project in `folder` or beside it.
    private static func generatedSetting(_ setting: Regex<(Substring, Substring)>, near folder: URL) -> String? {
        for directory in [folder, folder.deletingLastPathComponent()] {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
                let settings = directory.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: settings, encoding: .utf8),
                      let match = text.firstMatch(of: setting)
                else { continue }
                return String(match.1)
            }
        }
        return nil
    }
}
