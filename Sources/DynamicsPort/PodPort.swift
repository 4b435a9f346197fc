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

    /// One note for each pod `sources` import (by its module name: CocoaPods writes `UIColor+FlatColors` as
    /// `UIColor_FlatColors`) that has no Swift file to port: an Objective-C pod, which Linux's Swift cannot import.
    static func objectiveCPodNotes(for folder: URL, sources: [PortSource]) -> [PortNote] {
        let imported = Set(sources.flatMap { importedModules(of: $0.text) })
        var notes: [PortNote] = []
        for pods in [folder.deletingLastPathComponent(), folder].map({ $0.appendingPathComponent("Pods") }) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: pods.path) else { continue }
            for name in names.sorted() where !cocoaPodsFolders.contains(name) {
                let module = moduleName(of: name)
                guard module != name, imported.contains(module) else { continue }
                let pod = pods.appendingPathComponent(name)
                let files = FileManager.default.enumerator(atPath: pod.path)?.compactMap { $0 as? String } ?? []
                guard !files.contains(where: { $0.hasSuffix(".swift") }),
                      files.contains(where: { $0.hasSuffix(".m") || $0.hasSuffix(".h") }) else { continue }
                notes.append(PortNote(file: FolderScan.relativePath(of: pod, from: folder), line: 1,
                                      message: "pod \(name) (module \(module)) is Objective-C: not ported; the files that import it will not build"))
            }
        }
        return notes
    }

    /// The module CocoaPods makes of a pod: its name with each character an identifier cannot hold made `_`.
    static func moduleName(of pod: String) -> String {
        String(pod.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The modules a file imports.
    static func importedModules(of text: String) -> [String] {
        Parser.parse(source: text).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }
}
