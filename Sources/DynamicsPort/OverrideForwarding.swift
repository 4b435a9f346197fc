import SwiftSyntax

/// An `override` written in an extension of a class that another file of the folder declares. Swift overrides from
/// an extension only through the Objective-C runtime, so Linux's compiler refuses it ("non-@objc … cannot be
/// overridden from extensions"). Moving the member into the class would cut it off from its own file's `private`
/// helpers, so it stays where it is under a new name, `dynamicsPort` + its name, and the class's body gets an
/// override that forwards to it (SnapKit's `description` of `LayoutConstraint`, in `Debugging.swift`).
enum OverrideForwarding {
    /// The name the member takes in its extension.
    static func helperName(_ name: String) -> String {
        "dynamicsPort" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The member's name token, the name to give it and its `override` modifier, when the member can be forwarded
    /// to: a property with a written type, or a method without variadic parameters.
    static func helperEdit(for decl: DeclSyntax) -> (token: TokenSyntax, text: String, override: DeclModifierSyntax?)? {
        guard forwarder(for: decl) != nil else { return nil }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
        let override = modifiers?.first { $0.name.tokenKind == .keyword(.override) }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return (function.name, helperName(function.name.text), override)
        }
        guard let pattern = decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return (pattern.identifier, helperName(pattern.identifier.text), override)
    }

    /// The overriding member the class gets: the same modifiers and signature, forwarding to the renamed member.
    static func forwarder(for decl: DeclSyntax) -> String? {
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.trimmedDescription).joined(separator: " ") ?? ""
        if let variable = decl.as(VariableDeclSyntax.self) {
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
            let helper = helperName(name)
            let settable: Bool
            switch binding.accessorBlock?.accessors {
            case .accessors(let accessors)?:
                settable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            case .getter?: settable = false
            case nil: return nil // a stored property: Swift refuses `override` on it anywhere
            }
            let body = settable ? "get { \(helper) } set { \(helper) = newValue }" : helper
            return "\(modifiers) var \(name): \(type) { \(body) }"
        }
        guard let function = decl.as(FunctionDeclSyntax.self) else { return nil }
        var arguments: [String] = []
        for parameter in function.signature.parameterClause.parameters {
            guard parameter.ellipsis == nil else { return nil }
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers
                .contains { $0.trimmedDescription == "inout" } ?? false
            arguments.append(label + (isInout ? "&" : "") + name)
        }
        let effects = function.signature.effectSpecifiers
        let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
            + "\(helperName(function.name.text))(\(arguments.joined(separator: ", ")))"
        let generics = function.genericParameterClause?.trimmedDescription ?? ""
        let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return "\(modifiers) func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause) { \(call) }"
    }

    /// The forwarding overrides each file's classes get, by file and class: for every override in an extension, in
    /// another file, of a class the folder declares.
    static func forwarders(in trees: [(PortSource, SourceFileSyntax)], index: ProjectIndex) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for (source, tree) in trees {
            let finder = ExtensionFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for extensionDecl in finder.found {
                let name = extensionDecl.extendedType.trimmedDescription
                guard let owner = index.classes.first(where: { $0.name == name }), owner.file != source.path else { continue }
                for member in extensionDecl.memberBlock.members {
                    let decl = member.decl
                    guard decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                            .contains(where: { $0.name.tokenKind == .keyword(.override) }) == true,
                          let forwarder = forwarder(for: decl) else { continue }
                    result[owner.file, default: [:]][name, default: []].append(forwarder)
                }
            }
        }
        return result
    }
}

/// The extensions of a file, at its top level or inside `#if` blocks.
private final class ExtensionFinder: SyntaxVisitor {
    var found: [ExtensionDeclSyntax] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
