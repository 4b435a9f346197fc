import SwiftSyntax

/// The Swift 3 → 4 → 4.2 migration Xcode's migrator made, for sources of that era: renamed names (``SwiftRenames``)
/// and the Swift 3 syntax the Swift 5 mode refuses where the rewrite is mechanical; a note where it is not.
extension FileRewriter {
    /// `NSLayoutAttribute` → `NSLayoutConstraint.Attribute`; in a Swift 3 folder, `UILayoutPriority` → `Float`
    /// (Swift 3's typealias). A type of the folder's own with an old name is left alone.
    func renameType(_ node: IdentifierTypeSyntax) {
        let name = node.name.text
        guard !index.declaredTypes.contains(name) else { return }
        if name == "UILayoutPriority", index.spellsSwift3 {
            replace(node.name, with: "Float", marked: .swift3Priority)
        } else if let renamed = SwiftRenames.types[name] {
            replace(node.name, with: renamed, marked: .swift42Name)
        }
    }

    /// `NSFontAttributeName` → `NSAttributedString.Key.font`; `UILayoutPriorityRequired` → the `Float` it was in
    /// Swift 3, `UILayoutPriority.required.rawValue`; Swift 3's `UILayoutPriority(750)` → `Float(750)`; an old type
    /// name in an expression (`UIViewAnimationOptions.curveEaseIn`) → its new name.
    func renameValue(_ node: DeclReferenceExprSyntax) {
        let name = node.baseName.text
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
        guard node.argumentNames == nil, !index.declaredTypes.contains(name), !index.declaresValue(name) else { return }
        if let constant = SwiftRenames.priorityConstants[name] {
            replace(node, with: "UILayoutPriority.\(constant).rawValue", marked: .swift3Priority)
        } else if let renamed = SwiftRenames.values[name] {
            replace(node, with: renamed, marked: .swift4Name)
        } else if let renamed = SwiftRenames.types[name] {
            // A type named in an expression: `UIViewAnimationOptions.curveEaseIn`, `UIControlState()`.
            replace(node, with: renamed, marked: .swift42Name)
        } else if name == "UILayoutPriority", index.spellsSwift3,
                  node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
            replace(node, with: "Float", marked: .swift3Priority)
        }
    }

    /// `view.bringSubview(toFront: road)` → `view.bringSubviewToFront(road)` and the other calls of
    /// ``SwiftRenames/methods``: the base name and the labels change, the arguments stay. A method of the folder's
    /// own with the old name is left alone.
    func renameMethodCall(_ node: FunctionCallExprSyntax) {
        guard let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self),
              name.argumentNames == nil, node.trailingClosure == nil else { return }
        let base = name.baseName.text
        let fullName = base + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        guard let renamed = SwiftRenames.methods[fullName], !index.declaresValue(base),
              let open = node.leftParen else { return }
        edits.replace(name.baseName, with: renamed.name)
        let marker = mark(.swift42Name)
        guard !node.arguments.isEmpty else {
            return edits.insert(marker, after: open)
        }
        for (offset, (argument, label)) in zip(node.arguments, renamed.labels).enumerated() {
            let newLabel = label.map { "\($0): " } ?? ""
            let prefix = offset == 0 ? marker + " " : ""
            let start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.replace(from: start, to: end, with: prefix + newLabel)
        }
    }

    /// Swift 3 let a closure of one parameter stand for `() -> Void` (the parameter was the empty tuple); Swift 4
    /// refuses it. `animations: { view in … }` of `UIView.animate` and `UIViewPropertyAnimator` loses the
    /// parameter when the body does not use it, and gets a note when it does.
    func dropAnimationsParameter(_ node: LabeledExprSyntax) {
        guard node.label?.text == "animations", let closure = node.expression.as(ClosureExprSyntax.self),
              let signature = closure.signature, signature.returnClause == nil,
              let name = Self.onlyParameter(of: signature) else { return }
        let used = closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        if used {
            return note(signature, "animations closure uses its parameter \(name), which Swift 3 bound to (): Swift 4 refuses a parameter there; not translated")
        }
        edits.replace(from: signature.positionAfterSkippingLeadingTrivia.utf8Offset,
                      to: signature.endPositionBeforeTrailingTrivia.utf8Offset, with: mark(.swift3Syntax))
    }

    /// The name of a closure signature's only untyped parameter (`view in`, `(view) in`), if it has exactly one.
    private static func onlyParameter(of signature: ClosureSignatureSyntax) -> String? {
        switch signature.parameterClause {
        case .simpleInput(let list):
            return list.count == 1 ? list.first?.name.text : nil
        case .parameterClause(let clause):
            guard clause.parameters.count == 1, let parameter = clause.parameters.first, parameter.type == nil
            else { return nil }
            return parameter.firstName.text
        case nil:
            return nil
        }
    }

    /// Swift 4 made `String` a collection and Swift 5 dropped `characters`: `s.characters.count` → `s.count`
    /// (unless the folder declares a property named `characters`).
    func dropCharacters(_ node: MemberAccessExprSyntax) {
        guard node.declName.baseName.text == "characters", node.declName.argumentNames == nil, node.base != nil,
              !index.declaresValue("characters") else { return }
        let start = node.period.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.declName.endPositionBeforeTrailingTrivia.utf8Offset
        guard Self.isGluedToNext(node) else { return edits.replace(from: start, to: end, with: " \(mark(.swift3Syntax))") }
        markInFront(of: node, .swift3Syntax)
        edits.replace(from: start, to: end, with: "")
    }

    /// `[NSFontAttributeName: font] as [String: Any]` and `let a: [String: Any] = [NSFontAttributeName: font]`:
    /// Swift 4 keyed attributes by `NSAttributedString.Key`, so the dictionary's key type follows its renamed keys.
    func retypeAttributeDictionary(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for (offset, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) {
            guard offset > 0, offset + 1 < elements.count,
                  let dictionary = elements[offset - 1].as(DictionaryExprSyntax.self), Self.keyedByAttributes(dictionary),
                  let type = elements[offset + 1].as(TypeExprSyntax.self)?.type.as(DictionaryTypeSyntax.self)
            else { continue }
            retypeKey(of: type)
        }
    }

    /// The binding form of ``retypeAttributeDictionary(_:)``.
    func retypeAttributeDictionary(_ node: PatternBindingSyntax) {
        if let type = node.typeAnnotation?.type.as(DictionaryTypeSyntax.self),
           let dictionary = node.initializer?.value.as(DictionaryExprSyntax.self), Self.keyedByAttributes(dictionary) {
            retypeKey(of: type)
        }
    }

    private func retypeKey(of type: DictionaryTypeSyntax) {
        guard type.key.trimmedDescription == "String" else { return }
        replace(type.key, with: "NSAttributedString.Key", marked: .swift4Name)
    }

    /// Whether every key of `dictionary` is one of Swift 3's attribute-name constants.
    private static func keyedByAttributes(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard case .elements(let list) = dictionary.content, !list.isEmpty else { return false }
        return list.allSatisfy { element in
            guard let name = element.key.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return SwiftRenames.values[name]?.hasPrefix("NSAttributedString.Key.") == true
        }
    }
}
