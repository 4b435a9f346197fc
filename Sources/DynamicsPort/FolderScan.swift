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
                guard let data = FileManager.default.contents(atPath: url.path),
                      let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: path) }
                if name == "main.swift" && text.contains("UIApplicationMain") {
                    skipped.append((path, "main.swift calls UIApplicationMain: the generated scene launches the app instead"))
                    continue
                }
                sources.append(PortSource(path: path, text: text))
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
