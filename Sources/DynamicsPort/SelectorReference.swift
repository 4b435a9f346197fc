import SwiftSyntax

/// What a `#selector(…)` names: a method's base name, its argument labels when written, and the type or `self` in
/// front of it.
struct SelectorReference: Equatable {
    /// `ViewController` in `#selector(ViewController.tapped(_:))`, `self` in `#selector(self.tapped)`, else nil.
    var qualifier: String?
    /// The method's name: `tapped`.
    var baseName: String
    /// `["_"]` for `tapped(_:)`, `["with", "event"]` for `x(with:event:)`; nil when the selector names the method
    /// without labels.
    var labels: [String]?

    /// The selector `expression` spells, if it is a `#selector` of a method (not `getter:`/`setter:`).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        var inner = argument.expression
        while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            inner = only.expression
        }
        let reference: DeclReferenceExprSyntax
        if let member = inner.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            qualifier = base.trimmedDescription
            reference = member.declName
        } else if let plain = inner.as(DeclReferenceExprSyntax.self) {
            qualifier = nil
            reference = plain
        } else {
            return nil
        }
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }

    /// The property a `#selector(getter: ViewController.startTimer)` reads (`startTimer`, qualified by
    /// `ViewController`), as a reference without labels; nil for any other form.
    init?(getterIn expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label?.text == "getter"
        else { return nil }
        if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            qualifier = base.trimmedDescription
            baseName = member.declName.baseName.text
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            qualifier = nil
            baseName = plain.baseName.text
        } else {
            return nil
        }
        labels = nil
    }

    /// How the selector reads in a note: `tapped(_:)`.
    var spelled: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// Whether `expression` is a `#selector(…)` of any form.
func isSelector(_ expression: ExprSyntax) -> Bool {
    expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
}
