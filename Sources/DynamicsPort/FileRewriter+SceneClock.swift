import SwiftSyntax

/// `DispatchTime.now()` → `DispatchTime.sceneNow()`: a scene has no wall clock to read, and a deadline computed once
/// (`let when = DispatchTime.now() + 1`) and handed to `asyncAfter` on a later tick was otherwise measured against the
/// wall clock then, so how fast the render ran decided when the work ran (mr14aci's GameApplication rendered
/// different frames each time). Dispatch's `now()` cannot be shadowed (a static member declared again is ambiguous),
/// so the porter names the scene clock's reading instead.
extension FileRewriter {
    /// Where a `now()` call stands: what it is read for decides whether the scene clock may answer it.
    private enum DeadlineUse {
        /// In the `deadline:` of an `asyncAfter`, which reads scene deadlines.
        case asyncAfter
        /// In a wait's `timeout:` or the `deadline:` of any other call (a timer source's `schedule`): Dispatch itself
        /// reads it, and a scene deadline would mean waiting for good.
        case dispatchWait
        /// In the initial value of a binding declared `DispatchTime`.
        case declaredDeadline
        /// Anywhere else.
        case other
    }

    /// Rewrites `DispatchTime.now()` anywhere but in what Dispatch waits on, and `.now()` where the deadline type is
    /// certain: in `asyncAfter(deadline:)` and in a binding declared `DispatchTime`.
    func readDeadlineOnSceneClock(_ node: FunctionCallExprSyntax) {
        // A file that keeps Foundation alone (naming no `DispatchTime`) has no `sceneNow()`.
        guard importedDynamics, node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "now", member.declName.argumentNames == nil else { return }
        let named = member.base.map { ["DispatchTime", "Dispatch.DispatchTime"].contains($0.trimmedDescription) }
        guard named != false else { return }
        switch Self.deadlineUse(of: node) {
        case .dispatchWait: return
        case .other where named == nil: return
        case .asyncAfter, .declaredDeadline, .other: break
        }
        replace(node, with: (member.base == nil ? "" : "DispatchTime") + ".sceneNow()", marked: .sceneClock)
    }

    /// What the expression `node` is part of, up to the statement or closure that holds it.
    private static func deadlineUse(of node: some SyntaxProtocol) -> DeadlineUse {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return .other }
            if let argument = parent.as(LabeledExprSyntax.self), let label = argument.label?.text,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                switch label {
                case "deadline": return callee == "asyncAfter" ? .asyncAfter : .dispatchWait
                case "timeout", "wallDeadline", "wallTimeout": return .dispatchWait
                default: break
                }
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                let type = binding.typeAnnotation?.type.trimmedDescription
                return ["DispatchTime", "DispatchTime?", "DispatchTime!"].contains(type) ? .declaredDeadline : .other
            }
            child = parent
        }
        return .other
    }
}
