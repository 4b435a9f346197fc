import Foundation
import SwiftSyntax

/// Swift 3 made `UILayoutPriority` a typealias of `Float`; Swift 4 made it a struct. A Swift 3 folder keeps its
/// priorities as `Float`s (its `UILayoutPriority` types and constants become `Float`s) and converts where it meets
/// UIKit's API: a constraint's `priority` read gets `.rawValue`, written gets `UILayoutPriority(rawValue:)`, and so do
/// the content hugging and compression resistance priorities. Only in a folder that spells a Swift 3 name
/// (``ProjectIndex/spellsSwift3``).
extension FileRewriter {
    /// The UIKit methods whose first argument is a priority, and those that return one.
    static let prioritySetters: Set<String> = ["setContentHuggingPriority", "setContentCompressionResistancePriority"]
    static let priorityGetters: Set<String> = ["contentHuggingPriority", "contentCompressionResistancePriority"]

    /// `view.setContentHuggingPriority(p, for: .horizontal)` → `…(UILayoutPriority(rawValue: p), for: …)`;
    /// `view.contentHuggingPriority(for: .horizontal)` → `….rawValue`.
    func convertPriorityCall(_ node: FunctionCallExprSyntax) {
        guard index.spellsSwift3, let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if Self.prioritySetters.contains(name), labels == ["_", "for"], let value = node.arguments.first?.expression {
            replace(value, with: "UILayoutPriority(rawValue: \(edits.text(of: value)))", marked: .swift3Priority)
        } else if Self.priorityGetters.contains(name), labels == ["for"] {
            insert(".rawValue", after: node, marked: .swift3Priority)
        }
    }

    /// `constraint.priority` read → `constraint.priority.rawValue`, when `constraint` is UIKit's constraint.
    func readPriority(_ node: MemberAccessExprSyntax) {
        guard index.spellsSwift3, node.declName.baseName.text == "priority", let base = node.base else { return }
        if let list = node.parent?.as(ExprListSyntax.self), let position = list.firstIndex(where: { $0.id == node.id }),
           list.index(after: position) != list.endIndex, list[list.index(after: position)].is(AssignmentExprSyntax.self) {
            return // a write: see writePriority
        }
        guard isConstraint(base, at: node) else { return }
        insert(".rawValue", after: node, marked: .swift3Priority)
    }

    /// `constraint.priority = value` → `constraint.priority = UILayoutPriority(rawValue: value)`.
    func writePriority(_ node: SequenceExprSyntax) {
        guard index.spellsSwift3 else { return }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "priority",
              let base = member.base, isConstraint(base, at: member) else { return }
        let value = elements[2]
        replace(value, with: "UILayoutPriority(rawValue: \(edits.text(of: value)))", marked: .swift3Priority)
    }

    /// Whether `base` is UIKit's `NSLayoutConstraint` (or a class of the folder deriving from it that does not
    /// declare its own `priority`); a base whose type cannot be told gets a note and counts as not.
    private func isConstraint(_ base: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
        guard let type = ExpressionTypes(index: index, owner: owners.last).type(of: base, at: Syntax(base)) else {
            note(node, "\(base.trimmedDescription).priority: Swift 3 read priorities as Float; this one's type could not be told, so it is left as written")
            return false
        }
        var name = type
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if name == "NSLayoutConstraint" { return true }
            if index.properties[name]?.contains("priority") == true { return false }
            guard let superclass = index.classes.first(where: { $0.name == name })?.inherited.first else { return false }
            name = superclass
        }
        return false
    }
}

/// The type of a simple expression, as far as the folder's declarations tell it without a type checker: `self`, a
/// property (through the folder's superclasses), a parameter, a local bound by `let x: T`, `let x = T(…)`,
/// `let x = <expression>` or `for x in <array>`, and member chains of those.
struct ExpressionTypes {
    let index: ProjectIndex
    /// The type whose body the expression is in.
    let owner: String?

    func type(of expression: ExprSyntax, at place: Syntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return owner }
            return local(named: name, before: place) ?? owner.flatMap { property(name, of: $0) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let baseType = type(of: base, at: place) {
            return property(member.declName.baseName.text, of: baseType)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true {
            return name
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return type(of: unwrapped.expression, at: place) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return type(of: optional.expression, at: place) }
        return nil
    }

    /// The written type of property `name` of `type` or of one of its superclasses in the folder, without `?`/`!`.
    private func property(_ name: String, of type: String) -> String? {
        var current: String? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate).inserted {
            if let written = index.propertyType(of: name, in: candidate) { return Self.bare(written) }
            current = index.classes.first { $0.name == candidate }?.inherited.first
        }
        return nil
    }

    /// The type of a parameter or local named `name` declared before `place`, looking outwards.
    private func local(named name: String, before place: Syntax) -> String? {
        var node: Syntax? = place
        while let current = node {
            if let items = current.parent?.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= current.position { break }
                    if let found = declared(name, in: item.item, at: place) { return found }
                }
            }
            if let loop = current.as(ForStmtSyntax.self),
               loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
               let sequence = type(of: loop.sequence, at: Syntax(loop)), sequence.hasPrefix("[") {
                return Self.bare(String(sequence.dropFirst().dropLast()))
            }
            if let function = current.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters
                where (parameter.secondName ?? parameter.firstName).text == name {
                    return Self.bare(parameter.type.trimmedDescription)
                }
            }
            if current.is(MemberBlockSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    private func declared(_ name: String, in item: CodeBlockItemSyntax.Item, at place: Syntax) -> String? {
        guard case .decl(let decl) = item, let variable = decl.as(VariableDeclSyntax.self) else { return nil }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let written = binding.typeAnnotation?.type.trimmedDescription { return Self.bare(written) }
            if let value = binding.initializer?.value { return type(of: value, at: Syntax(variable)) }
        }
        return nil
    }

    /// `T?`, `T!` → `T`.
    static func bare(_ type: String) -> String {
        type.trimmingCharacters(in: .whitespaces).trimmingSuffix("?!")
    }
}

extension String {
    /// The string without any trailing characters of `characters`.
    func trimmingSuffix(_ characters: String) -> String {
        var text = self
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return text
    }
}
