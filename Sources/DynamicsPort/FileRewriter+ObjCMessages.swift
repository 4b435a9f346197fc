import SwiftSyntax

/// Messages only the Objective-C runtime answers: on iOS a class's metatype answers `+description` through
/// `AnyObject`'s dynamic lookup; Linux has no such lookup, so the call becomes the Swift that gives the class's name.
extension FileRewriter {
    /// `type(of: object).description()` → `String(describing: type(of: object))` (SnapKit's `Debugging.swift`).
    func rewriteClassDescription(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description",
              let metatype = member.base?.as(FunctionCallExprSyntax.self),
              metatype.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              metatype.arguments.first?.label?.text == "of" else { return }
        replace(node, markedInFront: .objcMessage, with: "String(describing: \(edits.text(of: metatype)))")
    }
}
