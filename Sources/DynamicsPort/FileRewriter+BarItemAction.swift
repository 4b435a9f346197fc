import SwiftSyntax

/// A bar button item's target and action set after it was made: `item.action = #selector(m)`, with or without an
/// `item.target = t` in the same block. Dynamics' items run a `primaryAction` instead (the initialisers' rewrite made
/// them so), so the pair becomes one `UIAction` calling `m` on the target, held weakly as UIKit holds an item's
/// target. Without a `target` assignment beside it the target is the one the item was made with, which the
/// initialisers' rewrite took to be `self`: the item keeps it, as on iOS, when only the action changes.
extension FileRewriter {
    /// `item.action = #selector(m)` → `item.primaryAction = UIAction { [weak t] _ in t?.m() }`, the block's
    /// `item.target = t` folded in and kept as a comment.
    func rewriteBarItemAction(_ node: SequenceExprSyntax) {
        guard let (item, property, value) = Self.memberAssignment(node), property == "action", isSelector(value),
              isBarButtonItem(item), let selector = methodSelector(value) else { return }
        let itemWritten = edits.text(of: item)
        let targetStatement = Self.statements(around: node).first {
            guard let assignment = Self.memberAssignment($0) else { return false }
            return assignment.property == "target" && assignment.item.trimmedDescription == item.trimmedDescription
        }
        let method = index.method(for: selector, in: owners.last)
        let target: String
        if let targetStatement, let written = Self.memberAssignment(targetStatement)?.value {
            target = edits.text(of: written)
            if method == nil {
                note(node, "\(selector.spelled) is not declared in the folder: called with \(selector.labels?.count ?? 0) argument(s), check the call")
            }
            replace(targetStatement, markedInFront: .selector, with: "/* \(targetStatement.trimmedDescription) */")
        } else {
            guard method != nil else {
                return note(node, "\(node.trimmedDescription): the item's target is not set in this block and \(selector.spelled) is not declared in the folder; not translated")
            }
            target = "self"
        }
        let targetAction = TargetAction(target: target, selector: selector, method: method)
        let (list, receiver) = targetAction.capture(weak: true)
        guard targetAction.arity > 0 else {
            return replace(node, markedInFront: .selector,
                           with: "\(itemWritten).primaryAction = UIAction { \(list)_ in \(targetAction.call(on: receiver, with: [])) }")
        }
        // The method takes the item as its sender, as UIKit passes it.
        let sender = TargetAction.argument("item", valueType: "UIBarButtonItem", optional: true, supertypes: [],
                                           declared: targetAction.senderType)
        let captures = String(list.dropFirst().dropLast(2))
        let call = targetAction.call(on: receiver, with: [sender])
        replace(node, markedInFront: .selector,
                with: "\(itemWritten).primaryAction = UIAction { [\(captures), weak item = \(itemWritten)] _ in \(call) }")
    }

    /// Whether `item` may be a bar button item: a property the enclosing type declares with another type is not
    /// (`UIMenuItem.action` is a selector too, with no closure form here).
    private func isBarButtonItem(_ item: ExprSyntax) -> Bool {
        let name = item.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? item.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        guard let name, let owner = owners.last, let type = index.propertyType(of: name, in: owner) else { return true }
        return type.contains("UIBarButtonItem")
    }

    /// `base.property = value`, the parts of an assignment to a member of something.
    private static func memberAssignment(_ node: SequenceExprSyntax) -> (item: ExprSyntax, property: String, value: ExprSyntax)? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return (base, member.declName.baseName.text, elements[2])
    }

    /// The assignments that are statements of the block `node` is a statement of.
    private static func statements(around node: SequenceExprSyntax) -> [SequenceExprSyntax] {
        guard let list = node.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        return list.compactMap { $0.item.as(SequenceExprSyntax.self) }
    }
}
