import Foundation

/// The app targets of an Xcode project, read from its `project.pbxproj`: for each, the files its Sources and
/// Resources build phases compile and copy, found through the groups' paths as Xcode finds them.
struct XcodeProject {
    /// An application target.
    struct Target: Equatable {
        var name: String
        /// The files of its Sources phase, absolute and standardized.
        var sources: [URL] = []
        /// The files and folders of its Resources phase (a localized storyboard gives each localization).
        var resources: [URL] = []
        /// Folders Xcode 16 keeps in sync with the target (`PBXFileSystemSynchronizedRootGroup`): every file in
        /// them belongs to the target except the paths (relative to the folder) listed.
        var synchronizedFolders: [(folder: URL, exceptions: Set<String>)] = []
        /// The `INFOPLIST_FILE` of its first build configuration.
        var infoPlist: URL?

        static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.sources == rhs.sources && lhs.resources == rhs.resources
                && lhs.infoPlist == rhs.infoPlist && lhs.synchronizedFolders.map(\.folder) == rhs.synchronizedFolders.map(\.folder)
                && lhs.synchronizedFolders.map(\.exceptions) == rhs.synchronizedFolders.map(\.exceptions)
        }

        /// Every file it uses, sources and resources.
        var files: [URL] { sources + resources }
    }

    /// The folder holding the `.xcodeproj`, which `SOURCE_ROOT` paths start from.
    var directory: URL
    /// The application targets, in the project's order.
    var appTargets: [Target]

    /// The `project.pbxproj` of the first `.xcodeproj` (by name) in `folder`, else in its parent folder.
    static func find(near folder: URL) -> URL? {
        for directory in [folder, folder.deletingLastPathComponent()] {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
                let file = directory.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                if FileManager.default.fileExists(atPath: file.path) { return file }
            }
        }
        return nil
    }

    /// Reads the project file at `url`; `file` is how errors name it.
    /// - Throws: ``PortError/malformedProject(file:line:message:)`` when it is not a readable project file.
    static func read(_ url: URL, file: String) throws(PortError) -> XcodeProject {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: file)
        }
        let root: OpenStepValue
        do {
            root = try OpenStepPlistParser.parse(text)
        } catch {
            throw .malformedProject(file: file, line: error.line, message: error.message)
        }
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
              let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw .malformedProject(file: file, line: 1, message: "no PBXProject root object: not an Xcode project file")
        }
        let directory = url.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL
        var reader = Reader(objects: objects, directory: directory)
        if let mainGroup = project["mainGroup"]?.string { reader.locate(mainGroup, in: directory, depth: 0) }
        let targets = (project["targets"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        let apps = targets.filter { $0["productType"]?.string == "com.apple.product-type.application" }
        return XcodeProject(directory: directory, appTargets: apps.map { reader.target($0) })
    }

    /// Resolves the objects' paths through their groups.
    private struct Reader {
        let objects: [String: OpenStepValue]
        let directory: URL
        /// Each file reference's, group's or synchronized folder's location.
        var locations: [String: URL] = [:]
        /// A variant group's (a localized file's) localizations.
        var variants: [String: [URL]] = [:]

        init(objects: [String: OpenStepValue], directory: URL) {
            self.objects = objects
            self.directory = directory
        }

        /// Where an object's own `path` puts it, given its parent group's folder; nil for a build product or an
        /// SDK file.
        func place(_ object: OpenStepValue, parent: URL) -> URL? {
            let path = object["path"]?.string
            // A group without a path stands for its parent's folder; a file always names itself.
            if (path ?? "").isEmpty || path == ".", object["isa"]?.string == "PBXFileReference" { return nil }
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": return path.map { parent.appendingPathComponent($0) } ?? parent
            case "SOURCE_ROOT": return path.map { directory.appendingPathComponent($0) } ?? directory
            case "<absolute>": return path.map { URL(fileURLWithPath: $0) }
            default: return nil
            }
        }

        mutating func locate(_ id: String, in parent: URL, depth: Int) {
            guard depth < 64, let object = objects[id], let url = place(object, parent: parent) else { return }
            locations[id] = url.standardizedFileURL
            let children = (object["children"]?.array ?? []).compactMap(\.string)
            for child in children { locate(child, in: url, depth: depth + 1) }
            if object["isa"]?.string == "PBXVariantGroup" {
                variants[id] = children.compactMap { locations[$0] }
            }
        }

        /// The files of a build phase's entries.
        func files(ofPhase id: String) -> [URL] {
            let buildFiles = (objects[id]?["files"]?.array ?? []).compactMap(\.string)
            return buildFiles.flatMap { buildFile -> [URL] in
                guard let reference = objects[buildFile]?["fileRef"]?.string else { return [] }
                if let localized = variants[reference] { return localized }
                // Only files (and data model versions) are built or copied; a group is not.
                guard ["PBXFileReference", "XCVersionGroup"].contains(objects[reference]?["isa"]?.string ?? "") else { return [] }
                return locations[reference].map { [$0] } ?? []
            }
        }

        func target(_ object: OpenStepValue) -> Target {
            var target = Target(name: object["name"]?.string ?? "app")
            for phase in (object["buildPhases"]?.array ?? []).compactMap(\.string) {
                switch objects[phase]?["isa"]?.string {
                case "PBXSourcesBuildPhase": target.sources += files(ofPhase: phase)
                case "PBXResourcesBuildPhase": target.resources += files(ofPhase: phase)
                default: break
                }
            }
            for group in (object["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                guard let folder = objects[group], let url = place(folder, parent: directory) else { continue }
                var exceptions: Set<String> = []
                for set in (folder["exceptions"]?.array ?? []).compactMap(\.string) {
                    exceptions.formUnion((objects[set]?["membershipExceptions"]?.array ?? []).compactMap(\.string))
                }
                target.synchronizedFolders.append((url.standardizedFileURL, exceptions))
            }
            if let list = object["buildConfigurationList"]?.string,
               let first = objects[list]?["buildConfigurations"]?.array?.first?.string,
               let plist = objects[first]?["buildSettings"]?["INFOPLIST_FILE"]?.string {
                let relative = plist.replacingOccurrences(of: "$(SRCROOT)/", with: "")
                    .replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
                target.infoPlist = directory.appendingPathComponent(relative).standardizedFileURL
            }
            return target
        }
    }
}
