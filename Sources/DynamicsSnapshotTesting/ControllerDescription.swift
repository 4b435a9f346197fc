import Dynamics
import DynamicsUIKit

/// UIKit's `_printHierarchy` of a view controller tree, as swift-snapshot-testing records it on iOS (addresses
/// removed): each controller with its appearance state and its view, children indented by "   | ".
@MainActor enum ControllerDescription {
    /// The tree under `controller`, `controller` first.
    static func hierarchy(_ controller: UIViewController) -> String {
        lines(controller, depth: 0).joined(separator: "\n")
    }

    private static func lines(_ controller: UIViewController, depth: Int) -> [String] {
        var view = "(view not loaded)"
        if let loaded = controller.viewIfLoaded {
            view = "<\(ViewDescription.className(of: loaded))>" + (loaded.window == nil ? " not in the window" : "")
        }
        let line = "<\(ViewDescription.className(of: controller))>, state: \(controller.appearanceStateName), view: \(view)"
        return [String(repeating: "   | ", count: depth) + line]
            + controller.children.flatMap { lines($0, depth: depth + 1) }
    }
}
