import Foundation
import SwiftSyntax

/// Rewrites one file: walks its syntax tree once, and for every construct Linux refuses records a text edit that
/// replaces it with what Dynamics accepts, marked `/* port: <kind> */`; what it cannot translate becomes a note.
final class FileRewriter: SyntaxVisitor {
    /// The frameworks whose names `import Dynamics` brings. `AudioUnit` is there because on iOS it re-exports
    /// AudioToolbox, and apps import it for `AudioServicesPlaySystemSound` alone.
    static let replacedModules: Set<String> = [
        "UIKit", "CoreMotion", "QuartzCore", "CoreGraphics", "AVFoundation", "CoreImage", "CoreHaptics",
        "AudioToolbox", "AudioUnit", "AVFAudio", "GameplayKit", "UserNotifications", "StoreKit", "Combine",
    ]

    /// Apple frameworks with no counterpart in Dynamics or on Linux: their import is left out with a note, so a file
    /// that imports one without using it (a template's leftover) still builds, and one that uses it stops at the use.
    static let absentModules: Set<String> = [
        "SpriteKit", "SceneKit", "GameKit", "GameController", "MapKit", "CoreLocation", "Photos", "PhotosUI",
        "WebKit", "SafariServices", "MessageUI", "ARKit", "RealityKit", "AVKit", "MediaPlayer", "CoreData",
        "CloudKit", "Contacts", "ContactsUI", "EventKit", "HealthKit", "Vision", "CoreML", "Metal", "MetalKit",
        "GLKit", "OpenGLES", "SwiftUI", "Social", "Accounts", "iAd",
    ]

    /// Modules that `import Dynamics` re-exports: a file that imports Dynamics does not import them itself.
    static let reexportedModules: Set<String> = ["Foundation", "Dispatch"]

    /// Foundation's and Dispatch's types whose calls `import Dynamics` puts on the scene clock (its `Timer` and
    /// `RunLoop` overloads, `DispatchTime.sceneNow()`) or gives Darwin's `@preconcurrency` blocks (`OperationQueue`).
    static let sceneClockTypes: Set<String> = ["Timer", "RunLoop", "OperationQueue", "DispatchTime"]

    let index: ProjectIndex
    let path: String
    private let converter: SourceLocationConverter
    var edits: TextEdits
    private(set) var notes: [PortNote] = []
    private(set) var changes: [RewriteKind: Int] = [:]
    /// The names of the types being walked through, innermost last.
    private(set) var owners: [String] = []
    /// Members to add at the end of the body of a class of this file, by class: the overrides that extensions in
    /// other files declare, forwarding to their renamed bodies (see ``OverrideForwarding``).
    private let forwarders: [String: [String]]
    /// Whether the file imports Dynamics, as written or rewritten (its imports come before the code that needs it).
    private(set) var importedDynamics = false
    /// `#selector`s consumed by a rewrite (by their offset); the others become notes.
    private var handledSelectors: Set<Int> = []
    /// Every `#selector` of the file, in order.
    private var selectors: [MacroExpansionExprSyntax] = []

    /// Whether the package bundles the app's resources in its module (then `Bundle.main` lookups use `Bundle.module`).
    private let bundlesResources: Bool

    init(tree: SourceFileSyntax, path: String, index: ProjectIndex, bundlesResources: Bool = false,
         forwarders: [String: [String]] = [:]) {
        self.index = index
        self.forwarders = forwarders
        self.bundlesResources = bundlesResources
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        edits = TextEdits(tree.description)
        super.init(viewMode: .sourceAccurate)
    }

    func note(_ node: some SyntaxProtocol, _ message: String) {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        notes.append(PortNote(file: path, line: line, message: message))
    }

    func mark(_ kind: RewriteKind) -> String {
        changes[kind, default: 0] += 1
        return "/* port: \(kind.rawValue) */"
    }

    /// Takes the marks of `text`, an edit that is not in the result, out of ``changes``.
    private func uncount(_ text: String) {
        for (kind, count) in RewriteKind.marks(in: text) {
            changes[kind, default: 0] -= count
            if changes[kind] == 0 { changes[kind] = nil }
        }
    }

    /// Takes back the edits made inside `node`, for a replacement that leaves out what they rewrote.
    func dropEdits(inside node: some SyntaxProtocol) {
        for text in edits.removeEdits(inside: node) { uncount(text) }
    }

