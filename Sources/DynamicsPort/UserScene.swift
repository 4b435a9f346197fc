import Foundation
import SwiftParser
import SwiftSyntax

/// A scene file the user owns (`dynamics port --scene FILE`): Swift written against Dynamics, kept outside the app's
/// folder, declaring one top-level function that takes a `SceneContext` — touches and events scripted on the scene
/// clock. The package copies it as it is and offers a scene named after the file that launches the app as the `app`
/// scene does and then calls the function; every regeneration copies it again.
struct UserScene: Equatable {
    /// The scene's name: the file's name in kebab case (`TapsAndDrops.swift` → `taps-and-drops`).
    var name: String
    /// The function the scene calls with its context.
    var function: String
    /// The function's `///` comment, or a line naming the file.
    var summary: String
    /// The file's name in the package.
    var fileName: String
    /// The file's text, unchanged.
    var text: String

    /// Reads the scene file at `url`.
    /// - Throws: ``PortError/badSceneFile(file:line:message:)`` when it cannot be read, does not parse or declares
    ///   no top-level function taking a `SceneContext`.
    static func read(_ url: URL) throws(PortError) -> UserScene {
        let file = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw .badSceneFile(file: url.path, line: 1, message: "cannot be read as UTF-8 text")
        }
        let tree = Parser.parse(source: text)
        if case .syntax(_, let line, let message)? = FirstSyntaxError.find(in: tree, file: file) {
            throw .badSceneFile(file: url.path, line: line, message: "does not parse: \(message)")
        }
        for statement in tree.statements {
            guard let function = statement.item.as(FunctionDeclSyntax.self) else { continue }
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == 1, parameters.first!.type.trimmedDescription == "SceneContext" else { continue }
            let label = parameters.first!.firstName.text
            let call = label == "_" ? "\(function.name.text)(context)" : "\(function.name.text)(\(label): context)"
            let comment = function.leadingTrivia.compactMap { piece -> String? in
                if case .docLineComment(let line) = piece { return line.dropFirst(3).trimmingCharacters(in: .whitespaces) }
                return nil
            }.joined(separator: " ")
            let stem = (file as NSString).deletingPathExtension
            return UserScene(name: PackageLayout.kebabCase(PackageLayout.moduleName(for: stem)), function: call,
                             summary: comment.isEmpty ? "the scene of \(file)" : comment,
                             fileName: "DynamicsPortScene_\(PackageLayout.moduleName(for: stem)).swift", text: text)
        }
        throw .badSceneFile(file: url.path, line: 1,
                            message: "declares no top-level function taking a SceneContext (func script(_ context: SceneContext))")
    }
}
