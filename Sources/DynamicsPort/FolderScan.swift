import Foundation

/// What `dynamics port` reads from an iOS folder: the app's Swift files (not its tests, dependencies or build
/// products), its Info.plist, and the resources a later step will translate.
struct FolderScan {
    /// The Swift files, with paths relative to the folder, sorted.
    var sources: [PortSource] = []
    /// Info.plist files, relative paths.
    var infoPlists: [String] = []
    /// Storyboards, xibs and asset catalogs, relative paths: not translated yet.
    var interfaceFiles: [String] = []
    /// Files left out, with why, relative paths.
    var skipped: [(path: String, reason: String)] = []

    /// Folders never ported: dependencies, build products, tests and Xcode's own folders.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || ["Pods", "Carthage", "DerivedData", "build", "Build"].contains(name)
            || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".playground") || name.hasSuffix(".framework") || name.hasSuffix(".bundle")
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
                interfaceFiles.append(path)
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
            }
        }
    }
}
