import DynamicsInterfaceBuilder
import SwiftSyntax

/// What the rewriter needs to know about the whole folder before it rewrites a file: the methods selectors name
/// (to pass a sender of the type the method takes), the `@objc optional` requirements (to rewrite their calls in
/// every file), the app and scene delegates and the view controllers a scene can show.
struct ProjectIndex {
    /// A method declared in the folder.
    struct Method: Equatable {
        /// The type (or extended type) it is declared in.
        var owner: String?
        /// Its argument labels, `_` for none.
        var labels: [String]
        /// Each parameter's type as written.
        var parameterTypes: [String]
    }

    /// A class declared at the top level of a file.
    struct ClassInfo: Equatable {
        var name: String
        /// The names in its inheritance clause (superclass first, as Swift requires).
        var inherited: [String]
        /// Whether `Name()` compiles: no designated initializer of its own, or an `init()`.
        var hasPlainInit: Bool
        /// Whether it is `private` or `fileprivate` (a scene in another file cannot name it) or generic.
        var isHidden: Bool
        /// Whether it carried `@main` or `@UIApplicationMain`.
        var isMarkedMain: Bool
        /// The file it is in.
        var file: String
    }

    private(set) var methods: [String: [Method]] = [:]
    /// Property names by the type (or extended type) that declares them.
    private(set) var properties: [String: Set<String>] = [:]
    /// Property types as written, by owner and property.
    private(set) var propertyTypes: [String: [String: String]] = [:]
    /// Base names of `@objc optional` methods of the folder's protocols.
    private(set) var optionalMethodNames: Set<String> = []
    private(set) var classes: [ClassInfo] = []
    /// Base names of the selectors some `removeTarget(_:action:for:)` removes: their `addTarget` rewrites name
    /// their actions so they can be removed by identifier.
    private(set) var removedActionSelectors: Set<String> = []
    /// The names of the types the folder declares (classes, structs, enums, protocols, type aliases).
    private(set) var declaredTypes: Set<String> = []
    /// Whether the folder spells a name only Swift 3 has (``SwiftRenames/isSwift3Only(_:)``) and does not declare
    /// itself: then it was written for Swift 3, where `UILayoutPriority` was `Float`.
    var spellsSwift3: Bool { !swift3Spellings.subtracting(declaredValues).isEmpty }
    /// The Swift 3-only names the folder's code refers to.
    private var swift3Spellings: Set<String> = []
    /// The names of the functions and variables the folder declares outside function bodies.
    private var declaredValues: Set<String> = []

    /// The files that name `persistentContainer` or `saveContext`, the members of Xcode's Core Data template.
    private(set) var coreDataStackUsers: Set<String> = []

    /// Whether the folder declares a function, property or global named `name`.
    func declaresValue(_ name: String) -> Bool { declaredValues.contains(name) || methods[name] != nil }

