// Swift 3, in the manner of SnapKit 3.1's Debugging.swift (the class is in Swift3Priority.swift).
import Dynamics /* port: import */ // import UIKit

extension Stretch {
    public var /* port: override in extension */ dynamicsPortDescription: String {
        return "<" + describe(self.priority.rawValue /* port: Swift 3 priority */) + ">"
    }
}

private func describe(_ priority: Float) -> String {
    return "^\(priority)"
}
