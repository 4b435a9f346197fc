import Foundation
import SwiftSyntax

/// The Swift text of the closures that stand in for target–action: who is called (the target, captured as UIKit
/// holds it), which method, and with what.
struct TargetAction {
    /// The target as written (`self`, `viewModel`).
    var target: String
    /// The selector's method.
    var selector: SelectorReference
    /// The method as the folder declares it, if it does.
    var method: ProjectIndex.Method?

    /// How many arguments the method takes: the declaration's count, else the selector's labels.
    var arity: Int { method?.labels.count ?? selector.labels?.count ?? 0 }

    /// The capture list and the name the body calls the target by. UIKit does not retain the target of a control,
    /// gesture recogniser, bar button item or notification observer (`weak`); timers, display links and delayed
    /// performs do (`strong`).
    func capture(weak: Bool, extra: [String] = []) -> (list: String, receiver: String) {
        let isSelf = target == "self"
        let own = weak ? (isSelf ? "weak self" : "weak target = \(target)") : (isSelf ? "" : "target = \(target)")
        let items = ([own] + extra).filter { !$0.isEmpty }
        let list = items.isEmpty ? "" : "[" + items.joined(separator: ", ") + "] "
        let name = isSelf ? "self" : "target"
        return (list, weak ? name + "?" : name)
    }

    /// `receiver.method(label: argument, …)` for the method's labels.
    func call(on receiver: String, with arguments: [String]) -> String {
        let labels = method?.labels ?? selector.labels ?? []
        let parts = zip(labels, arguments).map { label, argument in label == "_" ? argument : "\(label): \(argument)" }
        return "\(receiver).\(selector.baseName)(\(parts.joined(separator: ", ")))"
    }

    /// The declared type of the method's first parameter, if known.
    var senderType: String? { method?.parameterTypes.first }

    /// `value` (of static type `valueType`, whose supertypes are `supertypes`) as an argument for a parameter of
    /// type `declared`: passed as it is when that type is one of its own types or supertypes, else cast.
    static func argument(_ value: String, valueType: String, optional: Bool, supertypes: Set<String>,
                         declared: String?) -> String {
        let accepted = supertypes.union([valueType, "Any", "AnyObject", "NSObject"])
        let unwrapped = optional ? value + "!" : value
        guard var type = declared?.replacingOccurrences(of: " ", with: "") else { return unwrapped }
        var wantsOptional = false
        if type.hasSuffix("?") || type.hasSuffix("!") {
            wantsOptional = type.hasSuffix("?")
            type.removeLast()
        }
        if accepted.contains(type) { return wantsOptional ? value : unwrapped }
        return wantsOptional ? "\(value) as? \(type)" : "\(value) as! \(type)"
    }
}

/// UIKit's gesture recogniser classes whose Dynamics counterparts take `init(handler:)`, with the type their
/// handler receives.
let recognizerHandlerTypes: [String: String] = [
    "UITapGestureRecognizer": "UITapGestureRecognizer",
    "UIPanGestureRecognizer": "UIPanGestureRecognizer",
    "UILongPressGestureRecognizer": "UILongPressGestureRecognizer",
    "UISwipeGestureRecognizer": "UISwipeGestureRecognizer",
    "UIPinchGestureRecognizer": "UIPinchGestureRecognizer",
    "UIRotationGestureRecognizer": "UIRotationGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
]

/// The classes a recogniser of each handler type also is.
func recognizerSupertypes(of type: String) -> Set<String> {
    var result: Set<String> = ["UIGestureRecognizer"]
    if type == "UIPanGestureRecognizer" { result.insert("UIPanGestureRecognizer") }
    return result
}

/// What a control is, for a `UIAction`'s sender.
let controlSupertypes: Set<String> = ["UIControl", "UIView", "UIResponder"]