    mutating func add(_ tree: SourceFileSyntax, file: String) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for method in collector.methods { methods[method.name, default: []].append(method.method) }
        for (owner, name, type) in collector.properties {
            properties[owner, default: []].insert(name)
            if let type { propertyTypes[owner, default: [:]][name] = type }
        }
        optionalMethodNames.formUnion(collector.optionalNames)
        removedActionSelectors.formUnion(collector.removedSelectors)
        classes += collector.classes.map { var info = $0; info.file = file; return info }
        declaredTypes.formUnion(collector.typeNames)
        declaredValues.formUnion(collector.properties.map(\.name))
        declaredValues.formUnion(collector.globals)
        swift3Spellings.formUnion(collector.swift3Spellings)
        if collector.namesCoreDataStack { coreDataStackUsers.insert(file) }
    }

    /// Whether some type of the folder declares a property called `name` (a closure property the app calls with
    /// `name?(…)` is not a UIKit requirement of the same name).
    func declaresProperty(_ name: String) -> Bool {
        properties.values.contains { $0.contains(name) }
    }

    /// The method `selector` names, seen from code in `context` (the type the call is written in): a method of the
    /// named type (or of `context` for `self` and unqualified selectors) first, then any of that name.
    func method(for selector: SelectorReference, in context: String?) -> Method? {
        var candidates = methods[selector.baseName] ?? []
        if let labels = selector.labels { candidates = candidates.filter { $0.labels == labels } }
        let owner = selector.qualifier.flatMap { $0 == "self" ? context : $0 } ?? context
        return candidates.first { $0.owner == owner } ?? candidates.first
    }

    /// The methods of the Objective-C selector `selector` names from code in `context` (same name, same labels: a
    /// selector written without labels takes those of the method it resolves to), one for each type that declares
    /// one, in the order the folder declares them: what a responder must be to take an action sent up the responder
    /// chain.
    func methods(for selector: SelectorReference, in context: String?) -> [Method] {
        guard let labels = selector.labels ?? method(for: selector, in: context)?.labels else { return [] }
        var owners: Set<String> = []
        return (methods[selector.baseName] ?? []).filter { method in
            guard let owner = method.owner, method.labels == labels else { return false }
            return owners.insert(owner).inserted
        }
    }

    /// The type written for property `name` of `owner`, if the folder declares it with one.
    func propertyType(of name: String, in owner: String) -> String? { propertyTypes[owner]?[name] }

    /// What the Interface Builder compiler needs to know of the folder's classes: their superclasses, properties and
    /// methods (extensions included).
    var classCatalog: ClassCatalog {
        var byOwner: [String: [ClassCatalog.Method]] = [:]
        for (name, declared) in methods {
            for method in declared {
                guard let owner = method.owner else { continue }
                byOwner[owner, default: []].append(ClassCatalog.Method(name: name, labels: method.labels))
            }
        }
        let names = Set(classes.map(\.name))
        return ClassCatalog(classes.map { info in
            ClassCatalog.Class(name: info.name, inherited: info.inherited, properties: properties[info.name] ?? [],
                               methods: (byOwner[info.name] ?? []).sorted { ($0.name, $0.labels.joined(separator: ":")) < ($1.name, $1.labels.joined(separator: ":")) },
                               propertyTypes: propertyTypes[info.name] ?? [:])
        }, extensionProperties: properties.filter { !names.contains($0.key) })
    }

    /// The names of the classes that derive, through the folder's own classes, from one of `bases`.
    func classes(derivingFrom bases: Set<String>) -> [ClassInfo] {
        var known = bases
        var result: [ClassInfo] = []
        var changed = true
        while changed {
            changed = false
            for info in classes where !known.contains(info.name) {
                if let superclass = info.inherited.first, known.contains(superclass) {
                    known.insert(info.name)
                    result.append(info)
                    changed = true
                }
            }
        }
        return result
    }

    private final class Collector: SyntaxVisitor {
        var methods: [(name: String, method: Method)] = []
        var optionalNames: Set<String> = []
        var classes: [ClassInfo] = []
        var removedSelectors: Set<String> = []
        var properties: [(owner: String, name: String, type: String?)] = []
        var typeNames: Set<String> = []
        var globals: Set<String> = []
        var swift3Spellings: Set<String> = []
        var namesCoreDataStack = false
        private var owners: [String] = []
        /// How deep the walk is inside function bodies and closures, where variables are locals.
        private var localDepth = 0

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if SwiftRenames.isSwift3Only(node.baseName.text) { swift3Spellings.insert(node.baseName.text) }
            if FileRewriter.coreDataStackMembers.contains(node.baseName.text) { namesCoreDataStack = true }
            return .visitChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            typeNames.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if localDepth == 0, owners.isEmpty {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { globals.insert(name) }
                }
            }
            if localDepth == 0, let owner = owners.last {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        properties.append((owner, name, binding.typeAnnotation?.type.trimmedDescription
                                           ?? Self.madeType(binding.initializer?.value)))
                    }
                }
            }
            return .visitChildren
        }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { localDepth += 1; return .visitChildren }
        override func visitPost(_ node: CodeBlockSyntax) { localDepth -= 1 }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { localDepth += 1; return .visitChildren }
        override func visitPost(_ node: AccessorBlockSyntax) { localDepth -= 1 }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { localDepth += 1; return .visitChildren }
        override func visitPost(_ node: ClosureExprSyntax) { localDepth -= 1 }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "removeTarget", node.arguments.count == 3,
               let selector = SelectorReference(Array(node.arguments)[1].expression) {
                removedSelectors.insert(selector.baseName)
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if owners.isEmpty { classes.append(Self.info(for: node)) }
            typeNames.insert(node.name.text)
            owners.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            typeNames.insert(node.name.text)
            owners.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            typeNames.insert(node.name.text)
            owners.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self),
                   function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
                    optionalNames.insert(function.name.text)
                }
            }
            typeNames.insert(node.name.text)
            owners.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = node.signature.parameterClause.parameters
            methods.append((node.name.text, Method(owner: owners.last, labels: parameters.map { $0.firstName.text },
                                                   parameterTypes: parameters.map { $0.type.trimmedDescription })))
            return .visitChildren
        }

        /// `T` for a property made as `= T(…)`, a call of a capitalised name.
        static func madeType(_ value: ExprSyntax?) -> String? {
            guard let call = value?.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.first?.isUppercase == true else { return nil }
            return name
        }

        static func info(for node: ClassDeclSyntax) -> ClassInfo {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            var designated = 0
            var plain = false
            for member in node.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                let parameters = initializer.signature.parameterClause.parameters
                if parameters.isEmpty && initializer.optionalMark == nil { plain = true }
                if !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }) { designated += 1 }
            }
            let hidden = node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
                || node.genericParameterClause != nil
            let main = node.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                return name == "main" || name == "UIApplicationMain"
            }
            return ClassInfo(name: node.name.text, inherited: inherited, hasPlainInit: designated == 0 || plain,
                             isHidden: hidden, isMarkedMain: main, file: "")
        }
    }
}