    // MARK: Type context

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        removeObjC(node.attributes, modifiers: node.modifiers)
        rewriteEntryPoint(node)
        if owners.count == 1, let members = forwarders[node.name.text] {
            let brace = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let text = members.map { "    \(mark(.overrideInExtension)) \($0)" }.joined(separator: "\n")
            edits.replace(from: brace, to: brace, with: text + "\n")
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        removeObjC(node.attributes, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.extendedType.trimmedDescription)
        removeObjC(node.attributes, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        owners.removeLast()
        moveOverrides(out: node)
    }

    /// Swift overrides a superclass method from an extension only through the Objective-C runtime: on Linux an
    /// `override` in an extension moves into the class's own body when the class is declared in the same file
    /// (its lines in the extension stay, empty, so later lines keep their numbers). When another file of the folder
    /// declares the class, the member stays where it is under a new name (so it keeps seeing its file's `private`
    /// helpers) and the class gets an override forwarding to it; a class from elsewhere gets a note.
    private func moveOverrides(out node: ExtensionDeclSyntax) {
        let overrides = node.memberBlock.members.map(\.decl).filter { decl in
            decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
        }
        guard !overrides.isEmpty else { return }
        let name = node.extendedType.trimmedDescription
        guard let owner = node.root.as(SourceFileSyntax.self)?.statements
            .compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: { $0.name.text == name }) else {
            for decl in overrides {
                if index.classes.contains(where: { $0.name == name }), let renamed = OverrideForwarding.helperEdit(for: decl) {
                    // The class is in another file of the folder: that file's class gets a forwarding override.
                    edits.replace(renamed.token, with: "\(mark(.overrideInExtension)) \(renamed.text)")
                    if let modifier = renamed.override {
                        edits.replace(from: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      to: modifier.endPosition.utf8Offset, with: "")
                    }
                } else {
                    note(decl, "an override in an extension of \(name), a class the folder does not declare: Linux's Swift refuses it; move it into the class")
                }
            }
            return
        }
        var moved = ""
        for decl in overrides {
            moved += "\n    \(mark(.overrideInExtension)) " + edits.text(of: decl)
            edits.replace(decl, with: "")
        }
        let brace = owner.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.replace(from: brace, to: brace, with: moved.dropFirst() + "\n")
    }

    // MARK: Swift 4.2 names

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        renameType(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        renameValue(node)
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        dropAnimationsParameter(node)
        return .visitChildren
    }

    override func visitPost(_ node: MemberAccessExprSyntax) {
        dropCharacters(node)
        readPriority(node)
    }

    override func visitPost(_ node: SequenceExprSyntax) {
        retypeAttributeDictionary(node)
        writePriority(node)
        rewriteTypedKeyCast(node)
        rewriteBarItemAction(node)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        retypeAttributeDictionary(node)
        return .visitChildren
    }

