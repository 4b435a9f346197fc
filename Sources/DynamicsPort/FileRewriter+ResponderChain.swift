import SwiftSyntax

/// Control actions sent to no object: `addTarget(nil, action:for:)`, and `addTarget(self, …)` written in the initial
/// value of a stored property, where `self` is NSObject's `self()` method and UIKit ends up with a nil target
/// (the evidence is in this module's `DECISIONS.md`). UIKit sends such an action up the responder chain to the first
/// responder that implements the method; without selectors, "implements" means "is one of the folder's types that
/// declare it".
extension FileRewriter {
    /// `control.addTarget(nil, action: #selector(m(_:)), for: events)` →
    /// `control.addAction(UIAction { action in UIApplication.shared.sendAction(from: action.sender) { responder in
    /// if let target = responder as? T { target.m(action.sender as! S); return true }; return false } }, for: events)`,
    /// one `if` for each type T of the folder that declares `m`.
    func responderChainControlAction(_ node: FunctionCallExprSyntax, base: ExprSyntax?, target: LabeledExprSyntax,
                                     selector: SelectorReference, events: LabeledExprSyntax) {
        let declarations = index.methods(for: selector, in: owners.last)
        guard let first = declarations.first else {
            let why = target.expression.isNSObjectSelfMethod
                ? "self in a stored property's initial value is NSObject's self() method, so UIKit's target is nil"
                : "target nil"
            return note(target, "\(why) (the responder chain) for \(selector.spelled): not translated")
        }
        guard first.labels.count <= 1 else {
            return note(node, "\(selector.spelled) takes the event too: not translated (a UIAction carries no event)")
        }
        let tries = declarations.compactMap { method -> String? in
            guard let owner = method.owner else { return nil }
            let sender = TargetAction.argument("action.sender", valueType: "UIControl", optional: true,
                                               supertypes: controlSupertypes, declared: method.parameterTypes.first)
            let call = TargetAction(target: "target", selector: selector, method: method).call(on: "target", with: [sender])
            return "if let target = responder as? \(owner) { \(call); return true }; "
        }
        let send = "UIApplication.shared.sendAction(from: action.sender) { responder in \(tries.joined())return false }"
        replaceWithAction(node, base: base, selector: selector, handler: "action in \(send)", events: events)
    }

    /// Replaces `node` with `control.addAction(UIAction { handler }, for: events)`, the action named after
    /// `selector` when some `removeTarget` in the folder removes it.
    func replaceWithAction(_ node: FunctionCallExprSyntax, base: ExprSyntax?, selector: SelectorReference,
                           handler: String, events: LabeledExprSyntax) {
        let prefix = base.map { edits.text(of: $0) + "." } ?? ""
        let identifier = index.removedActionSelectors.contains(selector.baseName)
            ? "(identifier: \(Self.actionIdentifier(selector)))" : ""
        replace(node, markedInFront: .selector, with: "\(prefix)addAction(UIAction\(identifier) { \(handler) }, for: \(edits.text(of: events.expression)))")
    }
}

extension ExprSyntax {
    /// Whether this is a target UIKit holds as nil: `nil`, or `self` where Swift 5 reads it as NSObject's `self()`
    /// method (``isNSObjectSelfMethod``).
    var isNilTarget: Bool { trimmedDescription == "nil" || isNSObjectSelfMethod }

    /// Whether this is `self` in the initial value of a class's stored instance property that is not `lazy`. The
    /// instance does not exist yet there, so Swift 5 takes `self` for the instance method `self()` every `NSObject`
    /// has (a curried function, with the warning "'self' refers to the method 'NSObject.self', which may be
    /// unexpected"), not for the object being made.
    var isNSObjectSelfMethod: Bool {
        guard let reference = self.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self)
        else { return false }
        var node = Syntax(self).parent
        while let current = node {
            if let variable = current.as(VariableDeclSyntax.self), let member = variable.parent?.as(MemberBlockItemSyntax.self) {
                let instanceStored = !variable.modifiers.contains {
                    [TokenKind.keyword(.lazy), .keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                }
                return instanceStored && member.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true
            }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
                || current.is(DeinitializerDeclSyntax.self) || current.is(SubscriptDeclSyntax.self)
                || current.is(AccessorBlockSyntax.self) || current.is(MemberBlockSyntax.self) {
                return false
            }
            node = current.parent
        }
        return false
    }
}
