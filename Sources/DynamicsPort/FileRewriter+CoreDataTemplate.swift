import SwiftSyntax

/// Xcode's app template with "Use Core Data" ticked gives the app delegate a `persistentContainer` and a
/// `saveContext()` that `applicationWillTerminate` calls. Linux has no Core Data (its import is left out), so when no
/// other file of the folder uses that stack, the two members and the calls of `saveContext()` become comments with a
/// note, and the app builds; an app that does use the stack keeps them, and its build stops there.
extension FileRewriter {
    /// The template's members.
    static let coreDataStackMembers: Set<String> = ["persistentContainer", "saveContext"]

    /// Comments out `lazy var persistentContainer: NSPersistentContainer = { … }()`.
    func dropCoreDataTemplate(_ node: VariableDeclSyntax) -> Bool {
        guard node.bindings.count == 1, let binding = node.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "persistentContainer",
              binding.typeAnnotation?.type.trimmedDescription == "NSPersistentContainer",
              templateStackIsUnused(node) else { return false }
        commentOut(node)
        note(node, "Xcode's Core Data template (persistentContainer, saveContext()) left out: Linux has no Core Data, and no other file uses it")
        return true
    }

    /// Comments out `func saveContext()` of the template.
    func dropCoreDataTemplate(_ node: FunctionDeclSyntax) -> Bool {
        guard node.name.text == "saveContext", node.signature.parameterClause.parameters.isEmpty,
              templateStackIsUnused(node) else { return false }
        commentOut(node)
        return true
    }

    /// Comments out a `saveContext()` or `self.saveContext()` statement of the file that declares the template.
    func dropCoreDataTemplateCall(_ node: FunctionCallExprSyntax) {
        let called = node.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.trimmedDescription == "self" ? member.declName.baseName.text : nil
            }
        guard name == "saveContext", node.arguments.isEmpty, node.parent?.is(CodeBlockItemSyntax.self) == true,
              templateStackIsUnused(node) else { return }
        commentOut(node)
    }

    /// Whether this file declares the template's `persistentContainer`, imports Core Data, and is the only file of
    /// the folder that names the template's members.
    private func templateStackIsUnused(_ node: some SyntaxProtocol) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self),
              index.coreDataStackUsers.subtracting([path]).isEmpty else { return false }
        let importsCoreData = file.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "CoreData"
        }
        let declaresContainer = file.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("NSPersistentContainer") }
        return importsCoreData && declaresContainer
    }

    /// Replaces `node` by its own lines, each behind `//`, the first marked: the line numbers stay.
    private func commentOut(_ node: some SyntaxProtocol) {
        let lines = node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
        let text = lines.enumerated().map { offset, line in
            offset == 0 ? "\(mark(.coreDataTemplate)) // \(line)" : "// \(line)"
        }.joined(separator: "\n")
        edits.replace(node, with: text)
    }
}
