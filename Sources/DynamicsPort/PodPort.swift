import DynamicsInterfaceBuilder
import Foundation
import SwiftParser
import SwiftSyntax

/// An app's CocoaPods dependencies: each pod in the `Pods` folder beside the app's folder (or in it) that the app
/// imports is ported like the app — the same rewrites — into a library package of its own, which the app's package
/// depends on by path. Xcode builds such a pod from `Pods/<name>`; so does the port, from the pod's Swift files.
enum PodPort {
    /// Folders of `Pods` that hold CocoaPods' own files, not pods.
    static let cocoaPodsFolders: Set<String> = ["Target Support Files", "Headers", "Local Podspecs", "Pods.xcodeproj"]

    /// The library packages of the pods `sources` import, by pod name.
    static func ports(for folder: URL, sources: [PortSource], dynamicsPackage: URL) throws(PortError) -> [PackageLayout] {
        let imported = Set(sources.flatMap { importedModules(of: $0.text) })
        var layouts: [PackageLayout] = []
        for pods in [folder.deletingLastPathComponent(), folder].map({ $0.appendingPathComponent("Pods") }) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: pods.path) else { continue }
            for name in names.sorted() where imported.contains(name) && !cocoaPodsFolders.contains(name)
                && !layouts.contains(where: { $0.module == name }) {
                let pod = pods.appendingPathComponent(name)
                guard let scan = try? FolderScan.scan(pod) else { continue }
                let ported = try SourceRewriter.rewrite(scan.sources)
                let notes = ported.notes.map { note in
                    PortNote(file: FolderScan.relativePath(of: pod.appendingPathComponent(note.file), from: folder),
                             line: note.line, message: note.message)
                }
                var layout = PackageLayout(module: name, dynamicsPackage: dynamicsPackage, source: pod, files: ported.files,
                                           interface: InterfacePort(), scenes: [], notes: notes)
                layout.isLibrary = true
                layouts.append(layout)
            }
        }
        return layouts
    }

    /// The modules a file imports.
    static func importedModules(of text: String) -> [String] {
        Parser.parse(source: text).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }
}
