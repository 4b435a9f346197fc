import DynamicsInterfaceBuilder
import Foundation

/// The folder's storyboards and xibs compiled to Swift (by DynamicsInterfaceBuilder), its asset catalogs reviewed,
/// and the resources the package copies.
struct InterfacePort {
    /// A generated Swift file, by its path in the package's module folder.
    struct GeneratedFile: Equatable {
        var path: String
        var text: String
    }

    var files: [GeneratedFile] = []
    /// The storyboards by name.
    var storyboards: [String: CompiledInterface] = [:]
    /// Statements registering every compiled storyboard and nib.
    var registrations: [String] = []
    /// Files and folders the package copies as resources (asset catalogs, images, sounds…), relative paths.
    var resources: [String] = []
    var notes: [PortNote] = []

    /// Compiles every storyboard and xib of `scan`; a localized copy (`en.lproj`) stands aside for the `Base.lproj`
    /// one or the first by path.
    /// - Throws: ``PortError/malformedInterface(file:line:message:)`` for the first file that is not a readable
    ///   storyboard or xib.
    static func compile(_ scan: FolderScan, folder: URL, catalog: ClassCatalog) throws(PortError) -> InterfacePort {
        var port = InterfacePort()
        var chosen: [String: String] = [:]
        for path in scan.interfaceFiles.sorted(by: { ($0.contains("Base.lproj") ? 0 : 1, $0) < ($1.contains("Base.lproj") ? 0 : 1, $1) }) {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let kind = (path as NSString).pathExtension
            if let first = chosen[kind + "/" + name] {
                port.notes.append(PortNote(file: path, line: 1, message: "another localization of \(first): left out"))
                continue
            }
            chosen[kind + "/" + name] = path
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                throw .unreadable(file: path)
            }
            let compiled: CompiledInterface
            do {
                compiled = try InterfaceCompiler.compile(data, file: path, catalog: catalog)
            } catch {
                throw .malformedInterface(file: error.file, line: error.line, message: error.message)
            }
            let prefix = compiled.isStoryboard ? "Storyboard" : "Nib"
            port.files.append(GeneratedFile(path: "Interface/\(prefix)_\(PackageLayout.moduleName(for: name)).swift",
                                            text: compiled.source))
            port.registrations.append(compiled.registration)
            if compiled.isStoryboard { port.storyboards[name] = compiled }
            port.notes += compiled.notes.map { PortNote(file: $0.file, line: $0.line, message: $0.message) }
        }
        var names: [String: String] = [:]
        for catalogPath in scan.assetCatalogs {
            let name = (catalogPath as NSString).lastPathComponent
            if let first = names[name] {
                port.notes.append(PortNote(file: catalogPath, line: 1, message: "a second catalog named \(name) (after \(first)): left out, as Xcode refuses it"))
                continue
            }
            names[name] = catalogPath
            port.resources.append(catalogPath)
            port.notes += AssetCatalogReview.notes(catalogAt: folder.appendingPathComponent(catalogPath), file: catalogPath)
                .map { PortNote(file: $0.file, line: $0.line, message: $0.message) }
        }
        for resource in scan.resources {
            let name = (resource as NSString).lastPathComponent
            if let first = names[name] {
                port.notes.append(PortNote(file: resource, line: 1, message: "a second resource named \(name) (after \(first)): left out, as Xcode refuses it"))
                continue
            }
            names[name] = resource
            port.resources.append(resource)
        }
        return port
    }
}