    // MARK: Imports and platform conditions

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if module == "Dynamics" { importedDynamics = true; return .skipChildren }
        let original = node.trimmedDescription
        if Self.absentModules.contains(module) {
            edits.replace(node, with: "\(mark(.import)) // \(original)")
            note(node, "\(module) has no counterpart in Dynamics: its import is left out; code using it will not build")
            return .skipChildren
        }
        if Self.reexportedModules.contains(module) {
            // Beside `import Dynamics` these add nothing, and a direct import of Foundation keeps corelibs'
            // `Timer` and `OperationQueue` blocks ahead of Dynamics' `@preconcurrency` ones (a warning for every
            // UIKit call inside them in the Swift 5 mode, where iOS gives none) and puts its timers on the wall
            // clock. A file that imports Foundation alone keeps it, unless it names those types: then it imports
            // Dynamics instead, so its timers run on the scene clock as the rest of the app's do.
            if importsAReplacedModule(node) {
                edits.replace(node, with: "\(mark(.import)) // \(original)")
            } else if namesSceneClockTypes(node) {
                replaceWithDynamics(node, original)
            }
            return .skipChildren
        }
        guard Self.replacedModules.contains(module) else { return .skipChildren }
        replaceWithDynamics(node, original)
        return .skipChildren
    }

    /// The file's first framework import becomes `import Dynamics`; the others go.
    private func replaceWithDynamics(_ node: ImportDeclSyntax, _ original: String) {
        if importedDynamics {
            edits.replace(node, with: "\(mark(.import)) // \(original)")
        } else {
            importedDynamics = true
            edits.replace(node, with: "import Dynamics \(mark(.import)) // \(original)")
        }
    }

    /// Whether the file of `node` names `Timer`, `RunLoop`, `OperationQueue` or `DispatchTime`.
    private func namesSceneClockTypes(_ node: ImportDeclSyntax) -> Bool {
        node.root.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return Self.sceneClockTypes.contains(name) }
            return false
        }
    }

    /// Whether the file of `node` imports a framework that becomes `import Dynamics`.
    private func importsAReplacedModule(_ node: ImportDeclSyntax) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self) else { return false }
        return file.statements.contains { statement in
            guard let other = statement.item.as(ImportDeclSyntax.self), let name = other.path.first?.name.text
            else { return false }
            return Self.replacedModules.contains(name) || name == "Dynamics"
        }
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for call in condition.tokens(viewMode: .sourceAccurate) {
            guard call.tokenKind == .identifier("os") || call.tokenKind == .identifier("canImport"),
                  let function = call.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let argument = function.arguments.first?.expression.trimmedDescription
            else { continue }
            if call.text == "os" && argument == "iOS" {
                replace(function, with: "os(Linux)", marked: .platformCondition)
            } else if call.text == "canImport" && Self.replacedModules.contains(argument) {
                replace(function, with: "canImport(Dynamics)", marked: .platformCondition)
            }
        }
        return .visitChildren
    }

    // MARK: @objc, @IBOutlet, dynamic

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if dropCoreDataTemplate(node) { return .skipChildren }
        removeObjC(node.attributes, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if dropCoreDataTemplate(node) { return .skipChildren }
        removeObjC(node.attributes, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        removeObjC(node.attributes, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        removeObjC(node.attributes, modifiers: node.modifiers)
        return .visitChildren
    }

    /// Turns `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `@IBOutlet`/`@IBOutletCollection` into
    /// comments, and `dynamic` too when it came with `@objc` (alone it means dynamic replacement, which Linux has).
    private func removeObjC(_ attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax) {
        var removedObjC = false
        var interfaceBuilt = false
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            switch attribute.attributeName.trimmedDescription {
            case "objc", "objcMembers", "nonobjc":
                removedObjC = true
                edits.replace(attribute, with: mark(.objc).replacingFirst("*/", with: "\(attribute.trimmedDescription) */"))
            case "IBOutlet", "IBOutletCollection":
                interfaceBuilt = true
                edits.replace(attribute, with: mark(.outlet).replacingFirst("*/", with: "\(attribute.trimmedDescription) */"))
            case "IBAction", "IBSegueAction":
                interfaceBuilt = true
                // Linux's compiler takes `@IBAction` only on a method of one argument; iOS also allows none or two.
                if let parameters = attribute.parent?.parent?.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters,
                   parameters.count != 1 {
                    edits.replace(attribute, with: mark(.outlet).replacingFirst("*/", with: "\(attribute.trimmedDescription) */"))
                }
            default:
                break
            }
        }
        // The compiled storyboard in another file sets the outlet and calls the action, as UIKit's runtime did.
        if interfaceBuilt, let hidden = modifiers.first(where: {
            [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
        }) {
            edits.replace(hidden, with: mark(.outlet).replacingFirst("*/", with: "\(hidden.trimmedDescription) */"))
        }
        if removedObjC, let dynamic = modifiers.first(where: { $0.name.tokenKind == .keyword(.dynamic) }) {
            edits.replace(dynamic, with: mark(.objc).replacingFirst("*/", with: "dynamic */"))
        }
    }

    // MARK: @main

    private func rewriteEntryPoint(_ node: ClassDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedDescription
            guard name == "main" || name == "UIApplicationMain" else { continue }
            guard inherited.contains("UIApplicationDelegate") else {
                note(attribute, "@\(name) on \(node.name.text), which is not a UIApplicationDelegate: not translated")
                continue
            }
            edits.replace(attribute, with: mark(.entryPoint).replacingFirst("*/", with: "@\(name) */"))
        }
    }

    // MARK: @objc protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        removeObjC(node.attributes, modifiers: node.modifiers)
        for (_, optional) in Self.optionalRequirements(of: node) {
            edits.replace(optional, with: mark(.optionalRequirement))
        }
        return .visitChildren
    }

    /// The defaults of the optional requirements, in an extension after the protocol: written once the walk has
    /// renamed what the requirements name (a Swift 4.1 `UIControlState` parameter), so they carry the same names.
    override func visitPost(_ node: ProtocolDeclSyntax) {
        var defaults: [String] = []
        for (decl, optional) in Self.optionalRequirements(of: node) {
            if let function = decl.as(FunctionDeclSyntax.self) {
                if let body = defaultBody(returning: function.signature.returnClause?.type) {
                    defaults.append(signature(of: function, dropping: optional) + " " + body)
                } else {
                    note(function, "optional requirement \(function.name.text) returns \(function.signature.returnClause!.type.trimmedDescription): kept as a plain requirement with no default (UIKit's answer for a missing method is nil); conformers must implement it")
                }
            } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let type = binding.typeAnnotation?.type, let body = defaultBody(returning: type),
                      type.trimmedDescription.hasSuffix("?") {
                let modifiersText = variable.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
                    .map { $0.trimmedDescription + " " }.joined()
                defaults.append("\(modifiersText)var \(binding.pattern.trimmedDescription): \(ported(type)) \(body)")
            } else {
                note(decl, "optional requirement kept as a plain requirement with no default: conformers must implement it")
            }
        }
        guard !defaults.isEmpty else { return }
        let access = node.modifiers.first { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
            .map { _ in "public " } ?? ""
        let indent = String(repeating: " ", count: 4)
        let body = defaults.map { indent + $0 }.joined(separator: "\n")
        edits.insert("\n\n/* port: defaults of the optional requirements */\n\(access)extension \(node.name.text) {\n\(body)\n}",
                     after: node)
    }

    /// The members of `node` declared `optional`, with that modifier.
    private static func optionalRequirements(of node: ProtocolDeclSyntax) -> [(DeclSyntax, DeclModifierSyntax)] {
        node.memberBlock.members.compactMap { member in
            guard let optional = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                .first(where: { $0.name.tokenKind == .keyword(.optional) }) else { return nil }
            return (member.decl, optional)
        }
    }

    /// The text of `node` as the port writes it, without the marks: a copy of rewritten text whose original
    /// carries the marks.
    private func ported(_ node: some SyntaxProtocol) -> String {
        var text = edits.preview(of: node)
        while let open = text.range(of: "/* port: "), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            var removed = open.lowerBound..<close.upperBound
            if removed.upperBound < text.endIndex, text[removed.upperBound] == " " {
                removed = removed.lowerBound..<text.index(after: removed.upperBound)
            } else if removed.lowerBound > text.startIndex, text[text.index(before: removed.lowerBound)] == " " {
                removed = text.index(before: removed.lowerBound)..<removed.upperBound
            }
            text.removeSubrange(removed)
        }
        return text
    }

    /// The body a default implementation has: nothing for `Void`, nil for an optional, else none can be written.
    private func defaultBody(returning type: TypeSyntax?) -> String? {
        guard let type else { return "{}" }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return "{}" }
        if text.hasSuffix("?") || type.is(OptionalTypeSyntax.self) { return "{ nil }" }
        return nil
    }

    private func signature(of function: FunctionDeclSyntax, dropping optional: DeclModifierSyntax) -> String {
        let modifiers = function.modifiers.filter { $0.id != optional.id && $0.name.tokenKind != .keyword(.optional) }
            .map { $0.trimmedDescription + " " }.joined()
        var text = modifiers + "func " + function.name.text
        if let generics = function.genericParameterClause { text += ported(generics) }
        text += ported(function.signature)
        if let whereClause = function.genericWhereClause { text += " " + ported(whereClause) }
        return text
    }

    // MARK: delegate?.method?(…)

    override func visitPost(_ node: FunctionCallExprSyntax) {
        convertPriorityCall(node)
        rewriteClassDescription(node)
        rewriteOptionalCall(node)
        rewriteTargetAction(node)
        rewriteResourceLookup(node)
        renameMethodCall(node)
        dropCoreDataTemplateCall(node)
        readDeadlineOnSceneClock(node)
    }

    // MARK: Bundle.main resources

    /// The `Bundle` methods that find a file of the app bundle.
    static let resourceLookups: Set<String> = ["url", "urls", "path", "paths"]

    /// `Bundle.main.url(forResource:withExtension:)` and the other lookups → `Bundle.module`: SwiftPM puts the copied
    /// resources in the module's bundle, which Linux's `Bundle.main` (the executable's folder) does not search.
    private func rewriteResourceLookup(_ node: FunctionCallExprSyntax) {
        guard bundlesResources, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              Self.resourceLookups.contains(member.declName.baseName.text),
              node.arguments.first?.label.map({ ["forResource", "forResourcesWithExtension"].contains($0.text) }) == true,
              let base = member.base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "main",
              base.base?.trimmedDescription == "Bundle" else { return }
        replace(base, with: "Bundle.module", marked: .bundleResource)
    }

    private func rewriteOptionalCall(_ node: FunctionCallExprSyntax) {
        let called = node.calledExpression
        let mark: TokenSyntax
        let member: MemberAccessExprSyntax?
        if let chained = called.as(OptionalChainingExprSyntax.self) {
            mark = chained.questionMark
            member = chained.expression.as(MemberAccessExprSyntax.self)
        } else if let forced = called.as(ForceUnwrapExprSyntax.self) {
            mark = forced.exclamationMark
            member = forced.expression.as(MemberAccessExprSyntax.self)
        } else {
            return
        }
        guard let member else { return }
        let base = member.declName.baseName.text
        let fullName = base + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        let uikitRequirement = UIKitOptionalRequirements.methods.contains(fullName) && !index.declaresProperty(base)
        guard index.optionalMethodNames.contains(base) || uikitRequirement else { return }
        edits.replace(mark, with: self.mark(.optionalCall))
    }

    // MARK: #selector

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "selector" { selectors.append(node) }
        if node.macroName.text == "keyPath" { rewriteKeyPath(node) }
    }

    // MARK: Typed string keys

    /// The SDK's typed string keys (`NS_TYPED_EXTENSIBLE_ENUM`s) that apps cast a JSON dictionary to. On iOS
    /// `json as? [CHHapticPattern.Key: Any]` bridges the JSON's `NSString` keys to the typed keys; Linux's runtime
    /// has no such bridging, so the cast fails there.
    static let typedStringKeys: Set<String> = ["CHHapticPattern.Key"]

    /// `x as? [CHHapticPattern.Key: V]` → `(x as? [String: V]).map({ … })` re-keying each entry with
    /// `Key(rawValue:)`, which is what the bridging cast does; `as!` the same without the optional.
    private func rewriteTypedKeyCast(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
              let bang = cast.questionOrExclamationMark?.tokenKind,
              let type = elements[2].as(TypeExprSyntax.self)?.type.as(DictionaryTypeSyntax.self),
              Self.typedStringKeys.contains(type.key.trimmedDescription) else { return }
        let key = type.key.trimmedDescription, value = type.value.trimmedDescription
        let source = edits.text(of: elements[0])
        let rekeyed = "(\(key)(rawValue: $0.key), $0.value)"
        switch bang {
        case .postfixQuestionMark:
            // `map(_:)` with its closure in parentheses: the cast is often an `if let`'s condition, where a
            // trailing closure does not parse.
            replace(node, markedInFront: .typedKeyCast, with: "(\(source) as? [String: \(value)]).map("
                + "{ Dictionary(uniqueKeysWithValues: $0.map { \(rekeyed) }) })")
        case .exclamationMark:
            replace(node, markedInFront: .typedKeyCast, with: "Dictionary(uniqueKeysWithValues: "
                + "(\(source) as! [String: \(value)]).map { \(rekeyed) })")
        default:
            return
        }
    }

    // MARK: #keyPath

    /// `#keyPath(CALayer.transform)` → `"transform"`: the string the Objective-C-only expression stands for, its
    /// leading type names (capitalised, as Swift names types) left out, as the compiler does.
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let path = node.arguments.first?.expression.trimmedDescription else {
            return note(node, "\(node.trimmedDescription): not a key path of properties; not translated")
        }
        let components = path.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
        let properties = components.drop { $0.first?.isUppercase == true }
        guard !properties.isEmpty, properties.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return note(node, "\(node.trimmedDescription): not a key path of properties; not translated")
        }
        // The type names the key path starts with, renamed or not, are not in the string.
        dropEdits(inside: node)
        replace(node, markedInFront: .keyPath, with: "\"\(properties.joined(separator: "."))\"")
    }

    /// Walks `tree`, notes every `#selector` no rewrite took and every rewrite refused for overlapping an earlier
    /// one (its marks are taken out of ``changes``: it is not in the text).
    func rewrite(_ tree: SourceFileSyntax) {
        walk(tree)
        for refusal in edits.refused {
            uncount(refusal.text)
            let line = converter.location(for: AbsolutePosition(utf8Offset: refusal.offset)).line
            let text = refusal.text.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(60)
            notes.append(PortNote(file: path, line: line, message: "a rewrite overlapping an earlier one was not made (\(text)): check this line"))
        }
        for node in selectors where !handledSelectors.contains(node.position.utf8Offset) {
            let context = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
            note(node, "\(node.trimmedDescription)\(context.map { " in \($0)(…)" } ?? ""): no closure form to rewrite it to; not translated")
        }
    }

    private func rewriteTargetAction(_ node: FunctionCallExprSyntax) {
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        let callee = node.calledExpression
        let calleeName = (callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
            ?? (callee.as(DeclReferenceExprSyntax.self)?.baseName.text) ?? ""
        let base = callee.as(MemberAccessExprSyntax.self)?.base
        let typeName = base.map { $0.trimmedDescription } ?? ""
        func argument(_ label: String) -> LabeledExprSyntax? { arguments.first { ($0.label?.text ?? "_") == label } }

        // Which UIKit or Foundation form is this?
        if calleeName == "addTarget", labels == ["_", "action", "for"] {
            controlTarget(node, base: base, target: arguments[0], action: arguments[1], events: arguments[2])
        } else if calleeName == "removeTarget", labels == ["_", "action", "for"], isSelector(arguments[1].expression) {
            controlRemoveTarget(node, base: base, action: arguments[1], events: arguments[2])
        } else if calleeName == "addTarget", labels == ["_", "action"] {
            recognizerTarget(node, base: base, target: arguments[0], action: arguments[1])
        } else if labels == ["target", "action"],
                  let name = [callee.trimmedDescription, typeName, implicitInitType(node) ?? ""]
                    .first(where: { $0.hasSuffix("GestureRecognizer") }) {
            recognizerInit(node, className: name, target: arguments[0], action: arguments[1])
        } else if let target = argument("target"), let action = argument("action"), labels.last == "action",
                  [callee.trimmedDescription, typeName].contains("UIBarButtonItem") {
            barButtonItem(node, arguments: arguments, target: target, action: action)
        } else if calleeName == "scheduledTimer" || ["Timer", "Timer.init"].contains(callee.trimmedDescription),
                  argument("selector") != nil, argument("target") != nil {
            timer(node, scheduled: calleeName == "scheduledTimer", arguments: arguments)
        } else if calleeName == "addObserver", labels == ["_", "selector", "name", "object"] {
            observer(node, arguments: arguments)
        } else if calleeName == "perform", labels.first == "_", let selector = SelectorReference(arguments[0].expression) {
            perform(node, base: base, selector: selector, arguments: arguments)
        } else if ["CADisplayLink", "CADisplayLink.init"].contains(callee.trimmedDescription), labels == ["target", "selector"] {
            displayLink(node, target: arguments[0], selector: arguments[1])
        }
    }

    /// The type an implicit `.init(…)` makes, when its context names it: `let r: T = .init(…)`, or `p = .init(…)` /
    /// `self.p = .init(…)` for a property `p` the enclosing type declares with type `T`, `T!` or `T?`.
    private func implicitInitType(_ node: FunctionCallExprSyntax) -> String? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init" else { return nil }
        var written: String?
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            written = binding.typeAnnotation?.type.trimmedDescription
        } else if let list = node.parent?.as(ExprListSyntax.self), list.count == 3,
                  list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  list.last?.id == node.id, let assigned = list.first, let owner = owners.last {
            let name = assigned.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
            } ?? assigned.as(DeclReferenceExprSyntax.self)?.baseName.text
            written = name.flatMap { index.propertyType(of: $0, in: owner) }
        }
        return written.map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))) }
    }

    /// The selector in `argument`, marked handled; nil (with a note) when it is not a plain method selector.
    private func selector(in argument: LabeledExprSyntax) -> SelectorReference? { methodSelector(argument.expression) }

    /// The selector `expression` spells, marked handled; nil (with a note) when it is not a plain method selector.
    func methodSelector(_ expression: ExprSyntax) -> SelectorReference? {
        guard let selector = SelectorReference(expression) else {
            if isSelector(expression) {
                note(expression, "\(expression.trimmedDescription): only method selectors are translated")
                handledSelectors.insert(expression.position.utf8Offset)
            }
            return nil
        }
        handledSelectors.insert(expression.position.utf8Offset)
        return selector
    }

    private func targetAction(_ target: LabeledExprSyntax, _ selector: SelectorReference) -> TargetAction? {
        let targetText = edits.text(of: target.expression)
        if targetText == "nil" {
            note(target, "target nil (the responder chain) for \(selector.spelled): not translated")
            return nil
        }
        let method = index.method(for: selector, in: owners.last)
        if method == nil {
            note(target, "\(selector.spelled) is not declared in the folder: called with \(selector.labels?.count ?? 0) argument(s), check the call")
        }
        return TargetAction(target: targetText, selector: selector, method: method)
    }

    /// `control.addTarget(t, action: #selector(m(_:)), for: events)` →
    /// `control.addAction(UIAction { [weak t] action in t?.m(action.sender as! T) }, for: events)`.
    private func controlTarget(_ node: FunctionCallExprSyntax, base: ExprSyntax?, target: LabeledExprSyntax,
                               action: LabeledExprSyntax, events: LabeledExprSyntax) {
        guard let selector = selector(in: action) else { return }
        if target.expression.isNilTarget {
            return responderChainControlAction(node, base: base, target: target, selector: selector, events: events)
        }
        guard let targetAction = targetAction(target, selector) else { return }
        guard targetAction.arity <= 1 else {
            return note(node, "\(selector.spelled) takes the event too: not translated (a UIAction carries no event)")
        }
        let (list, receiver) = targetAction.capture(weak: true)
        let sender = TargetAction.argument("action.sender", valueType: "UIControl", optional: true,
                                           supertypes: controlSupertypes, declared: targetAction.senderType)
        let call = targetAction.call(on: receiver, with: [sender])
        replaceWithAction(node, base: base, selector: selector, handler: "\(list)action in \(call)", events: events)
    }

    /// The identifier an action made from `selector` carries when something removes it.
    static func actionIdentifier(_ selector: SelectorReference) -> String {
        "UIAction.Identifier(\"\(selector.baseName)\")"
    }

    /// `control.removeTarget(t, action: #selector(m), for: events)` →
    /// `control.removeAction(identifiedBy: UIAction.Identifier("m"), for: events)`.
    private func controlRemoveTarget(_ node: FunctionCallExprSyntax, base: ExprSyntax?, action: LabeledExprSyntax,
                                     events: LabeledExprSyntax) {
        guard let selector = selector(in: action) else { return }
        let prefix = base.map { edits.text(of: $0) + "." } ?? ""
        replace(node, markedInFront: .selector, with: "\(prefix)removeAction(identifiedBy: \(Self.actionIdentifier(selector)), for: \(edits.text(of: events.expression)))")
    }

    /// `recognizer.addTarget(t, action: #selector(m(_:)))` → `recognizer.addAction { [weak t] recognizer in … }`.
    private func recognizerTarget(_ node: FunctionCallExprSyntax, base: ExprSyntax?, target: LabeledExprSyntax,
                                  action: LabeledExprSyntax) {
        guard let selector = selector(in: action), let targetAction = targetAction(target, selector) else { return }
        let (list, receiver) = targetAction.capture(weak: true)
        let sender = TargetAction.argument("recognizer", valueType: "UIGestureRecognizer", optional: false,
                                           supertypes: [], declared: targetAction.senderType)
        let call = targetAction.call(on: receiver, with: [sender])
        let prefix = base.map { edits.text(of: $0) + "." } ?? ""
        replace(node, markedInFront: .selector, with: "\(prefix)addAction { \(list)recognizer in \(call) }")
    }

    /// `UITapGestureRecognizer(target: t, action: #selector(m(_:)))` →
    /// `UITapGestureRecognizer(handler: { [weak t] recognizer in t?.m(recognizer) })`.
    private func recognizerInit(_ node: FunctionCallExprSyntax, className: String, target: LabeledExprSyntax,
                                action: LabeledExprSyntax) {
        let bare = className.hasSuffix(".init") ? String(className.dropLast(5)) : className
        if action.expression.trimmedDescription == "nil" {
            replace(node, markedInFront: .selector, with: "\(bare)()")
            return
        }
        guard let selector = selector(in: action), let targetAction = targetAction(target, selector) else { return }
        let (list, receiver) = targetAction.capture(weak: true)
        if let handlerType = recognizerHandlerTypes[bare] {
            var sender = TargetAction.argument("recognizer", valueType: handlerType, optional: false,
                                               supertypes: recognizerSupertypes(of: handlerType),
                                               declared: targetAction.senderType)
            if let sibling = siblingRecognizerType(targetAction.senderType, made: bare, handlerType: handlerType) {
                sender = "unsafeBitCast(recognizer, to: \(sibling).self)"
                note(node, "\(selector.spelled) takes a \(sibling) and is sent a \(bare), as the Objective-C runtime sends it: only UIGestureRecognizer's members of it may be used")
            }
            let call = targetAction.call(on: receiver, with: [sender])
            replace(node, markedInFront: .selector, with: "\(bare)(handler: { \(list)recognizer in \(call) })")
        } else {
            let sender = TargetAction.argument("recognizer", valueType: "UIGestureRecognizer", optional: false,
                                               supertypes: [], declared: targetAction.senderType)
            let call = targetAction.call(on: receiver, with: [sender])
            replace(node, markedInFront: .selector, with: "{ let recognizer = \(bare)(); recognizer.addAction { \(list)recognizer in \(call) }; return recognizer }()")
        }
    }

    /// The recogniser class a method declares for its sender when it is another of UIKit's recogniser classes than
    /// the one made (`select(recognizer: UIPanGestureRecognizer)` as a tap's action): Objective-C hands the method
    /// the tap recogniser all the same, and the method works as long as it uses what every recogniser has. A cast
    /// would always fail, so the port reinterprets the reference as Objective-C does.
    private func siblingRecognizerType(_ declared: String?, made: String, handlerType: String) -> String? {
        guard let declared = declared?.replacingOccurrences(of: " ", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "?!")),
              recognizerHandlerTypes[declared] != nil, declared != made,
              !recognizerSupertypes(of: handlerType).union([handlerType]).contains(declared) else { return nil }
        return declared
    }

    /// `UIBarButtonItem(title:style:target:action:)` and the other target–action initialisers →
    /// the same initialiser with `primaryAction:`; a method that takes the item gets it.
    private func barButtonItem(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax],
                               target: LabeledExprSyntax, action: LabeledExprSyntax) {
        var kept = arguments.filter { $0.label?.text != "target" && $0.label?.text != "action" }
            .map { ($0.label.map { $0.text + ": " } ?? "") + edits.text(of: $0.expression) }
        let callee = edits.text(of: node.calledExpression)
        if action.expression.trimmedDescription == "nil" {
            kept.append("primaryAction: nil")
            replace(node, markedInFront: .selector, with: "\(callee)(\(kept.joined(separator: ", ")))")
            return
        }
        guard let selector = selector(in: action), let targetAction = targetAction(target, selector) else { return }
        let (list, receiver) = targetAction.capture(weak: true)
        if targetAction.arity == 0 {
            kept.append("primaryAction: UIAction { \(list)_ in \(targetAction.call(on: receiver, with: [])) }")
            replace(node, markedInFront: .selector, with: "\(callee)(\(kept.joined(separator: ", ")))")
            return
        }
        // The method takes the item as its sender: make the item first, then its action.
        let sender = TargetAction.argument("item", valueType: "UIBarButtonItem", optional: false, supertypes: [],
                                           declared: targetAction.senderType)
        let captures = String(list.dropFirst().dropLast(2))
        let call = targetAction.call(on: receiver, with: [sender])
        let made = "\(callee)(\(kept.joined(separator: ", ")))"
        replace(node, markedInFront: .selector, with: "{ let item = \(made); item.primaryAction = UIAction { [\(captures.isEmpty ? "" : captures + ", ")unowned item] _ in \(call) }; return item }()")
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` →
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, holding the target as the timer does.
    /// A `#selector(getter: T.property)` timer reads the property each time it fires (the Objective-C runtime sends
    /// the getter's message, ignoring the timer it passes): `_ = target.property`.
    private func timer(_ node: FunctionCallExprSyntax, scheduled: Bool, arguments: [LabeledExprSyntax]) {
        func value(_ label: String) -> LabeledExprSyntax? { arguments.first { $0.label?.text == label } }
        guard let target = value("target"), let selectorArgument = value("selector") else { return }
        let getter = SelectorReference(getterIn: selectorArgument.expression)
        if getter != nil { handledSelectors.insert(selectorArgument.expression.position.utf8Offset) }
        guard let selector = getter ?? selector(in: selectorArgument) else { return }
        if let userInfo = value("userInfo"), userInfo.expression.trimmedDescription != "nil" {
            return note(node, "a Timer with userInfo: not translated (the block form has no userInfo)")
        }
        let list: String, call: String
        if getter != nil {
            guard edits.text(of: target.expression) != "nil" else {
                return note(target, "target nil (the responder chain) for getter \(selector.baseName): not translated")
            }
            let captured = TargetAction(target: edits.text(of: target.expression), selector: selector, method: nil)
                .capture(weak: false)
            (list, call) = (captured.list, "_ = \(captured.receiver).\(selector.baseName)")
        } else {
            guard let targetAction = targetAction(target, selector) else { return }
            let captured = targetAction.capture(weak: false)
            let sender = TargetAction.argument("timer", valueType: "Timer", optional: false, supertypes: [],
                                               declared: targetAction.senderType)
            (list, call) = (captured.list, targetAction.call(on: captured.receiver, with: [sender]))
        }
        let repeats = value("repeats").map { edits.text(of: $0.expression) } ?? "false"
        let block = "{ \(list)timer in \(call) }"
        let callee = edits.text(of: node.calledExpression)
        // Foundation's block form is not @discardableResult on Linux: a timer made as a statement stays unused.
        let discard = scheduled && node.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
        if let interval = value("timeInterval") {
            let name = scheduled ? callee : "Timer"
            let intervalLabel = scheduled ? "withTimeInterval" : "timeInterval"
            replace(node, markedInFront: .selector, with: "\(discard)\(name)(\(intervalLabel): \(edits.text(of: interval.expression)), repeats: \(repeats), block: \(block))")
        } else if let fire = value("fireAt"), let interval = value("interval") {
            replace(node, markedInFront: .selector, with: "Timer(fire: \(edits.text(of: fire.expression)), interval: \(edits.text(of: interval.expression)), repeats: \(repeats), block: \(block))")
        } else {
            note(node, "this Timer initialiser: not translated")
        }
    }

    /// `center.addObserver(t, selector: #selector(m(_:)), name: n, object: o)` →
    /// `center.addObserver(forName: n, object: o, queue: nil) { [weak t] notification in t?.m(notification) }`.
    private func observer(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) {
        guard let selector = selector(in: arguments[1]), let targetAction = targetAction(arguments[0], selector) else { return }
        let (list, receiver) = targetAction.capture(weak: true)
        let declared = targetAction.senderType?.replacingOccurrences(of: " ", with: "")
        let sender = declared == "NSNotification" || declared == "NSNotification!"
            ? "notification as NSNotification"
            : TargetAction.argument("notification", valueType: "Notification", optional: false, supertypes: [],
                                    declared: targetAction.senderType)
        let call = targetAction.call(on: receiver, with: [sender])
        let center = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { edits.text(of: $0) + "." } ?? ""
        let discard = node.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
        replace(node, markedInFront: .selector, with: "\(discard)\(center)addObserver(forName: \(edits.text(of: arguments[2].expression)), object: \(edits.text(of: arguments[3].expression)), queue: nil) { \(list)notification in \(call) }")
        note(node, "\(selector.spelled) observes through a block now: removeObserver(_:) of the target no longer stops it (keep the returned token to remove it)")
    }

    /// `perform(#selector(m), with: x, afterDelay: d)` → `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }`,
    /// holding the target and the argument until then as `perform` does; without a delay, the call itself.
    private func perform(_ node: FunctionCallExprSyntax, base: ExprSyntax?, selector: SelectorReference,
                         arguments: [LabeledExprSyntax]) {
        let labels = arguments.map { $0.label?.text ?? "_" }
        guard labels == ["_"] || labels == ["_", "with"] || labels == ["_", "with", "afterDelay"]
                || labels == ["_", "with", "afterDelay", "inModes"] else { return }
        handledSelectors.insert(arguments[0].expression.position.utf8Offset)
        let targetText = base.map { edits.text(of: $0) } ?? "self"
        let method = index.method(for: selector, in: owners.last)
        let targetAction = TargetAction(target: targetText, selector: selector, method: method)
        let argument = arguments.count > 1 ? edits.text(of: arguments[1].expression) : "nil"
        let passes = targetAction.arity > 0
        if arguments.count <= 2 {
            replace(node, markedInFront: .selector, with: "\(targetAction.call(on: targetText, with: passes ? [argument] : []))")
            return
        }
        let (list, receiver) = targetAction.capture(weak: false, extra: passes ? ["argument = \(argument)"] : [])
        let call = targetAction.call(on: receiver, with: passes ? ["argument"] : [])
        let body = list.isEmpty ? call : "\(list)in \(call)"
        replace(node, markedInFront: .selector, with: "DispatchQueue.main.asyncAfter(deadline: .now() + \(edits.text(of: arguments[2].expression))) { \(body) }")
        if arguments.count == 4 { note(node, "perform(_:with:afterDelay:inModes:): the run loop modes are dropped") }
    }

    /// `CADisplayLink(target: t, selector: #selector(step(_:)))` → `CADisplayLink(handler: { link in t.step(link) })`,
    /// holding the target as the link does.
    private func displayLink(_ node: FunctionCallExprSyntax, target: LabeledExprSyntax, selector: LabeledExprSyntax) {
        guard let selector = self.selector(in: selector), let targetAction = targetAction(target, selector) else { return }
        let (list, receiver) = targetAction.capture(weak: false)
        let sender = TargetAction.argument("link", valueType: "CADisplayLink", optional: false, supertypes: [],
                                           declared: targetAction.senderType)
        replace(node, markedInFront: .selector, with: "CADisplayLink(handler: { \(list)link in \(targetAction.call(on: receiver, with: [sender])) })")
    }
}

extension String {
    /// The string with the first `target` replaced by `replacement`.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
