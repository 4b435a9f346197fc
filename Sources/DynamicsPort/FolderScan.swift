import Foundation

/// What `dynamics port` reads from an iOS folder: the app's Swift files (not its tests, dependencies or build
/// products), its Info.plist, its storyboards and xibs, its asset catalogs and its other bundle resources.
struct FolderScan {
    /// The Swift files, with paths relative to the folder, sorted.
    var sources: [PortSource] = []
    /// Info.plist files, relative paths.
    var infoPlists: [String] = []
    /// Storyboards and xibs, relative paths.
    var interfaceFiles: [String] = []
    /// Asset catalogs (`*.xcassets` folders), relative paths.
    var assetCatalogs: [String] = []
    /// Other files the app bundle would carry (images, sounds, data), relative paths.
    var resources: [String] = []
    /// Files left out, with why, relative paths.
    var skipped: [(path: String, reason: String)] = []

    /// Folders never ported: dependencies, build products, tests and Xcode's own folders.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || ["Pods", "Carthage", "DerivedData", "build", "Build"].contains(name)
            || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".playground") || name.hasSuffix(".framework") || name.hasSuffix(".bundle")
    }

    /// Whether a file is one Xcode copies into the app bundle as it is: not source, project settings or text about
    /// the project.
    static func isResource(_ name: String) -> Bool {
        let ext = (name as NSString).pathExtension.lowercased()
        let notCopied: Set<String> = ["h", "m", "mm", "c", "cc", "cpp", "entitlements", "xcconfig", "pch", "md",
                                      "modulemap", "podspec", "lock", "yml", "yaml", "sh", "rb", "py", "strings",
                                      "stringsdict", "intentdefinition", "xcdatamodeld", "xctestplan", ""]
        return !name.hasPrefix(".") && !notCopied.contains(ext) && name != "Info.plist" && name != "Podfile"
    }

    /// Reads `folder`.
    static func scan(_ folder: URL) throws(PortError) -> FolderScan {
        var scan = FolderScan()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder(folder.path)
        }
        try scan.walk(folder, relative: "")
        scan.sources.sort { $0.path < $1.path }
        guard !scan.sources.isEmpty else { throw .noSwiftSources(folder.path) }
        return scan
    }

    /// Reads the files `target` builds and copies, named relative to `folder` (`../Shared/Model.swift` for a file
    /// beside it); the folder's Swift files, storyboards and xibs that the target does not use are left out, each
    /// with a note, as Xcode leaves them out of the app. `projectFile` is how errors name the project.
    static func scan(_ folder: URL, target: XcodeProject.Target, projectFile: String) throws(PortError) -> FolderScan {
        var scan = FolderScan()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder(folder.path)
        }
        var seen: Set<String> = []
        // A file listed twice (Xcode warns and skips the copy) is taken once.
        for url in target.files where seen.insert(url.path).inserted {
            let path = relativePath(of: url, from: folder)
            guard FileManager.default.fileExists(atPath: url.path) else {
                scan.skipped.append((path, "target \(target.name) lists it, but it is not there"))
                continue
            }
            try scan.add(url, path: path)
        }
        if let plist = target.infoPlist, FileManager.default.fileExists(atPath: plist.path) {
            scan.infoPlists.insert(relativePath(of: plist, from: folder), at: 0)
        }
        for (synchronized, exceptions) in target.synchronizedFolders {
            var inner = FolderScan()
            let base = relativePath(of: synchronized, from: folder)
            try inner.walk(synchronized, relative: base)
            let prefix = base.isEmpty ? "" : base + "/"
            func kept(_ path: String) -> Bool { !exceptions.contains(String(path.dropFirst(prefix.count))) }
            scan.sources += inner.sources.filter { kept($0.path) }
            scan.infoPlists += inner.infoPlists.filter(kept)
            scan.interfaceFiles += inner.interfaceFiles.filter(kept)
            scan.assetCatalogs += inner.assetCatalogs.filter(kept)
            scan.resources += inner.resources.filter(kept)
            scan.skipped += inner.skipped
        }
        scan.sources.sort { $0.path < $1.path }
        if let whole = try? Self.scan(folder) {
            let used = Set(scan.sources.map(\.path) + scan.interfaceFiles)
            for path in whole.sources.map(\.path) + whole.interfaceFiles where !used.contains(path) {
                scan.skipped.append((path, "not in target \(target.name) (Xcode leaves it out of the app)"))
            }
        }
        guard !scan.sources.isEmpty else { throw .targetWithoutSwift(file: projectFile, target: target.name) }
        return scan
    }

    /// `url`'s path from `folder`: plain when inside it, climbing with `..` otherwise.
    static func relativePath(of url: URL, from folder: URL) -> String {
        let target = url.standardizedFileURL.pathComponents, base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// Files one of the target's entries: a Swift file, an Info.plist, a storyboard or xib, a catalog or a resource.
    private mutating func add(_ url: URL, path: String) throws(PortError) {
        let name = url.lastPathComponent
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)  // a missing entry is no folder
        if name.hasSuffix(".xcassets") {
            assetCatalogs.append(path)
        } else if name.hasSuffix(".swift") {
            try addSwift(url, path: path)
        } else if name == "Info.plist" {
            infoPlists.append(path)
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            interfaceFiles.append(path)
        } else if isFolder.boolValue || Self.isResource(name) {
            resources.append(path)
        }
    }

    private mutating func addSwift(_ url: URL, path: String) throws(PortError) {
        guard let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: path) }
        if url.lastPathComponent == "main.swift" && text.contains("UIApplicationMain") {
            skipped.append((path, "main.swift calls UIApplicationMain: the generated scene launches the app instead"))
            return
        }
        sources.append(PortSource(path: path, text: text))
    }

    private mutating func walk(_ folder: URL, relative: String) throws(PortError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .unreadable(file: relative.isEmpty ? folder.path : relative)
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if name.hasSuffix(".xcassets") {
                assetCatalogs.append(path)
            } else if isFolder.boolValue {
                if Self.isSkippedFolder(name) { continue }
                try walk(url, relative: path)
            } else if name.hasSuffix(".swift") {
                guard name != "Package.swift" else { continue }
                try addSwift(url, path: path)
            } else if name == "Info.plist" {
                infoPlists.append(path)
            } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                interfaceFiles.append(path)
            } else if Self.isResource(name) {
                resources.append(path)
            }
        }
    }
}
